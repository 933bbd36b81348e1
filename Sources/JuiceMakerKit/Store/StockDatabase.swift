import Foundation
internal import GRDB

/// Stock on hand, kept in an SQLite file through GRDB, with a journal of every change.
///
/// Every change is one `BEGIN IMMEDIATE` transaction that reads the current stock, checks it with
/// the engine and writes the result, so any number of processes sharing the file can neither
/// oversell nor lose an update; waiting for the write lock is bounded by a busy timeout.
///
/// A store opened with `Connections.one` (a command) keeps one connection, a GRDB
/// `DatabaseQueue`; one opened with `.pool` (a server) keeps a GRDB `DatabasePool`: one writer that
/// takes changes one at a time, in arrival order, and readers that read beside it. Every call is
/// `async`: a change waits for SQLite's write lock on GRDB's queue, not on the caller's thread. Two
/// kinds of call run on the caller's thread, where that measured faster: a command's on the main
/// thread (`.one`), and a pool's one-SELECT reads, which in WAL wait for no writer.
///
/// ```swift
/// let database = try await StockDatabase.open(path: ".juicemaker/recipes.sqlite", menu: menu)
/// try await database.order(JuiceOrder(juice: "mango-kiwi", count: 2))
/// for entry in try await database.history(limit: 5) {
///     print("#\(entry.id) \(entry.description)")
/// }
/// try await database.close()
/// ```
public final class StockDatabase: Sendable {
    /// How long a change waits for another process's write lock before giving up with `StateError.busy`.
    static let busyTimeoutSeconds: TimeInterval = 10

    /// The stock file's path, as given to `open(path:menu:durability:)`.
    public let path: String
    /// The stand whose stock and journal this store reads and changes.
    public let stand: StandName
    /// The stock rows opening renamed to menu fruits that name them in `was:`, in menu order; empty
    /// when opening renamed none (as on every later open).
    public let renamedAtOpen: [FruitRename]
    let ledger: StockLedger
    /// The connections: a `DatabaseQueue` (`.one`) or a `DatabasePool` (`.pool`).
    let writer: any DatabaseWriter
    /// Checkpoints the log beside the writer (`.pool` only).
    let checkpointer: LogCheckpointer?
    /// The one connection (`.one`) when the caller is a command on the main thread, used there:
    /// the process has nothing else to do while SQLite works, and a hop to GRDB's queue and back
    /// started threads that cost an `order` process 1.2 ms of 8.5 (BENCHMARKS.md, "Issue 45, third
    /// session"). Anywhere else (a server's event loop, a test's task) the call goes to GRDB's queue
    /// and the caller waits without holding its thread.
    private var command: DatabaseQueue? { Thread.isMainThread ? one : nil }
    /// The one connection of a store opened with `.one`.
    private let one: DatabaseQueue?
    /// The pool of a store opened with `.pool`.
    let pool: DatabasePool?
    /// Counts the file as open in this process while the store lives (`OpenStockFiles`).
    private let openMark: OpenStockFiles.Mark?

    var compiled: CompiledMenu { ledger.compiled }

    /// The menu the stock is kept for.
    public var menu: Menu { compiled.menu }

    private init(path: String, menu: CompiledMenu, stand: StandName, writer: any DatabaseWriter,
                 checkpointer: LogCheckpointer? = nil, openMark: OpenStockFiles.Mark?, renamedAtOpen: [FruitRename] = []) {
        self.path = path
        self.openMark = openMark
        self.ledger = StockLedger(compiled: menu)
        self.stand = stand
        self.writer = writer
        self.checkpointer = checkpointer
        self.one = checkpointer == nil ? writer as? DatabaseQueue : nil
        self.pool = writer as? DatabasePool
        self.renamedAtOpen = renamedAtOpen
    }

    /// How many connections a store keeps.
    public enum Connections: Sendable {
        /// One connection (a GRDB `DatabaseQueue`): for a command, which makes one call at a time.
        case one
        /// A GRDB `DatabasePool`: one writer, up to `readers` readers beside it, and a connection
        /// for checkpoints; for a server, whose requests arrive together.
        case pool(readers: Int)
    }

    /// Opens the stock file at `path`, creating it (and its directory) if missing, and seeds every menu
    /// fruit the stand does not hold yet with its initial stock. Stock already on hand is never overwritten.
    /// A menu fruit the stand holds no row for, but that names a row's id in `was:` (`Fruit.formerIDs`),
    /// takes that row instead, count and journal deltas included, in the same transaction as the
    /// seeding; `renamedAtOpen` lists those renames.
    ///
    /// A file of the previous release (one stand, schema 1) is brought up to date in place, in one
    /// transaction: its stock and journal become stand `main`'s.
    ///
    /// A file that is not ours, damaged, or from a newer schema is refused with a `StateError` before
    /// anything is written to it.
    ///
    /// Durability defaults to `.normal` (WAL with `synchronous=NORMAL`): a commit survives the process
    /// crashing, and a power loss can at worst drop the last commits, never corrupt the file; this is
    /// what lets one process commit well over 5,000 orders a second. Pass `.full` to fsync every commit.
    ///
    /// - Parameters:
    ///   - path: The stock file; its directory is made if missing.
    ///   - menu: The menu whose fruits the file keeps.
    ///   - stand: The stand whose stock to use; `main` by default.
    ///   - durability: How hard a commit tries to reach the disk.
    ///   - connections: One connection (a command) or a pool (a server).
    /// - Returns: The open store.
    /// - Throws: `StateError` when the file cannot be used; it is then left as it was.
    public static func open(path: String, menu: Menu, stand: StandName = .main,
                            durability: Durability = .normal, connections: Connections = .one) async throws -> StockDatabase {
        let menu = CompiledMenu(menu)
        let finding = try StateFileInspector.inspect(path: path)
        if finding == .blank { try createDirectory(for: path) }
        let configuration = Self.configuration(durability)
        do {
            // One connection first, also for a pool: the file is checked, set up and switched to WAL
            // before a pool opens, as a pool switches the file to WAL as it opens.
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let mark = OpenStockFiles.shared.mark(path)
            let renames = try await StockDatabase(path: path, menu: menu, stand: stand, writer: queue, openMark: mark).prepare()
            switch connections {
            case .one:
                return StockDatabase(path: path, menu: menu, stand: stand, writer: queue, openMark: mark, renamedAtOpen: renames)
            case .pool(let readers):
                var poolConfiguration = configuration
                poolConfiguration.maximumReaderCount = max(1, readers)
                let pool = try DatabasePool(path: path, configuration: poolConfiguration)
                // GRDB sets `synchronous = NORMAL` as the pool switches to WAL: the durability asked for wins.
                try await pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = \(durability.synchronousPragma)") }
                // The first connection stays, for checkpoints: the pool's readers are read-only.
                return StockDatabase(path: path, menu: menu, stand: stand, writer: pool, checkpointer: LogCheckpointer(connection: queue),
                                     openMark: mark, renamedAtOpen: renames)
            }
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    private static func configuration(_ durability: Durability) -> Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeoutSeconds)
        configuration.label = "juicemaker.stock"
        configuration.prepareDatabase { db in
            // Per connection, and not a write: safe before the file is known to be ours.
            try db.execute(sql: "PRAGMA synchronous = \(durability.synchronousPragma)")
        }
        return configuration
    }

    /// Closes the connections now rather than when the last reference goes.
    ///
    /// - Throws: `StateError` when SQLite cannot close a connection.
    public func close() async throws {
        await checkpointer?.stop()
        do {
            try writer.close()
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    // MARK: Reading

    /// Every menu fruit with its count, in menu order (fruits that left the menu are not shown).
    ///
    /// A menu fruit without a stock row counts 0.
    ///
    /// - Returns: One level per menu fruit.
    /// - Throws: `StateError` when the file cannot be read.
    public func stock() async throws -> [StockLevel] {
        let counts = try await readOneStatement { db in try self.menuCounts(db) }
        return zip(menu.fruits, counts).map { StockLevel(fruit: $0, count: $1) }
    }

    /// An in-memory maker holding the current stock, for questions such as servings or low fruits.
    ///
    /// Changes made to the maker are not written to the file.
    ///
    /// - Returns: A maker for `menu` with the stock on hand.
    /// - Throws: `StateError` when the file cannot be read; `JuiceMakerError.negativeStock` or
    ///   `.stockLimit` when a count in the file is out of range.
    public func maker() async throws -> JuiceMaker {
        let counts = try await readOneStatement { db in try self.menuCounts(db) }
        return try JuiceMaker(compiled: compiled, counts: counts)
    }

    // MARK: Opening

    /// Checks the marks again inside the connection that will write, sets the file up or brings it up to
    /// date only when needed (a plain open of a ready file writes nothing), renames rows of former ids
    /// and seeds missing fruits, then turns WAL on.
    ///
    /// - Returns: The rows renamed to menu fruits that name them in `was:`.
    private func prepare() async throws -> [FruitRename] {
        let needsWork = try await read { db -> Bool in
            switch try StateFileInspector.classify(db, path: self.path) {
            case .blank: return true
            case .ours(let version):
                if version < StockSchema.version { return true }
                return try !self.unseededFruits(db).isEmpty || !self.seedsToReplace(db).isEmpty
            }
        }
        var renames: [FruitRename] = []
        if needsWork {
            renames = try await write { db in
                // Another process may have set the file up since the read above: decide again, under the lock.
                switch try StateFileInspector.classify(db, path: self.path) {
                case .blank: try StockSchema.migrate(db, from: 0)
                case .ours(let version) where version < StockSchema.version: try StockSchema.migrate(db, from: version)
                case .ours: break
                }
                // Renamed rows first: a fruit that takes its old row is no longer missing.
                let renames = try self.renameFormerFruits(db)
                try self.seedMissingFruits(db)
                return renames
            }
        }
        // After the checks, never before: switching a file to WAL writes its header.
        try await enableWAL()
        return renames
    }

    /// Switches the file to WAL once; later opens find it in WAL already and write nothing.
    /// SQLite answers a journal-mode change with SQLITE_BUSY at once, without its busy handler, while
    /// another connection has the file open (several processes opening a new file together), so wait here.
    private func enableWAL() async throws {
        let deadline = ContinuousClock.now + .seconds(Self.busyTimeoutSeconds)
        var pause: Duration = .milliseconds(1)
        while true {
            do {
                let mode = try await withoutTransaction { db -> String? in
                    let current = try String.fetchOne(db, sql: "PRAGMA journal_mode")
                    if current?.lowercased() == "wal" { return current }
                    return try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                }
                guard mode?.lowercased() == "wal" else {
                    throw StateError.database(path: path, detail: "could not switch to WAL mode (got \(mode ?? "nothing"))")
                }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                try await Task.sleep(for: pause)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
    }

    /// Menu fruits without a stock row for the stand, by index.
    private func unseededFruits(_ db: Database) throws -> [Int] {
        let seeded = try String.fetchSet(db, sql: "SELECT fruit_id FROM stock WHERE stand = ?", arguments: [stand.rawValue])
        return menu.fruits.indices.filter { !seeded.contains(menu.fruits[$0].id.rawValue) }
    }

    /// Gives every menu fruit without a row its initial stock, inside the caller's write transaction.
    func seedMissingFruits(_ db: Database) throws {
        for index in try unseededFruits(db) {
            let fruit = menu.fruits[index]
            try db.execute(sql: "INSERT OR IGNORE INTO stock (stand, fruit_id, count) VALUES (?, ?, ?)",
                           arguments: [stand.rawValue, fruit.id.rawValue, fruit.initialStock])
        }
    }

    private static func createDirectory(for path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StateError.cannotCreateDirectory(path: directory.path, detail: StateFileInspector.describe(error))
        }
    }

    // MARK: Transactions

    /// One `BEGIN IMMEDIATE` transaction: the write lock is taken before the first read, so what is
    /// read cannot change before the write. Rolled back if `body` throws.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            let outcome = try await withoutTransaction { [path] db in try Self.immediateTransaction(db, path: path, body) }
            checkpointer?.noteChange()
            return outcome
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            if let command { return try Self.onThisThread { try command.read(body) } }
            return try await writer.read(body)
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    /// `read(_:)` for a body that runs one SELECT: SQLite reads one statement from one snapshot,
    /// so it runs without `read`'s transaction and `query_only` switches, four statements more
    /// than the read itself (most of the cost of `GET /api/stock`).
    func readOneStatement<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            if let command { return try Self.onThisThread { try command.inDatabase(body) } }
            // A pool's reader, on this thread: in WAL a reader waits for no writer, and one SELECT
            // costs less than the hop to the reader's queue and back (GET /api/stock: 5% faster).
            if let pool { return try Self.onThisThread { try pool.unsafeRead(body) } }
            return try await writer.unsafeRead(body)
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    /// One `BEGIN IMMEDIATE` transaction on `db`, committed when `body` returns, rolled back when it throws.
    static func immediateTransaction<T>(_ db: Database, path: String, _ body: (Database) throws -> T) throws -> T {
        var outcome: T?
        try db.inTransaction(.immediate) {
            outcome = try body(db)
            return .commit
        }
        guard let outcome else {
            throw StateError.database(path: path, detail: "a transaction ended without a result")
        }
        return outcome
    }

    /// Runs `body` on the writer's connection, outside a transaction; errors are GRDB's.
    private func withoutTransaction<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        if let command { return try Self.onThisThread { try command.writeWithoutTransaction(body) } }
        return try await writer.writeWithoutTransaction(body)
    }

    /// Runs `work` here: in a synchronous closure GRDB's synchronous calls are chosen, not their
    /// `async` twins.
    private static func onThisThread<T>(_ work: () throws -> T) rethrows -> T { try work() }

    // MARK: Rows

    /// Counts of the menu's fruits, in menu order; a fruit without a row counts 0.
    func menuCounts(_ db: Database) throws -> [Int] {
        var byID: [String: Int] = [:]
        // Cached: every order through `serve` reads the counts again for its answer.
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT fruit_id, count FROM stock WHERE stand = ?"), arguments: [stand.rawValue])
        while let row = try rows.next() {
            byID[row[0]] = row[1]
        }
        return menu.fruits.map { byID[$0.id.rawValue] ?? 0 }
    }
}
