import JuiceMakerKit
import NIOConcurrencyHelpers
import NIOPosix

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
    /// The open stores; all replaced at once when the menu changes (`reopen(menu:)`).
    private let stores: NIOLockedValueBox<[any StockStore]>
    private let open: @Sendable (Menu) throws -> any StockStore
    private let lease: Lease
    /// One writer at a time, when the database takes one at a time anyway (SQLite): writers queue
    /// here instead of on the file's lock, whose busy waits sleep (p99 177 ms at 8 connections,
    /// 10 ms queued here), while readers still use every connection.
    private let writer: Lease?
    private let threads: NIOThreadPool

    /// Opens `size` stores for `menu`.
    ///
    /// - Parameters:
    ///   - size: How many stores (connections) to keep open, 1 or more.
    ///   - oneWriterAtATime: Whether changes wait for each other here (for SQLite).
    ///   - menu: The menu to open them for.
    ///   - open: Opens one store for a menu; called `size` times here, and again by `reopen(menu:)`.
    /// - Throws: What `open` throws; the stores opened so far are closed.
    public init(size: Int, oneWriterAtATime: Bool = false, menu: Menu, open: @escaping @Sendable (Menu) throws -> any StockStore) throws {
        let count = max(1, size)
        self.stores = NIOLockedValueBox(try Self.openAll(count, menu: menu, open: open))
        self.open = open
        self.lease = Lease(count: count)
        self.writer = oneWriterAtATime ? Lease(count: 1) : nil
        self.threads = NIOThreadPool(numberOfThreads: count)
        threads.start()
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
        var held: [Int] = []
        for _ in 0..<lease.count { held.append(await lease.acquire()) }
        defer { for index in held { lease.release(index) } }
        let count = lease.count
        let fresh = try await threads.runIfActive { [open] in try Self.openAll(count, menu: menu, open: open) }
        let old = stores.withLockedValue { stores in
            defer { stores = fresh }
            return stores
        }
        try? await threads.runIfActive { for store in old { try? store.close() } }
    }

    /// Runs `body` with a store no other request is using, on the pool's threads.
    ///
    /// - Parameters:
    ///   - writes: Whether `body` changes stock (then it waits for other writers when the pool
    ///     takes one writer at a time).
    ///   - body: The blocking work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<T: Sendable>(writes: Bool = false, _ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
        guard writes, let writer else { return try await runOnAStore(body) }
        _ = await writer.acquire()
        do {
            let result = try await runOnAStore(body)
            writer.release(0)
            return result
        } catch {
            writer.release(0)
            throw error
        }
    }

    private func runOnAStore<T: Sendable>(_ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
        let index = await lease.acquire()
        let store = stores.withLockedValue { $0[index] }
        do {
            let result = try await threads.runIfActive { try body(store) }
            lease.release(index)
            return result
        } catch {
            lease.release(index)
            throw error
        }
    }

    /// Closes every store and stops the threads; for the end of `serve`.
    public func close() async {
        for _ in 0..<lease.count {
            let index = await lease.acquire()
            try? stores.withLockedValue { $0[index] }.close()
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

    init(count: Int) {
        self.count = count
        state = NIOLockedValueBox(State(free: Array((0..<count).reversed())))
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
