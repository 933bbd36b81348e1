/// How one journal entry changed one fruit's stock. By id, since the fruit may have left the menu.
public struct FruitDelta: Sendable, Hashable {
    public let fruit: Fruit.ID
    public let change: Int

    public init(fruit: Fruit.ID, change: Int) {
        self.fruit = fruit
        self.change = change
    }
}
