import Foundation
import GRDB

extension StockDatabase: CommittingTogether {
    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; the store's changes inside it are
    /// savepoints of that transaction and its reads read it, so one commit (one write to the log,
    /// one round of file locks) serves them all.
    ///
    /// - Parameter body: The changes; called once, on the calling thread.
    /// - Throws: `StateError` when the transaction cannot begin or commit, or what `body` throws;
    ///   nothing made inside `body` is kept then.
    public func together(_ body: () throws -> Void) throws {
        var thrown: (any Error)?
        do {
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    do {
                        try joined.join(db, body)
                    } catch {
                        thrown = error
                        throw error
                    }
                    return .commit
                }
            }
        } catch {
            throw thrown ?? StoreErrorMapping.map(error, path: path)
        }
    }
}

/// The connection of a transaction `StockDatabase.together(_:)` has open, for the thread that opened
/// it: that thread is inside GRDB's queue already, where asking the queue again would trap, so its
/// changes and reads use the open connection instead. Other threads never see it.
final class JoinedTransaction: @unchecked Sendable {
    // Unchecked: `owner` and `connection` are written under `lock`, and the connection is only
    // handed to the thread that set it, which is inside GRDB's queue for as long as it is set.
    private let lock = NSLock()
    private var owner: pthread_t?
    private var connection: Database?

    /// The joined transaction's connection when the calling thread opened one; nil otherwise.
    var database: Database? {
        lock.lock()
        defer { lock.unlock() }
        guard let owner, pthread_equal(owner, pthread_self()) != 0 else { return nil }
        return connection
    }

    /// Makes `db` the calling thread's joined connection while `body` runs.
    func join(_ db: Database, _ body: () throws -> Void) throws {
        lock.lock()
        owner = pthread_self()
        connection = db
        lock.unlock()
        defer {
            lock.lock()
            owner = nil
            connection = nil
            lock.unlock()
        }
        try body()
    }
}

extension StockDatabase: OrderingTogether {
    /// Makes the orders in one `BEGIN IMMEDIATE` transaction through `StockLedger.OrderBatch`: each
    /// fruit's count read and written once, every level read once and worked forward, each order's
    /// entry and deltas inserted, and its change id, when it has one, looked up and remembered in
    /// the `order_key` table as `order(_:changeID:)` does.
    ///
    /// - Parameter orders: Juices of the menu with their counts, each with its change id or nil.
    /// - Returns: One result an order: what was made of it, or its refusal.
    /// - Throws: `StateError` when the file cannot be read or written, or a change id names an
    ///   entry the journal lacks: none was made then.
    public func orders(_ orders: [(order: JuiceOrder, changeID: UUID?)]) throws -> [Result<MadeOrder, JuiceMakerError>] {
        try write { db in
            // Read under the write lock, so the orders below start from these counts.
            var counts = try menuCounts(db)
            var rows = SQLiteStockRows(db: db, stand: stand.rawValue, path: path)
            var batch = try ledger.orderBatch(rows: &rows)
            var answers: [Result<MadeOrder, JuiceMakerError>] = []
            answers.reserveCapacity(orders.count)
            for (order, changeID) in orders {
                let key = changeID.map(Self.orderKey)
                if let key, let entry = try entry(madeUnder: key, db) {
                    answers.append(.success(MadeOrder(entry: entry, replayed: true, stock: levels(counts))))
                    continue
                }
                switch try batch.order(order, rows: &rows) {
                case .success(let entry):
                    if let key { try remember(key, entry: entry.id, db) }
                    for delta in entry.deltas {
                        if let fruit = menu.fruitIndex(of: delta.fruit) { counts[fruit] += delta.change }
                    }
                    answers.append(.success(MadeOrder(entry: entry, replayed: false, stock: levels(counts))))
                case .failure(let refusal):
                    answers.append(.failure(refusal))
                }
            }
            try batch.finish(rows: &rows)
            return answers
        }
    }

    private func levels(_ counts: [Int]) -> [StockLevel] {
        zip(menu.fruits, counts).map { StockLevel(fruit: $0, count: $1) }
    }
}
