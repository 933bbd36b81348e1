/// Makes juices from stock held in memory: every order is all or nothing.
///
/// Orders name juices by id; each line's id is found once, then the work runs on positions and
/// flat arrays. `make(juice:count:)` checks and subtracts in place; `make(_:)` for several lines
/// adds up the need per fruit in a scratch buffer kept between calls, so neither allocates except
/// for the list of what a batch used.
///
/// ```swift
/// var maker = JuiceMaker(menu: menu)                 // every fruit at its initial stock
/// try maker.make(juice: "strawberry-banana")         // throws .outOfStock, changing nothing, when short
/// print(maker.stock(of: "strawberry"))               // 0
/// ```
public struct JuiceMaker: Sendable {
    let compiled: CompiledMenu
    private(set) var stock: StockCounts

    /// Need per fruit while a batch is checked; all zero between calls.
    private var need: [Int]
    /// The fruits whose `need` is non-zero, so clearing costs the batch's size, not the menu's.
    private var touched: [Int]

    /// The menu the juices are made from.
    public var menu: Menu { compiled.menu }

    /// Every fruit at its initial stock.
    ///
    /// - Parameter menu: The menu to make juices from.
    public init(menu: Menu) {
        let compiled = CompiledMenu(menu)
        self.init(compiled: compiled, stock: StockCounts(menu: compiled))
    }

    /// Stock given per fruit; fruits not given have none, ids not on the menu are ignored.
    ///
    /// - Parameters:
    ///   - menu: The menu to make juices from.
    ///   - stock: Count per fruit, each from 0 to `Limits.maxStock`.
    /// - Throws: `JuiceMakerError.negativeStock` or `.stockLimit` for a count out of range.
    public init(menu: Menu, stock: [Fruit.ID: Int]) throws(JuiceMakerError) {
        let counts = menu.fruits.map { stock[$0.id] ?? 0 }
        try self.init(compiled: CompiledMenu(menu), counts: counts)
    }

    /// Stock given per fruit position, in menu order (missing ones are 0).
    package init(compiled: CompiledMenu, counts: [Int]) throws(JuiceMakerError) {
        self.init(compiled: compiled, stock: try StockCounts(menu: compiled, counts: counts))
    }

    private init(compiled: CompiledMenu, stock: StockCounts) {
        self.compiled = compiled
        self.stock = stock
        self.need = Array(repeating: 0, count: compiled.fruitCount)
        self.touched = []
        self.touched.reserveCapacity(min(compiled.fruitCount, 64))
    }

    // MARK: Orders

    /// Makes `count` glasses of one juice, or changes nothing.
    ///
    /// - Parameters:
    ///   - juice: A juice of the menu.
    ///   - count: From 1 to `Limits.maxOrderCount`.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit; `.unknownJuice` or
    ///   `.invalidCount` for a juice not on the menu or a count out of range.
    public mutating func make(juice: Juice.ID, count: Int = 1) throws(JuiceMakerError) {
        try make(juiceAt: compiled.juicePosition(juice), count: count)
    }

    /// The fast path of `make(juice:count:)`: no allocation unless it throws.
    mutating func make(juiceAt juice: Int, count: Int) throws(JuiceMakerError) {
        try checkLine(juice: juice, count: count)
        let start = compiled.recipeStart[juice]
        let end = compiled.recipeStart[juice + 1]
        var k = start
        while k < end {
            let use = compiled.uses[k]
            if stock.counts[use.fruit] < use.amount * count { throw shortage(juice: juice, count: count) }
            k += 1
        }
        k = start
        while k < end {
            let use = compiled.uses[k]
            stock.counts[use.fruit] -= use.amount * count
            k += 1
        }
    }

    /// Makes every line of `order` or none: the need is added up per fruit over all lines first,
    /// so an order whose last line is short changes nothing.
    ///
    /// - Parameter order: Juices of the menu with their counts.
    /// - Returns: What was taken from stock, per fruit in menu order.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit, `.unknownJuice`, `.invalidCount`,
    ///   or `.emptyOrder` for an order without lines.
    @discardableResult
    public mutating func make(_ order: JuiceOrder) throws(JuiceMakerError) -> [FruitAmount] {
        guard !order.lines.isEmpty else { throw .emptyOrder }
        // Each line's juice is found and its need added in one pass: no array of positions per order.
        for line in order.lines {
            let juice: Int
            do {
                juice = try compiled.juicePosition(line.juice)
                try checkLine(juice: juice, count: line.count)
            } catch {
                clearScratch()
                throw error
            }
            addNeed(juice: juice, count: line.count)
        }
        return try takeNeed()
    }

    /// The lines of an order as juice positions in `compiled`.
    package static func positions(of order: JuiceOrder, in compiled: CompiledMenu) throws(JuiceMakerError) -> [(juice: Int, count: Int)] {
        guard !order.lines.isEmpty else { throw .emptyOrder }
        var lines: [(juice: Int, count: Int)] = []
        lines.reserveCapacity(order.lines.count)
        for line in order.lines { lines.append((try compiled.juicePosition(line.juice), line.count)) }
        return lines
    }

    /// `make(_:)` on lines already turned into positions (the store finds them before it locks).
    package mutating func make(positions lines: [(juice: Int, count: Int)]) throws(JuiceMakerError) -> [FruitAmount] {
        for line in lines { try checkLine(juice: line.juice, count: line.count) }
        for line in lines { addNeed(juice: line.juice, count: line.count) }
        return try takeNeed()
    }

    /// Adds what `count` glasses of the juice at `juice` need to the scratch buffer.
    @inline(__always)
    private mutating func addNeed(juice: Int, count: Int) {
        var k = compiled.recipeStart[juice]
        let end = compiled.recipeStart[juice + 1]
        while k < end {
            let use = compiled.uses[k]
            let fruit = use.fruit
            if need[fruit] == 0 { touched.append(fruit) }
            let (sum, overflow) = need[fruit].addingReportingOverflow(use.amount * count)
            need[fruit] = overflow ? Int.max : sum
            k += 1
        }
    }

    /// Takes the scratch buffer's need from stock, all of it or, when any fruit is short, none;
    /// clears the buffer either way.
    private mutating func takeNeed() throws(JuiceMakerError) -> [FruitAmount] {
        if touched.count > 1 { touched.sort() }

        var short = false
        for fruit in touched where stock.counts[fruit] < need[fruit] {
            short = true
            break
        }
        if short {
            let shortfalls = touched.compactMap { fruit in
                stock.counts[fruit] < need[fruit]
                    ? Shortfall(fruit: compiled.fruitLabels[fruit], need: need[fruit], have: stock.counts[fruit]) : nil
            }
            clearScratch()
            throw JuiceMakerError.shortage(shortfalls)
        }

        var used: [FruitAmount] = []
        used.reserveCapacity(touched.count)
        for fruit in touched {
            stock.counts[fruit] -= need[fruit]
            used.append(FruitAmount(fruit: compiled.fruitLabels[fruit].id, amount: need[fruit]))
        }
        clearScratch()
        return used
    }

    // MARK: Questions

    /// How many of a fruit there are.
    ///
    /// - Parameter fruit: A fruit's id.
    /// - Returns: Its count; 0 for a fruit not on the menu.
    public func stock(of fruit: Fruit.ID) -> Int {
        compiled.menu.fruitIndex(of: fruit).map { stock.counts[$0] } ?? 0
    }

    /// How many glasses of `juice` the stock allows now.
    ///
    /// - Parameter juice: A juice's id.
    /// - Returns: The number of glasses; `Int.max` for a juice that uses nothing, 0 for a juice not on the menu.
    public func servings(of juice: Juice.ID) -> Int {
        compiled.menu.juiceIndex(of: juice).map(servings(ofJuiceAt:)) ?? 0
    }

    /// `servings(of:)` by the juice's position in the menu.
    ///
    /// - Parameter juice: An index into `menu.juices`.
    /// - Returns: The number of glasses; 0 for an index out of range.
    public func servings(ofJuiceAt juice: Int) -> Int {
        guard juice >= 0, juice < compiled.juiceCount else { return 0 }
        var servings = Int.max
        for use in compiled.uses(ofJuiceAt: juice) {
            servings = min(servings, stock.counts[use.fruit] / use.amount)
        }
        return servings
    }

    /// What `order` needs beyond the stock, per fruit in menu order; empty when it can be made.
    ///
    /// Nothing changes. Lines naming juices not on the menu, or with a count below 1, are left out
    /// here, and a count above `Limits.maxOrderCount` counts as that limit; `make` refuses them all.
    ///
    /// - Parameter order: The order to check.
    /// - Returns: One shortfall per short fruit, in menu order.
    public func shortfall(for order: JuiceOrder) -> [Shortfall] {
        shortFruits(for: order).map { Shortfall(fruit: compiled.fruitLabels[$0.fruit], need: $0.need, have: $0.have) }
    }

    /// `shortfall(for:)` by fruit position, which restock plans turn into menu fruits.
    func shortFruits(for order: JuiceOrder) -> [(fruit: Int, need: Int, have: Int)] {
        var need = Array(repeating: 0, count: compiled.fruitCount)
        for line in order.lines where line.count >= 1 {
            guard let juice = compiled.menu.juiceIndex(of: line.juice) else { continue }
            let count = min(line.count, Limits.maxOrderCount)
            for use in compiled.uses(ofJuiceAt: juice) {
                let (sum, overflow) = need[use.fruit].addingReportingOverflow(use.amount * count)
                need[use.fruit] = overflow ? Int.max : sum
            }
        }
        return need.indices.compactMap { fruit in
            need[fruit] > stock.counts[fruit] ? (fruit, need[fruit], stock.counts[fruit]) : nil
        }
    }

    /// Fruits with `threshold` or fewer left, in menu order.
    ///
    /// - Parameter threshold: The highest count that is low.
    /// - Returns: The low fruits with their counts.
    public func lowFruits(threshold: Int) -> [StockLevel] {
        levels().filter { $0.count <= threshold }
    }

    /// Every menu fruit with its count, in menu order.
    ///
    /// - Returns: One level per menu fruit.
    public func levels() -> [StockLevel] {
        zip(compiled.menu.fruits, stock.counts).map { StockLevel(fruit: $0, count: $1) }
    }

    // MARK: Stock changes

    /// Adds `amount` of a fruit.
    ///
    /// - Parameters:
    ///   - amount: From 0 to `Limits.maxStockChange`.
    ///   - fruit: A fruit of the menu.
    /// - Throws: `.unknownFruit`, `.invalidAmount`, or `.stockLimit` past `Limits.maxStock`; nothing changes then.
    public mutating func add(_ amount: Int, to fruit: Fruit.ID) throws(JuiceMakerError) {
        try stock.add(amount, to: compiled.fruitPosition(fruit))
    }

    /// Takes `amount` of a fruit out of stock.
    ///
    /// - Parameters:
    ///   - amount: From 0 to `Limits.maxStockChange`.
    ///   - fruit: A fruit of the menu.
    /// - Throws: `.negativeStock` when there is less than that, `.unknownFruit`, `.invalidAmount`; nothing changes then.
    public mutating func remove(_ amount: Int, from fruit: Fruit.ID) throws(JuiceMakerError) {
        try stock.remove(amount, from: compiled.fruitPosition(fruit))
    }

    /// Sets a fruit's stock.
    ///
    /// - Parameters:
    ///   - amount: The new count, from 0 to `Limits.maxStock`.
    ///   - fruit: A fruit of the menu.
    /// - Throws: `.negativeStock` below 0, `.stockLimit` past `Limits.maxStock`, `.unknownFruit`; nothing changes then.
    public mutating func set(_ amount: Int, for fruit: Fruit.ID) throws(JuiceMakerError) {
        try stock.set(amount, for: compiled.fruitPosition(fruit))
    }

    /// Every fruit back to its initial stock.
    public mutating func reset() {
        stock = StockCounts(menu: compiled)
    }

    // MARK: Helpers

    func checkLine(juice: Int, count: Int) throws(JuiceMakerError) {
        guard juice >= 0, juice < compiled.juiceCount else { throw .unknownJuice(name: "#\(juice)", suggestion: nil) }
        guard count >= 1, count <= Limits.maxOrderCount else { throw .invalidCount(String(count)) }
    }

    /// The slow path of `make(juiceAt:count:)`, kept out of line so the fast path stays small.
    @inline(never)
    private func shortage(juice: Int, count: Int) -> JuiceMakerError {
        let shortfalls = compiled.uses(ofJuiceAt: juice)
            .filter { stock.counts[$0.fruit] < $0.amount * count }
            .sorted { $0.fruit < $1.fruit }
            .map { Shortfall(fruit: compiled.fruitLabels[$0.fruit], need: $0.amount * count, have: stock.counts[$0.fruit]) }
        return .shortage(shortfalls)
    }

    private mutating func clearScratch() {
        for fruit in touched { need[fruit] = 0 }
        touched.removeAll(keepingCapacity: true)
    }
}
