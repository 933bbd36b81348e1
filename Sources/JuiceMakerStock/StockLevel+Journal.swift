import JuiceMakerMenu

extension StockLevel {
    /// The fruits a change took that it left at or below their reorder point, in menu order: what
    /// an order's "is low" notes name (the command line, the shell, `serve`).
    ///
    /// - Parameters:
    ///   - entry: The change, usually an order.
    ///   - levels: Every menu fruit's level after it.
    /// - Returns: The low levels among the fruits `entry` took.
    public static func leftLow(by entry: JournalEntry, in levels: [StockLevel]) -> [StockLevel] {
        let used = Set(entry.deltas.filter { $0.change < 0 }.map(\.fruit))
        return levels.filter { $0.isLow && used.contains($0.fruit.id) }
    }
}
