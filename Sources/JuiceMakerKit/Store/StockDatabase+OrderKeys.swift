import Foundation
internal import GRDB

extension StockDatabase {
    /// Makes the whole order or nothing under `changeID`, in one `BEGIN IMMEDIATE` transaction;
    /// when the stand's `order_key` table already holds `changeID`, returns that entry and makes
    /// nothing.
    ///
    /// The write lock is taken before the key is looked up, so two processes sending the same id at
    /// once make one order: the second finds the first's row.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id to remember the order under.
    /// - Returns: The entry, and whether it was made before (`replayed`).
    /// Only a made order is remembered under its key: a lost sale is journaled (and committed) but
    /// leaves the key free, so the retry a refusal asks for runs again.
    ///
    /// - Throws: As `order(_:)`; `StateError.corrupt` when the key names an entry the journal lacks.
    public func order(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, replayed: Bool) {
        let key = Self.orderKey(changeID)
        let (outcome, replayed) = try await write { [self] db -> (StockLedger.OrderOutcome, Bool) in
            if let made = try entry(madeUnder: key, db) { return (.made(made), true) }
            var rows = SQLiteStockRows(db: db, stand: self.stand.rawValue, path: self.path)
            let outcome = try self.ledger.orderOrLoss(order, rows: &rows)
            if case .made(let entry) = outcome { try remember(key, entry: entry.id, db) }
            return (outcome, false)
        }
        return (try outcome.entry(), replayed)
    }

    /// A change id as the `order_key` table keeps it.
    static func orderKey(_ changeID: UUID) -> String {
        changeID.uuidString.lowercased()
    }

    /// The entry made under `key`, or nil when none was.
    ///
    /// - Throws: `StateError.corrupt` when the key names an entry the journal lacks.
    func entry(madeUnder key: String, _ db: Database) throws -> JournalEntry? {
        let stand = self.stand.rawValue
        guard let found = try Int.fetchOne(db.cachedStatement(sql: "SELECT entry_id FROM order_key WHERE stand = ? AND change_id = ?"),
                                           arguments: [stand, key]) else { return nil }
        guard let row = try Row.fetchOne(db, sql: """
            SELECT \(SQLiteStockRows.entryColumns) FROM journal WHERE stand = ? AND id = ?
            """, arguments: [stand, found]) else {
            throw StateError.corrupt(path: path, detail: "order key \(key) names journal entry #\(found), which is not there")
        }
        return try SQLiteStockRows.entry(from: row, stand: stand, path: path, db)
    }

    /// Remembers that the entry `id` was made under `key`.
    func remember(_ key: String, entry id: Int, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO order_key (stand, change_id, entry_id) VALUES (?, ?, ?)")
            .execute(arguments: [stand.rawValue, key, id])
    }
}
