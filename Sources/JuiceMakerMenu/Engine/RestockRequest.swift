/// What a restock plan is for.
public enum RestockRequest: Sendable, Hashable {
    /// Every fruit at or below its reorder point, bought back up to its par: the shopping list.
    case lowStock
    /// Only what is short to make these orders from the stock on hand (`restock --for`).
    case orders(JuiceOrder)
}
