import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

extension PostgresStockStore {
    /// The newest `limit` journal entries of the stand older than `before`, newest first.
    ///
    /// - Parameters:
    ///   - limit: How many entries at most; 0 or less gives none.
    ///   - before: Only entries whose id is below this; nil for the newest.
    /// - Returns: The entries, each with its deltas.
    /// - Throws: `StateError` when the journal cannot be read.
    public func history(limit: Int, before: Int?) async throws -> [JournalEntry] {
        guard limit > 0 else { return [] }
        return try await read { connection in
            var binds = PostgresBindings()
            binds.append(self.stand.rawValue)
            binds.append(before ?? Int.max)
            binds.append(limit)
            let query = PostgresStockRows.entryQuery(where: "j.stand = $1 AND j.id < $2", order: "ORDER BY j.id DESC LIMIT $3", binds: binds)
            return try await connection.run(query, logger: self.logger).rows
                .map { try PostgresStockRows.entry(from: $0, location: self.location) }
        }
    }

    /// Everything the database keeps for the stand: every stock row and the whole journal, read in one
    /// repeatable-read transaction so the two agree.
    ///
    /// - Returns: The stand's stock, ordered by fruit id, and its journal, oldest first.
    /// - Throws: `StateError` when the stock cannot be read.
    public func snapshot() async throws -> StockSnapshot {
        _ = try await menuCounts()
        return try await read { connection in
            try await connection.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: self.logger)
            do {
                let stock = try await PostgresStockRows.stock(of: self.stand.rawValue, connection: connection, logger: self.logger)
                let query = PostgresStockRows.entryQuery(where: "j.stand = $1", order: "ORDER BY j.id",
                                                         binds: PostgresStockRows.binds(stand: self.stand.rawValue))
                let journal = try await connection.run(query, logger: self.logger).rows
                .map { try PostgresStockRows.entry(from: $0, location: self.location) }
                try await connection.run("COMMIT", logger: self.logger)
                return StockSnapshot(stock: stock, journal: journal)
            } catch {
                _ = try? await connection.run("ROLLBACK", logger: self.logger)
                throw error
            }
        }
    }

    /// Makes the stand hold exactly what `snapshot` holds, in one transaction that holds the stand's
    /// lock; journal ids are kept, and the stand's next entry follows the newest copied one. The copy
    /// carries an id of its own, written on the stand, so a copy whose COMMIT went unanswered is
    /// settled like any change.
    ///
    /// A stand that has a journal, or stock other than the menu's initial stock, is not overwritten
    /// unless `replacing` is true.
    ///
    /// - Parameters:
    ///   - snapshot: Stock rows and journal, as `snapshot()` gives them.
    ///   - replacing: Whether a stand with journal entries or stock of its own may be overwritten.
    /// - Throws: `StateError.standNotEmpty` when the stand has journal entries or stock and
    ///   `replacing` is false; `StateError` when the stock cannot be used. Nothing is written then.
    public func restore(_ snapshot: StockSnapshot, replacing: Bool) async throws {
        let stand = self.stand.rawValue
        _ = try await menuCounts()
        _ = try await change { rows -> Bool in
            _ = try await rows.beginChange()
            let connection = rows.connection
            let entries = try await connection.run("SELECT count(*) FROM juicemaker.journal WHERE stand = \(stand)",
                                               logger: self.logger).rows.first?.decode(Int.self) ?? 0
            let held = try await PostgresStockRows.stock(of: stand, connection: connection, logger: self.logger)
            let own = StockSnapshot.ownStock(held, menu: self.menu)
            if (entries > 0 || !own.isEmpty) && !replacing {
                throw StateError.standNotEmpty(location: self.location, stand: stand, entries: entries, stock: own)
            }
            try await connection.run("DELETE FROM juicemaker.journal_delta WHERE stand = \(stand)", logger: self.logger)
            try await connection.run("DELETE FROM juicemaker.journal WHERE stand = \(stand)", logger: self.logger)
            try await connection.run("DELETE FROM juicemaker.stock WHERE stand = \(stand)", logger: self.logger)
            try await PostgresStockRows.upsert(snapshot.stock, stand: stand, connection: connection, logger: self.logger)
            for entry in snapshot.journal {
                try await PostgresStockRows.insert(entry, stand: stand, changeID: nil, connection: connection, logger: self.logger)
            }
            let last = snapshot.journal.map(\.id).max() ?? 0
            try await connection.run("""
                UPDATE juicemaker.stands SET last_entry = \(last), copy_id = \(rows.changeID) WHERE stand = \(stand)
                """, logger: self.logger)
            // Menu fruits the copied stand never had start at their initial stock, as on any open.
            let copied = Set(snapshot.stock.map(\.fruit))
            let missing = self.menu.fruits.filter { !copied.contains($0.id) }
                .map { FruitCount(fruit: $0.id, count: $0.initialStock) }
            try await PostgresStockRows.upsert(missing, stand: stand, connection: connection, logger: self.logger)
            // The copy's fruits are what the stand was stocked with from now on.
            try await connection.run("""
                UPDATE juicemaker.stands SET seeded = ARRAY(
                    SELECT s.fruit_id FROM juicemaker.stock s WHERE s.stand = \(stand) ORDER BY s.fruit_id)
                WHERE stand = \(stand)
                """, logger: self.logger)
            return true
        }
    }
}
