import JuiceMakerMenu

/// How one journal entry changed one fruit's stock. By id, since the fruit may have left the menu.
public struct FruitDelta: Sendable, Hashable {
    /// The fruit whose stock changed.
    public let fruit: Fruit.ID
    /// How much its stock changed: positive when stock was added, negative when it was taken.
    public let change: Int

    /// Creates a delta.
    ///
    /// - Parameters:
    ///   - fruit: The fruit whose stock changed.
    ///   - change: The signed change to its stock.
    public init(fruit: Fruit.ID, change: Int) {
        self.fruit = fruit
        self.change = change
    }
}
