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
    /// What one of this fruit costs the stand, in minor units of the menu's `currency` (from
    /// `cost:`); nil when the menu does not say. A recipe's cost is its fruits' costs times
    /// their amounts.
    public let cost: Int?
    /// The ids this fruit had before it was renamed (from `was:`), in the order the menu lists them. When a store is opened for the menu and the stand holds no row for this
    /// fruit yet, a row under one of these ids is renamed to `id`, its count kept, instead of
    /// seeding the fruit with its initial stock. Empty for a fruit that was never renamed. In a
    /// `Menu`, these are slugs, not ids of the menu's fruits, and no two fruits name the same one.
    public let formerIDs: [ID]

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
    ///   - cost: What one costs the stand, in minor units of the menu's currency; 0 or more.
    ///   - formerIDs: The ids it had before it was renamed (`was:`): slugs that are not ids of the
    ///     menu's fruits, each claimed by one fruit only; empty when it was never renamed.
    public init(id: ID, name: LocalizedName, emoji: String? = nil, initialStock: Int,
                reorderPoint: Int? = nil, parLevel: Int? = nil, cost: Int? = nil, formerIDs: [ID] = []) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.initialStock = initialStock
        self.reorderPoint = reorderPoint
        self.parLevel = parLevel
        self.cost = cost
        self.formerIDs = formerIDs
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

extension Fruit {
    private enum CodingKeys: String, CodingKey {
        case id, name, emoji, initialStock, reorderPoint, parLevel, cost, formerIDs
    }

    /// Decodes what `encode(to:)` writes; `formerIDs` may be left out (JSON written before renames
    /// existed), and then is empty.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(ID.self, forKey: .id),
                  name: try container.decode(LocalizedName.self, forKey: .name),
                  emoji: try container.decodeIfPresent(String.self, forKey: .emoji),
                  initialStock: try container.decode(Int.self, forKey: .initialStock),
                  reorderPoint: try container.decodeIfPresent(Int.self, forKey: .reorderPoint),
                  parLevel: try container.decodeIfPresent(Int.self, forKey: .parLevel),
                  cost: try container.decodeIfPresent(Int.self, forKey: .cost),
                  formerIDs: try container.decodeIfPresent([ID].self, forKey: .formerIDs) ?? [])
    }

    /// Encodes every field; `formerIDs` only when the fruit has some, so a menu without renames
    /// encodes as it always did.
    ///
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(emoji, forKey: .emoji)
        try container.encode(initialStock, forKey: .initialStock)
        try container.encodeIfPresent(reorderPoint, forKey: .reorderPoint)
        try container.encodeIfPresent(parLevel, forKey: .parLevel)
        try container.encodeIfPresent(cost, forKey: .cost)
        if !formerIDs.isEmpty { try container.encode(formerIDs, forKey: .formerIDs) }
    }
}
