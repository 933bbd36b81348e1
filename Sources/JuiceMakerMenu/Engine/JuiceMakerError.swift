/// Everything that can go wrong with an order or a stock change. Nothing changed when one is thrown.
public enum JuiceMakerError: Error, Sendable, Equatable {
    /// A word that names no juice on the menu, with the closest id if one is near.
    case unknownJuice(name: String, suggestion: String?)
    /// A word that names no fruit on the menu, with the closest id if one is near.
    case unknownFruit(name: String, suggestion: String?)
    /// An order word whose count is not a whole number from 1 to `Limits.maxOrderCount`.
    case invalidCount(String)
    /// One juice's counts in an order add up past `Limits.maxOrderCount` (`banana banana:1000000`);
    /// each count alone may be fine.
    case orderTooLarge(juice: String, total: Int)
    /// An order or a restock plan needs more of a fruit than a stand may ever hold (`Limits.maxStock`),
    /// so no stock change could make it.
    case beyondStockLimit(fruit: FruitLabel, need: Int)
    /// A stock amount that is not a whole number from 0 to `Limits.maxStockChange`.
    case invalidAmount(String)
    /// An order with no juice in it.
    case emptyOrder
    /// The order needs more than the stand has; every short fruit is listed, in menu order.
    case outOfStock([Shortfall])
    /// A change that would take a fruit's stock below 0.
    case negativeStock(fruit: FruitLabel, have: Int, change: Int)
    /// A change that would take a fruit's stock above `Limits.maxStock`.
    case stockLimit(fruit: FruitLabel, have: Int, change: Int)
    /// The journal has no entry left to undo.
    case nothingToUndo
    /// Undoing the entry would take stock below 0 (its fruit was used since).
    case cannotUndo(entryID: Int, description: String, shortfalls: [Shortfall])

    /// The shortage of an order: `.outOfStock` with every short fruit, or `.beyondStockLimit` for
    /// the first fruit it needs more of than a stand may hold (adding stock could not help).
    ///
    /// - Parameter shortfalls: Every short fruit, in menu order.
    /// - Returns: The error to throw.
    public static func shortage(_ shortfalls: [Shortfall]) -> JuiceMakerError {
        if let impossible = shortfalls.first(where: { $0.need > Limits.maxStock }) {
            return .beyondStockLimit(fruit: impossible.fruit, need: impossible.need)
        }
        return .outOfStock(shortfalls)
    }
}

extension JuiceMakerError {
    /// The stable code front ends name the error by: `--json`'s `error`, the HTTP API's problem
    /// `code`. Never renamed; the switch is exhaustive so a new case must be given one.
    public var code: String {
        switch self {
        case .unknownJuice: "unknown-juice"
        case .unknownFruit: "unknown-fruit"
        case .invalidCount, .orderTooLarge, .invalidAmount, .emptyOrder, .stockLimit: "invalid-number"
        case .beyondStockLimit: "beyond-stock-limit"
        case .outOfStock: "out-of-stock"
        case .negativeStock: "negative-stock"
        case .nothingToUndo: "nothing-to-undo"
        case .cannotUndo: "cannot-undo"
        }
    }
}
