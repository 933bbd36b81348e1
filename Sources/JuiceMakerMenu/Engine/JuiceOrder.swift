/// What a customer asked for: lines in the order they were typed, one per juice.
///
/// Nothing is checked when an order is made: `JuiceMaker` and the stores refuse juices that are not
/// on the menu and counts out of range. `OrderParser` makes orders from what people type.
///
/// ```swift
/// let order = JuiceOrder(lines: [
///     OrderLine(juice: "strawberry-banana"),
///     OrderLine(juice: "mango-kiwi", count: 2),
/// ])
/// print(order.description)   // strawberry-banana:1 mango-kiwi:2
/// try maker.make(order)
/// ```
public struct JuiceOrder: Sendable, Hashable {
    /// The order's lines, in the order they were given.
    public let lines: [OrderLine]

    /// An order of several lines.
    ///
    /// - Parameter lines: The lines, kept as given (the same juice twice is not merged here).
    public init(lines: [OrderLine]) {
        self.lines = lines
    }

    /// An order of a single juice.
    ///
    /// - Parameters:
    ///   - juice: A juice of the menu.
    ///   - count: How many glasses, from 1 to `Limits.maxOrderCount`.
    public init(juice: Juice.ID, count: Int = 1) {
        self.lines = [OrderLine(juice: juice, count: count)]
    }

    /// The order as a person could type it again: `strawberry-banana:1 mango-kiwi:2`.
    public var description: String {
        lines.map { "\($0.juice.rawValue):\($0.count)" }.joined(separator: " ")
    }
}
