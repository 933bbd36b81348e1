/// A juice on the menu and its recipe.
public struct Juice: Sendable, Hashable, Identifiable, Codable {
    /// A juice's id: `strawberry-banana`.
    public typealias ID = MenuItemID<Juice>

    /// The juice's id, unique among the menu's juices.
    public let id: ID
    /// Its display name; a menu without `name:` names it by its id.
    public let name: LocalizedName
    /// In the file's order; in a `Menu`, every fruit appears once and every amount is in `Limits.recipeAmount`.
    public let recipe: [FruitAmount]
    /// What one glass sells for, in minor units of the menu's `currency` (450 is 4.50 USD); nil
    /// when the menu gives it no price.
    public let price: Int?

    /// A juice as a menu would describe it. Nothing is checked here: `Menu`'s initializer checks
    /// the juices it is given.
    ///
    /// - Parameters:
    ///   - id: A lowercase slug, `[a-z][a-z0-9-]*`.
    ///   - name: Its name in one or more languages.
    ///   - recipe: What one glass uses: at least one fruit, each once.
    ///   - price: What one glass sells for, in minor units of the menu's currency; 0 or more.
    public init(id: ID, name: LocalizedName, recipe: [FruitAmount], price: Int? = nil) {
        self.id = id
        self.name = name
        self.recipe = recipe
        self.price = price
    }
}

/// So many of one fruit: what one glass of a juice uses (`Juice.recipe`), or what an order took
/// from stock (`JuiceMaker.make(_:)`).
public struct FruitAmount: Sendable, Hashable, Codable {
    /// The fruit.
    public let fruit: Fruit.ID
    /// How many of it.
    public let amount: Int

    /// Creates an amount of a fruit. Nothing is checked here.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the same menu.
    ///   - amount: How many; in a recipe, per glass and in `Limits.recipeAmount`.
    public init(fruit: Fruit.ID, amount: Int) {
        self.fruit = fruit
        self.amount = amount
    }
}
