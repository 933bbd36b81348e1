import JuiceMakerMenu

/// A fruit's count as a store keeps it, by id: the fruit may have left the menu.
public struct FruitCount: Sendable, Hashable {
    /// The fruit.
    public let fruit: Fruit.ID
    /// How many there are, from 0 to `Limits.maxStock`.
    public let count: Int

    /// Creates a count.
    ///
    /// - Parameters:
    ///   - fruit: The fruit.
    ///   - count: How many there are.
    public init(fruit: Fruit.ID, count: Int) {
        self.fruit = fruit
        self.count = count
    }
}
