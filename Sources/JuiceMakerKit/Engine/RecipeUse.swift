/// How much of one fruit (by dense index) one glass of a juice uses.
public struct RecipeUse: Sendable, Hashable {
    public let fruit: Int
    public let amount: Int

    public init(fruit: Int, amount: Int) {
        self.fruit = fruit
        self.amount = amount
    }
}
