import Foundation
import GRDB

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
