import Foundation
import JuiceMakerMenu

/// The rules of every stock change, written once for every store: what an order, an add, remove or
/// set, a reset and an undo read, check and write, and what they journal.
///
/// A store opens a transaction, hands its `StockRows` to one of these methods, and commits what it
/// wrote when the method returns (rolls back when it throws). The engine checks the numbers, so every
/// store refuses the same orders with the same errors.
///
/// ```swift
/// let ledger = StockLedger(menu: menu)
/// let entry = try ledger.order(JuiceOrder(juice: "mango-kiwi", count: 2), rows: &rows)
/// ```
package struct StockLedger: Sendable {
    package let compiled: CompiledMenu

    /// The menu whose juices and fruits the changes use.
    package var menu: Menu { compiled.menu }

    /// Prepares the ledger for a menu (once per store: it indexes the recipes).
    ///
    /// - Parameter menu: The menu the store keeps stock for.
    package init(menu: Menu) {
        compiled = CompiledMenu(menu)
    }

    package init(compiled: CompiledMenu) {
        self.compiled = compiled
    }

    /// What an order came to: made, or refused for want of fruit and journaled as a lost sale.
    package enum OrderOutcome: Sendable {
        /// The order was made; its entry.
        case made(JournalEntry)
        /// A fruit was short: the lost sale is journaled, and this is the refusal to give the caller.
        case lost(refusal: JuiceMakerError)

        /// The made order's entry; for a lost sale, throws its refusal.
        package func entry() throws(JuiceMakerError) -> JournalEntry {
            switch self {
            case .made(let entry): return entry
            case .lost(let refusal): throw refusal
            }
        }
    }

    /// Makes the whole order or nothing, and journals it as its description (`mango-kiwi:2`), with
    /// its juices at the menu's prices.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The journal entry, with one delta per fruit used, in menu order.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit; `.unknownJuice`, `.invalidCount`
    ///   or `.emptyOrder`; or what `rows` throws. Roll back then.
    package func order(_ order: JuiceOrder, rows: inout some StockRows) throws -> JournalEntry {
        try self.order(order, journalingLoss: false, rows: &rows).entry()
    }

    /// Makes the whole order, or, when a fruit is short, journals it as a lost sale: a `lost` entry
    /// with the juices asked for and every short fruit, which changes no stock. Commit either way.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The order made, or the lost sale with the `outOfStock` refusal to give the caller.
    /// - Throws: `JuiceMakerError.unknownJuice`, `.invalidCount`, `.emptyOrder` or
    ///   `.beyondStockLimit` (no lost sale: the menu could never make it); or what `rows` throws.
    ///   Roll back then.
    package func orderOrLoss(_ order: JuiceOrder, rows: inout some StockRows) throws -> OrderOutcome {
        try self.order(order, journalingLoss: true, rows: &rows)
    }

    private func order(_ order: JuiceOrder, journalingLoss: Bool, rows: inout some StockRows) throws -> OrderOutcome {
        let lines = try JuiceMaker.positions(of: order, in: compiled)
        let fruits = fruitsUsed(by: lines)
        let id = try rows.beginChange()
        var counts = try read(fruits, from: &rows)
        let used: [(fruit: Int, amount: Int)]
        do throws(JuiceMakerError) {
            used = try take(lines, fruits: fruits, from: &counts)
        } catch {
            guard journalingLoss, case .outOfStock(let shortfalls) = error else { throw error }
            try lost(order, lines: lines, shortfalls: shortfalls, id: id, rows: &rows)
            return .lost(refusal: error)
        }
        try rows.setCounts(used.map { FruitCount(fruit: menu.fruits[$0.fruit].id, count: counts[$0.fruit]) })
        let deltas = used.map { FruitDelta(fruit: menu.fruits[$0.fruit].id, change: -$0.amount) }
        return .made(try append(id: id, kind: .order, description: order.description, deltas: deltas,
                                sales: sales(of: lines), rows: &rows))
    }

    /// Journals a refused order as a lost sale under `id`.
    private func lost(_ order: JuiceOrder, lines: [(juice: Int, count: Int)], shortfalls: [Shortfall], id: Int,
                      rows: inout some StockRows) throws {
        let short = shortfalls.map { ShortFruit(fruit: $0.fruit.id, need: $0.need, have: $0.have) }
        _ = try append(id: id, kind: .lost, description: order.description, deltas: [], sales: sales(of: lines),
                       short: short, rows: &rows)
    }

    /// An order's lines as the journal keeps them, at the menu's prices.
    private func sales(of lines: [(juice: Int, count: Int)]) -> [SaleLine] {
        lines.map { SaleLine(juice: menu.juices[$0.juice].id, glasses: $0.count, price: menu.juices[$0.juice].price) }
    }

    /// Starts orders made one after another in one change of the stand's rows (`OrderBatch`).
    ///
    /// - Parameters:
    ///   - counts: Every menu fruit's count, in menu order, as the store read them inside its
    ///     transaction (a fruit without a row 0).
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The batch; its orders' entries are numbered from the stand's next id.
    /// - Throws: What `rows` throws.
    package func orderBatch(counts: [Int], rows: inout some StockRows) throws -> OrderBatch {
        OrderBatch(ledger: self, nextID: try rows.beginChange(), counts: counts)
    }

    /// Orders made one after another in one change of the stand's rows: what `juicemaker serve`
    /// does with the orders that queue up for SQLite's one writer. Each is made as
    /// `order(_:rows:)` would make it in a change of its own (whole or refused, seeing the ones
    /// before it, its entry numbered after theirs), but the counts are read once, by the store
    /// before the batch, and each changed one written once, by `finish(rows:)`.
    ///
    /// ```swift
    /// var batch = try ledger.orderBatch(counts: countsOfEveryMenuFruit, rows: &rows)
    /// let made = try queued.map { try batch.order($0, rows: &rows) }
    /// try batch.finish(rows: &rows)
    /// ```
    package struct OrderBatch {
        private let ledger: StockLedger
        private var nextID: Int
        /// Every menu fruit's count, in menu order, as the batch's orders so far left it.
        package private(set) var counts: [Int]
        /// The fruits an order of the batch took: the counts `finish(rows:)` writes.
        private var taken: [Bool]

        fileprivate init(ledger: StockLedger, nextID: Int, counts: [Int]) {
            self.ledger = ledger
            self.nextID = nextID
            // A count the store did not give reads 0, as a fruit without a row does.
            self.counts = (0..<ledger.compiled.fruitCount).map { $0 < counts.count ? counts[$0] : 0 }
            taken = Array(repeating: false, count: ledger.compiled.fruitCount)
        }

        /// Makes the whole order or nothing, after the batch's orders before it, and journals it.
        ///
        /// - Parameters:
        ///   - order: Juices of the menu with their counts.
        ///   - rows: The rows the batch was started on.
        /// - Returns: The journal entry, or the error `order(_:rows:)` would throw for the order: a
        ///   refused order takes nothing, and one refused for want of fruit is journaled as a lost
        ///   sale first (`orderOrLoss(_:rows:)`).
        /// - Throws: What `rows` throws. Roll back then: none of the batch is kept.
        package mutating func order(_ order: JuiceOrder, rows: inout some StockRows) throws -> Result<JournalEntry, JuiceMakerError> {
            let lines: [(juice: Int, count: Int)]
            do throws(JuiceMakerError) {
                lines = try JuiceMaker.positions(of: order, in: ledger.compiled)
            } catch {
                return .failure(error)
            }
            let fruits = ledger.fruitsUsed(by: lines)
            let used: [(fruit: Int, amount: Int)]
            do throws(JuiceMakerError) {
                used = try ledger.take(lines, fruits: fruits, from: &counts)
            } catch {
                guard case .outOfStock(let shortfalls) = error else { return .failure(error) }
                try ledger.lost(order, lines: lines, shortfalls: shortfalls, id: nextID, rows: &rows)
                nextID += 1
                return .failure(error)
            }
            for use in used { taken[use.fruit] = true }
            let deltas = used.map { FruitDelta(fruit: ledger.menu.fruits[$0.fruit].id, change: -$0.amount) }
            let entry = try ledger.append(id: nextID, kind: .order, description: order.description, deltas: deltas,
                                          sales: ledger.sales(of: lines), rows: &rows)
            nextID += 1
            return .success(entry)
        }

        /// Writes the count of every fruit the batch's orders took; once, after the last order.
        ///
        /// - Parameter rows: The rows the batch was started on.
        /// - Throws: What `rows` throws. Roll back then: none of the batch is kept.
        package func finish(rows: inout some StockRows) throws {
            try rows.setCounts(taken.indices.filter { taken[$0] }.map { FruitCount(fruit: ledger.menu.fruits[$0].id, count: counts[$0]) })
        }
    }

    /// The stand's counts of `fruits` (positions), at those positions of an array of every menu
    /// fruit; the others 0.
    private func read(_ fruits: [Int], from rows: inout some StockRows) throws -> [Int] {
        let have = try rows.counts(of: fruits.map { menu.fruits[$0].id })
        var counts = Array(repeating: 0, count: compiled.fruitCount)
        for (fruit, count) in zip(fruits, have) { counts[fruit] = count }
        return counts
    }

    /// Takes what an order's lines use from `counts`, or throws and leaves them as they were.
    ///
    /// - Parameters:
    ///   - lines: The order's juice positions and glasses.
    ///   - fruits: The positions of the fruits the lines use (`fruitsUsed(by:)`); only their
    ///     counts are looked at, so a bad count of another fruit refuses no order.
    ///   - counts: Every menu fruit's count by position.
    /// - Returns: What was taken, one amount a fruit (by position), in menu order.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit, `.invalidCount`, or a
    ///   count out of range.
    private func take(_ lines: [(juice: Int, count: Int)], fruits: [Int],
                      from counts: inout [Int]) throws(JuiceMakerError) -> [(fruit: Int, amount: Int)] {
        var own = Array(repeating: 0, count: compiled.fruitCount)
        for fruit in fruits { own[fruit] = counts[fruit] }
        var maker = try JuiceMaker(compiled: compiled, counts: own)
        return try maker.make(positions: lines).compactMap { used in
            // Every fruit the engine takes is on the menu.
            guard let fruit = menu.fruitIndex(of: used.fruit) else { return nil }
            counts[fruit] = maker.stock(of: used.fruit)
            return (fruit, used.amount)
        }
    }

    /// Adds `amount` of a fruit, journaled as `add <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.unknownFruit`, `.invalidAmount`, or `.stockLimit` past
    ///   `Limits.maxStock`; or what `rows` throws.
    package func add(fruit: Fruit.ID, amount: Int, rows: inout some StockRows) throws -> JournalEntry {
        try change(fruit: fruit, kind: .add, amount: amount, rows: &rows) { stock, index throws(JuiceMakerError) in
            try stock.add(amount, to: index)
        }
    }

    /// Takes `amount` of a fruit out, journaled as `remove <fruit> <amount>`; taking more than there is
    /// throws rather than clamping to 0.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.negativeStock`, `.unknownFruit` or `.invalidAmount`; or what `rows` throws.
    package func remove(fruit: Fruit.ID, amount: Int, rows: inout some StockRows) throws -> JournalEntry {
        try change(fruit: fruit, kind: .remove, amount: amount, rows: &rows) { stock, index throws(JuiceMakerError) in
            try stock.remove(amount, from: index)
        }
    }

    /// Sets a fruit's count, journaled as `set <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: The new count, from 0 to `Limits.maxStock`.
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The journal entry; it has no delta when the count was already `amount`.
    /// - Throws: `JuiceMakerError.negativeStock`, `.stockLimit` or `.unknownFruit`; or what `rows` throws.
    package func set(fruit: Fruit.ID, amount: Int, rows: inout some StockRows) throws -> JournalEntry {
        try change(fruit: fruit, kind: .set, amount: amount, rows: &rows) { stock, index throws(JuiceMakerError) in
            try stock.set(amount, for: index)
        }
    }

    /// Every menu fruit back to its initial stock, as one entry (`reset`); fruits that left the menu
    /// keep their stock.
    ///
    /// - Parameter rows: The stand's rows, inside the store's transaction.
    /// - Returns: The journal entry, with a delta for every fruit whose count changed.
    /// - Throws: What `rows` throws.
    package func reset(rows: inout some StockRows) throws -> JournalEntry {
        let id = try rows.beginChange()
        let have = try rows.counts(of: menu.fruits.map(\.id))
        var updates: [FruitCount] = []
        var deltas: [FruitDelta] = []
        for (fruit, count) in zip(menu.fruits, have) where count != fruit.initialStock {
            updates.append(FruitCount(fruit: fruit.id, count: fruit.initialStock))
            deltas.append(FruitDelta(fruit: fruit.id, change: fruit.initialStock - count))
        }
        if !updates.isEmpty { try rows.setCounts(updates) }
        return try append(id: id, kind: .reset, description: "reset", deltas: deltas, rows: &rows)
    }

    /// Reverts the newest entry that is neither an undo nor undone yet: applies its deltas negated,
    /// marks it undone and journals `undo #<id>`.
    ///
    /// - Parameter rows: The stand's rows, inside the store's transaction.
    /// - Returns: The reverted entry, now marked undone, and the undo entry.
    /// - Throws: `JuiceMakerError.nothingToUndo`; `.cannotUndo` when stock used since would go below 0;
    ///   `.stockLimit` past `Limits.maxStock`; or what `rows` throws.
    package func undo(rows: inout some StockRows) throws -> UndoRecord {
        let id = try rows.beginChange()
        guard let target = try rows.newestUndoable() else { throw JuiceMakerError.nothingToUndo }
        let have = try rows.counts(of: target.deltas.map(\.fruit))
        var shortfalls: [Shortfall] = []
        var updates: [FruitCount] = []
        for (delta, count) in zip(target.deltas, have) {
            let (now, overflow) = count.subtractingReportingOverflow(delta.change)
            if now < 0 {
                shortfalls.append(Shortfall(fruit: label(of: delta.fruit), need: delta.change, have: count))
            } else if overflow || now > Limits.maxStock {
                throw JuiceMakerError.stockLimit(fruit: label(of: delta.fruit), have: count, change: -delta.change)
            } else {
                updates.append(FruitCount(fruit: delta.fruit, count: now))
            }
        }
        guard shortfalls.isEmpty else {
            throw JuiceMakerError.cannotUndo(entryID: target.id, description: target.description, shortfalls: shortfalls)
        }
        if !updates.isEmpty { try rows.setCounts(updates) }
        let negated = target.deltas.map { FruitDelta(fruit: $0.fruit, change: -$0.change) }
        let undo = try append(id: id, kind: .undo, description: "undo #\(target.id)", deltas: negated,
                              undoes: target.id, rows: &rows)
        try rows.markUndone(target.id, by: undo.id)
        return UndoRecord(reverted: target.undone(by: undo.id), undo: undo)
    }

    /// Buys what `request` plans, from the stock inside the transaction, as one entry
    /// (`restock mango 8, kiwi 3`) that `undo` reverts whole.
    ///
    /// Nothing is journaled when there is nothing to buy. The plan is made from a first read, and
    /// again once the stand is held for the change, so a restock racing another one buys only what
    /// is still missing.
    ///
    /// - Parameters:
    ///   - request: The shopping list (`.lowStock`) or what some orders lack (`.orders`).
    ///   - rows: The stand's rows, inside the store's transaction.
    /// - Returns: The plan bought, and its journal entry (nil when the plan is empty).
    /// - Throws: What `JuiceMaker.restockPlan(for:)` throws for orders the menu cannot make; or what
    ///   `rows` throws.
    package func restock(_ request: RestockRequest, rows: inout some StockRows) throws -> RestockResult {
        let fruits = menu.fruits.map(\.id)
        let first = try JuiceMaker(compiled: compiled, counts: try rows.counts(of: fruits)).restockPlan(for: request)
        guard !first.isEmpty else { return RestockResult(plan: first, entry: nil) }
        let id = try rows.beginChange()
        let plan = try JuiceMaker(compiled: compiled, counts: try rows.counts(of: fruits)).restockPlan(for: request)
        guard !plan.isEmpty else { return RestockResult(plan: plan, entry: nil) }
        try rows.setCounts(plan.items.map { FruitCount(fruit: $0.fruit.id, count: $0.stockAfter) })
        let deltas = plan.items.map { FruitDelta(fruit: $0.fruit.id, change: $0.buy) }
        let entry = try append(id: id, kind: .restock, description: plan.description, deltas: deltas, rows: &rows)
        return RestockResult(plan: plan, entry: entry)
    }

    /// The label errors use for a fruit id, also for fruits that left the menu.
    func label(of fruit: Fruit.ID) -> FruitLabel {
        if let index = menu.fruitIndex(of: fruit) { return compiled.fruitLabels[index] }
        return FruitLabel(id: fruit, name: LocalizedName(english: fruit.rawValue))
    }

    // MARK: Parts

    /// One fruit's change: read, check, write, journal as `add strawberry 5`.
    private func change(fruit id: Fruit.ID, kind: JournalEntry.Kind, amount: Int, rows: inout some StockRows,
                        _ apply: (inout StockCounts, Int) throws(JuiceMakerError) -> Void) throws -> JournalEntry {
        let index = try compiled.fruitPosition(id)
        let description = "\(kind.rawValue) \(id.rawValue) \(amount)"
        let entryID = try rows.beginChange()
        let have = try rows.counts(of: [id])[0]
        var counts = Array(repeating: 0, count: compiled.fruitCount)
        counts[index] = have
        var stock = try StockCounts(menu: compiled, counts: counts)
        try apply(&stock, index)
        let now = stock[index]
        if now != have { try rows.setCounts([FruitCount(fruit: id, count: now)]) }
        let deltas = now == have ? [] : [FruitDelta(fruit: id, change: now - have)]
        return try append(id: entryID, kind: kind, description: description, deltas: deltas, rows: &rows)
    }

    /// Journals an entry stamped now, to the millisecond (as stores keep it).
    private func append(id: Int, kind: JournalEntry.Kind, description: String, deltas: [FruitDelta],
                        undoes: Int? = nil, sales: [SaleLine] = [], short: [ShortFruit] = [],
                        rows: inout some StockRows) throws -> JournalEntry {
        let milliseconds = (Date().timeIntervalSince1970 * 1000).rounded()
        let entry = JournalEntry(id: id, time: Date(timeIntervalSince1970: milliseconds / 1000), kind: kind,
                                 description: description, deltas: deltas, undoes: undoes, sales: sales,
                                 currency: sales.isEmpty ? nil : menu.currency, short: short)
        try rows.append(entry)
        return entry
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

extension JournalEntry {
    /// Milliseconds since 1970, as stores keep `time`.
    public var milliseconds: Int64 { Int64((time.timeIntervalSince1970 * 1000).rounded()) }
}
