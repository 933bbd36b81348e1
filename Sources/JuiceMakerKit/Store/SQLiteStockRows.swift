import Foundation
internal import GRDB

/// One stand's rows in an SQLite stock file, inside a `BEGIN IMMEDIATE` transaction: the write lock is
/// held from the start, so `beginChange()` only has to find the next journal id.
struct SQLiteStockRows: StockRows {
    let db: Database
    let stand: String
    let path: String

    func beginChange() throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT coalesce(max(id), 0) + 1 FROM journal WHERE stand = ?")
        return try Int.fetchOne(statement, arguments: [stand]) ?? 1
    }

    func counts(of fruits: [Fruit.ID]) throws -> [Int] {
        let statement = try db.cachedStatement(sql: "SELECT count FROM stock WHERE stand = ? AND fruit_id = ?")
        return try fruits.map { try Int.fetchOne(statement, arguments: [stand, $0.rawValue]) ?? 0 }
    }

    func setCounts(_ counts: [FruitCount]) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO stock (stand, fruit_id, count) VALUES (?, ?, ?)
            ON CONFLICT (stand, fruit_id) DO UPDATE SET count = excluded.count
            """)
        for count in counts { try statement.execute(arguments: [stand, count.fruit.rawValue, count.count]) }
    }

    func append(_ entry: JournalEntry) throws {
        try Self.insert(entry, stand: stand, db)
    }

    func newestUndoable() throws -> JournalEntry? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT \(Self.entryColumns) FROM journal
            WHERE stand = ? AND kind NOT IN ('undo', 'lost') AND undone_by IS NULL ORDER BY id DESC LIMIT 1
            """, arguments: [stand]) else { return nil }
        return try Self.entry(from: row, stand: stand, path: path, db)
    }

    func markUndone(_ id: Int, by undo: Int) throws {
        try db.execute(sql: "UPDATE journal SET undone_by = ? WHERE stand = ? AND id = ?", arguments: [undo, stand, id])
    }

    // MARK: Shared with reading and copying

    /// Every stock row of the stand, ordered by fruit id: what a snapshot, a copy and the
    /// orphaned-stock warning read.
    static func stock(of stand: String, _ db: Database) throws -> [FruitCount] {
        try Row.fetchAll(db, sql: "SELECT fruit_id, count FROM stock WHERE stand = ? ORDER BY fruit_id", arguments: [stand])
            .map { FruitCount(fruit: Fruit.ID(rawValue: $0[0]), count: $0[1]) }
    }

    /// The columns of a `journal` row that `entry(from:stand:path:_:)` reads, in its order.
    static let entryColumns = "id, time_ms, kind, description, undone_by, undoes, currency, sales, short"

    /// Inserts an entry with its deltas (also for copying a journal in); its sale lines and short
    /// fruits are columns of its row.
    static func insert(_ entry: JournalEntry, stand: String, _ db: Database) throws {
        let insertEntry = try db.cachedStatement(sql: """
            INSERT INTO journal (stand, id, time_ms, kind, description, undone_by, undoes, currency, sales, short)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try insertEntry.execute(arguments: [stand, entry.id, entry.milliseconds, entry.kind.rawValue, entry.description,
                                            entry.undoneBy, entry.undoes, entry.currency?.code, JournalColumns.text(of: entry.sales),
                                            JournalColumns.text(of: entry.short)])
        let insertDelta = try db.cachedStatement(sql: """
            INSERT INTO journal_delta (stand, entry_id, position, fruit_id, delta) VALUES (?, ?, ?, ?, ?)
            """)
        for (position, delta) in entry.deltas.enumerated() {
            try insertDelta.execute(arguments: [stand, entry.id, position, delta.fruit.rawValue, delta.change])
        }
    }

    /// An entry from a `journal` row (`entryColumns`) with its deltas.
    static func entry(from row: Row, stand: String, path: String, _ db: Database) throws -> JournalEntry {
        let id: Int = row[0]
        let kindText: String = row[2]
        guard let kind = JournalEntry.Kind(rawValue: kindText) else {
            throw StateError.corrupt(path: path, detail: "journal entry #\(id) has unknown kind '\(kindText)'")
        }
        let milliseconds: Int64 = row[1]
        let deltas = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT fruit_id, delta FROM journal_delta WHERE stand = ? AND entry_id = ? ORDER BY position"),
            arguments: [stand, id]
        ).map { FruitDelta(fruit: Fruit.ID(rawValue: $0[0]), change: $0[1]) }
        let salesText: String? = row[7], shortText: String? = row[8]
        guard let sales = JournalColumns.saleLines(salesText), let short = JournalColumns.shortFruits(shortText) else {
            throw StateError.corrupt(path: path, detail: "journal entry #\(id) has sale lines or short fruits that do not read")
        }
        let currencyCode: String? = row[6]
        return JournalEntry(id: id, time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), kind: kind,
                            description: row[3], deltas: deltas, undoneBy: row[4], undoes: row[5], sales: sales,
                            currency: currencyCode.flatMap(Currency.init(code:)), short: short)
    }
}
