/// A fruit the stand keeps in stock.
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

    /// A fruit as a menu would describe it. Nothing is checked here: `Menu`'s initializer checks
    /// the fruits it is given.
    ///
    /// - Parameters:
    ///   - id: A lowercase slug, `[a-z][a-z0-9-]*`.
    ///   - name: Its name in one or more languages.
    ///   - emoji: Shown before the name, if any.
    ///   - initialStock: From 0 to `Limits.maxMenuNumber`.
    public init(id: ID, name: LocalizedName, emoji: String? = nil, initialStock: Int) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.initialStock = initialStock
    }
}
