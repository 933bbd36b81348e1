internal import GRDB

extension StockDatabase {
    /// The newest `limit` journal entries of the stand older than `before`, newest first, each
    /// with its deltas.
    ///
    /// - Parameters:
    ///   - limit: How many entries at most; 0 or less gives none.
    ///   - before: Only entries whose id is below this; nil for the newest.
    /// - Returns: The entries, newest first.
    /// - Throws: `StateError` when the file cannot be read, or `.corrupt` for an entry of unknown kind.
    public func history(limit: Int, before: Int?) async throws -> [JournalEntry] {
        guard limit > 0 else { return [] }
        return try await read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT \(SQLiteStockRows.entryColumns) FROM journal
                WHERE stand = ? AND id < ? ORDER BY id DESC LIMIT ?
                """, arguments: [self.stand.rawValue, before ?? Int.max, limit])
            return try rows.map { try SQLiteStockRows.entry(from: $0, stand: self.stand.rawValue, path: self.path, db) }
        }
    }

    /// Everything the file keeps for the stand: every stock row and the whole journal.
    ///
    /// - Returns: The stand's stock, ordered by fruit id, and its journal, oldest first.
    /// - Throws: `StateError` when the file cannot be read.
    public func snapshot() async throws -> StockSnapshot {
        let stand = self.stand.rawValue
        return try await read { db in
            let stock = try SQLiteStockRows.stock(of: stand, db)
            let journal = try Row.fetchAll(db, sql: """
                SELECT \(SQLiteStockRows.entryColumns) FROM journal WHERE stand = ? ORDER BY id
                """, arguments: [stand])
                .map { try SQLiteStockRows.entry(from: $0, stand: stand, path: self.path, db) }
            return StockSnapshot(stock: stock, journal: journal)
        }
    }

    /// Makes the stand hold exactly what `snapshot` holds, in one transaction.
    ///
    /// - Parameters:
    ///   - snapshot: Stock rows and journal, as `snapshot()` gives them.
    ///   - replacing: Whether a stand with a journal or stock of its own may be overwritten.
    /// - Throws: `StateError.standNotEmpty` when the stand has journal entries or stock other than
    ///   the menu's initial stock and `replacing` is false; `StateError` when the file cannot be used. Nothing is written then.
    public func restore(_ snapshot: StockSnapshot, replacing: Bool) async throws {
        let stand = self.stand.rawValue
        try await write { db in
            let entries = try Int.fetchOne(db, sql: "SELECT count(*) FROM journal WHERE stand = ?", arguments: [stand]) ?? 0
            let own = StockSnapshot.ownStock(try SQLiteStockRows.stock(of: stand, db), menu: self.menu)
            if (entries > 0 || !own.isEmpty) && !replacing {
                throw StateError.standNotEmpty(location: self.path, stand: stand, entries: entries, stock: own)
            }
            for table in ["order_key", "journal_delta", "journal", "stock"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE stand = ?", arguments: [stand])
            }
            for count in snapshot.stock {
                try db.execute(sql: "INSERT INTO stock (stand, fruit_id, count) VALUES (?, ?, ?)",
                               arguments: [stand, count.fruit.rawValue, count.count])
            }
            for entry in snapshot.journal { try SQLiteStockRows.insert(entry, stand: stand, db) }
            // Menu fruits the copied stand never had start at their initial stock, as on any open.
            try self.seedMissingFruits(db)
        }
    }
}
