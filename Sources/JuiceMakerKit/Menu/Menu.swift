/// A fruit the stand keeps in stock.
public struct Fruit: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: LocalizedName
    public let emoji: String?
    /// Stock on the first day (from `stock:` or `defaults.stock`), not stock on hand.
    public let initialStock: Int

    public init(id: String, name: LocalizedName, emoji: String? = nil, initialStock: Int) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.initialStock = initialStock
    }
}

/// How much of one fruit a juice uses.
public struct RecipeItem: Sendable, Hashable {
    public let fruitID: String
    public let amount: Int

    public init(fruitID: String, amount: Int) {
        self.fruitID = fruitID
        self.amount = amount
    }
}

/// A juice on the menu and its recipe.
public struct Juice: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: LocalizedName
    /// In the file's order; every fruit appears once and every amount is at least 1.
    public let recipe: [RecipeItem]

    public init(id: String, name: LocalizedName, recipe: [RecipeItem]) {
        self.id = id
        self.name = name
        self.recipe = recipe
    }
}

/// A validated menu: every recipe names a known fruit, every number is in range. Immutable, in file order.
public struct Menu: Sendable {
    public let version: Int
    public let fruits: [Fruit]
    public let juices: [Juice]
    private let fruitIndex: [String: Int]
    private let juiceIndex: [String: Int]

    /// Builds a menu from parts already checked; `MenuLoader` is the way in from YAML.
    public init(version: Int = 1, fruits: [Fruit], juices: [Juice]) {
        self.version = version
        self.fruits = fruits
        self.juices = juices
        self.fruitIndex = Self.positions(of: fruits.lazy.map(\.id), count: fruits.count)
        self.juiceIndex = Self.positions(of: juices.lazy.map(\.id), count: juices.count)
    }

    /// Id → position, the first of equal ids winning; sized once, with no array of pairs in between.
    private static func positions<IDs: Sequence<String>>(of ids: IDs, count: Int) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(count)
        for (position, id) in ids.enumerated() {
            // One hash per id; a repeated id (rare) puts the first position back.
            if let first = positions.updateValue(position, forKey: id) { positions[id] = first }
        }
        return positions
    }

    public func fruit(id: String) -> Fruit? { fruitIndex[id].map { fruits[$0] } }
    public func juice(id: String) -> Juice? { juiceIndex[id].map { juices[$0] } }
    public func fruitPosition(id: String) -> Int? { fruitIndex[id] }
    public func juicePosition(id: String) -> Int? { juiceIndex[id] }
}
