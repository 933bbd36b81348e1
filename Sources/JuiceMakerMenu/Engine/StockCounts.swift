/// The count of every menu fruit, by position, held in memory for the engine (`JuiceMaker`) and the
/// ledger to check a change on: never negative, never above `Limits.maxStock`. (`StockStore` is
/// where stock is kept.)
package struct StockCounts: Sendable, Equatable {
    /// Count per fruit, in menu order.
    var counts: [Int]
    /// Fruit labels by position, only for error messages.
    let labels: [FruitLabel]

    /// Every fruit at its initial stock.
    init(menu: CompiledMenu) {
        self.counts = menu.menu.fruits.map(\.initialStock)
        self.labels = menu.fruitLabels
    }

    /// Given counts, one per menu fruit (missing ones are 0, extra ones ignored).
    package init(menu: CompiledMenu, counts: [Int]) throws(JuiceMakerError) {
        self.init(menu: menu)
        for index in self.counts.indices {
            try set(index < counts.count ? counts[index] : 0, for: index)
        }
    }

    package static func == (lhs: StockCounts, rhs: StockCounts) -> Bool { lhs.counts == rhs.counts }

    package subscript(fruit: Int) -> Int { counts[fruit] }

    package mutating func add(_ amount: Int, to fruit: Int) throws(JuiceMakerError) {
        try checkChange(amount)
        try apply(change: amount, to: fruit)
    }

    /// Taking more than there is is an error, not a clamp: the count stays as it was.
    package mutating func remove(_ amount: Int, from fruit: Int) throws(JuiceMakerError) {
        try checkChange(amount)
        try apply(change: -amount, to: fruit)
    }

    package mutating func set(_ amount: Int, for fruit: Int) throws(JuiceMakerError) {
        try apply(change: amount - counts[fruit], to: fruit)
    }

    /// Adds `change` (either sign) if the result stays within 0…maxStock.
    mutating func apply(change: Int, to fruit: Int) throws(JuiceMakerError) {
        let have = counts[fruit]
        let (result, overflow) = have.addingReportingOverflow(change)
        if overflow ? change < 0 : result < 0 {
            throw .negativeStock(fruit: labels[fruit], have: have, change: change)
        }
        if overflow || result > Limits.maxStock {
            throw .stockLimit(fruit: labels[fruit], have: have, change: change)
        }
        counts[fruit] = result
    }

    private func checkChange(_ amount: Int) throws(JuiceMakerError) {
        guard (0...Limits.maxStockChange).contains(amount) else { throw .invalidAmount(String(amount)) }
    }
}
