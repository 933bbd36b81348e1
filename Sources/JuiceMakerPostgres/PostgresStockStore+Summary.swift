import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

extension PostgresStockStore {
    /// The journal between two moments, added up by the server in one read-only transaction at
    /// REPEATABLE READ (so every sum sees the same journal): each query reads the period through the
    /// `journal_time_key` index and joins by primary keys, so what is read and sent grows with the
    /// period, not the journal.
    ///
    /// - Parameters:
    ///   - start: The first moment (included).
    ///   - end: The moment after the last (left out).
    ///   - stock: Whether to read the stock's changes and the stock now too.
    /// - Returns: The sums.
    /// - Throws: `StateError` when the server cannot be read, or sends a kind this build does not know.
    public func summary(from start: Date, to end: Date, stock: Bool) async throws -> JournalSummary {
        let stand = self.stand.rawValue, location = self.location, logger = self.logger
        let from = JournalSummary.milliseconds(start), to = JournalSummary.milliseconds(end)
        func kind(_ text: String) throws -> JournalEntry.Kind {
            guard let kind = JournalEntry.Kind(rawValue: text) else {
                throw StateError.server(location: location, detail: "a journal entry has unknown kind '\(text.terminalSafe)'")
            }
            return kind
        }
        return try await read { connection in
            try await connection.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
            do {
                var sales: [JournalSummary.Sales] = []
                for row in try await connection.run("""
                    SELECT j.kind, e.value ->> 0, j.time_ms / 900000, j.currency, count(DISTINCT j.id),
                           sum((e.value ->> 1)::bigint)::bigint, sum((e.value ->> 1)::bigint * coalesce((e.value ->> 2)::bigint, 0))::bigint
                    FROM juicemaker.journal j, json_array_elements(j.sales::json) e
                    WHERE j.stand = \(stand) AND j.time_ms >= \(from) AND j.time_ms < \(to) AND j.undone_by IS NULL
                      AND j.kind IN ('order', 'lost')
                    GROUP BY 1, 2, 3, 4
                    """, logger: logger).rows {
                    let (kindText, juice, quarter, currency, entries, glasses, amount) =
                        try row.decode((String, String, Int64, String?, Int, Int, Int).self)
                    sales.append(JournalSummary.Sales(kind: try kind(kindText), juice: Juice.ID(rawValue: juice), quarter: quarter,
                                                      currency: currency, entries: entries, glasses: glasses, amount: amount))
                }
                var entries: [JournalSummary.Entries] = []
                for row in try await connection.run("""
                    SELECT j.kind, j.undone_by IS NOT NULL, count(*),
                           coalesce(sum((SELECT sum((e.value ->> 1)::bigint * coalesce((e.value ->> 2)::bigint, 0))
                                         FROM json_array_elements(j.sales::json) e)), 0)::bigint
                    FROM juicemaker.journal j WHERE j.stand = \(stand) AND j.time_ms >= \(from) AND j.time_ms < \(to)
                    GROUP BY 1, 2
                    """, logger: logger).rows {
                    let (kindText, undone, count, amount) = try row.decode((String, Bool, Int, Int).self)
                    entries.append(JournalSummary.Entries(kind: try kind(kindText), undone: undone, count: count, amount: amount))
                }
                let used = try Self.counts(await connection.run("""
                    SELECT d.fruit_id, (-sum(d.delta))::bigint
                    FROM juicemaker.journal j JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id
                    WHERE j.stand = \(stand) AND j.time_ms >= \(from) AND j.time_ms < \(to) AND j.kind = 'order' AND j.undone_by IS NULL
                    GROUP BY 1 ORDER BY 1
                    """, logger: logger).rows)
                var shortages: [JournalSummary.Shortage] = []
                for row in try await connection.run("""
                    SELECT t.value ->> 0, min(j.time_ms), count(DISTINCT j.id), count(DISTINCT s.value ->> 0)
                    FROM juicemaker.journal j, json_array_elements(j.short::json) t, json_array_elements(j.sales::json) s
                    WHERE j.stand = \(stand) AND j.time_ms >= \(from) AND j.time_ms < \(to) AND j.kind = 'lost'
                    GROUP BY 1 ORDER BY 2, 1
                    """, logger: logger).rows {
                    let (fruit, first, lost, juices) = try row.decode((String, Int64, Int, Int).self)
                    shortages.append(JournalSummary.Shortage(fruit: Fruit.ID(rawValue: fruit), firstMilliseconds: first,
                                                             lostSales: lost, juices: juices))
                }
                var changes: [JournalSummary.Change] = []
                var since: [FruitCount] = []
                var now: [FruitCount] = []
                if stock {
                    for row in try await connection.run("""
                        SELECT d.fruit_id, j.time_ms / 900000, sum(d.delta)::bigint
                        FROM juicemaker.journal j JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id
                        WHERE j.stand = \(stand) AND j.time_ms >= \(from) AND j.time_ms < \(to)
                        GROUP BY 1, 2 ORDER BY 2, 1
                        """, logger: logger).rows {
                        let (fruit, quarter, change) = try row.decode((String, Int64, Int).self)
                        changes.append(JournalSummary.Change(fruit: Fruit.ID(rawValue: fruit), quarter: quarter, change: change))
                    }
                    since = try Self.counts(await connection.run("""
                        SELECT d.fruit_id, sum(d.delta)::bigint
                        FROM juicemaker.journal j JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id
                        WHERE j.stand = \(stand) AND j.time_ms >= \(to)
                        GROUP BY 1 ORDER BY 1
                        """, logger: logger).rows)
                    now = try await PostgresStockRows.stock(of: stand, connection: connection, logger: logger)
                }
                try await connection.run("COMMIT", logger: logger)
                return JournalSummary(start: start, end: end, sales: sales, entries: entries, used: used, shortages: shortages,
                                      changes: changes, changedSince: since, stockNow: now)
            } catch {
                _ = try? await connection.run("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// Rows of a fruit id and a number.
    private static func counts(_ rows: [PostgresRow]) throws -> [FruitCount] {
        var counts: [FruitCount] = []
        for row in rows {
            let (fruit, count) = try row.decode((String, Int).self)
            counts.append(FruitCount(fruit: Fruit.ID(rawValue: fruit), count: count))
        }
        return counts
    }
}
