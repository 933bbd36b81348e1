import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import PostgresNIO

/// One stand's rows on a PostgreSQL server, inside an explicit transaction of `PostgresStockStore`
/// (a copy, `restore`; every other change is one call of `juicemaker.apply_change`), and the
/// statements that read and write them.
///
/// `beginChange()` takes the stand's row lock (the `UPDATE` of its `last_entry`), so the transaction
/// waits for, and holds off, every other change of the stand. Every value goes to the server as a
/// bind parameter.
struct PostgresStockRows {
    let connection: PostgresConnection
    let logger: Logger
    let stand: String
    /// Where messages say the stock is (the URL without its password).
    let location: String
    /// Written with the change (a copy writes it on the stand), so that a client whose COMMIT went
    /// unanswered can look it up.
    let changeID: UUID

    /// Takes the stand's row lock and the next journal id.
    ///
    /// - Returns: The id.
    /// - Throws: `StateError.server` when the stand is missing; the connection's errors.
    func beginChange() async throws -> Int {
        let rows = try await connection.run("""
            UPDATE juicemaker.stands SET last_entry = last_entry + 1 WHERE stand = \(stand) RETURNING last_entry
            """, logger: logger).rows
        guard let row = rows.first else {
            throw StateError.server(location: location, detail: "stand '\(stand)' is missing from juicemaker.stands")
        }
        return try row.decode(Int.self)
    }

    // MARK: Shared with reading and copying

    /// Every stock row of the stand, ordered by fruit id: what a snapshot, a copy and
    /// `validate --state` read.
    static func stock(of stand: String, connection: PostgresConnection, logger: Logger) async throws -> [FruitCount] {
        try await connection.run("SELECT fruit_id, count FROM juicemaker.stock WHERE stand = \(stand) ORDER BY fruit_id",
                           logger: logger).rows.map { row in
            let (fruit, count) = try row.decode((String, Int).self)
            return FruitCount(fruit: Fruit.ID(rawValue: fruit), count: count)
        }
    }

    /// Writes counts, making rows for fruits that have none: one statement for any number of fruits.
    static func upsert(_ counts: [FruitCount], stand: String, connection: PostgresConnection, logger: Logger) async throws {
        guard !counts.isEmpty else { return }
        let ids = counts.map(\.fruit.rawValue)
        let values = counts.map(\.count)
        try await connection.run("""
            INSERT INTO juicemaker.stock (stand, fruit_id, count)
            SELECT \(stand), f, c FROM unnest(\(ids)::text[], \(values)::bigint[]) AS u(f, c)
            ON CONFLICT (stand, fruit_id) DO UPDATE SET count = excluded.count
            """, logger: logger)
    }

    /// Inserts an entry and its deltas in one statement; its sale lines and short fruits are
    /// columns of its row (`JournalColumns`).
    static func insert(_ entry: JournalEntry, stand: String, changeID: UUID?, connection: PostgresConnection,
                       logger: Logger) async throws {
        let fruits = entry.deltas.map(\.fruit.rawValue)
        let changes = entry.deltas.map(\.change)
        let sales = JournalColumns.text(of: entry.sales), short = JournalColumns.text(of: entry.short)
        try await connection.run("""
            WITH entry AS (
                INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description, undone_by, undoes, change_id, currency,
                                                sales, short)
                VALUES (\(stand), \(entry.id), \(entry.milliseconds), \(entry.kind.rawValue), \(entry.description),
                        \(entry.undoneBy), \(entry.undoes), \(changeID), \(entry.currency?.code), \(sales), \(short))
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
               coalesce(array_agg(d.delta ORDER BY d.position) FILTER (WHERE d.fruit_id IS NOT NULL), '{}'),
               j.currency, j.sales, j.short
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
        let (id, milliseconds, kindText, description, undoneBy, undoes, fruits, changes, currency, salesText, shortText) =
            try row.decode((Int, Int64, String, String, Int?, Int?, [String], [Int], String?, String?, String?).self)
        guard let kind = JournalEntry.Kind(rawValue: kindText) else {
            throw StateError.server(location: location, detail: "journal entry #\(id) has unknown kind '\(kindText)'")
        }
        let deltas = zip(fruits, changes).map { FruitDelta(fruit: Fruit.ID(rawValue: $0), change: $1) }
        guard let sales = JournalColumns.saleLines(salesText), let shortFruits = JournalColumns.shortFruits(shortText) else {
            throw StateError.server(location: location, detail: "journal entry #\(id) has sale lines or short fruits that do not read")
        }
        return JournalEntry(id: id, time: Date(timeIntervalSince1970: Double(milliseconds) / 1000), kind: kind,
                            description: description, deltas: deltas, undoneBy: undoneBy, undoes: undoes, sales: sales,
                            currency: currency.flatMap(Currency.init(code:)), short: shortFruits)
    }
}
