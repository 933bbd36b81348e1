import Foundation
import GRDB

extension StockDatabase: OrderingByChangeID {
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
    /// - Throws: As `order(_:)`; `StateError.corrupt` when the key names an entry the journal lacks.
    public func order(_ order: JuiceOrder, changeID: UUID) throws -> (entry: JournalEntry, replayed: Bool) {
        let stand = self.stand.rawValue
        let key = changeID.uuidString.lowercased()
        return try write { db in
            let found = try Int.fetchOne(db.cachedStatement(sql: "SELECT entry_id FROM order_key WHERE stand = ? AND change_id = ?"),
                                         arguments: [stand, key])
            if let found {
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT id, time_ms, kind, description, undone_by, undoes FROM journal WHERE stand = ? AND id = ?
                    """, arguments: [stand, found]) else {
                    throw StateError.corrupt(path: self.path, detail: "order key \(key) names journal entry #\(found), which is not there")
                }
                return (try SQLiteStockRows.entry(from: row, stand: stand, path: self.path, db), true)
            }
            var rows = SQLiteStockRows(db: db, stand: stand, path: self.path)
            let entry = try self.ledger.order(order, rows: &rows)
            try db.cachedStatement(sql: "INSERT INTO order_key (stand, change_id, entry_id) VALUES (?, ?, ?)")
                .execute(arguments: [stand, key, entry.id])
            return (entry, false)
        }
    }
}
