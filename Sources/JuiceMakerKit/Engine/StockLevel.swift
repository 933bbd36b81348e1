/// How many of one fruit the stand has.
public struct StockLevel: Sendable, Hashable {
    /// The fruit.
    public let fruit: Fruit
    /// How many of it the stand has.
    public let count: Int

    /// Creates a stock level.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - count: How many of it the stand has.
    public init(fruit: Fruit, count: Int) {
        self.fruit = fruit
        self.count = count
    }
}
