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
        try await write { [self] db in
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
    }

    private func levels(_ counts: [Int]) -> [StockLevel] {
        zip(menu.fruits, counts).map { StockLevel(fruit: $0, count: $1) }
    }
}
