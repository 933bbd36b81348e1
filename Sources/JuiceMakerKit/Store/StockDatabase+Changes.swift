import GRDB

extension StockDatabase {
    /// Makes a whole order or nothing: reads the stock of the fruits it uses inside the transaction,
    /// lets the engine check and subtract, writes the new counts and journals the order.
    /// Throws `JuiceMakerError.outOfStock` (with every short fruit) and writes nothing when short.
    @discardableResult
    public func order(_ order: JuiceOrder) throws -> JournalEntry {
        let description = order.description(in: menu)
        let fruits = fruitsUsed(by: order)
        return try write { db in
            var counts = Array(repeating: 0, count: self.menu.fruitCount)
            for fruit in fruits {
                counts[fruit] = try self.count(of: self.menu.menu.fruits[fruit].id, db)
            }
            var maker = try JuiceMaker(menu: self.menu, counts: counts)
            let used = try maker.make(order.lines)
            var deltas: [FruitDelta] = []
            deltas.reserveCapacity(used.count)
            for use in used {
                let id = self.menu.menu.fruits[use.fruit].id
                try self.setCount(maker.stock[use.fruit], of: id, db)
                deltas.append(FruitDelta(fruitID: id, change: -use.amount))
            }
            return try self.appendJournal(db, kind: .order, description: description, deltas: deltas)
        }
    }

    /// Adds `amount` (0…`EngineLimits.maxStockChange`) of the fruit a person names.
    @discardableResult
    public func add(fruit: String, amount: Int) throws -> JournalEntry {
        try change(fruit: fruit, kind: .add, amount: amount) { maker, index throws(JuiceMakerError) in
            try maker.add(amount, to: index)
        }
    }

    /// Removes `amount`; taking more than there is throws `negativeStock` and changes nothing.
    @discardableResult
    public func remove(fruit: String, amount: Int) throws -> JournalEntry {
        try change(fruit: fruit, kind: .remove, amount: amount) { maker, index throws(JuiceMakerError) in
            try maker.remove(amount, from: index)
        }
    }

    /// Sets the count; below 0 throws `negativeStock` and changes nothing.
    @discardableResult
    public func set(fruit: String, amount: Int) throws -> JournalEntry {
        try change(fruit: fruit, kind: .set, amount: amount) { maker, index throws(JuiceMakerError) in
            try maker.set(amount, for: index)
        }
    }

    /// Every menu fruit back to its initial stock (fruits that left the menu keep theirs), journaled.
    @discardableResult
    public func reset() throws -> JournalEntry {
        try write { db in
            let counts = try self.menuCounts(db)
            var deltas: [FruitDelta] = []
            for (fruit, have) in zip(self.menu.menu.fruits, counts) where have != fruit.initialStock {
                try self.setCount(fruit.initialStock, of: fruit.id, db)
                deltas.append(FruitDelta(fruitID: fruit.id, change: fruit.initialStock - have))
            }
            return try self.appendJournal(db, kind: .reset, description: "reset", deltas: deltas)
        }
    }

    /// One fruit's change: resolves the name before taking the lock, then read, check, write, journal
    /// as `add strawberry 5` (the id, whatever name was typed).
    private func change(fruit word: String, kind: JournalEntry.Kind, amount: Int,
                        _ apply: (inout JuiceMaker, Int) throws(JuiceMakerError) -> Void) throws -> JournalEntry {
        let index = try menu.fruit(named: word)
        let id = menu.menu.fruits[index].id
        let description = "\(kind.rawValue) \(id) \(amount)"
        return try write { db in
            let have = try self.count(of: id, db)
            var counts = Array(repeating: 0, count: self.menu.fruitCount)
            counts[index] = have
            var maker = try JuiceMaker(menu: self.menu, counts: counts)
            try apply(&maker, index)
            let now = maker.stock[index]
            if now != have { try self.setCount(now, of: id, db) }
            let deltas = now == have ? [] : [FruitDelta(fruitID: id, change: now - have)]
            return try self.appendJournal(db, kind: kind, description: description, deltas: deltas)
        }
    }

    /// The distinct fruits an order's lines use, in menu order.
    private func fruitsUsed(by order: JuiceOrder) -> [Int] {
        var fruits: [Int] = []
        for line in order.lines {
            for use in menu.recipe(of: line.juice) where !fruits.contains(use.fruit) {
                fruits.append(use.fruit)
            }
        }
        return fruits.sorted()
    }
}
