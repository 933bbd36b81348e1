/// Makes juices from stock held in memory: every order is all or nothing.
///
/// Hot paths see only indices and flat arrays. `make(juice:count:)` checks and subtracts in place;
/// `make(_:)` for several lines adds up the need per fruit in a scratch buffer kept between calls,
/// so neither allocates except for the `FruitUse` list a batch returns.
public struct JuiceMaker: Sendable {
    public let menu: CompiledMenu
    public private(set) var stock: FruitStore

    /// Need per fruit while a batch is checked; all zero between calls.
    private var need: [Int]
    /// The fruits whose `need` is non-zero, so clearing costs the batch's size, not the menu's.
    private var touched: [Int]

    /// Every fruit at its initial stock.
    public init(menu: CompiledMenu) {
        self.init(menu: menu, stock: FruitStore(menu: menu))
    }

    /// Stock given per fruit, in menu order.
    public init(menu: CompiledMenu, counts: [Int]) throws(JuiceMakerError) {
        self.init(menu: menu, stock: try FruitStore(menu: menu, counts: counts))
    }

    private init(menu: CompiledMenu, stock: FruitStore) {
        self.menu = menu
        self.stock = stock
        self.need = Array(repeating: 0, count: menu.fruitCount)
        self.touched = []
        self.touched.reserveCapacity(min(menu.fruitCount, 64))
    }

    // MARK: Orders

    /// Makes `count` glasses of one juice, or throws `outOfStock` and changes nothing.
    /// The fast path: no allocation unless it throws.
    public mutating func make(juice: Int, count: Int = 1) throws(JuiceMakerError) {
        try checkLine(juice: juice, count: count)
        let start = menu.recipeStart[juice]
        let end = menu.recipeStart[juice + 1]
        var k = start
        while k < end {
            let use = menu.uses[k]
            if stock.counts[use.fruit] < use.amount * count { throw shortage(juice: juice, count: count) }
            k += 1
        }
        k = start
        while k < end {
            let use = menu.uses[k]
            stock.counts[use.fruit] -= use.amount * count
            k += 1
        }
    }

    /// Makes every line or none: the need is added up per fruit over all lines first, so a batch
    /// whose last line is short changes nothing. Returns what was used, in menu order.
    @discardableResult
    public mutating func make(_ lines: [OrderLine]) throws(JuiceMakerError) -> [FruitUse] {
        for line in lines { try checkLine(juice: line.juice, count: line.count) }
        for line in lines {
            var k = menu.recipeStart[line.juice]
            let end = menu.recipeStart[line.juice + 1]
            while k < end {
                let use = menu.uses[k]
                let fruit = use.fruit
                if need[fruit] == 0 { touched.append(fruit) }
                let (sum, overflow) = need[fruit].addingReportingOverflow(use.amount * line.count)
                need[fruit] = overflow ? Int.max : sum
                k += 1
            }
        }
        if touched.count > 1 { touched.sort() }

        var short = false
        for fruit in touched where stock.counts[fruit] < need[fruit] {
            short = true
            break
        }
        if short {
            let shortfalls = touched.compactMap { fruit in
                stock.counts[fruit] < need[fruit]
                    ? Shortfall(fruit: menu.fruitLabel(fruit), need: need[fruit], have: stock.counts[fruit]) : nil
            }
            clearScratch()
            throw .outOfStock(shortfalls)
        }

        var used: [FruitUse] = []
        used.reserveCapacity(touched.count)
        for fruit in touched {
            stock.counts[fruit] -= need[fruit]
            used.append(FruitUse(fruit: fruit, amount: need[fruit]))
        }
        clearScratch()
        return used
    }

    /// Makes a whole order, as `make(_:)` does for its lines.
    @discardableResult
    public mutating func make(_ order: JuiceOrder) throws(JuiceMakerError) -> [FruitUse] {
        try make(order.lines)
    }

    // MARK: Questions

    /// How many glasses of `juice` the stock allows now (`Int.max` for a juice that uses nothing,
    /// 0 for an index not on the menu).
    public func servings(of juice: Int) -> Int {
        guard juice >= 0, juice < menu.juiceCount else { return 0 }
        var servings = Int.max
        for use in menu.recipe(of: juice) {
            servings = min(servings, stock.counts[use.fruit] / use.amount)
        }
        return servings
    }

    /// What `lines` need beyond the stock, per fruit in menu order; empty when they can be made.
    /// Lines out of range are ignored here; `make` rejects them.
    public func shortfall(for lines: [OrderLine]) -> [Shortfall] {
        var need = Array(repeating: 0, count: menu.fruitCount)
        for line in lines where line.juice >= 0 && line.juice < menu.juiceCount && line.count >= 1 {
            let count = min(line.count, EngineLimits.maxCount)
            for use in menu.recipe(of: line.juice) {
                let (sum, overflow) = need[use.fruit].addingReportingOverflow(use.amount * count)
                need[use.fruit] = overflow ? Int.max : sum
            }
        }
        return need.indices.compactMap { fruit in
            need[fruit] > stock.counts[fruit]
                ? Shortfall(fruit: menu.fruitLabel(fruit), need: need[fruit], have: stock.counts[fruit]) : nil
        }
    }

    /// Fruits with `threshold` or fewer left, in menu order.
    public func lowFruits(threshold: Int) -> [StockLevel] {
        levels().filter { $0.count <= threshold }
    }

    /// Every menu fruit with its count, in menu order.
    public func levels() -> [StockLevel] {
        zip(menu.menu.fruits, stock.counts).map { StockLevel(fruit: $0, count: $1) }
    }

    // MARK: Stock changes

    public mutating func add(_ amount: Int, to fruit: Int) throws(JuiceMakerError) {
        try stock.add(amount, to: fruit)
    }

    public mutating func remove(_ amount: Int, from fruit: Int) throws(JuiceMakerError) {
        try stock.remove(amount, from: fruit)
    }

    public mutating func set(_ amount: Int, for fruit: Int) throws(JuiceMakerError) {
        try stock.set(amount, for: fruit)
    }

    /// Every fruit back to its initial stock.
    public mutating func reset() {
        stock = FruitStore(menu: menu)
    }

    // MARK: Helpers

    private func checkLine(juice: Int, count: Int) throws(JuiceMakerError) {
        guard juice >= 0, juice < menu.juiceCount else { throw .unknownJuice(name: "#\(juice)", suggestion: nil) }
        guard count >= 1, count <= EngineLimits.maxCount else { throw .invalidCount(String(count)) }
    }

    /// The slow path of `make(juice:count:)`, kept out of line so the fast path stays small.
    @inline(never)
    private func shortage(juice: Int, count: Int) -> JuiceMakerError {
        let shortfalls = menu.recipe(of: juice)
            .filter { stock.counts[$0.fruit] < $0.amount * count }
            .sorted { $0.fruit < $1.fruit }
            .map { Shortfall(fruit: menu.fruitLabel($0.fruit), need: $0.amount * count, have: stock.counts[$0.fruit]) }
        return .outOfStock(shortfalls)
    }

    private mutating func clearScratch() {
        for fruit in touched { need[fruit] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
