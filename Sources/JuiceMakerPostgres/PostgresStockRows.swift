import Foundation
import JuiceMakerKit
import Logging
import PostgresNIO

/// One stand's rows on a PostgreSQL server, inside a transaction of `PostgresStockStore`.
///
/// `beginChange()` takes the stand's row lock (the `UPDATE` of its `last_entry`), so a stand's changes
/// wait for each other, whatever process or machine makes them, and journal ids follow commit order.
/// Every value goes to the server as a bind parameter.
struct PostgresStockRows: StockRows {
    let connection: PostgresConnection
    let logger: Logger
    let stand: String
    /// Where messages say the stock is (the URL without its password).
    let location: String
    /// Written with the journal entry, so that a client whose COMMIT went unanswered can look it up.
    let changeID: UUID

    func beginChange() throws -> Int {
        let rows = try connection.run("""
            UPDATE juicemaker.stands SET last_entry = last_entry + 1 WHERE stand = \(stand) RETURNING last_entry
            """, logger: logger).rows
        guard let row = rows.first else {
            throw StateError.server(location: location, detail: "stand '\(stand)' is missing from juicemaker.stands")
        }
        return try row.decode(Int.self)
    }

    func counts(of fruits: [Fruit.ID]) throws -> [Int] {
        let ids = fruits.map(\.rawValue)
        let rows = try connection.run("""
            SELECT fruit_id, count FROM juicemaker.stock WHERE stand = \(stand) AND fruit_id = ANY(\(ids))
            """, logger: logger).rows
        var byID: [String: Int] = [:]
        for row in rows {
            let (fruit, count) = try row.decode((String, Int).self)
            byID[fruit] = count
        }
        return ids.map { byID[$0] ?? 0 }
    }

    func setCounts(_ counts: [FruitCount]) throws {
        try Self.upsert(counts, stand: stand, connection: connection, logger: logger)
    }

    func append(_ entry: JournalEntry) throws {
        try Self.insert(entry, stand: stand, changeID: changeID, connection: connection, logger: logger)
    }

    func newestUndoable() throws -> JournalEntry? {
        let query = Self.entryQuery(where: "j.stand = $1 AND j.kind <> 'undo' AND j.undone_by IS NULL",
                                    order: "ORDER BY j.id DESC LIMIT 1", binds: Self.binds(stand: stand))
        let rows = try connection.run(query, logger: logger).rows
        return try rows.first.map { try Self.entry(from: $0, location: location) }
    }

    func markUndone(_ id: Int, by undo: Int) throws {
        try connection.run("""
            UPDATE juicemaker.journal SET undone_by = \(undo) WHERE stand = \(stand) AND id = \(id)
            """, logger: logger)
    }

    // MARK: Shared with reading and copying

    /// Every stock row of the stand, ordered by fruit id: what a snapshot, a copy and
    /// `validate --state` read.
    static func stock(of stand: String, connection: PostgresConnection, logger: Logger) throws -> [FruitCount] {
        try connection.run("SELECT fruit_id, count FROM juicemaker.stock WHERE stand = \(stand) ORDER BY fruit_id",
                           logger: logger).rows.map { row in
            let (fruit, count) = try row.decode((String, Int).self)
            return FruitCount(fruit: Fruit.ID(rawValue: fruit), count: count)
        }
    }

    /// Writes counts, making rows for fruits that have none: one statement for any number of fruits.
    static func upsert(_ counts: [FruitCount], stand: String, connection: PostgresConnection, logger: Logger) throws {
        guard !counts.isEmpty else { return }
        let ids = counts.map(\.fruit.rawValue)
        let values = counts.map(\.count)
        try connection.run("""
            INSERT INTO juicemaker.stock (stand, fruit_id, count)
            SELECT \(stand), f, c FROM unnest(\(ids)::text[], \(values)::bigint[]) AS u(f, c)
            ON CONFLICT (stand, fruit_id) DO UPDATE SET count = excluded.count
            """, logger: logger)
    }

    /// Inserts an entry and its deltas in one statement.
    static func insert(_ entry: JournalEntry, stand: String, changeID: UUID?, connection: PostgresConnection,
                       logger: Logger) throws {
        let fruits = entry.deltas.map(\.fruit.rawValue)
        let changes = entry.deltas.map(\.change)
        try connection.run("""
            WITH entry AS (
                INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undone_by, undoes, change_id)
                VALUES (\(stand), \(entry.id), \(entry.milliseconds), \(entry.kind.rawValue), \(entry.description),
                        \(entry.undoneBy), \(entry.undoes), \(changeID))
            )
            INSERT INTO juicemaker.journal_delta (stand, entry_id, position, fruit_id, delta)
            SELECT \(stand), \(entry.id), (u.p - 1)::integer, u.f, u.d
            FROM unnest(\(fruits)::text[], \(changes)::bigint[]) WITH ORDINALITY AS u(f, d, p)
            """, logger: logger)
    }

    /// A journal row with its deltas as two arrays in position order; callers add `WHERE …`.
    static let entrySelect = """
        SELECT j.id, j.time_ms, j.kind, j.description, j.undone_by, j.undoes,
               coalesce(array_agg(d.fruit_id ORDER BY d.position) FILTER (WHERE d.fruit_id IS NOT NULL), '{}'),
               coalesce(array_agg(d.delta ORDER BY d.position) FILTER (WHERE d.fruit_id IS NOT NULL), '{}')
        FROM juicemaker.journal j
        LEFT JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id
        """

    /// `entrySelect` needs a `GROUP BY` after its `WHERE`; this builds the whole statement.
    static func entryQuery(where condition: String, order: String, binds: PostgresBindings) -> PostgresQuery {
        PostgresQuery(unsafeSQL: entrySelect + " WHERE " + condition + " GROUP BY j.stand, j.id " + order, binds: binds)
    }

    /// The one bind `$1` of the journal queries: the stand.
    static func binds(stand: String) -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(stand)
        return binds
    }

    static func entry(from row: PostgresRow, location: String) throws -> JournalEntry {
        let (id, milliseconds, kindText, description, undoneBy, undoes, fruits, changes) =
            try row.decode((Int, Int64, String, String, Int?, Int?, [String], [Int]).self)
        guard let kind = JournalEntry.Kind(rawValue: kindText) else {
            throw StateError.server(location: location, detail: "journal entry #\(id) has unknown kind '\(kindText)'")
        }
        let deltas = zip(fruits, changes).map { FruitDelta(fruit: Fruit.ID(rawValue: $0), change: $1) }
        return JournalEntry(id: id, time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), kind: kind,
                            description: description, deltas: deltas, undoneBy: undoneBy, undoes: undoes)
    }
}
