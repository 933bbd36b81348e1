import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import NIOConcurrencyHelpers
internal import NIOCore
internal import PostgresNIO

/// Stock on hand on a PostgreSQL server, for stands whose registers run on several machines, or a
/// chain of stands sharing one database. The same promises as the SQLite store, through the same
/// `StockLedger`:
///
/// - Every change is one call of `juicemaker.apply_change` (see `PostgresChangeFunction`): one
///   statement, one round trip, all of it or nothing, with its journal entry. The ledger plans the
///   change and words every refusal; the server applies it to the real counts.
/// - The call takes its stand's row lock while the server runs it, so changes of one stand from any
///   number of processes on any number of machines wait for each other: no oversell, no lost
///   update. No lock is held across a network round trip. A serialization failure or a deadlock
///   runs the call again, a bounded number of times.
/// - A call whose answer is lost is settled by reconnecting and looking the change's own id up in
///   the journal: the method returns normally when the change was made, sends it again (same id,
///   which the journal takes once) when it was not, and throws `.outcomeUnknown` only when the
///   server cannot be asked within the connect timeout.
/// - Nothing in the `juicemaker` schema is read or run before a catalog query has shown that the
///   connecting role owns it and that it holds only juicemaker's objects.
/// - Locations are shown without their password; every value goes to the server as a bind parameter.
///
/// Tables live in the schema `juicemaker`, set up and migrated by `open`. Each instance holds one
/// connection, used one call at a time.
///
/// ```swift
/// let store = try PostgresStockStore.open(url: "postgresql://stand@db.example/juice", menu: menu,
///                                         stand: StandName("gangnam"))
/// try store.order(JuiceOrder(juice: "mango-kiwi", count: 2))
/// try store.close()
/// ```
public final class PostgresStockStore: StockStore, Sendable {
    /// How many times a change is tried: after a serialization failure or a deadlock, or a refusal
    /// that the ledger, on the counts the server sent back, would not make.
    static let maxAttempts = 5

    /// Up to this many menu fruits, a change asks the server for every count of the stand with its
    /// answer (what `stock()` shows next); past it the answer stays small and `stock()` reads.
    static let allCountsLimit = 256

    /// The menu the stock is kept for.
    public var menu: Menu { ledger.menu }
    /// The URL without its password.
    public var location: String { connector.location }
    /// The stand whose stock and journal this store reads and changes.
    public let stand: StandName
    /// Whether this store made its stand (on first use): it was not in the database before, and starts
    /// from the menu's initial stock. A front end says so, since a mistyped stand name starts from
    /// scratch too.
    public var createdStand: Bool { created.withLockedValue { $0 } }
    private let created = NIOLockedValueBox(false)
    /// Whether a change was refused as read-only (25006) on a server the URL's `target_session_attrs`
    /// let through: new connections then go to one that accepts writes.
    let needsWrites = NIOLockedValueBox(false)
    /// The menu's fruits and initial stocks, hashed: a stand seeded for another menu is seeded again.
    let menuHash: String
    /// The stand's counts the server sent a moment ago, for what a command shows right after.
    let recent = PostgresRecentCounts()
    /// What seeding renamed (a fruit whose `was:` names a row the stand held).
    private let renames = NIOLockedValueBox<[FruitRename]>([])

    /// The stock rows this store renamed to the fruits that name them in `was:`. A server's stand is
    /// seeded on first use rather than at open, so this fills when the first change or read of a
    /// new menu happens.
    public var renamedAtOpen: [FruitRename] { renames.withLockedValue { $0 } }

    let ledger: StockLedger
    let connector: PostgresConnector
    /// The open connection; replaced when the server dropped it (a restart between two commands of the shell).
    let connection: NIOLockedValueBox<PostgresConnection?>

    var logger: Logger { connector.logger }

    private init(connector: PostgresConnector, connection: PostgresConnection, menu: Menu, stand: StandName) {
        self.connector = connector
        self.connection = NIOLockedValueBox(connection)
        self.ledger = StockLedger(menu: menu)
        self.stand = stand
        self.menuHash = Self.hash(of: menu)
    }

    /// FNV-1a over each fruit's id, initial stock and former ids (`was:`), as 16 hexadecimal
    /// digits: a menu that names a former id seeds again, so its row can take the fruit's seed
    /// (`dropSeedsToReplace`). A fruit without `was:` hashes as before `was:` was hashed, so a stand
    /// seeded by an older juicemaker is not seeded again for it.
    static func hash(of menu: Menu) -> String {
        var hash = FNV1a()
        for fruit in menu.fruits {
            let former = fruit.formerIDs.isEmpty ? "" : "\t" + fruit.formerIDs.map(\.rawValue).joined(separator: ",")
            hash.add("\(fruit.id.rawValue)\t\(fruit.initialStock)\(former)\n")
        }
        return hash.hex
    }

    private func isUnreachable(_ error: any Error) -> Bool {
        if let state = error as? StateError, case .serverUnreachable = state { return true }
        return false
    }

    /// Connects, checks that the `juicemaker` schema can be trusted (one catalog query), and sets it
    /// up or migrates it when needed. The stand is made, and seeded with every menu fruit it does not
    /// hold yet at its initial stock (stock on hand is never overwritten), on its first use.
    ///
    /// A connection lost before the schema is known (a server restarting, a network that dropped it)
    /// is made again while the connect timeout allows.
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL; what it leaves out comes from `PGHOST`,
    ///     `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`, `PGSSLMODE`, `PGCONNECT_TIMEOUT`.
    ///   - environment: Where to read those variables; the process's environment by default.
    ///   - menu: The menu whose fruits the stand keeps.
    ///   - stand: The stand whose stock to use; `main` by default.
    /// - Returns: The open store, one connection.
    /// - Throws: `StateError`: `.invalidLocation` for a URL that cannot be used, `.serverUnreachable`
    ///   or `.serverRefused` within the connect timeout, `.untrustedSchema`, `.foreignSchema` or
    ///   `.newerSchema` for a database that is left untouched.
    public static func open(url: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            menu: Menu, stand: StandName = .main) async throws -> PostgresStockStore {
        let connector = try PostgresConnector(url: url, environment: environment)
        var window = PostgresReconnectWindow(connectTimeoutSeconds: connector.settings.connectTimeoutSeconds)
        while true {
            let connection = try await connector.connect()
            let store = PostgresStockStore(connector: connector, connection: connection, menu: menu, stand: stand)
            do {
                try await store.prepare(connection)
                return store
            } catch {
                await connection.closeQuietly()
                store.connection.withLockedValue { $0 = nil }
                guard PostgresErrorMapping.isConnectionLoss(error), window.allowsAnotherTry(after: error) else {
                    throw PostgresErrorMapping.map(error, location: connector.location)
                }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Closes the connection.
    ///
    /// - Throws: Nothing today; a connection that is already gone is fine.
    public func close() async throws {
        let open = connection.withLockedValue { current -> PostgresConnection? in
            defer { current = nil }
            return current
        }
        await open?.closeQuietly()
    }

    deinit {
        if let open = connection.withLockedValue({ $0 }) { open.closeKeepingAlive() }
    }

    // MARK: Opening

    /// Checks the schema from the catalog (one round trip), and sets it up or migrates it when
    /// needed. The stand itself is made and seeded on first use (`seed()`), so an order on a ready
    /// database costs this one round trip and the change's own.
    private func prepare(_ connection: PostgresConnection) async throws {
        switch try await PostgresSchema.inspect(connection, logger: logger, location: location, watchedBy: connector) {
        case .ours(let version) where version == PostgresSchema.version:
            return
        default:
            try await PostgresSchema.migrate(connection, logger: logger, location: location)
        }
    }

    /// Makes the stand when it is missing, renames to each menu fruit the stock row of a former id
    /// it names in `was:` (when the stand holds that row and not one for the fruit), gives every menu
    /// fruit the stand was never stocked with its initial stock (stock on hand is never overwritten),
    /// and marks the stand seeded for this menu, remembering its fruits (`stands.seeded`): one
    /// transaction, under the stand's row lock. Says, through `createdStand` and `renamedAtOpen`,
    /// whether the stand was new and what was renamed.
    ///
    /// The stand's rows are checked first, and nothing is written when they contradict each other
    /// (a hand edit): a stand row missing under a journal, a journal whose newest entry is not the
    /// stand's `last_entry`, or a menu fruit the stand was stocked with whose stock row is gone.
    ///
    /// - Throws: `StateError.standDamaged` for such rows; the connection's errors.
    func seed() async throws {
        let ids = menu.fruits.map(\.id.rawValue)
        let counts = menu.fruits.map(\.initialStock)
        let pairs = menu.fruits.flatMap { fruit in
            fruit.formerIDs.filter { menu.fruit($0) == nil }.map { (from: $0, to: fruit.id) }
        }
        let stand = self.stand.rawValue
        let (inserted, renamed) = try await read { connection -> (Bool, [FruitRename]) in
            try await connection.run("BEGIN", logger: self.logger)
            do {
                let inserted = try await connection.run("""
                    INSERT INTO juicemaker.stands (stand) VALUES (\(stand)) ON CONFLICT (stand) DO NOTHING RETURNING true
                    """, logger: self.logger).rows.first != nil
                // The lock first, the rows after it in a statement of their own: a statement that
                // waited for the lock sees the locked row as it is now but the rest as it was when
                // the statement began (READ COMMITTED), which would be a journal out of step.
                try await connection.run("SELECT 1 FROM juicemaker.stands WHERE stand = \(stand) FOR UPDATE", logger: self.logger)
                guard let row = try await connection.run("""
                    SELECT st.last_entry, ARRAY(SELECT x FROM unnest(st.seeded) AS x WHERE x IS NOT NULL),
                           (SELECT j.id FROM juicemaker.journal j WHERE j.stand = st.stand ORDER BY j.id DESC LIMIT 1),
                           ARRAY(SELECT s.fruit_id FROM juicemaker.stock s WHERE s.stand = st.stand)
                    FROM juicemaker.stands st WHERE st.stand = \(stand)
                    """, logger: self.logger).rows.first else {
                    throw StateError.server(location: self.location, detail: "stand '\(stand)' could not be made")
                }
                let (last, seeded, top, held) = try row.decode((Int, [String], Int?, [String]).self)
                if let damage = Self.damage(inserted: inserted, last: last, top: top, seeded: seeded, held: held, menu: ids) {
                    throw self.damaged(damage)
                }
                // A fruit to be seeded whose changes are in the journal had a row once: its memory
                // in `seeded` was erased by hand too.
                let fresh = ids.filter { !seeded.contains($0) && !held.contains($0) }
                if !inserted, !fresh.isEmpty, let known = try await connection.run("""
                    SELECT d.fruit_id FROM juicemaker.journal_delta d
                    WHERE d.stand = \(stand) AND d.fruit_id = ANY(\(fresh)::text[]) LIMIT 1
                    """, logger: self.logger).rows.first {
                    throw self.damaged(.stockRowMissing(fruit: try known.decode(String.self)))
                }
                try await Self.dropSeedsToReplace(pairs, menu: self.menu, stand: self.stand, connection: connection, logger: self.logger)
                // Before seeding: a renamed fruit takes its old row, and is then not seeded.
                let renamed = try await Self.renameFormerFruits(pairs, stand: self.stand, connection: connection, logger: self.logger)
                let gone = renamed.map(\.from.rawValue)
                try await connection.run("""
                    WITH seeding AS (
                        INSERT INTO juicemaker.stock (stand, fruit_id, count)
                        SELECT \(stand), u.f, u.c FROM unnest(\(ids)::text[], \(counts)::bigint[]) AS u(f, c)
                        WHERE u.f <> ALL(\(seeded)::text[])
                        ON CONFLICT (stand, fruit_id) DO NOTHING
                    )
                    UPDATE juicemaker.stands SET menu_hash = \(self.menuHash), seeded = ARRAY(
                        SELECT DISTINCT x FROM unnest(seeded || \(ids)::text[] || \(renamed.map(\.to.rawValue))::text[]) AS x
                        WHERE x <> ALL(\(gone)::text[]) ORDER BY x)
                    WHERE stand = \(stand)
                    """, logger: self.logger)
                try await connection.run("COMMIT", logger: self.logger)
                return (inserted, renamed)
            } catch {
                _ = try? await connection.run("ROLLBACK", logger: self.logger)
                throw error
            }
        }
        if inserted { created.withLockedValue { $0 = true } }
        if !renamed.isEmpty { renames.withLockedValue { $0 += renamed } }
    }

    /// What is wrong with a stand's rows, or nil when they agree.
    ///
    /// - Parameters:
    ///   - inserted: Whether the stand's row was just made (it was missing).
    ///   - last: The stand's `last_entry`.
    ///   - top: The id of its newest journal entry, if any.
    ///   - seeded: The fruits it was ever stocked with.
    ///   - held: The fruits it has stock rows for.
    ///   - menu: The menu's fruits.
    static func damage(inserted: Bool, last: Int, top: Int?, seeded: [String], held: [String],
                       menu: [String]) -> PostgresStandDamage? {
        if inserted, let top { return .standRowMissing(top: top) }
        if (top ?? 0) != last { return .journalOutOfStep(top: top ?? 0, last: last) }
        let rows = Set(held)
        if let missing = menu.first(where: { seeded.contains($0) && !rows.contains($0) }) {
            return .stockRowMissing(fruit: missing)
        }
        return nil
    }

    /// The error for damaged rows.
    func damaged(_ damage: PostgresStandDamage) -> StateError {
        StateError.standDamaged(location: location, stand: stand.rawValue, detail: damage.words(stand: stand.rawValue))
    }

    // MARK: Reading

    /// Every menu fruit with its count, in menu order; fruits that left the menu are not shown.
    ///
    /// Right after a change made through this store (or `orphanedStock()`), answers with the stock the
    /// server sent then, less than a second ago, without asking again; otherwise reads it.
    ///
    /// - Returns: One level per menu fruit.
    /// - Throws: `StateError` when the stock cannot be read.
    public func stock() async throws -> [StockLevel] {
        levels(try await recentOrReadCounts())
    }

    /// The counts the server sent with the last change, when they are fresh; else read now.
    private func recentOrReadCounts() async throws -> [Fruit.ID: Int] {
        if let sent = recent.takeForStock() { return sent }
        return try await menuCounts()
    }

    /// One level per menu fruit, in menu order, from the stand's counts; a fruit without one counts 0.
    func levels(_ counts: [Fruit.ID: Int]) -> [StockLevel] {
        menu.fruits.map { StockLevel(fruit: $0, count: counts[$0.id] ?? 0) }
    }

    /// An in-memory maker holding the current stock; changes made to it are not written back.
    ///
    /// - Returns: A maker for `menu` with the stock on hand.
    /// - Throws: `StateError` when the stock cannot be read.
    public func maker() async throws -> JuiceMaker {
        try await JuiceMaker(menu: menu, stock: menuCounts())
    }

    /// The stand's counts, in one round trip; the stand is seeded first when it is missing or was
    /// seeded for another menu.
    func menuCounts() async throws -> [Fruit.ID: Int] {
        recent.forgetForStock()
        let ids = menu.fruits.map(\.id.rawValue)
        for _ in 0..<2 {
            let counts = try await read { connection -> [Fruit.ID: Int]? in
                let rows = try await connection.run("""
                    SELECT st.menu_hash, st.last_entry,
                           (SELECT j.id FROM juicemaker.journal j WHERE j.stand = st.stand ORDER BY j.id DESC LIMIT 1),
                           s.fruit_id, s.count
                    FROM juicemaker.stands st
                    LEFT JOIN juicemaker.stock s ON s.stand = st.stand WHERE st.stand = \(self.stand.rawValue)
                    """, logger: self.logger).rows
                var counts: [Fruit.ID: Int] = [:]
                var current = false
                var check: (last: Int, top: Int?)?
                for row in rows {
                    let (hash, last, top, fruit, count) = try row.decode((String?, Int, Int?, String?, Int?).self)
                    current = hash == self.menuHash
                    check = (last, top)
                    if let fruit, let count { counts[Fruit.ID(rawValue: fruit)] = count }
                }
                guard current, let check else { return nil }
                // Seeded for this menu: every menu fruit has its row (seeding made the missing ones).
                let damage = Self.damage(inserted: false, last: check.last, top: check.top, seeded: ids,
                                         held: counts.keys.map(\.rawValue), menu: ids)
                    ?? self.menu.fruits.first { !(0...Limits.maxStock).contains(counts[$0.id] ?? 0) }.map {
                        PostgresStandDamage.beyondLimit(fruit: $0.id.rawValue, count: counts[$0.id] ?? 0)
                    }
                if let damage { throw self.damaged(damage) }
                return counts
            }
            if let counts { return counts }
            try await seed()
        }
        throw StateError.server(location: location, detail: "stand '\(stand.rawValue)' could not be set up for this menu")
    }

    // MARK: Changes
    //
    // `StockStore`'s changes (their contracts are written there): each is one call to the server
    // (through `apply(optimistic:…)`; undo and restock make the call themselves), planned by the
    // ledger and checked again by the server on the real counts; a refusal is worded by the ledger
    // from the counts the server sends back.

    @discardableResult
    public func order(_ order: JuiceOrder) async throws -> JournalEntry {
        try await apply(optimistic: Limits.maxStock) { rows in try self.ledger.order(order, rows: &rows) }
    }

    /// `order(_:)` under a change id the caller chose: an order already
    /// journaled under it is returned, not made again. The look-up is one plain read; two callers
    /// racing past it both send the change, the journal's unique `change_id` takes one, and the
    /// other settles on it as after a lost answer.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: The entry, and whether it was made before.
    /// - Throws: As `order(_:)`.
    public func order(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, replayed: Bool) {
        let earlier = try await read { connection in
            var binds = PostgresStockRows.binds(stand: self.stand.rawValue)
            binds.append(changeID)
            let query = PostgresStockRows.entryQuery(where: "j.stand = $1 AND j.change_id = $2", order: "", binds: binds)
            return try await connection.run(query, logger: self.logger).rows.first.map { try PostgresStockRows.entry(from: $0, location: self.location) }
        }
        if let earlier { return (earlier, true) }
        return (try await apply(optimistic: Limits.maxStock, changeID: changeID) { rows in try self.ledger.order(order, rows: &rows) }, false)
    }

    @discardableResult
    public func add(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        try await apply(optimistic: 0) { rows in try self.ledger.add(fruit: fruit, amount: amount, rows: &rows) }
    }

    @discardableResult
    public func remove(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        try await apply(optimistic: Limits.maxStock) { rows in try self.ledger.remove(fruit: fruit, amount: amount, rows: &rows) }
    }

    @discardableResult
    public func set(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        // Planned from a count other than `amount`, so that the ledger writes the count it sets.
        try await apply(optimistic: amount == 0 ? 1 : 0, setting: true) { rows in
            try self.ledger.set(fruit: fruit, amount: amount, rows: &rows)
        }
    }

    @discardableResult
    public func reset() async throws -> JournalEntry {
        var other: [Fruit.ID: Int] = [:]
        for fruit in menu.fruits { other[fruit.id] = fruit.initialStock == 0 ? 1 : 0 }
        return try await apply(optimistic: 0, known: other, setting: true) { rows in try self.ledger.reset(rows: &rows) }
    }

    @discardableResult
    public func undo() async throws -> UndoRecord {
        for _ in 1...Self.maxAttempts {
            let answer = try await call(PostgresChangeCall.Intent(kind: .undo, description: "", undo: true), changeID: UUID())
            switch answer.outcome {
            case .made:
                guard let id = answer.entryID, let target = answer.target, let entry = answer.made else {
                    throw Self.incompleteAnswer(location)
                }
                // The answer names the reverted entry without its sale lines; an order's are read
                // after the commit (an undo is rare, and its result is right without them too).
                var reverted = target.undone(by: id)
                if target.kind == .order, let full = try? await self.entry(target.id) { reverted = full.undone(by: id) }
                let undo = JournalEntry(id: id, time: entry.time, kind: .undo, description: "undo #\(target.id)",
                                        deltas: answer.deltas, undoes: target.id)
                return UndoRecord(reverted: reverted, undo: undo)
            case .nothing:
                throw JuiceMakerError.nothingToUndo
            case .refused, .lost:
                var rows = PostgresPlanningRows(known: answer.counts, otherwise: 0, undoable: answer.target)
                _ = try ledger.undo(rows: &rows)
            case .unseeded:
                try await seed()
            case .damaged:
                throw damaged(answer)
            case .stale:
                break
            }
        }
        throw StateError.server(location: location, detail: "the undo could not be settled after \(Self.maxAttempts) tries")
    }

    /// Planned from the stock read first, and planned again should the stock change before the
    /// server applies it.
    @discardableResult
    public func restock(_ request: RestockRequest) async throws -> RestockResult {
        var counts = try await recentOrReadCounts()
        for _ in 1...Self.maxAttempts {
            var rows = PostgresPlanningRows(known: counts, otherwise: 0)
            let planned = try ledger.restock(request, rows: &rows)
            guard let entry = planned.entry else { return planned }
            var intent = PostgresChangeCall.Intent.deltas(of: entry)
            intent.expect = intent.fruits.map { counts[$0] ?? 0 }
            let answer = try await call(intent, changeID: UUID())
            switch answer.outcome {
            case .made:
                guard let made = answer.made else { throw Self.incompleteAnswer(location) }
                return RestockResult(plan: planned.plan, entry: made)
            case .stale, .refused, .lost:
                counts.merge(answer.counts) { $1 }
            case .unseeded:
                try await seed()
                counts = try await menuCounts()
            case .damaged:
                throw damaged(answer)
            case .nothing:
                break
            }
        }
        throw StateError.server(location: location, detail: "the restock could not be settled after \(Self.maxAttempts) tries")
    }

    // MARK: One call a change

    /// Lets the ledger plan a change on the most favourable stand, has the server apply it to the real
    /// one in one call, and on a refusal lets the ledger word it from the counts the server sent back.
    ///
    /// - Parameters:
    ///   - optimistic: The count the ledger is told for every fruit: the limit for a change that
    ///     takes fruit, 0 for one that adds.
    ///   - known: Counts for particular fruits instead.
    ///   - setting: Whether the change sets counts (`set`, `reset`) rather than changing them.
    ///   - plan: The ledger's method.
    /// - Returns: The journal entry as the server made it.
    private func apply(optimistic: Int, known: [Fruit.ID: Int] = [:], setting: Bool = false, changeID: UUID? = nil,
                       _ plan: (inout PostgresPlanningRows) throws -> JournalEntry) async throws -> JournalEntry {
        var rows = PostgresPlanningRows(known: known, otherwise: optimistic)
        let planned: JournalEntry
        do {
            planned = try plan(&rows)
        } catch let error as JuiceMakerError where error.dependsOnStock {
            // Not even the most favourable stand allows it (say an order for more than the limit):
            // word the refusal from the real stock.
            var real = PostgresPlanningRows(known: try await menuCounts(), otherwise: 0)
            _ = try plan(&real)
            throw error
        }
        let intent = setting ? PostgresChangeCall.Intent.counts(rows.written, entry: planned)
                             : PostgresChangeCall.Intent.deltas(of: planned)
        for _ in 1...Self.maxAttempts {
            let answer = try await call(intent, changeID: changeID ?? UUID())
            switch answer.outcome {
            case .made:
                guard let made = answer.made else { throw Self.incompleteAnswer(location) }
                return made
            case .refused, .lost:
                // A lost sale is journaled already; the ledger words its refusal from the counts.
                var real = PostgresPlanningRows(known: answer.counts, otherwise: 0)
                _ = try plan(&real)
            case .unseeded:
                try await seed()
            case .damaged:
                throw damaged(answer)
            case .stale, .nothing:
                break
            }
        }
        throw StateError.server(location: location, detail: "the change could not be settled after \(Self.maxAttempts) tries")
    }

    /// The error for a `damaged` answer: the stand's rows contradict each other.
    func damaged(_ answer: PostgresChangeCall.Answer) -> StateError {
        guard let problem = answer.problem, let damage = PostgresStandDamage(problem: problem) else {
            return StateError.standDamaged(location: location, stand: stand.rawValue,
                                           detail: "its rows contradict each other (\((answer.problem ?? "").terminalSafe))")
        }
        return damaged(damage)
    }

    /// A `made` answer without its entry: never sent again (it was made), but not usable either.
    private static func incompleteAnswer(_ location: String) -> StateError {
        StateError.server(location: location, detail: "juicemaker.apply_change said the change was made but not which entry it is; "
            + "see 'juicemaker history'")
    }

    /// Calls `juicemaker.apply_change` once, in its own transaction: one round trip. When the answer
    /// is lost, reconnects (within the connect timeout) and looks the change's id up; a change that was
    /// not made is sent again with the same id, which the journal's unique `change_id` makes safe.
    ///
    /// - Returns: The server's answer; for a change found by its id after a lost answer, `made`
    ///   with the entry as the journal holds it.
    /// - Throws: `StateError` when the server stays out of reach (`.outcomeUnknown` when a change may
    ///   have been made).
    private func call(_ intent: PostgresChangeCall.Intent, changeID: UUID) async throws -> PostgresChangeCall.Answer {
        let (query, milliseconds) = changeQuery(intent, changeID: changeID)
        var window = reconnectWindow()
        var attempt = 1
        var sent = false
        // A change whose answer was lost, and that the journal shows was not made, is sent again
        // with a fresh reconnect window, this many times: a lost answer costs the query deadline at
        // most, never the command.
        var resends = 2
        while true {
            do {
                let connection = try await liveConnection()
                sent = true
                let answer = try await self.answer(to: intent, at: milliseconds, from: connection.runWatched(query, by: connector))
                recent.keep(answer.all)
                return answer
            } catch {
                if let state = PostgresErrorMapping.sqlState(error) {
                    if PostgresErrorMapping.retryableStates.contains(state), attempt < Self.maxAttempts {
                        attempt += 1
                        continue
                    }
                    if state == "23505", let made = try await settle(changeID, lost: error, intent: intent) {
                        return made  // sent twice; the first one was made
                    }
                    // A server that became a standby (a failover) writes nothing: with several
                    // servers, find the one that now accepts writes and send it there.
                    if state == "25006", connector.settings.endpoints.count > 1, !needsWrites.withLockedValue({ $0 }) {
                        // From now on only a server that accepts writes is taken (`any` let a
                        // standby through); once, so a server that turns read-only under us is said.
                        needsWrites.withLockedValue { $0 = true }
                        await drop()
                        continue
                    }
                    if state == "22003" {  // numeric_value_out_of_range: a count or delta edited by hand
                        throw StateError.standDamaged(
                            location: location, stand: stand.rawValue,
                            detail: "a count or a change in its journal is out of range (\(PostgresErrorMapping.lossDetail(error))); "
                                + "look at the rows of juicemaker.stock and juicemaker.journal_delta for numbers past 10^12")
                    }
                }
                guard PostgresErrorMapping.isConnectionLoss(error) || isUnreachable(error) else {
                    throw PostgresErrorMapping.map(error, location: location)
                }
                await drop()
                if sent {
                    if let made = try await settle(changeID, lost: error, intent: intent) { return made }
                    sent = false
                    if resends > 0 {
                        // Not made: the journal, asked on a new connection, says so; send it again.
                        resends -= 1
                        window.renew()
                        continue
                    }
                }
                guard window.allowsAnotherTry(after: error) else { throw PostgresErrorMapping.map(error, location: location) }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// The call of `juicemaker.apply_change` that makes `intent` under `changeID`, stamped now.
    ///
    /// - Returns: The query, and its time stamp in milliseconds since 1970.
    func changeQuery(_ intent: PostgresChangeCall.Intent, changeID: UUID) -> (query: PostgresQuery, milliseconds: Int64) {
        let milliseconds = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        let query = PostgresChangeCall.query(intent, stand: stand.rawValue, menuHash: menuHash, changeID: changeID,
                                             milliseconds: milliseconds, wantsAll: menu.fruits.count <= Self.allCountsLimit)
        return (query, milliseconds)
    }

    /// The server's answer to `changeQuery(_:changeID:)`, with what was sent filled in.
    ///
    /// - Throws: `StateError.server` for an answer without its row, or one that cannot be read.
    func answer(to intent: PostgresChangeCall.Intent, at milliseconds: Int64,
                from result: PostgresQueryResult) throws -> PostgresChangeCall.Answer {
        guard let row = result.rows.first else {
            throw StateError.server(location: location, detail: "juicemaker.apply_change gave no answer")
        }
        var answer = try PostgresChangeCall.answer(from: row, location: location)
        answer.sent(intent, at: milliseconds)
        return answer
    }

    /// After an answer that was lost: the change as the journal holds it, or nil when it was not
    /// made (and so may be sent again).
    ///
    /// - Throws: `StateError.outcomeUnknown` when the server could not be asked within the connect timeout.
    private func settle(_ changeID: UUID, lost: any Error, intent: PostgresChangeCall.Intent) async throws -> PostgresChangeCall.Answer? {
        let detail = PostgresErrorMapping.lossDetail(lost)
        let deadline = reconnectDeadline()
        while true {
            do {
                guard let entry = try await committedEntry(changeID) else { return nil }
                var target: JournalEntry?
                if let undone = entry.undoes { target = try await self.entry(undone) }
                var answer = PostgresChangeCall.Answer(outcome: .made, entryID: entry.id, counts: [:], deltas: entry.deltas,
                                                       target: target, all: nil)
                answer.time = entry.milliseconds
                answer.kind = entry.kind
                answer.description = entry.description
                answer.sales = entry.sales
                answer.currency = entry.currency
                return answer
            } catch {
                await drop()
                guard ContinuousClock.now < deadline else {
                    let replicaStopped = PostgresErrorMapping.sqlState(error) == "55P03" ? await waitsForSynchronousReplica() : false
                    let why = replicaStopped ? Self.synchronousReplicaStopped : Self.lookupFailure(error)
                    throw StateError.outcomeUnknown(location: location, detail: detail + "; " + why)
                }
                try await Task.sleep(for: .milliseconds(200))
            }
        }
    }

    /// The stand's journal entry `id`, or nil when there is none.
    func entry(_ id: Int) async throws -> JournalEntry? {
        try await read { connection in
            var binds = PostgresStockRows.binds(stand: self.stand.rawValue)
            binds.append(id)
            let query = PostgresStockRows.entryQuery(where: "j.stand = $1 AND j.id = $2", order: "", binds: binds)
            return try await connection.run(query, logger: self.logger).rows.first
                .map { try PostgresStockRows.entry(from: $0, location: self.location) }
        }
    }

    /// Why a change stays unsettled when the server holds it for a synchronous replica that does not answer.
    static let synchronousReplicaStopped = "the server is waiting for its synchronous replica (synchronous_standby_names), "
        + "which does not answer, before it acknowledges any change: start the replica, or have the server's "
        + "administrator clear synchronous_standby_names"

    /// Whether a session on the server is waiting for a synchronous replica (`wait_event` SyncRep):
    /// what holds a change whose COMMIT is written but not acknowledged. False when it cannot be asked.
    func waitsForSynchronousReplica() async -> Bool {
        let query: PostgresQuery = """
            SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_stat_activity WHERE wait_event OPERATOR(pg_catalog.=) 'SyncRep')
            """
        return (try? await liveConnection().run(query, logger: logger).rows.first?.decode(Bool.self)) ?? false
    }

    /// Why a change could not be looked up after its answer was lost, in a few words.
    static func lookupFailure(_ error: any Error) -> String {
        if PostgresErrorMapping.sqlState(error) == "55P03" {
            return "the stand stayed locked, most likely by the lost session still running on the server"
        }
        if let state = error as? StateError, case .serverUnreachable(_, let why) = state {
            return "the server could not be reached again (\(why))"
        }
        return "looking it up failed (" + PostgresErrorMapping.lossDetail(error) + ")"
    }

    /// The journal entry written with this change id, if any. The lost session may still be
    /// finishing on the server, holding the stand's row lock: taking that lock first waits for it to
    /// end, and the lookup after it, a new statement, sees what it did.
    private func committedEntry(_ changeID: UUID) async throws -> JournalEntry? {
        let connection = try await liveConnection()
        try await connection.run("BEGIN", logger: logger)
        do {
            try await connection.run("SELECT 1 FROM juicemaker.stands WHERE stand = \(stand.rawValue) FOR SHARE", logger: logger)
            var binds = PostgresStockRows.binds(stand: stand.rawValue)
            binds.append(changeID)
            let query = PostgresStockRows.entryQuery(where: "j.stand = $1 AND j.change_id = $2", order: "", binds: binds)
            let entry = try await connection.run(query, logger: logger).rows.first.map { try PostgresStockRows.entry(from: $0, location: location) }
            try await connection.run("COMMIT", logger: logger)
            return entry
        } catch {
            _ = try? await connection.run("ROLLBACK", logger: logger)
            throw error
        }
    }

    // MARK: Transactions

    /// Runs one transaction of several statements (a copy): again on a serialization failure or a deadlock, and again on
    /// a new connection when the old one was lost before COMMIT (the server rolled it back, so nothing
    /// was made) while the server comes back within the connect timeout; settled by the change's id
    /// when the connection goes during COMMIT.
    func change<T>(_ body: (inout PostgresStockRows) async throws -> T) async throws -> T {
        var attempt = 1
        var window = reconnectWindow()
        while true {
            let connection: PostgresConnection
            do {
                connection = try await liveConnection()
                try await connection.run("BEGIN", logger: logger)
            } catch {
                if await shouldReconnect(after: error, within: &window) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
            var rows = PostgresStockRows(connection: connection, logger: logger, stand: stand.rawValue,
                                         location: location, changeID: UUID())
            let result: T
            do {
                result = try await body(&rows)
            } catch {
                await rollBack(connection, after: error)
                if let state = PostgresErrorMapping.sqlState(error), PostgresErrorMapping.retryableStates.contains(state),
                   attempt < Self.maxAttempts {
                    attempt += 1
                    continue
                }
                if await shouldReconnect(after: error, within: &window) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
            do {
                try await connection.run("COMMIT", logger: logger)
                return result
            } catch {
                if PostgresErrorMapping.isConnectionLoss(error) {
                    try await settleCommit(of: rows.changeID, lost: error)
                    return result
                }
                if let state = PostgresErrorMapping.sqlState(error), PostgresErrorMapping.retryableStates.contains(state),
                   attempt < Self.maxAttempts {
                    attempt += 1
                    continue
                }
                throw PostgresErrorMapping.map(error, location: location)
            }
        }
    }

    /// How long a command keeps trying to reach a server that went away: the connect timeout, at least 5 s
    /// (a fast restart takes about a second).
    private func reconnectDeadline() -> ContinuousClock.Instant {
        ContinuousClock.now + .seconds(max(connector.settings.connectTimeoutSeconds, 5))
    }

    /// `reconnectDeadline()` as a window that a query deadline renews once.
    private func reconnectWindow() -> PostgresReconnectWindow {
        PostgresReconnectWindow(connectTimeoutSeconds: connector.settings.connectTimeoutSeconds)
    }

    /// After a failure that changed nothing: whether to try again on a new connection. True when the
    /// connection was lost or the server cannot be reached yet, and the window allows; waits a little first.
    private func shouldReconnect(after error: any Error, within window: inout PostgresReconnectWindow) async -> Bool {
        guard PostgresErrorMapping.isConnectionLoss(error) || isUnreachable(error) else { return false }
        await drop()
        guard window.allowsAnotherTry(after: error) else { return false }
        try? await Task.sleep(for: .milliseconds(100))
        return true
    }

    /// After a COMMIT that went unanswered: reconnects (the server may be restarting, so for up to the
    /// connect timeout, at least 5 s) and looks the change's id up. Returns when the change was made.
    ///
    /// - Throws: `StateError.connectionLost` when it was not made; `.outcomeUnknown` when the server
    ///   could not be asked.
    private func settleCommit(of changeID: UUID, lost: any Error) async throws {
        await drop()
        let detail = PostgresErrorMapping.lossDetail(lost)
        let deadline = reconnectDeadline()
        while true {
            do {
                if try await wasCommitted(changeID) { return }
                throw StateError.connectionLost(location: location, detail: detail)
            } catch let verdict as StateError where verdict == .connectionLost(location: location, detail: detail) {
                throw verdict
            } catch {
                await drop()
                guard ContinuousClock.now < deadline else {
                    throw StateError.outcomeUnknown(location: location, detail: detail)
                }
                try await Task.sleep(for: .milliseconds(200))
            }
        }
    }

    /// Whether the change with this id was made: in the journal, or the stand's last copy. The lost session may still be finishing its
    /// COMMIT on the server, holding its stand's row lock: taking that lock first waits for it to end,
    /// and the lookup after it, a new statement, sees what it did.
    private func wasCommitted(_ changeID: UUID) async throws -> Bool {
        let connection = try await liveConnection()
        try await connection.run("BEGIN", logger: logger)
        try await connection.run("SELECT 1 FROM juicemaker.stands WHERE stand = \(stand.rawValue) FOR SHARE",
                                 logger: logger)
        // A change writes its id with its journal entry; a copy (`restore`) writes it on the stand.
        let made = try await !connection.run("""
            SELECT 1 FROM juicemaker.journal WHERE stand = \(stand.rawValue) AND change_id = \(changeID)
            UNION ALL
            SELECT 1 FROM juicemaker.stands WHERE stand = \(stand.rawValue) AND copy_id = \(changeID)
            """, logger: logger).rows.isEmpty
        try await connection.run("COMMIT", logger: logger)
        return made
    }

    private func rollBack(_ connection: PostgresConnection, after error: any Error) async {
        if PostgresErrorMapping.isConnectionLoss(error) {
            await drop()
        } else {
            _ = try? await connection.run("ROLLBACK", logger: logger)
        }
    }

    /// A read outside a transaction; read again on a new connection when the server dropped the old one
    /// (a restart), while it comes back within the connect timeout.
    func read<T>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        var window = reconnectWindow()
        while true {
            do {
                return try await body(try liveConnection())
            } catch {
                if await shouldReconnect(after: error, within: &window) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
        }
    }

    /// The open connection, or a new one when the last was lost.
    func liveConnection() async throws -> PostgresConnection {
        if let open = connection.withLockedValue({ $0 }), !open.isClosed { return open }
        let fresh = try await connector.connect(writable: needsWrites.withLockedValue { $0 })
        connection.withLockedValue { $0 = fresh }
        return fresh
    }

    /// Forgets a connection that is gone, closing it first: postgres-nio requires a connection to be
    /// closed before it is freed. Closing our end needs no answer from the server.
    private func drop() async {
        let gone = connection.withLockedValue { current -> PostgresConnection? in
            defer { current = nil }
            return current
        }
        await gone?.closeQuietly()
    }
}
