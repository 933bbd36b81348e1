/// A menu turned into dense indices, so that making a juice touches arrays, never strings.
///
/// Fruits and juices are numbered by their position in the menu. Ids are looked up once, when an
/// order is parsed; the engine's hot paths only see indices.
public struct CompiledMenu: Sendable {
    /// The menu it was built from, for names and initial stock.
    public let menu: Menu

    /// The recipes of all juices in one array: juice `j` uses `uses[recipeStart[j]..<recipeStart[j + 1]]`.
    /// One flat array keeps a juice's recipe in one cache line and avoids an array per juice.
    let uses: [RecipeUse]
    let recipeStart: [Int]
    /// Fruit labels by index, built once so that stores and errors share them instead of rebuilding.
    let fruitLabels: [FruitLabel]

    private let fruitLookup: [String: Int]
    private let juiceLookup: [String: Int]
    private let fruitSuggester: NameSuggester
    private let juiceSuggester: NameSuggester

    /// Checks what a menu built without the validator could get wrong (unknown fruits, amounts out of
    /// range); a recipe naming a fruit twice is merged into one use.
    public init(_ menu: Menu) throws(JuiceMakerError) {
        for (index, fruit) in menu.fruits.enumerated() where menu.fruitPosition(id: fruit.id) == index {
            guard (0...EngineLimits.maxStock).contains(fruit.initialStock) else {
                throw .invalidInitialStock(fruit: fruit.id, amount: fruit.initialStock)
            }
        }
        let fruitSuggester = NameSuggester(candidates: menu.fruits.map(\.id))

        var uses: [RecipeUse] = []
        var recipeStart: [Int] = [0]
        recipeStart.reserveCapacity(menu.juices.count + 1)
        for juice in menu.juices {
            let first = uses.count
            for item in juice.recipe {
                guard let fruit = menu.fruitPosition(id: item.fruitID) else {
                    throw .unknownFruit(name: item.fruitID, suggestion: fruitSuggester.suggestion(for: item.fruitID))
                }
                guard (1...EngineLimits.maxRecipeAmount).contains(item.amount) else {
                    throw .invalidRecipe(juice: juice.id, fruit: item.fruitID, amount: item.amount)
                }
                if let same = uses[first...].firstIndex(where: { $0.fruit == fruit }) {
                    let merged = min(uses[same].amount + item.amount, EngineLimits.maxRecipeAmount)
                    uses[same] = RecipeUse(fruit: fruit, amount: merged)
                } else {
                    uses.append(RecipeUse(fruit: fruit, amount: item.amount))
                }
            }
            recipeStart.append(uses.count)
        }

        self.menu = menu
        self.uses = uses
        self.recipeStart = recipeStart
        self.fruitLabels = menu.fruits.map(FruitLabel.init)
        self.fruitLookup = Self.lookup(ids: menu.fruits.map(\.id), names: menu.fruits.map(\.name))
        self.juiceLookup = Self.lookup(ids: menu.juices.map(\.id), names: menu.juices.map(\.name))
        self.fruitSuggester = fruitSuggester
        self.juiceSuggester = NameSuggester(candidates: menu.juices.map(\.id))
    }

    public var fruitCount: Int { menu.fruits.count }
    public var juiceCount: Int { menu.juices.count }

    /// The position of the fruit with this exact id.
    public func fruitIndex(of id: String) -> Int? { menu.fruitPosition(id: id) }

    /// The position of the juice with this exact id.
    public func juiceIndex(of id: String) -> Int? { menu.juicePosition(id: id) }

    /// The fruit a person means by `word`: its id, its id in other case, or one of its names;
    /// otherwise `unknownFruit` with a did-you-mean.
    public func fruit(named word: String) throws(JuiceMakerError) -> Int {
        if let index = fruitIndex(of: word) ?? fruitLookup[word] ?? fruitLookup[word.lowercased()] { return index }
        throw .unknownFruit(name: word, suggestion: fruitSuggester.suggestion(for: word.lowercased()))
    }

    /// The juice a person means by `word`, as `fruit(named:)` does for fruits.
    public func juice(named word: String) throws(JuiceMakerError) -> Int {
        if let index = juiceIndex(of: word) ?? juiceLookup[word] ?? juiceLookup[word.lowercased()] { return index }
        throw .unknownJuice(name: word, suggestion: juiceSuggester.suggestion(for: word.lowercased()))
    }

    /// What one glass of juice `juice` uses, in recipe order (empty for an index not on the menu).
    public func recipe(of juice: Int) -> ArraySlice<RecipeUse> {
        guard juice >= 0, juice < juiceCount else { return [] }
        return uses[recipeStart[juice]..<recipeStart[juice + 1]]
    }

    func fruitLabel(_ index: Int) -> FruitLabel { fruitLabels[index] }

    /// Ids first (lowercased too), then every localized name; the first claim on a key wins.
    private static func lookup(ids: [String], names: [LocalizedName]) -> [String: Int] {
        var table: [String: Int] = [:]
        for (index, id) in ids.enumerated() where table[id] == nil { table[id] = index }
        for (index, id) in ids.enumerated() where table[id.lowercased()] == nil { table[id.lowercased()] = index }
        for (index, name) in names.enumerated() {
            for translation in name.translations where table[translation.text] == nil {
                table[translation.text] = index
            }
        }
        return table
    }
}
