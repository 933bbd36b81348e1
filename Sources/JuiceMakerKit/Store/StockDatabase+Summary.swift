import Foundation
internal import GRDB

extension StockDatabase {
    /// The journal between two moments, added up in SQL in one read transaction: the period's ids are
    /// found by bisection (`idRange`), each query reads those ids through the primary key and the
    /// sale lines and short fruits from the row's own JSON (`json_each`), so the rows read and
    /// returned grow with the period, not the journal.
    ///
    /// - Parameters:
    ///   - start: The first moment (included).
    ///   - end: The moment after the last (left out).
    ///   - stock: Whether to read the stock's changes and the stock now too.
    /// - Returns: The sums.
    /// - Throws: `StateError` when the file cannot be read, or a kind it does not know.
    public func summary(from start: Date, to end: Date, stock: Bool) async throws -> JournalSummary {
        let stand = self.stand.rawValue, path = self.path
        let from = JournalSummary.milliseconds(start), to = JournalSummary.milliseconds(end)
        return try await read { db in
            let ids = try Self.idRange(stand: stand, from: from, to: to, db)
            let period: StatementArguments = [stand, ids.lowerBound, ids.upperBound, from, to]
            func kind(_ text: String) throws -> JournalEntry.Kind {
                guard let kind = JournalEntry.Kind(rawValue: text) else {
                    throw StateError.corrupt(path: path, detail: "a journal entry has unknown kind '\(text)'")
                }
                return kind
            }
            let sales = try Row.fetchAll(db, sql: """
                SELECT j.kind, e.value ->> 0, j.time_ms / 900000, j.currency, count(DISTINCT j.id), sum(e.value ->> 1),
                       sum((e.value ->> 1) * coalesce(e.value ->> 2, 0))
                FROM journal j, json_each(j.sales) e
                WHERE \(Self.inPeriod) AND j.undone_by IS NULL AND j.kind IN ('order', 'lost')
                GROUP BY 1, 2, 3, 4
                """, arguments: period).map { row in
                JournalSummary.Sales(kind: try kind(row[0]), juice: Juice.ID(rawValue: row[1]), quarter: row[2], currency: row[3],
                                     entries: row[4], glasses: row[5], amount: row[6])
            }
            let entries = try Row.fetchAll(db, sql: """
                SELECT j.kind, j.undone_by IS NOT NULL, count(*),
                       coalesce(sum((SELECT sum((e.value ->> 1) * coalesce(e.value ->> 2, 0)) FROM json_each(j.sales) e)), 0)
                FROM journal j WHERE \(Self.inPeriod)
                GROUP BY 1, 2
                """, arguments: period).map { row in
                JournalSummary.Entries(kind: try kind(row[0]), undone: row[1], count: row[2], amount: row[3])
            }
            let used = try Row.fetchAll(db, sql: """
                SELECT d.fruit_id, -sum(d.delta)
                FROM journal j JOIN journal_delta d ON d.stand = j.stand AND d.entry_id = j.id + 0
                WHERE \(Self.inPeriod) AND j.kind = 'order' AND j.undone_by IS NULL
                GROUP BY 1 ORDER BY 1
                """, arguments: period).map { FruitCount(fruit: Fruit.ID(rawValue: $0[0]), count: $0[1]) }
            let shortages = try Row.fetchAll(db, sql: """
                SELECT t.value ->> 0, min(j.time_ms), count(DISTINCT j.id), count(DISTINCT s.value ->> 0)
                FROM journal j, json_each(j.short) t, json_each(j.sales) s
                WHERE \(Self.inPeriod) AND j.kind = 'lost'
                GROUP BY 1 ORDER BY 2, 1
                """, arguments: period).map { row in
                JournalSummary.Shortage(fruit: Fruit.ID(rawValue: row[0]), firstMilliseconds: row[1], lostSales: row[2], juices: row[3])
            }
            var changes: [JournalSummary.Change] = []
            var since: [FruitCount] = []
            var now: [FruitCount] = []
            if stock {
                changes = try Row.fetchAll(db, sql: """
                    SELECT d.fruit_id, j.time_ms / 900000, sum(d.delta)
                    FROM journal j JOIN journal_delta d ON d.stand = j.stand AND d.entry_id = j.id + 0
                    WHERE \(Self.inPeriod)
                    GROUP BY 1, 2 ORDER BY 2, 1
                    """, arguments: period).map { JournalSummary.Change(fruit: Fruit.ID(rawValue: $0[0]), quarter: $0[1], change: $0[2]) }
                since = try Row.fetchAll(db, sql: """
                    SELECT d.fruit_id, sum(d.delta)
                    FROM journal j JOIN journal_delta d ON d.stand = j.stand AND d.entry_id = j.id + 0
                    WHERE j.stand = ? AND j.id >= ?
                    GROUP BY 1 ORDER BY 1
                    """, arguments: [stand, ids.upperBound]).map { FruitCount(fruit: Fruit.ID(rawValue: $0[0]), count: $0[1]) }
                now = try SQLiteStockRows.stock(of: stand, db)
            }
            return JournalSummary(start: start, end: end, sales: sales, entries: entries, used: used, shortages: shortages,
                                  changes: changes, changedSince: since, stockNow: now)
        }
    }

    /// The condition of the summary's queries on `journal j`: the stand, the id range, the times.
    /// A join to `journal_delta` is written `d.entry_id = j.id + 0`: with a plain `= j.id`, SQLite
    /// carries the id range over to `d` and looks each entry's deltas up by that range, not by its
    /// id, which made a day of 10,000 entries take 5 s.
    private static let inPeriod = "j.stand = ? AND j.id >= ? AND j.id < ? AND j.time_ms >= ? AND j.time_ms < ?"

    /// The ids of the stand's entries stamped from `from` (included) to `to` (left out), found by
    /// bisection on the primary key: about 2 log₂ n seeks, where an index on time would cost every
    /// order a write. It relies on the journal being in time order, which it is: each entry is
    /// stamped inside the write transaction that numbers it, on this machine's clock (a clock set
    /// back by hand can misplace entries at the period's edges, no more).
    ///
    /// - Returns: The ids, as a half-open range; ids past the end (`upperBound` on) are the
    ///   entries made after the period.
    static func idRange(stand: String, from: Int64, to: Int64, _ db: Database) throws -> Range<Int> {
        let first = try db.cachedStatement(sql: "SELECT id, time_ms FROM journal WHERE stand = ? AND id >= ? ORDER BY id LIMIT 1")
        guard let top = try Int.fetchOne(db, sql: "SELECT max(id) FROM journal WHERE stand = ?", arguments: [stand]) else { return 0..<0 }
        /// The first id whose entry, and every later one's, is stamped at `moment` or later.
        func boundary(_ moment: Int64) throws -> Int {
            var low = 0, high = top + 1
            while low < high {
                let middle = low + (high - low) / 2
                guard let row = try Row.fetchOne(first, arguments: [stand, middle]) else { high = middle; continue }
                let id: Int = row[0], time: Int64 = row[1]
                if id >= high || time >= moment { high = middle } else { low = id + 1 }
            }
            return low
        }
        let lower = try boundary(from)
        return lower..<max(lower, try boundary(to))
    }
}
