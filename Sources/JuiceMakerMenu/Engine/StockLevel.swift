/// How many of one fruit the stand has.
public struct StockLevel: Sendable, Hashable {
    /// The fruit.
    public let fruit: Fruit
    /// How many of it the stand has.
    public let count: Int

    /// Creates a stock level.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - count: How many of it the stand has.
    public init(fruit: Fruit, count: Int) {
        self.fruit = fruit
        self.count = count
    }

    /// Whether the fruit is low: at or below its reorder point (never, without one).
    public var isLow: Bool { fruit.isLow(at: count) }

    /// What an order that left this fruit low says after its ready message:
    /// `Mango is low: 4 left, reorder at 4 — juicemaker restock` / `망고 재고가 얼마 안 남았어요: …`.
    ///
    /// - Parameters:
    ///   - language: The language to write in.
    ///   - command: The command that shows the restock plan, as the person would type it.
    /// - Returns: The sentence; it names the reorder point as 0 for a fruit without one.
    public func lowStockMessage(in language: Language, command: String) -> String {
        language.menu.lowStock(fruit.name.text(for: language.code), count: count, reorder: fruit.reorderPoint ?? 0, command: command)
    }
}
