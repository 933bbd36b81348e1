/// Everything a store keeps for one stand: every stock row (also of fruits that left the menu) and
/// the whole journal. `state copy` moves a stand from one store to another with it.
public struct StockSnapshot: Sendable, Hashable {
    /// Every fruit's count, ordered by fruit id.
    public var stock: [FruitCount]
    /// Every journal entry with its deltas, oldest first.
    public var journal: [JournalEntry]

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - stock: Every fruit's count.
    ///   - journal: Every journal entry, oldest first.
    public init(stock: [FruitCount], journal: [JournalEntry]) {
        self.stock = stock
        self.journal = journal
    }
}
