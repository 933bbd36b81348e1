import Foundation
import JuiceMakerKit
import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresNIO

/// Stock on hand on a PostgreSQL server, for stands whose registers run on several machines, or a
/// chain of stands sharing one database. The same promises as the SQLite store, through the same
/// `StockLedger`:
///
/// - Every change is one transaction with its journal entry: all of it or nothing.
/// - A change first takes its stand's row lock, so changes of one stand from any number of processes
///   on any number of machines wait for each other: no oversell, no lost update. A serialization
///   failure or a deadlock runs the transaction again, a bounded number of times.
/// - A connection lost before COMMIT changed nothing (the server rolls the transaction back). One lost
///   during COMMIT is settled by reconnecting and looking the change's own id up in the journal: the
///   method returns normally when the change was made, throws `StateError.connectionLost` when it
///   was not, and `.outcomeUnknown` only when the server stays out of reach.
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
    /// How many times a transaction runs when the server reports a serialization failure or a deadlock.
    static let maxAttempts = 5

    /// The menu the stock is kept for.
    public var menu: Menu { ledger.menu }
    /// The URL without its password.
    public var location: String { connector.location }
    /// The stand whose stock and journal this store reads and changes.
    public let stand: StandName

    let ledger: StockLedger
    let connector: PostgresConnector
    /// The open connection; replaced when the server dropped it (a restart between two commands of the shell).
    private let connection: NIOLockedValueBox<PostgresConnection?>

    var logger: Logger { connector.logger }

    private init(connector: PostgresConnector, connection: PostgresConnection, menu: Menu, stand: StandName) {
        self.connector = connector
        self.connection = NIOLockedValueBox(connection)
        self.ledger = StockLedger(menu: menu)
        self.stand = stand
    }

    /// Connects, sets up or migrates the `juicemaker` schema when needed, and seeds every menu fruit the
    /// stand does not hold yet with its initial stock (stock on hand is never overwritten).
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL; what it leaves out comes from `PGHOST`,
    ///     `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`, `PGSSLMODE`, `PGCONNECT_TIMEOUT`.
    ///   - environment: Where to read those variables; the process's environment by default.
    ///   - menu: The menu whose fruits the stand keeps.
    ///   - stand: The stand whose stock to use; `main` by default.
    /// - Returns: The open store, one connection.
    /// - Throws: `StateError`: `.invalidLocation` for a URL that cannot be used, `.serverUnreachable`
    ///   or `.serverRefused` within the connect timeout, `.foreignSchema` or `.newerSchema` for a
    ///   database that is left untouched.
    public static func open(url: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            menu: Menu, stand: StandName = .main) throws -> PostgresStockStore {
        let settings: PostgresSettings
        do {
            settings = try PostgresSettings(url: url, environment: environment)
        } catch {
            throw StateError.invalidLocation(location: StockLocation(parsing: url).description, detail: error.message)
        }
        let connector = try PostgresConnector(settings: settings)
        let connection = try connector.connect()
        let store = PostgresStockStore(connector: connector, connection: connection, menu: menu, stand: stand)
        do {
            try store.prepare(connection)
        } catch {
            _ = try? connection.closeFuture().wait()
            throw PostgresErrorMapping.map(error, location: connector.location)
        }
        return store
    }

    /// Closes the connection.
    ///
    /// - Throws: Nothing today; a connection that is already gone is fine.
    public func close() throws {
        let open = connection.withLockedValue { current -> PostgresConnection? in
            defer { current = nil }
            return current
        }
        _ = try? open?.closeFuture().wait()
    }

    deinit {
        if let open = connection.withLockedValue({ $0 }) { open.closeKeepingAlive() }
    }

    // MARK: Opening

    /// Sets the schema up when needed, then the stand and its missing fruits, in one statement.
    private func prepare(_ connection: PostgresConnection) throws {
        let missing: [Fruit]
        switch try PostgresSchema.inspect(connection, logger: logger, location: location) {
        case .ours(let version) where version == PostgresSchema.version:
            missing = try unseededFruits(connection)
        default:
            try PostgresSchema.migrate(connection, logger: logger, location: location)
            missing = menu.fruits
        }
        if missing.isEmpty, try standExists(connection) { return }
        let ids = missing.map(\.id.rawValue)
        let counts = missing.map(\.initialStock)
        try connection.run("""
            WITH new_stand AS (
                INSERT INTO juicemaker.stands (stand) VALUES (\(stand.rawValue)) ON CONFLICT (stand) DO NOTHING
            )
            INSERT INTO juicemaker.stock (stand, fruit_id, count)
            SELECT \(stand.rawValue), f, c FROM unnest(\(ids)::text[], \(counts)::bigint[]) AS u(f, c)
            ON CONFLICT (stand, fruit_id) DO NOTHING
            """, logger: logger)
    }

    private func unseededFruits(_ connection: PostgresConnection) throws -> [Fruit] {
        let rows = try connection.run("SELECT fruit_id FROM juicemaker.stock WHERE stand = \(stand.rawValue)",
                                        logger: logger).rows
        var seeded = Set<String>()
        for row in rows { seeded.insert(try row.decode(String.self)) }
        return menu.fruits.filter { !seeded.contains($0.id.rawValue) }
    }

    private func standExists(_ connection: PostgresConnection) throws -> Bool {
        try !connection.run("SELECT 1 FROM juicemaker.stands WHERE stand = \(stand.rawValue)", logger: logger).rows.isEmpty
    }

    // MARK: Reading

    /// Every menu fruit with its count, in menu order; fruits that left the menu are not shown.
    ///
    /// - Returns: One level per menu fruit.
    /// - Throws: `StateError` when the stock cannot be read.
    public func stock() throws -> [StockLevel] {
        let counts = try menuCounts()
        return menu.fruits.map { StockLevel(fruit: $0, count: counts[$0.id] ?? 0) }
    }

    /// An in-memory maker holding the current stock; changes made to it are not written back.
    ///
    /// - Returns: A maker for `menu` with the stock on hand.
    /// - Throws: `StateError` when the stock cannot be read.
    public func maker() throws -> JuiceMaker {
        try JuiceMaker(menu: menu, stock: menuCounts())
    }

    private func menuCounts() throws -> [Fruit.ID: Int] {
        try read { connection in
            let rows = try connection.run("SELECT fruit_id, count FROM juicemaker.stock WHERE stand = \(self.stand.rawValue)",
                                            logger: self.logger).rows
            var counts: [Fruit.ID: Int] = [:]
            for row in rows {
                let (fruit, count) = try row.decode((String, Int).self)
                counts[Fruit.ID(rawValue: fruit)] = count
            }
            return counts
        }
    }

    // MARK: Changes

    /// Makes the whole order or nothing, and journals it.
    ///
    /// - Parameter order: Juices of the menu with their counts.
    /// - Returns: The journal entry.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit (nothing written), `.unknownJuice`,
    ///   `.invalidCount`; or `StateError`.
    @discardableResult
    public func order(_ order: JuiceOrder) throws -> JournalEntry {
        try change { rows in try self.ledger.order(order, rows: &rows) }
    }

    /// Adds `amount` of a fruit, journaled.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry.
    /// - Throws: `JuiceMakerError.unknownFruit`, `.invalidAmount`, `.stockLimit`; or `StateError`.
    @discardableResult
    public func add(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.add(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Takes `amount` of a fruit out, journaled.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry.
    /// - Throws: `JuiceMakerError.negativeStock`, `.unknownFruit`, `.invalidAmount`; or `StateError`.
    @discardableResult
    public func remove(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.remove(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Sets a fruit's count, journaled.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: The new count, from 0 to `Limits.maxStock`.
    /// - Returns: The journal entry.
    /// - Throws: `JuiceMakerError.negativeStock`, `.stockLimit`, `.unknownFruit`; or `StateError`.
    @discardableResult
    public func set(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.set(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Every menu fruit back to its initial stock, as one journaled change.
    ///
    /// - Returns: The journal entry.
    /// - Throws: `StateError`.
    @discardableResult
    public func reset() throws -> JournalEntry {
        try change { rows in try self.ledger.reset(rows: &rows) }
    }

    /// Reverts the newest entry that is neither an undo nor undone yet, and journals an `undo` entry.
    ///
    /// - Returns: The reverted entry and the undo entry.
    /// - Throws: `JuiceMakerError.nothingToUndo`, `.cannotUndo`, `.stockLimit`; or `StateError`.
    @discardableResult
    public func undo() throws -> UndoRecord {
        try change { rows in try self.ledger.undo(rows: &rows) }
    }

    /// Buys what `request` plans as one journaled change.
    ///
    /// - Parameter request: The shopping list, or what some orders lack.
    /// - Returns: The plan bought and its entry; no entry, and nothing written, when nothing was needed.
    /// - Throws: `JuiceMakerError.unknownJuice`, `.invalidCount`, `.emptyOrder`, `.stockLimit`; or `StateError`.
    @discardableResult
    public func restock(_ request: RestockRequest) throws -> RestockResult {
        try change { rows in try self.ledger.restock(request, rows: &rows) }
    }

    // MARK: Transactions

    /// Runs one change in one transaction: again on a serialization failure or a deadlock, and again on
    /// a new connection when the old one was lost before COMMIT (the server rolled it back, so nothing
    /// was made) while the server comes back within the connect timeout; settled by the change's id
    /// when the connection goes during COMMIT.
    func change<T>(_ body: (inout PostgresStockRows) throws -> T) throws -> T {
        var attempt = 1
        let deadline = reconnectDeadline()
        while true {
            let connection: PostgresConnection
            do {
                connection = try liveConnection()
                try connection.run("BEGIN", logger: logger)
            } catch {
                if shouldReconnect(after: error, until: deadline) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
            var rows = PostgresStockRows(connection: connection, logger: logger, stand: stand.rawValue,
                                         location: location, changeID: UUID())
            let result: T
            do {
                result = try body(&rows)
            } catch {
                rollBack(connection, after: error)
                if let state = PostgresErrorMapping.sqlState(error), PostgresErrorMapping.retryableStates.contains(state),
                   attempt < Self.maxAttempts {
                    attempt += 1
                    continue
                }
                if shouldReconnect(after: error, until: deadline) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
            do {
                try connection.run("COMMIT", logger: logger)
                return result
            } catch {
                if PostgresErrorMapping.isConnectionLoss(error) {
                    try settleCommit(of: rows.changeID, lost: error)
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

    /// After a failure that changed nothing: whether to try again on a new connection. True when the
    /// connection was lost or the server cannot be reached yet, and there is time left; waits a little first.
    private func shouldReconnect(after error: any Error, until deadline: ContinuousClock.Instant) -> Bool {
        let lost = PostgresErrorMapping.isConnectionLoss(error)
        var unreachable = false
        if let state = error as? StateError, case .serverUnreachable = state { unreachable = true }
        guard lost || unreachable else { return false }
        drop()
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.1)
        return true
    }

    /// After a COMMIT that went unanswered: reconnects (the server may be restarting, so for up to the
    /// connect timeout, at least 5 s) and looks the change's id up. Returns when the change was made.
    ///
    /// - Throws: `StateError.connectionLost` when it was not made; `.outcomeUnknown` when the server
    ///   could not be asked.
    private func settleCommit(of changeID: UUID, lost: any Error) throws {
        drop()
        let detail = PostgresErrorMapping.lossDetail(lost)
        let deadline = reconnectDeadline()
        while true {
            do {
                if try wasCommitted(changeID) { return }
                throw StateError.connectionLost(location: location, detail: detail)
            } catch let verdict as StateError where verdict == .connectionLost(location: location, detail: detail) {
                throw verdict
            } catch {
                drop()
                guard ContinuousClock.now < deadline else {
                    throw StateError.outcomeUnknown(location: location, detail: detail)
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
    }

    /// Whether the change with this id is in the journal. The lost session may still be finishing its
    /// COMMIT on the server, holding its stand's row lock: taking that lock first waits for it to end,
    /// and the lookup after it, a new statement, sees what it did.
    private func wasCommitted(_ changeID: UUID) throws -> Bool {
        let connection = try liveConnection()
        try connection.run("BEGIN", logger: logger)
        try connection.run("SELECT 1 FROM juicemaker.stands WHERE stand = \(stand.rawValue) FOR SHARE",
                                 logger: logger)
        let made = try !connection.run("""
            SELECT 1 FROM juicemaker.journal WHERE stand = \(stand.rawValue) AND change_id = \(changeID)
            """, logger: logger).rows.isEmpty
        try connection.run("COMMIT", logger: logger)
        return made
    }

    private func rollBack(_ connection: PostgresConnection, after error: any Error) {
        if PostgresErrorMapping.isConnectionLoss(error) {
            drop()
        } else {
            _ = try? connection.run("ROLLBACK", logger: logger)
        }
    }

    /// A read outside a transaction; read again on a new connection when the server dropped the old one
    /// (a restart), while it comes back within the connect timeout.
    func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        let deadline = reconnectDeadline()
        while true {
            do {
                return try body(try liveConnection())
            } catch {
                if shouldReconnect(after: error, until: deadline) { continue }
                throw PostgresErrorMapping.map(error, location: location)
            }
        }
    }

    /// The open connection, or a new one when the last was lost.
    func liveConnection() throws -> PostgresConnection {
        if let open = connection.withLockedValue({ $0 }), !open.isClosed { return open }
        let fresh = try connector.connect()
        connection.withLockedValue { $0 = fresh }
        return fresh
    }

    /// Forgets a connection that is gone, closing it first: postgres-nio requires a connection to be
    /// closed before it is freed. Closing our end needs no answer from the server.
    private func drop() {
        let gone = connection.withLockedValue { current -> PostgresConnection? in
            defer { current = nil }
            return current
        }
        _ = try? gone?.closeFuture().wait()
    }
}
