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
/// let pool = try StorePool(size: 4) { try StockLocation(parsing: path).open(menu: menu) }
/// let levels = try await pool.run { try $0.stock() }
/// ```
public final class StorePool: Sendable {
    private let stores: [any StockStore]
    private let lease: Lease
    /// One writer at a time, when the database takes one at a time anyway (SQLite): writers queue
    /// here instead of on the file's lock, whose busy waits sleep (p99 177 ms at 8 connections,
    /// 10 ms queued here), while readers still use every connection.
    private let writer: Lease?
    private let threads: NIOThreadPool

    /// Opens `size` stores.
    ///
    /// - Parameters:
    ///   - size: How many stores (connections) to keep open, 1 or more.
    ///   - oneWriterAtATime: Whether changes wait for each other here (for SQLite).
    ///   - open: Opens one store; called `size` times, here.
    /// - Throws: What `open` throws; the stores opened so far are closed.
    public init(size: Int, oneWriterAtATime: Bool = false, open: () throws -> any StockStore) throws {
        var stores: [any StockStore] = []
        do {
            for _ in 0..<max(1, size) { stores.append(try open()) }
        } catch {
            for store in stores { try? store.close() }
            throw error
        }
        self.stores = stores
        self.lease = Lease(count: stores.count)
        self.writer = oneWriterAtATime ? Lease(count: 1) : nil
        self.threads = NIOThreadPool(numberOfThreads: stores.count)
        threads.start()
    }

    /// The menu the stores keep stock for.
    public var menu: Menu { stores[0].menu }

    /// A store that can hear its stand's changes (PostgreSQL), to listen with; nil for SQLite.
    public var notifying: (any StockChangeNotifying)? { stores[0] as? any StockChangeNotifying }

    /// Where the stock lives, as messages show it (without a password).
    public var location: String { stores[0].location }

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
        let store = stores[index]
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
        for index in stores.indices { _ = await lease.acquire(); try? stores[index].close() }
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

    init(count: Int) { state = NIOLockedValueBox(State(free: Array((0..<count).reversed()))) }

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
