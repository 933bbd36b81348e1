/// One line of an order: `count` glasses of the juice at index `juice`.
///
/// Indices belong to one `CompiledMenu`; `JuiceMaker` rejects a line whose juice or count is out of range.
public struct OrderLine: Sendable, Hashable {
    public let juice: Int
    public let count: Int

    public init(juice: Int, count: Int = 1) {
        self.juice = juice
        self.count = count
    }
}
