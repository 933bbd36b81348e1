/// Bounds that keep every number the engine handles far from `Int` overflow.
///
/// With amounts ≤ 1e6 and counts ≤ 1e6, one line needs at most 1e12 of a fruit, and
/// stock never exceeds 1e12, so sums and products below stay exact.
public enum EngineLimits {
    /// The most glasses of one juice in one order.
    public static let maxCount = 1_000_000
    /// The most of one fruit a recipe may use per glass.
    public static let maxRecipeAmount = 1_000_000
    /// The most of one fruit that add/remove/set may move at once.
    public static let maxStockChange = 1_000_000_000
    /// The most of one fruit the stand may hold.
    public static let maxStock = 1_000_000_000_000
}
