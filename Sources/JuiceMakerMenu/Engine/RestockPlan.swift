/// What to buy: one line per fruit that needs buying, in menu order.
///
/// ```swift
/// let plan = try store.maker().restockPlan(for: .lowStock)
/// for item in plan.items { print(item.fruit.id, item.stock, "→ buy", item.buy) }
/// ```
public struct RestockPlan: Sendable, Hashable {
    /// What the plan is for.
    public let request: RestockRequest
    /// The fruits to buy, in menu order; empty when nothing needs buying.
    public let items: [RestockItem]

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - request: What the plan is for.
    ///   - items: The fruits to buy, each with a `buy` of 1 or more.
    public init(request: RestockRequest, items: [RestockItem]) {
        self.request = request
        self.items = items
    }

    /// Whether there is nothing to buy.
    public var isEmpty: Bool { items.isEmpty }

    /// The plan as the journal describes it once bought: `restock mango 8, kiwi 3`.
    public var description: String {
        "restock " + items.map { "\($0.fruit.id.rawValue) \($0.buy)" }.joined(separator: ", ")
    }
}

extension Menu {
    /// Whether some fruit has a reorder point; without one, no fruit is ever low.
    public var hasReorderPoints: Bool { fruits.contains { $0.reorderPoint != nil } }
}

extension JuiceMaker {
    /// Fruits at or below their reorder point, in menu order (fruits without one are never low).
    ///
    /// - Returns: The low fruits with their counts.
    public func lowFruits() -> [StockLevel] {
        levels().filter(\.isLow)
    }

    /// What to buy for `request` from the stock this maker holds.
    ///
    /// For `.lowStock`: every fruit at or below its reorder point, up to its par. For `.orders`: the
    /// fruits the orders need more of than there is, exactly what is missing.
    ///
    /// - Parameter request: What the plan is for.
    /// - Returns: The plan; empty when nothing needs buying.
    /// - Throws: `JuiceMakerError.unknownJuice`, `.invalidCount` or `.emptyOrder` for an order the
    ///   menu cannot make; `.beyondStockLimit` when the orders need more than a stand may hold.
    public func restockPlan(for request: RestockRequest) throws(JuiceMakerError) -> RestockPlan {
        switch request {
        case .lowStock:
            let items = lowFruits().map { level in
                RestockItem(fruit: level.fruit, stock: level.count, buy: level.fruit.par - level.count)
            }
            return RestockPlan(request: request, items: items)
        case .orders(let order):
            for line in try JuiceMaker.positions(of: order, in: compiled) { try checkLine(juice: line.juice, count: line.count) }
            let items = try shortFruits(for: order).map { short throws(JuiceMakerError) in
                guard short.need <= Limits.maxStock else {
                    throw .beyondStockLimit(fruit: compiled.fruitLabels[short.fruit], need: short.need)
                }
                return RestockItem(fruit: menu.fruits[short.fruit], stock: short.have, buy: short.need - short.have)
            }
            return RestockPlan(request: request, items: items)
        }
    }
}
