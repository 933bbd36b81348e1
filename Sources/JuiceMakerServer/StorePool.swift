import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers
internal import NIOPosix

/// The stand's stock as the server uses it: a few open stores, each used by one request at a time,
/// whose blocking calls run on a thread pool of their own, never on an event loop or Swift's
/// cooperative threads.
///
/// Every change still goes through the store, and so through `StockLedger`: the pool changes where
/// the work runs, not what decides it. With PostgreSQL each store is a connection, so the pool is a
/// connection pool; with SQLite the stores share the file as separate processes would.
///
/// ```swift
/// let pool = try StorePool(size: 4, menu: menu) { try StockLocation(parsing: path).open(menu: $0) }
/// let levels = try await pool.run { try $0.stock() }
/// ```
public final class StorePool: Sendable {
    /// The open stores; all replaced at once when the menu changes (`reopen(menu:)`). With one
    /// writer at a time, store 0 is the writer's and the others are the readers'.
    private let stores: NIOLockedValueBox<[any StockStore]>
    private let open: @Sendable (Menu) throws -> any StockStore
    /// The readers' stores (every store without a writer thread).
    private let lease: Lease
    private let threads: NIOThreadPool
    /// One thread that makes every change, with a store of its own, when the database takes one
    /// writer at a time anyway (SQLite). Changes queue on it in arrival order: nothing is handed
    /// between threads while the file's write lock is held, and no one busy-waits on that lock.
    private let writer: Writer?
    /// Changes waiting for the writer's thread now; 0 without one.
    var writerWaitingCount: Int { writer?.waitingCount ?? 0 }
    /// The orders waiting to go to the database together (`orderWithoutBlocking(_:changeID:)`).
    let ordersTogether = OrdersTogether()
    /// Whether the writer's changes are checkpointed beside it (`checkpointSoon()`): with one
    /// writer at a time, over stores that are `CheckpointingTheLog`.
    private let checkpoints: Bool
    /// Whether a change was made since the last checkpoint of the log began, the task that
    /// checkpoints while one runs, and whether the pool is closing (then no more checkpoints begin).
    private let checkpoint = NIOLockedValueBox<(pending: Bool, task: Task<Void, Never>?, closing: Bool)>((false, nil, false))
    /// How often, at most, the log is checkpointed beside the writer while changes are made.
    static let checkpointInterval: Duration = .milliseconds(50)
    /// The stock file the stores opened, checked before each use: deleted or replaced, the pool
    /// refuses (503) rather than write where no one reads, or open a fresh stand on a reload.
    private let file: StockFileIdentity?

    /// Opens `size` stores for `menu` (at least 2 with one writer at a time: the writer's and a reader's).
    ///
    /// - Parameters:
    ///   - size: How many stores (connections) to keep open, 1 or more.
    ///   - oneWriterAtATime: Whether changes run one at a time on a thread of their own (for SQLite).
    ///   - menu: The menu to open them for.
    ///   - stockFile: The SQLite file the stores keep stock in, to check before each use; nil for none.
    ///   - open: Opens one store for a menu; called for each store here, and again by `reopen(menu:)`.
    /// - Throws: What `open` throws; the stores opened so far are closed.
    public init(size: Int, oneWriterAtATime: Bool = false, menu: Menu, stockFile: String? = nil,
                open: @escaping @Sendable (Menu) throws -> any StockStore) throws {
        let count = max(oneWriterAtATime ? 2 : 1, size)
        let stores = NIOLockedValueBox(try Self.openAll(count, menu: menu, open: open))
        // Taken once the stores have opened (and so created) the file.
        self.file = stockFile.flatMap(StockFileIdentity.init(path:))
        self.stores = stores
        self.open = open
        let readers = oneWriterAtATime ? Array(1..<count) : Array(0..<count)
        self.lease = Lease(indices: readers)
        self.threads = NIOThreadPool(numberOfThreads: readers.count)
        threads.start()
        self.writer = oneWriterAtATime ? Writer(store: { stores.withLockedValue { $0[0] } }) : nil
        self.checkpoints = oneWriterAtATime && stores.withLockedValue { $0[0] } is any CheckpointingTheLog
    }

    private static func openAll(_ count: Int, menu: Menu, open: (Menu) throws -> any StockStore) throws -> [any StockStore] {
        var stores: [any StockStore] = []
        do {
            for _ in 0..<count { stores.append(try open(menu)) }
        } catch {
            for store in stores { try? store.close() }
            throw error
        }
        return stores
    }

    /// The menu the stores keep stock for.
    public var menu: Menu { stores.withLockedValue { $0[0].menu } }

    /// A store that can hear its stand's changes (PostgreSQL), to listen with; nil for SQLite.
    public var notifying: (any StockChangeNotifying)? { stores.withLockedValue { $0[0] } as? any StockChangeNotifying }

    /// Where the stock lives, as messages show it (without a password).
    public var location: String { stores.withLockedValue { $0[0].location } }

    /// Opens every store again for `menu` (a good edit of the menu file) once the requests using
    /// the old ones are done; requests that arrive meanwhile wait, then use the new ones.
    ///
    /// - Parameter menu: The new menu.
    /// - Throws: What `open` throws; the old stores are kept then.
    public func reopen(menu: Menu) async throws {
        try file?.check()
        var held: [Int] = []
        for _ in 0..<lease.count { held.append(await lease.acquire()) }
        defer { for index in held { lease.release(index) } }
        let count = stores.withLockedValue { $0.count }
        let fresh = try await threads.runIfActive { [open] in try Self.openAll(count, menu: menu, open: open) }
        let swap: @Sendable () -> [any StockStore] = { [stores] in
            stores.withLockedValue { stores in
                defer { stores = fresh }
                return stores
            }
        }
        // On the writer's thread, between two changes, when there is one.
        let old: [any StockStore]
        do {
            if let writer {
                old = try await writer.run { _ in swap() }
            } else {
                old = swap()
            }
        } catch {
            try? await threads.runIfActive { for store in fresh { try? store.close() } }
            throw error
        }
        try? await threads.runIfActive { for store in old { try? store.close() } }
    }

    /// Runs `body` with a store no other request is using, on the pool's threads.
    ///
    /// - Parameters:
    ///   - writes: Whether `body` changes stock (then, with one writer at a time, it runs on the
    ///     writer's thread after the changes before it). Orders go through `order(_:changeID:)`,
    ///     which makes those queued together in one transaction.
    ///   - body: The blocking work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<T: Sendable>(writes: Bool = false, _ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
        if writes, let writer {
            try file?.check()
            defer { if checkpoints { checkpointSoon() } }
            return try await writer.run(body)
        }
        return try await withoutBlocking { [threads] store in try await threads.runIfActive { try body(store) } }
    }

    /// Makes an order, under `changeID` when given (`OrderingByChangeID`: made at most once). With
    /// one writer at a time it queues on the writer's thread, and the orders queued beside it are
    /// made together (`OrderingTogether`: one transaction, the counts read and written once);
    /// otherwise a store of the pool makes it alone.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id to remember the order under, or nil.
    /// - Returns: What was made of the order (or before, under `changeID`), with every menu
    ///   fruit's level right after it.
    /// - Throws: `JuiceMakerError` when the stock refuses the order; what the store throws.
    public func order(_ order: JuiceOrder, changeID: UUID? = nil) async throws -> MadeOrder {
        if let writer {
            try file?.check()
            defer { if checkpoints { checkpointSoon() } }
            return try await writer.order(order, changeID: changeID)
        }
        return try await run(writes: true) { store in try Self.order(order, changeID: changeID, alone: store) }
    }

    /// An order made by itself on `store`, and the levels after it.
    static func order(_ order: JuiceOrder, changeID: UUID?, alone store: any StockStore) throws -> MadeOrder {
        if let changeID, let keyed = store as? any OrderingByChangeID {
            let (entry, replayed) = try keyed.order(order, changeID: changeID)
            return MadeOrder(entry: entry, replayed: replayed, stock: try store.stock())
        }
        return MadeOrder(entry: try store.order(order), replayed: false, stock: try store.stock())
    }

    /// After a change by the writer's thread: has a reader's connection checkpoint the log
    /// (`CheckpointingTheLog`) now, or, while one is under way, once more after it and
    /// `checkpointInterval`, so the last change before a pause is copied too. SQLite checkpoints on
    /// the committing connection once the log passes 1,000 pages; on the one writer's thread that
    /// holds up every order queued behind it while pages are copied and the file synced, unless
    /// the pages were copied already.
    private func checkpointSoon() {
        checkpoint.withLockedValue { state in
            state.pending = true
            guard state.task == nil, !state.closing else { return }
            // Made under the lock, so `close()` finds it; its first step takes the same lock, so it
            // waits for this one to be let go.
            state.task = Task {
                while takePendingCheckpoint() {
                    _ = try? await run { store in try (store as? any CheckpointingTheLog)?.checkpointTheLog() }
                    try? await Task.sleep(for: Self.checkpointInterval)
                }
            }
        }
    }

    /// Whether a change waits for a checkpoint (then it is taken); when none does, or the pool is
    /// closing, the checkpointing task ends.
    private func takePendingCheckpoint() -> Bool {
        checkpoint.withLockedValue { state in
            guard state.pending, !state.closing else {
                state.task = nil
                return false
            }
            state.pending = false
            return true
        }
    }

    /// Whether the stores make orders without blocking (`OrderingWithoutBlocking`: PostgreSQL), so
    /// `withoutBlocking(_:)` is worth asking first.
    public var ordersWithoutBlocking: Bool { stores.withLockedValue { $0[0] } is any OrderingWithoutBlocking }

    /// Runs `body` with a store no other request is using, on the calling task: for work that
    /// waits without holding a thread (`OrderingWithoutBlocking`), so no thread of the pool is used.
    /// (`run(_:)` is this with the work sent to the pool's threads.)
    ///
    /// - Parameter body: Work that never blocks its thread.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func withoutBlocking<T: Sendable>(_ body: @Sendable (any StockStore) async throws -> T) async throws -> T {
        try file?.check()
        let index = await lease.acquire()
        defer { lease.release(index) }
        return try await body(stores.withLockedValue { $0[index] })
    }

    /// Closes every store and stops the threads; for the end of `serve`.
    public func close() async {
        // A checkpoint under way takes a store's lease: let it end (cut short its wait for the
        // next) before they are all taken.
        let checkpointing = checkpoint.withLockedValue { state in
            state.closing = true
            return state.task
        }
        checkpointing?.cancel()
        await checkpointing?.value
        for _ in 0..<lease.count {
            let index = await lease.acquire()
            try? stores.withLockedValue { $0[index] }.close()
        }
        if let writer {
            try? await writer.run { store in try? store.close() }
            await writer.shutdown()
        }
        try? await threads.shutdownGracefully()
    }
}

/// Which stores are free: `acquire` waits for one, in arrival order. A lock, not an actor: an
/// actor cost two more hops between threads for every request.
private final class Lease: Sendable {
    private struct State {
        var free: [Int]
        var waiting: [CheckedContinuation<Int, Never>] = []
    }

    private let state: NIOLockedValueBox<State>
    /// How many there are.
    let count: Int

    /// - Parameter indices: The stores it hands out.
    init(indices: [Int]) {
        self.count = indices.count
        state = NIOLockedValueBox(State(free: indices.reversed()))
    }

    func acquire() async -> Int {
        if let index = state.withLockedValue({ $0.free.popLast() }) { return index }
        return await withCheckedContinuation { continuation in
            let index: Int? = state.withLockedValue { state in
                if let index = state.free.popLast() { return index }
                state.waiting.append(continuation)
                return nil
            }
            if let index { continuation.resume(returning: index) }
        }
    }

    func release(_ index: Int) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<Int, Never>? in
            if state.waiting.isEmpty {
                state.free.append(index)
                return nil
            }
            return state.waiting.removeFirst()
        }
        waiter?.resume(returning: index)
    }
}
