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
        let lines = try JuiceMaker.positions(of: order, in: compiled)
        let fruits = fruitsUsed(by: lines)
        return try write { db in
            var counts = Array(repeating: 0, count: self.compiled.fruitCount)
            for fruit in fruits {
                counts[fruit] = try self.count(of: self.menu.fruits[fruit].id, db)
            }
            var maker = try JuiceMaker(compiled: self.compiled, counts: counts)
            let used = try maker.make(positions: lines)
            var deltas: [FruitDelta] = []
            deltas.reserveCapacity(used.count)
            for use in used {
                try self.setCount(maker.stock(of: use.fruit), of: use.fruit, db)
                deltas.append(FruitDelta(fruit: use.fruit, change: -use.amount))
            }
            return try self.appendJournal(db, kind: .order, description: order.description, deltas: deltas)
        }
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
        try change(fruit: fruit, kind: .add, amount: amount) { stock, index throws(JuiceMakerError) in
            try stock.add(amount, to: index)
        }
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
        try change(fruit: fruit, kind: .remove, amount: amount) { stock, index throws(JuiceMakerError) in
            try stock.remove(amount, from: index)
        }
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
        try change(fruit: fruit, kind: .set, amount: amount) { stock, index throws(JuiceMakerError) in
            try stock.set(amount, for: index)
        }
    }

    /// Every menu fruit back to its initial stock, as one journaled change (`reset`).
    ///
    /// Fruits that left the menu keep their stock.
    ///
    /// - Returns: The journal entry, with a delta for every fruit whose count changed.
    /// - Throws: `StateError` when the file cannot be used; nothing is written then.
    @discardableResult
    public func reset() throws -> JournalEntry {
        try write { db in
            let counts = try self.menuCounts(db)
            var deltas: [FruitDelta] = []
            for (fruit, have) in zip(self.menu.fruits, counts) where have != fruit.initialStock {
                try self.setCount(fruit.initialStock, of: fruit.id, db)
                deltas.append(FruitDelta(fruit: fruit.id, change: fruit.initialStock - have))
            }
            return try self.appendJournal(db, kind: .reset, description: "reset", deltas: deltas)
        }
    }

    /// One fruit's change: read, check, write, journal as `add strawberry 5`.
    private func change(fruit id: Fruit.ID, kind: JournalEntry.Kind, amount: Int,
                        _ apply: (inout FruitStore, Int) throws(JuiceMakerError) -> Void) throws -> JournalEntry {
        let index = try compiled.fruitPosition(id)
        let description = "\(kind.rawValue) \(id.rawValue) \(amount)"
        return try write { db in
            let have = try self.count(of: id, db)
            var counts = Array(repeating: 0, count: self.compiled.fruitCount)
            counts[index] = have
            var stock = try FruitStore(menu: self.compiled, counts: counts)
            try apply(&stock, index)
            let now = stock[index]
            if now != have { try self.setCount(now, of: id, db) }
            let deltas = now == have ? [] : [FruitDelta(fruit: id, change: now - have)]
            return try self.appendJournal(db, kind: kind, description: description, deltas: deltas)
        }
    }

    /// The distinct fruit positions an order's lines use, in menu order.
    private func fruitsUsed(by lines: [(juice: Int, count: Int)]) -> [Int] {
        var fruits: [Int] = []
        for line in lines {
            for use in compiled.uses(ofJuiceAt: line.juice) where !fruits.contains(use.fruit) {
                fruits.append(use.fruit)
            }
        }
        return fruits.sorted()
    }
}
