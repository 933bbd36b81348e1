/// A menu turned into dense positions, so that making a juice touches arrays, never strings.
///
/// Fruits and juices are numbered by their place in the menu. Ids are looked up once per order
/// line; the engine's hot paths only see positions. The menu is valid (`Menu` guarantees it), so
/// nothing is checked here.
package struct CompiledMenu: Sendable {
    package let menu: Menu

    /// How much of the fruit at position `fruit` one glass uses.
    package struct Use: Sendable, Hashable {
        package let fruit: Int
        let amount: Int
    }

    /// The recipes of all juices in one array: juice `j` uses `uses[recipeStart[j]..<recipeStart[j + 1]]`.
    /// One flat array keeps a juice's recipe in one cache line and avoids an array per juice.
    let uses: [Use]
    let recipeStart: [Int]
    /// Fruit labels by position, built once so that stores and errors share them instead of rebuilding.
    package let fruitLabels: [FruitLabel]

    package init(_ menu: Menu) {
        var uses: [Use] = []
        var recipeStart: [Int] = [0]
        recipeStart.reserveCapacity(menu.juices.count + 1)
        for juice in menu.juices {
            for item in juice.recipe {
                // A valid menu's recipes name only its own fruits.
                if let fruit = menu.fruitIndex(of: item.fruit) { uses.append(Use(fruit: fruit, amount: item.amount)) }
            }
            recipeStart.append(uses.count)
        }
        self.menu = menu
        self.uses = uses
        self.recipeStart = recipeStart
        self.fruitLabels = menu.fruits.map(FruitLabel.init)
    }

    package var fruitCount: Int { menu.fruits.count }
    var juiceCount: Int { menu.juices.count }

    /// What one glass of the juice at `juice` uses, in recipe order (empty for a position not on the menu).
    package func uses(ofJuiceAt juice: Int) -> ArraySlice<Use> {
        guard juice >= 0, juice < juiceCount else { return [] }
        return uses[recipeStart[juice]..<recipeStart[juice + 1]]
    }

    /// The position of a juice, or `unknownJuice`.
    func juicePosition(_ id: Juice.ID) throws(JuiceMakerError) -> Int {
        guard let position = menu.juiceIndex(of: id) else { throw .unknownJuice(name: id.rawValue, suggestion: nil) }
        return position
    }

    /// The position of a fruit, or `unknownFruit`.
    package func fruitPosition(_ id: Fruit.ID) throws(JuiceMakerError) -> Int {
        guard let position = menu.fruitIndex(of: id) else { throw .unknownFruit(name: id.rawValue, suggestion: nil) }
        return position
    }
}
