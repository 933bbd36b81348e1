/// One line of an order: `count` glasses of one juice.
public struct OrderLine: Sendable, Hashable {
    public let juice: Juice.ID
    public let count: Int

    /// - Parameters:
    ///   - juice: A juice of the menu the order is for.
    ///   - count: From 1 to `Limits.maxOrderCount`; `JuiceMaker` refuses other counts.
    public init(juice: Juice.ID, count: Int = 1) {
        self.juice = juice
        self.count = count
    }
}
