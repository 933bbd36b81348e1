/// Every bound juicemaker puts on a number, in one place: the menu validator, the engine, the stores,
/// the command line, the JSON Schema (`config/menu.schema.json`, checked against these in a test)
/// and docs/menu-format.md all read them from here. What `juicemaker validate` accepts, every command runs.
///
/// The bounds keep every sum and product far from `Int` overflow: an order line needs at most
/// `maxMenuNumber × maxOrderCount` = 10^15 of a fruit, and stock never exceeds `maxStock` = 10^12.
public enum Limits {
    /// The largest number a menu may hold: an initial stock (`stock:`, `defaults.stock`), a reorder
    /// point, a par level or a recipe amount. Stock and reorder points are 0 or more, par levels and
    /// recipe amounts 1 or more.
    public static let maxMenuNumber = 1_000_000_000
    /// The largest price (a juice's `price:`) or cost (a fruit's `cost:`), in minor units of the
    /// menu's currency: ten million dollars, or a billion won. A glass's takings times an order's
    /// largest count stays far inside 64 bits.
    public static let maxPrice = 1_000_000_000
    /// The most fruits a menu may have.
    public static let maxFruits = 50_000
    /// The most juices a menu may have.
    public static let maxJuices = 500_000
    /// The most glasses of one juice in one order.
    public static let maxOrderCount = 1_000_000
    /// The most of one fruit that one stock change (add, remove, set) may move: as much as a stand
    /// may hold, so the `stock add` that juicemaker suggests for any order it can make is accepted.
    public static let maxStockChange = maxStock
    /// The most of one fruit the stand may hold.
    public static let maxStock = 1_000_000_000_000
    /// The largest menu file, in bytes (256 MiB): checked before and while reading, so a link to
    /// `/dev/zero` or a file that keeps growing is refused instead of filling memory.
    public static let maxMenuBytes = 256 << 20

    /// Initial stock of one fruit: `0...maxMenuNumber`.
    public static let initialStock = 0...maxMenuNumber
    /// How much of one fruit a recipe uses per glass: `1...maxMenuNumber`.
    public static let recipeAmount = 1...maxMenuNumber
    /// A fruit's reorder point (`reorder:`): it is low at or below this count. `0...maxMenuNumber`,
    /// the bounds of a stock.
    public static let reorderPoint = 0...maxMenuNumber
    /// A fruit's par level (`par:`): the count a restock brings it back to. `1...maxMenuNumber`, and
    /// above the reorder point.
    public static let parLevel = 1...maxMenuNumber
}
