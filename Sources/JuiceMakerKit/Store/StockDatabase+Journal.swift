import Foundation
import GRDB

extension StockDatabase {
    /// The newest `limit` journal entries, newest first, each with its deltas.
    ///
    /// - Parameter limit: How many entries at most; 0 or less gives none.
    /// - Returns: The entries, newest first.
    /// - Throws: `StateError` when the file cannot be read, or `.corrupt` for an entry of unknown kind.
    public func history(limit: Int) throws -> [JournalEntry] {
        guard limit > 0 else { return [] }
        return try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, time_ms, kind, description, undone_by, undoes FROM journal ORDER BY id DESC LIMIT ?
                """, arguments: [limit])
            return try rows.map { try self.entry(from: $0, db) }
        }
    }

    /// Reverts the newest entry that is neither an undo nor already undone.
    ///
    /// Applies its deltas negated, marks it undone and journals an `undo #<id>` entry, in one transaction.
    ///
    /// - Returns: The reverted entry, now marked undone, and the undo entry.
    /// - Throws: `JuiceMakerError.nothingToUndo` when no entry is left; `.cannotUndo` when stock used
    ///   since would go below 0; `.stockLimit` when stock would go past `Limits.maxStock`; `StateError`
    ///   when the file cannot be used. Nothing is written then.
    @discardableResult
    public func undo() throws -> UndoRecord {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, time_ms, kind, description, undone_by, undoes FROM journal
                WHERE kind != 'undo' AND undone_by IS NULL ORDER BY id DESC LIMIT 1
                """) else {
                throw JuiceMakerError.nothingToUndo
            }
            let target = try self.entry(from: row, db)

            var shortfalls: [Shortfall] = []
            var updates: [(id: Fruit.ID, count: Int)] = []
            for delta in target.deltas {
                let have = try self.count(of: delta.fruit, db)
                let (now, overflow) = have.subtractingReportingOverflow(delta.change)
                if now < 0 {
                    shortfalls.append(Shortfall(fruit: self.label(of: delta.fruit), need: delta.change, have: have))
                } else if overflow || now > Limits.maxStock {
                    throw JuiceMakerError.stockLimit(fruit: self.label(of: delta.fruit), have: have, change: -delta.change)
                } else {
                    updates.append((delta.fruit, now))
                }
            }
            guard shortfalls.isEmpty else {
                throw JuiceMakerError.cannotUndo(entryID: target.id, description: target.description, shortfalls: shortfalls)
            }

            for update in updates { try self.setCount(update.count, of: update.id, db) }
            let negated = target.deltas.map { FruitDelta(fruit: $0.fruit, change: -$0.change) }
            let undo = try self.appendJournal(db, kind: .undo, description: "undo #\(target.id)",
                                              deltas: negated, undoes: target.id)
            try db.execute(sql: "UPDATE journal SET undone_by = ? WHERE id = ?", arguments: [undo.id, target.id])
            let reverted = JournalEntry(id: target.id, time: target.time, kind: target.kind,
                                        description: target.description, deltas: target.deltas,
                                        undoneBy: undo.id, undoes: target.undoes)
            return UndoRecord(reverted: reverted, undo: undo)
        }
    }

    /// Appends an entry and its deltas inside the caller's transaction.
    func appendJournal(_ db: Database, kind: JournalEntry.Kind, description: String, deltas: [FruitDelta],
                       undoes: Int? = nil) throws -> JournalEntry {
        let time = Date()
        let milliseconds = Int64((time.timeIntervalSince1970 * 1000).rounded())
        let insertEntry = try db.cachedStatement(sql: """
            INSERT INTO journal (time_ms, kind, description, undoes) VALUES (?, ?, ?, ?)
            """)
        try insertEntry.execute(arguments: [milliseconds, kind.rawValue, description, undoes])
        let id = Int(db.lastInsertedRowID)
        let insertDelta = try db.cachedStatement(sql: """
            INSERT INTO journal_delta (entry_id, position, fruit_id, delta) VALUES (?, ?, ?, ?)
            """)
        for (position, delta) in deltas.enumerated() {
            try insertDelta.execute(arguments: [id, position, delta.fruit.rawValue, delta.change])
        }
        return JournalEntry(id: id, time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), kind: kind,
                            description: description, deltas: deltas, undoes: undoes)
    }

    private func entry(from row: Row, _ db: Database) throws -> JournalEntry {
        let id: Int = row[0]
        let kindText: String = row[2]
        guard let kind = JournalEntry.Kind(rawValue: kindText) else {
            throw StateError.corrupt(path: path, detail: "journal entry #\(id) has unknown kind '\(kindText)'")
        }
        let milliseconds: Int64 = row[1]
        let deltas = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT fruit_id, delta FROM journal_delta WHERE entry_id = ? ORDER BY position"),
            arguments: [id]
        ).map { FruitDelta(fruit: Fruit.ID(rawValue: $0[0]), change: $0[1]) }
        return JournalEntry(id: id, time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), kind: kind,
                            description: row[3], deltas: deltas, undoneBy: row[4], undoes: row[5])
    }
}
