import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers

/// The stand's stock as the server uses it: one store every request shares, or several used by one
/// request at a time, and orders made together (`GroupCommit`).
///
/// With SQLite one store takes every request: its GRDB `DatabasePool` reads beside its one writer,
/// which takes changes one at a time. With PostgreSQL each store is a connection, lent to one
/// request at a time (`Lease`), so the pool is a connection pool. Every change still goes through
/// the store, and so through `StockLedger`: the pool changes where the work runs, not what decides it.
///
/// ```swift
/// let pool = try await StorePool(size: 4, menu: menu) { try await StockLocation(parsing: path).open(menu: $0) }
/// let levels = try await pool.run { try await $0.stock() }
/// ```
public final class StorePool: Sendable {
    /// The open stores; all replaced at once when the menu changes (`reopen(menu:)`).
    // A lock, not an actor: it is held for an array read, on every request.
    private let stores: NIOLockedValueBox<[any StockStore]>
    private let open: @Sendable (Menu) async throws -> any StockStore
    /// Which stores are free, when each serves one request at a time; nil when one is shared.
    private let lease: Lease?
    /// The orders waiting to be made together.
    let groupCommit = GroupCommit()
    /// The stock file the stores opened, checked before each use: deleted or replaced, the pool
    /// refuses (503) rather than write where no one reads, or open a fresh stand on a reload.
    private let file: StockFileIdentity?

    /// Opens the stores for `menu`.
    ///
    /// - Parameters:
    ///   - size: How many stores (connections) to keep open, 1 or more; one when `sharesOneStore`.
    ///   - sharesOneStore: Whether one store takes every request at once (SQLite on a `DatabasePool`).
    ///   - menu: The menu to open them for.
    ///   - stockFile: The SQLite file the stores keep stock in, to check before each use; nil for none.
    ///   - open: Opens one store for a menu; called for each store here, and again by `reopen(menu:)`.
    /// - Throws: What `open` throws; the stores opened so far are closed.
    public init(size: Int, sharesOneStore: Bool = false, menu: Menu, stockFile: String? = nil,
                open: @escaping @Sendable (Menu) async throws -> any StockStore) async throws {
        let count = sharesOneStore ? 1 : max(1, size)
        self.stores = NIOLockedValueBox(try await Self.openAll(count, menu: menu, open: open))
        // Taken once the stores have opened (and so created) the file.
        self.file = stockFile.flatMap(StockFileIdentity.init(path:))
        self.open = open
        self.lease = sharesOneStore ? nil : Lease(indices: Array(0..<count))
    }

    private static func openAll(_ count: Int, menu: Menu, open: (Menu) async throws -> any StockStore) async throws -> [any StockStore] {
        var stores: [any StockStore] = []
        do {
            for _ in 0..<count { stores.append(try await open(menu)) }
        } catch {
            for store in stores { try? await store.close() }
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

    /// Opens the stores again for `menu` (a good edit of the menu file). Lent stores are swapped
    /// once the requests using the old ones are done, and requests that arrive meanwhile wait; a
    /// shared store is swapped at once, and the requests under way finish on the old one, which
    /// closes when the last lets it go.
    ///
    /// - Parameter menu: The new menu.
    /// - Throws: What `open` throws; the old stores are kept then.
    public func reopen(menu: Menu) async throws {
        try file?.check()
        guard let lease else {
            let fresh = try await open(menu)
            stores.withLockedValue { $0 = [fresh] }
            return
        }
        var held: [Int] = []
        for _ in 0..<lease.count { held.append(await lease.acquire()) }
        defer { for index in held { lease.release(index) } }
        let fresh = try await Self.openAll(held.count, menu: menu, open: open)
        let old = stores.withLockedValue { stores in
            defer { stores = fresh }
            return stores
        }
        for store in old { try? await store.close() }
    }

    /// Runs `body` with a store: the shared one, or one no other request is using.
    ///
    /// - Parameter body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; `StockFileIdentity`'s refusal when the file was replaced.
    public func run<T: Sendable>(_ body: @Sendable (any StockStore) async throws -> T) async throws -> T {
        try file?.check()
        guard let lease else { return try await body(stores.withLockedValue { $0[0] }) }
        let index = await lease.acquire()
        defer { lease.release(index) }
        return try await body(stores.withLockedValue { $0[index] })
    }

    /// Makes an order, under `changeID` when given (made at most once), together with the orders
    /// that arrive while the batch before it is being made (`GroupCommit`, `StockStore.orders(_:)`).
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id to remember the order under, or nil.
    /// - Returns: What was made of the order (or before, under `changeID`), with every menu
    ///   fruit's level right after it.
    /// - Throws: `JuiceMakerError` when the stock refuses the order; what the store throws.
    public func order(_ order: JuiceOrder, changeID: UUID? = nil) async throws -> MadeOrder {
        try file?.check()
        return try await groupCommit.make(order, changeID: changeID) { [self] next, answer in
            try await run { store in try await store.orders(while: next, answer: answer) }
        }
    }

    /// Closes every store; for the end of `serve`.
    public func close() async {
        guard let lease else {
            try? await stores.withLockedValue { $0[0] }.close()
            return
        }
        for _ in 0..<lease.count {
            let index = await lease.acquire()
            try? await stores.withLockedValue { $0[index] }.close()
        }
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
