import GRDB

extension StockDatabase {
    /// Makes a whole order or nothing, and journals it.
    ///
    /// Reads the stock of the fruits the order uses inside the transaction, lets the engine check and
    /// subtract, writes the new counts and journals the order with its description.
    ///
    /// - Parameter order: Juices of the menu with their counts.
    /// - Returns: The journal entry, with one delta per fruit used, in menu order.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit; `.unknownJuice` or `.invalidCount`
    ///   for a line the menu cannot make; `StateError` when the file cannot be used. Nothing is written then.
    @discardableResult
    public func order(_ order: JuiceOrder) throws -> JournalEntry {
        try change { rows in try self.ledger.order(order, rows: &rows) }
    }

    /// Adds `amount` of a fruit, journaled as `add <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.unknownFruit`, `.invalidAmount`, or `.stockLimit` past `Limits.maxStock`;
    ///   `StateError` when the file cannot be used. Nothing is written then.
    @discardableResult
    public func add(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.add(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Takes `amount` of a fruit out, journaled as `remove <fruit> <amount>`.
    ///
    /// Taking more than there is does not clamp to 0: it throws and changes nothing.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.negativeStock` when there is less than `amount`, `.unknownFruit`, or
    ///   `.invalidAmount`; `StateError` when the file cannot be used. Nothing is written then.
    @discardableResult
    public func remove(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.remove(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Sets a fruit's count, journaled as `set <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: The new count, from 0 to `Limits.maxStock`.
    /// - Returns: The journal entry; it has no delta when the count was already `amount`.
    /// - Throws: `JuiceMakerError.negativeStock` below 0, `.stockLimit` past `Limits.maxStock`, or
    ///   `.unknownFruit`; `StateError` when the file cannot be used. Nothing is written then.
    @discardableResult
    public func set(fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try change { rows in try self.ledger.set(fruit: fruit, amount: amount, rows: &rows) }
    }

    /// Every menu fruit back to its initial stock, as one journaled change (`reset`).
    ///
    /// Fruits that left the menu keep their stock.
    ///
    /// - Returns: The journal entry, with a delta for every fruit whose count changed.
    /// - Throws: `StateError` when the file cannot be used; nothing is written then.
    @discardableResult
    public func reset() throws -> JournalEntry {
        try change { rows in try self.ledger.reset(rows: &rows) }
    }

    /// Reverts the newest entry that is neither an undo nor already undone.
    ///
    /// Applies its deltas negated, marks it undone and journals an `undo #<id>` entry, in one transaction.
    ///
    /// - Returns: The reverted entry, now marked undone, and the undo entry.
    /// - Throws: `JuiceMakerError.nothingToUndo` when no entry is left; `.cannotUndo` when stock used
    ///   since would go below 0; `.stockLimit` when stock would go past `Limits.maxStock`; `StateError`
    ///   when the file cannot be used. Nothing is written then.
    @discardableResult
    public func undo() throws -> UndoRecord {
        try change { rows in try self.ledger.undo(rows: &rows) }
    }

    /// Buys what `request` plans as one journaled change (`restock mango 8, kiwi 3`).
    ///
    /// - Parameter request: The shopping list, or what some orders lack.
    /// - Returns: The plan bought and its entry; no entry, and nothing written, when nothing was needed.
    /// - Throws: `JuiceMakerError.unknownJuice`, `.invalidCount`, `.emptyOrder` or `.stockLimit` for
    ///   orders that cannot be planned; `StateError` when the file cannot be used. Nothing is written then.
    @discardableResult
    public func restock(_ request: RestockRequest) throws -> RestockResult {
        try change { rows in try self.ledger.restock(request, rows: &rows) }
    }

    /// One change in one `BEGIN IMMEDIATE` transaction, through the ledger.
    private func change<T>(_ body: (inout SQLiteStockRows) throws -> T) throws -> T {
        try write { db in
            var rows = SQLiteStockRows(db: db, stand: self.stand.rawValue, path: self.path)
            return try body(&rows)
        }
    }
}
