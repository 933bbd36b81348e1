/// A fruit the stand keeps in stock, with its stock rules.
public struct Fruit: Sendable, Hashable, Identifiable, Codable {
    /// A fruit's id: `strawberry`.
    public typealias ID = MenuItemID<Fruit>

    /// The fruit's id, unique among the menu's fruits.
    public let id: ID
    /// Its display name; a menu without `name:` names it by its id.
    public let name: LocalizedName
    /// Shown before the name, if any; never empty in a `Menu`.
    public let emoji: String?
    /// Stock on the first day (from `stock:` or `defaults.stock`), not stock on hand.
    public let initialStock: Int
    /// The reorder point (from `reorder:` or `defaults.reorder`): the fruit is low when its stock is
    /// at or below it. Nil when the menu sets none: the fruit is never low.
    public let reorderPoint: Int?
    /// The par level the menu sets (from `par:` or `defaults.par`); nil when it sets none and the
    /// par is the initial stock. See `par`.
    public let parLevel: Int?

    /// The level a restock brings the fruit back to: `parLevel`, else the initial stock. Above
    /// `reorderPoint` in a `Menu`.
    public var par: Int { parLevel ?? initialStock }

    /// A fruit as a menu would describe it. Nothing is checked here: `Menu`'s initializer checks
    /// the fruits it is given.
    ///
    /// - Parameters:
    ///   - id: A lowercase slug, `[a-z][a-z0-9-]*`.
    ///   - name: Its name in one or more languages.
    ///   - emoji: Shown before the name, if any.
    ///   - initialStock: From 0 to `Limits.maxMenuNumber`.
    ///   - reorderPoint: Low at or below this count, within `Limits.reorderPoint`; nil: never low.
    ///   - parLevel: What a restock brings it back to, within `Limits.parLevel` and above
    ///     `reorderPoint`; nil: the initial stock.
    public init(id: ID, name: LocalizedName, emoji: String? = nil, initialStock: Int,
                reorderPoint: Int? = nil, parLevel: Int? = nil) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.initialStock = initialStock
        self.reorderPoint = reorderPoint
        self.parLevel = parLevel
    }

    /// Whether `count` of this fruit is low: at or below its reorder point.
    ///
    /// - Parameter count: A stock of this fruit.
    /// - Returns: False when the fruit has no reorder point.
    public func isLow(at count: Int) -> Bool {
        guard let reorderPoint else { return false }
        return count <= reorderPoint
    }
}
