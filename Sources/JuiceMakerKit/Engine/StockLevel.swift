/// How many of one fruit the stand has.
public struct StockLevel: Sendable, Hashable {
    public let fruit: Fruit
    public let count: Int

    public init(fruit: Fruit, count: Int) {
        self.fruit = fruit
        self.count = count
    }
}
