/// One line of a restock plan: a fruit, its stock and rules, and how many to buy.
public struct RestockItem: Sendable, Hashable {
    /// The fruit, with its reorder point and par.
    public let fruit: Fruit
    /// Its stock when the plan was made.
    public let stock: Int
    /// How many to buy: 1 or more.
    public let buy: Int

    /// Creates a plan line.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - stock: Its stock now.
    ///   - buy: How many to buy, 1 or more.
    public init(fruit: Fruit, stock: Int, buy: Int) {
        self.fruit = fruit
        self.stock = stock
        self.buy = buy
    }

    /// The fruit's reorder point; nil when it has none (a `restock --for` line may have none).
    public var reorderPoint: Int? { fruit.reorderPoint }
    /// The level the menu restocks the fruit to.
    public var par: Int { fruit.par }
    /// The stock once the plan is bought.
    public var stockAfter: Int { stock + buy }
}
