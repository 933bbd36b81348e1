import JuiceMakerMenu

/// The rows of one stand that one change reads and writes, inside one transaction of a store.
///
/// `StockLedger` writes every change (an order, add/remove/set, reset, undo) once, against this
/// protocol; a store only says how its rows are read and written, and runs the ledger inside its own
/// transaction, which it commits when the ledger returns and rolls back when it throws.
///
/// Each change calls `beginChange()` first. It must make the stand's changes wait for each other
/// until commit (SQLite's write lock, or a lock on the stand's row in PostgreSQL), so that what
/// a change reads cannot change before it writes, and journal ids follow commit order.
package protocol StockRows {
    /// Waits for the stand's other changes and returns the id this change's journal entry takes.
    ///
    /// - Returns: One more than the stand's newest entry id (1 for the first).
    /// - Throws: The store's error.
    mutating func beginChange() throws -> Int

    /// Counts of the given fruits, in the order given; a fruit without a row counts 0.
    ///
    /// - Parameter fruits: Distinct fruit ids.
    /// - Returns: One count per fruit.
    /// - Throws: The store's error.
    mutating func counts(of fruits: [Fruit.ID]) throws -> [Int]

    /// Writes new counts, making rows for fruits that have none.
    ///
    /// - Parameter counts: The new count per fruit.
    /// - Throws: The store's error.
    mutating func setCounts(_ counts: [FruitCount]) throws

    /// Appends a journal entry with its deltas; its id is the one `beginChange()` returned.
    ///
    /// - Parameter entry: The entry.
    /// - Throws: The store's error.
    mutating func append(_ entry: JournalEntry) throws

    /// The newest entry that is neither an undo, a lost sale nor undone yet, with its deltas.
    ///
    /// - Returns: The entry, or nil when there is none.
    /// - Throws: The store's error.
    mutating func newestUndoable() throws -> JournalEntry?

    /// Marks an entry as reverted.
    ///
    /// - Parameters:
    ///   - id: The entry that was reverted.
    ///   - undo: The undo entry that reverted it.
    /// - Throws: The store's error.
    mutating func markUndone(_ id: Int, by undo: Int) throws
}
