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
    private let fruitIndex: IDIndex
    private let juiceIndex: IDIndex

    /// Builds a menu from parts already checked; `MenuLoader` is the way in from YAML.
    public init(version: Int = 1, fruits: [Fruit], juices: [Juice]) {
        self.version = version
        self.fruits = fruits
        self.juices = juices
        self.fruitIndex = IDIndex(count: fruits.count) { fruits[$0].id }
        self.juiceIndex = IDIndex(count: juices.count) { juices[$0].id }
    }

    public func fruit(id: String) -> Fruit? { fruitPosition(id: id).map { fruits[$0] } }
    public func juice(id: String) -> Juice? { juicePosition(id: id).map { juices[$0] } }
    public func fruitPosition(id: String) -> Int? { fruitIndex.position(of: id) { fruits[$0].id } }
    public func juicePosition(id: String) -> Int? { juiceIndex.position(of: id) { juices[$0].id } }
}
