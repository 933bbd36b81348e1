/// One line of an order: `count` glasses of one juice.
public struct OrderLine: Sendable, Hashable {
    /// The juice to make.
    public let juice: Juice.ID
    /// How many glasses of it.
    public let count: Int

    /// Creates an order line. Nothing is checked here.
    ///
    /// - Parameters:
    ///   - juice: A juice of the menu the order is for.
    ///   - count: From 1 to `Limits.maxOrderCount`; `JuiceMaker` refuses other counts.
    public init(juice: Juice.ID, count: Int = 1) {
        self.juice = juice
        self.count = count
    }
}
