internal import GRDB

extension StockDatabase {
    /// Stock the stand holds (a count above 0) for fruits the menu does not name: rows of fruits that
    /// left the menu, or were renamed without a `was:` that names their old id.
    ///
    /// - Returns: The counts, ordered by fruit id; empty when every row with stock is a menu fruit's.
    /// - Throws: `StateError` when the file cannot be read.
    public func orphanedStock() async throws -> [FruitCount] {
        let held = try await read { db in try SQLiteStockRows.stock(of: self.stand.rawValue, db) }
        return StockSnapshot.orphanedStock(held, menu: menu)
    }

    /// Renames the rows of former ids (`Fruit.formerIDs`) to the menu fruits the stand holds no row
    /// for, with the journal's deltas for them, so `undo` of an older change reverts the renamed
    /// fruit. Inside the caller's write transaction, before `seedMissingFruits`.
    ///
    /// - Parameter db: The connection, inside a write transaction.
    /// - Returns: The renames made, each with the count kept, in menu order.
    /// - Throws: The database's errors.
    func renameFormerFruits(_ db: Database) throws -> [FruitRename] {
        guard menu.fruits.contains(where: { !$0.formerIDs.isEmpty }) else { return [] }
        for fruit in try seedsToReplace(db) {
            try db.execute(sql: "DELETE FROM stock WHERE stand = ? AND fruit_id = ?", arguments: [stand.rawValue, fruit.rawValue])
        }
        var held: [Fruit.ID: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT fruit_id, count FROM stock WHERE stand = ?", arguments: [stand.rawValue])
        while let row = try rows.next() {
            held[Fruit.ID(rawValue: row[0])] = row[1]
        }
        var renames: [FruitRename] = []
        for pair in FruitRename.candidates(for: menu, held: Set(held.keys)) {
            let arguments: StatementArguments = [pair.to.rawValue, stand.rawValue, pair.from.rawValue]
            try db.execute(sql: "UPDATE stock SET fruit_id = ? WHERE stand = ? AND fruit_id = ?", arguments: arguments)
            try db.execute(sql: "UPDATE journal_delta SET fruit_id = ? WHERE stand = ? AND fruit_id = ?", arguments: arguments)
            // A lost sale's short fruits name it in its row's JSON, as `"pear"`: ids are slugs, so
            // the quoted id is the whole of its string wherever it stands.
            try db.execute(sql: "UPDATE journal SET short = replace(short, ?, ?) WHERE stand = ? AND kind = 'lost' AND instr(short, ?) > 0",
                           arguments: ["\"\(pair.from.rawValue)\"", "\"\(pair.to.rawValue)\"", stand.rawValue, "\"\(pair.from.rawValue)\""])
            renames.append(FruitRename(from: pair.from, to: pair.to, count: held[pair.from] ?? 0))
        }
        return renames
    }

    /// Menu fruits whose row is still only their seed (no entry of the journal ever changed it)
    /// while the stand holds a row for one of their former ids: the seed was made before the `was:`
    /// was written (the command that warned about the old id's stock seeded the new id), so the old
    /// row, with its real count and journal, takes its place rather than the advice being refused.
    /// A fruit that has been ordered or changed keeps its row (`UIWords.orphanedStock` says so).
    ///
    /// - Parameter db: The connection.
    /// - Returns: The fruits whose seeded rows the renames replace; empty for most menus.
    /// - Throws: The database's errors.
    func seedsToReplace(_ db: Database) throws -> [Fruit.ID] {
        guard menu.fruits.contains(where: { !$0.formerIDs.isEmpty }) else { return [] }
        var held: [String: Int] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT fruit_id, count FROM stock WHERE stand = ?", arguments: [stand.rawValue])
        while let row = try rows.next() { held[row[0]] = row[1] }
        var seeds: [Fruit.ID] = []
        // A count other than the seed's was changed for sure; only a count equal to it asks the journal.
        for fruit in menu.fruits where held[fruit.id.rawValue] == fruit.initialStock {
            guard fruit.formerIDs.contains(where: { held[$0.rawValue] != nil && menu.fruit($0) == nil }) else { continue }
            let changed = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM journal_delta WHERE stand = ? AND fruit_id = ?)",
                                            arguments: [stand.rawValue, fruit.id.rawValue]) ?? true
            if !changed { seeds.append(fruit.id) }
        }
        return seeds
    }
}
