/// How one journal entry changed one fruit's stock. By id, since the fruit may have left the menu.
public struct FruitDelta: Sendable, Hashable {
    public let fruitID: String
    public let change: Int

    public init(fruitID: String, change: Int) {
        self.fruitID = fruitID
        self.change = change
    }
}
