import Foundation
internal import GRDB

extension StockDatabase {
    /// Makes the orders in one `BEGIN IMMEDIATE` transaction through `StockLedger.OrderBatch`: every
    /// menu fruit's count read once (each answer's levels are the batch's counts after it), each
    /// changed count written once, each order's entry and deltas inserted, and its change id, when
    /// it has one, looked up and remembered in the `order_key` table as `order(_:changeID:)` does.
    ///
    /// - Parameter orders: Juices of the menu with their counts, each with its change id or nil.
    /// - Returns: One result an order: what was made of it, or its refusal.
    /// - Throws: `StateError` when the file cannot be read or written, or a change id names an
    ///   entry the journal lacks: none was made then.
    public func orders(_ orders: [(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>] {
        try await write { [self] db in try makeOrders(orders, db) }
    }

    /// On a pool, makes every batch `next` gives in one visit to the writer's queue, each batch its
    /// own transaction as `orders(_:)` makes it, answered as soon as it commits: the writer's thread
    /// goes from one batch to the next without waking another thread between them (what a thread of
    /// `serve`'s own did before). At most `batchesPerVisit` batches, so other changes queued for
    /// the writer take their turn. A command's connection makes one batch a call.
    public func orders(while next: @escaping @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]?,
                       answer: @escaping @Sendable ([Result<MadeOrder, any Error>]) -> Void) async throws {
        guard let pool else {
            while let batch = next() { answer(try await orders(batch)) }
            return
        }
        do {
            try await pool.writeWithoutTransaction { [self] db in
                for _ in 0..<Self.batchesPerVisit {
                    guard let batch = next() else { return }
                    answer(try Self.immediateTransaction(db, path: path) { db in try makeOrders(batch, db) })
                    checkpointer?.noteChange()
                }
            }
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    /// How many batches `orders(while:answer:)` makes before other changes queued for the writer
    /// take their turn.
    static let batchesPerVisit = 16

    /// `orders(_:)`'s work, inside the caller's transaction.
    private func makeOrders(_ orders: [(order: JuiceOrder, changeID: UUID?)], _ db: Database) throws -> [Result<MadeOrder, any Error>] {
        var rows = SQLiteStockRows(db: db, stand: stand.rawValue, path: path)
        // Read under the write lock, so the orders below start from these counts.
        var batch = try ledger.orderBatch(counts: try menuCounts(db), rows: &rows)
        var answers: [Result<MadeOrder, any Error>] = []
        answers.reserveCapacity(orders.count)
        for (order, changeID) in orders {
            let key = changeID.map(Self.orderKey)
            if let key, let entry = try entry(madeUnder: key, db) {
                answers.append(.success(MadeOrder(entry: entry, replayed: true, stock: levels(batch.counts))))
                continue
            }
            switch try batch.order(order, rows: &rows) {
            case .success(let entry):
                if let key { try remember(key, entry: entry.id, db) }
                answers.append(.success(MadeOrder(entry: entry, replayed: false, stock: levels(batch.counts))))
            case .failure(let refusal):
                answers.append(.failure(refusal))
            }
        }
        try batch.finish(rows: &rows)
        return answers
    }

    private func levels(_ counts: [Int]) -> [StockLevel] {
        zip(menu.fruits, counts).map { StockLevel(fruit: $0, count: $1) }
    }
}
