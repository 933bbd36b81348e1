/// Stock per fruit index; never negative, never above `EngineLimits.maxStock`.
public struct FruitStore: Sendable, Equatable {
    /// Count per fruit, in menu order.
    public internal(set) var counts: [Int]
    /// Fruit labels by index, only for error messages.
    let labels: [FruitLabel]

    /// Every fruit at its initial stock.
    public init(menu: CompiledMenu) {
        self.counts = menu.menu.fruits.map(\.initialStock)
        self.labels = menu.fruitLabels
    }

    /// Given counts, one per menu fruit (missing ones are 0, extra ones ignored).
    public init(menu: CompiledMenu, counts: [Int]) throws(JuiceMakerError) {
        self.init(menu: menu)
        for index in self.counts.indices {
            try set(index < counts.count ? counts[index] : 0, for: index)
        }
    }

    public static func == (lhs: FruitStore, rhs: FruitStore) -> Bool { lhs.counts == rhs.counts }

    public var fruitCount: Int { counts.count }

    public subscript(fruit: Int) -> Int { counts[fruit] }

    public mutating func add(_ amount: Int, to fruit: Int) throws(JuiceMakerError) {
        try checkChange(amount, fruit: fruit)
        try apply(change: amount, to: fruit)
    }

    /// Taking more than there is is an error, not a clamp: the count stays as it was.
    public mutating func remove(_ amount: Int, from fruit: Int) throws(JuiceMakerError) {
        try checkChange(amount, fruit: fruit)
        try apply(change: -amount, to: fruit)
    }

    public mutating func set(_ amount: Int, for fruit: Int) throws(JuiceMakerError) {
        try checkFruit(fruit)
        try apply(change: amount - counts[fruit], to: fruit)
    }

    /// Adds `change` (either sign) if the result stays within 0…maxStock.
    public mutating func apply(change: Int, to fruit: Int) throws(JuiceMakerError) {
        try checkFruit(fruit)
        let have = counts[fruit]
        let (result, overflow) = have.addingReportingOverflow(change)
        if overflow ? change < 0 : result < 0 {
            throw .negativeStock(fruit: labels[fruit], have: have, change: change)
        }
        if overflow || result > EngineLimits.maxStock {
            throw .stockLimit(fruit: labels[fruit], have: have, change: change)
        }
        counts[fruit] = result
    }

    private func checkFruit(_ fruit: Int) throws(JuiceMakerError) {
        guard fruit >= 0, fruit < counts.count else {
            throw .unknownFruit(name: "#\(fruit)", suggestion: nil)
        }
    }

    private func checkChange(_ amount: Int, fruit: Int) throws(JuiceMakerError) {
        try checkFruit(fruit)
        guard (0...EngineLimits.maxStockChange).contains(amount) else { throw .invalidAmount(String(amount)) }
    }
}
