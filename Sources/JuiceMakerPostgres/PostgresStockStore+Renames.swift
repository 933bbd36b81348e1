import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import PostgresNIO

/// Renamed fruits (`was:` in the menu, `Fruit.formerIDs`) and stock the menu no longer names, on
/// PostgreSQL. Seeding a stand (`seed()`, on its first use with a menu) renames the rows of former
/// ids before it seeds the fruits still missing, in the same transaction, as the SQLite store does
/// at open.
extension PostgresStockStore {
    /// Stock the stand holds (a count above 0) for fruits the menu does not name: rows of fruits that
    /// left the menu, or were renamed without a `was:` that names their old id.
    ///
    /// - Returns: The counts, ordered by fruit id; empty when every row with stock is a menu fruit's.
    /// - Throws: `StateError` when the stock cannot be read.
    public func orphanedStock() async throws -> [FruitCount] {
        let menu = self.menu
        let all: [Fruit.ID: Int]
        if let sent = recent.takeForOrphans() {
            all = sent  // the last change sent every count of the stand back: no round trip needed
        } else {
            // A read that seeds (and renames) first, kept for the `stock()` that usually follows.
            all = try await menuCounts()
            recent.keepForStock(all)
        }
        return StockSnapshot.orphanedStock(all.map { FruitCount(fruit: $0.key, count: $0.value) }, menu: menu)
    }


    /// Renames stock rows and the journal's deltas from old ids to new ones, for one stand, in one
    /// statement (a data-modifying CTE over `unnest` of two text arrays), inside the caller's transaction.
    ///
    /// Of the pairs given, a pair is applied when the stand holds a row for its old id and none for its
    /// new id; of several pairs with the same new id, the first such. The renamed row keeps its count;
    /// every `juicemaker.journal_delta` row of the stand for the old id takes the new id, so `undo` of
    /// an older change reverts the renamed fruit.
    ///
    /// - Parameters:
    ///   - pairs: Old id and new id, in the order to try them (menu order, then `was:` order).
    ///   - stand: The stand whose rows to rename.
    ///   - connection: A connection inside the caller's transaction; nothing is committed here.
    ///   - logger: The store's logger.
    /// - Returns: The renames made, with the counts kept, in the order of `pairs`.
    /// - Throws: The connection's errors; a unique violation when another session inserted a row for
    ///   a new id meanwhile (the caller's transaction then rolls back, changing nothing).
    static func renameFormerFruits(_ pairs: [(from: Fruit.ID, to: Fruit.ID)], stand: StandName,
                                   connection: PostgresConnection, logger: Logger) async throws -> [FruitRename] {
        guard !pairs.isEmpty else { return [] }
        let old = pairs.map(\.from.rawValue)
        let new = pairs.map(\.to.rawValue)
        let rows = try await connection.run("""
            WITH chosen AS (
                SELECT DISTINCT ON (u.new_id) u.old_id, u.new_id
                FROM unnest(\(old)::text[], \(new)::text[]) WITH ORDINALITY AS u(old_id, new_id, n)
                JOIN juicemaker.stock s ON s.stand = \(stand.rawValue) AND s.fruit_id = u.old_id
                WHERE NOT EXISTS (SELECT 1 FROM juicemaker.stock t WHERE t.stand = \(stand.rawValue) AND t.fruit_id = u.new_id)
                ORDER BY u.new_id, u.n
            ), moved AS (
                UPDATE juicemaker.stock s SET fruit_id = c.new_id
                FROM chosen c
                WHERE s.stand = \(stand.rawValue) AND s.fruit_id = c.old_id
                RETURNING c.old_id, c.new_id, s.count
            ), deltas AS (
                UPDATE juicemaker.journal_delta d SET fruit_id = m.new_id
                FROM moved m
                WHERE d.stand = \(stand.rawValue) AND d.fruit_id = m.old_id
            ), short AS (
                -- A lost sale's short fruits name it in its row's JSON, as `"pear"`: ids are slugs,
                -- so the quoted id is the whole of its string wherever it stands.
                UPDATE juicemaker.journal j SET short = replace(j.short, '"' || m.old_id || '"', '"' || m.new_id || '"')
                FROM moved m
                WHERE j.stand = \(stand.rawValue) AND j.kind = 'lost' AND strpos(j.short, '"' || m.old_id || '"') > 0
            )
            SELECT old_id, new_id, count FROM moved
            """, logger: logger).rows
        var made: [String: FruitRename] = [:]
        for row in rows {
            let (from, to, count) = try row.decode((String, String, Int).self)
            made[from] = FruitRename(from: Fruit.ID(rawValue: from), to: Fruit.ID(rawValue: to), count: count)
        }
        return pairs.compactMap { pair in made[pair.from.rawValue].flatMap { $0.to == pair.to ? $0 : nil } }
    }

    /// Deletes the rows of menu fruits that are still only their seed (their count the menu's initial
    /// stock, and no entry of the journal ever changed them) while the stand holds a row for one of
    /// their former ids, so that `renameFormerFruits` gives them the old row: the seed was made before
    /// the `was:` was written (the command that warned about the old id's stock seeded the new id),
    /// as the SQLite store's `seedsToReplace` says. Inside the caller's transaction.
    ///
    /// - Parameters:
    ///   - pairs: Old id and new id, as `renameFormerFruits` takes them.
    ///   - menu: The menu, for each fruit's initial stock.
    ///   - stand: The stand whose rows to look at.
    ///   - connection: A connection inside the caller's transaction.
    ///   - logger: The store's logger.
    /// - Throws: The connection's errors.
    static func dropSeedsToReplace(_ pairs: [(from: Fruit.ID, to: Fruit.ID)], menu: Menu, stand: StandName,
                                   connection: PostgresConnection, logger: Logger) async throws {
        guard !pairs.isEmpty else { return }
        let old = pairs.map(\.from.rawValue)
        let new = pairs.map(\.to.rawValue)
        let seed = pairs.map { pair in menu.fruit(pair.to)?.initialStock ?? -1 }
        try await connection.run("""
            DELETE FROM juicemaker.stock s
            USING unnest(\(old)::text[], \(new)::text[], \(seed)::bigint[]) AS u(old_id, new_id, seed)
            WHERE s.stand = \(stand.rawValue) AND s.fruit_id = u.new_id AND s.count = u.seed
              AND EXISTS (SELECT 1 FROM juicemaker.stock o WHERE o.stand = \(stand.rawValue) AND o.fruit_id = u.old_id)
              AND NOT EXISTS (SELECT 1 FROM juicemaker.journal_delta d WHERE d.stand = \(stand.rawValue) AND d.fruit_id = u.new_id)
            """, logger: logger)
    }

    /// A stand's stock rows as the server holds them, read without using the store: after the same
    /// trust check as `open`, nothing is created, seeded, renamed or migrated (what
    /// `validate --state` needs to warn about stock the menu no longer names).
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL.
    ///   - environment: Where to read `PG…` variables.
    ///   - stand: The stand to read.
    /// - Returns: Every stock row of the stand; nil when the database has no juicemaker schema yet
    ///   or one of an older version.
    /// - Throws: `StateError`, as `open` does.
    public static func peekStock(url: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                                 stand: StandName) async throws -> [FruitCount]? {
        let connector = try PostgresConnector(url: url, environment: environment)
        let connection = try await connector.connect()
        let stock: [FruitCount]?
        do {
            if case .ours(let version) = try await PostgresSchema.inspect(connection, logger: connector.logger, location: connector.location),
               version == PostgresSchema.version {
                stock = try await PostgresStockRows.stock(of: stand.rawValue, connection: connection, logger: connector.logger)
            } else {
                stock = nil
            }
        } catch {
            await connection.closeQuietly()
            throw PostgresErrorMapping.map(error, location: connector.location)
        }
        await connection.closeQuietly()
        return stock
    }
}
