/// How much of one fruit (by index) an order took from stock.
public struct FruitUse: Sendable, Hashable {
    public let fruit: Int
    public let amount: Int

    public init(fruit: Int, amount: Int) {
        self.fruit = fruit
        self.amount = amount
    }
}
