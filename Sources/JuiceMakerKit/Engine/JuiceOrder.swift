/// What a customer asked for: lines in the order they were typed, one per juice.
public struct JuiceOrder: Sendable, Hashable {
    public let lines: [OrderLine]

    public init(lines: [OrderLine]) {
        self.lines = lines
    }

    /// A single juice.
    public init(juice: Int, count: Int = 1) {
        self.lines = [OrderLine(juice: juice, count: count)]
    }

    /// The order as a person could type it again: `strawberry-banana:1 mango-kiwi:2`.
    public func description(in menu: CompiledMenu) -> String {
        lines.map { line in
            let id = line.juice >= 0 && line.juice < menu.juiceCount ? menu.menu.juices[line.juice].id : "#\(line.juice)"
            return "\(id):\(line.count)"
        }.joined(separator: " ")
    }
}
