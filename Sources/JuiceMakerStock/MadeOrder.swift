import JuiceMakerMenu

/// One order as `StockStore.orders(_:)` answers it.
public struct MadeOrder: Sendable {
    /// The order's journal entry: made now, or before under its change id.
    public let entry: JournalEntry
    /// Whether the entry was made before under the order's change id (nothing was made now).
    public let replayed: Bool
    /// Every menu fruit's level right after the order, in menu order.
    public let stock: [StockLevel]

    /// - Parameters:
    ///   - entry: The order's journal entry.
    ///   - replayed: Whether it was made before under the order's change id.
    ///   - stock: Every menu fruit's level right after it.
    public init(entry: JournalEntry, replayed: Bool, stock: [StockLevel]) {
        self.entry = entry
        self.replayed = replayed
        self.stock = stock
    }
}
