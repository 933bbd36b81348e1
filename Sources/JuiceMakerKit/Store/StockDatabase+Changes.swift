internal import GRDB

/// `StockStore`'s changes (their contracts are written there): each is one `BEGIN IMMEDIATE`
/// transaction in which `StockLedger` reads the rows it needs, checks and writes.
extension StockDatabase {
    @discardableResult
    public func order(_ order: JuiceOrder) async throws -> JournalEntry {
        // A lost sale is committed before its refusal is thrown.
        try await change { rows in try self.ledger.orderOrLoss(order, rows: &rows) }.entry()
    }

    @discardableResult
    public func add(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        try await change { rows in try self.ledger.add(fruit: fruit, amount: amount, rows: &rows) }
    }

    @discardableResult
    public func remove(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        try await change { rows in try self.ledger.remove(fruit: fruit, amount: amount, rows: &rows) }
    }

    @discardableResult
    public func set(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        try await change { rows in try self.ledger.set(fruit: fruit, amount: amount, rows: &rows) }
    }

    @discardableResult
    public func reset() async throws -> JournalEntry {
        try await change { rows in try self.ledger.reset(rows: &rows) }
    }

    @discardableResult
    public func undo() async throws -> UndoRecord {
        try await change { rows in try self.ledger.undo(rows: &rows) }
    }

    @discardableResult
    public func restock(_ request: RestockRequest) async throws -> RestockResult {
        try await change { rows in try self.ledger.restock(request, rows: &rows) }
    }

    /// One change in one `BEGIN IMMEDIATE` transaction, through the ledger.
    private func change<T: Sendable>(_ body: @escaping @Sendable (inout SQLiteStockRows) throws -> T) async throws -> T {
        try await write { db in
            var rows = SQLiteStockRows(db: db, stand: self.stand.rawValue, path: self.path)
            return try body(&rows)
        }
    }
}
