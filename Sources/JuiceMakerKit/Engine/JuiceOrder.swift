/// What a customer asked for: lines in the order they were typed, one per juice.
public struct JuiceOrder: Sendable, Hashable {
    public let lines: [OrderLine]

    public init(lines: [OrderLine]) {
        self.lines = lines
    }

    /// A single juice.
    public init(juice: Juice.ID, count: Int = 1) {
        self.lines = [OrderLine(juice: juice, count: count)]
    }

    /// The order as a person could type it again: `strawberry-banana:1 mango-kiwi:2`.
    public var description: String {
        lines.map { "\($0.juice.rawValue):\($0.count)" }.joined(separator: " ")
    }
}
