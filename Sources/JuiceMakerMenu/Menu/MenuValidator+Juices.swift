import JuiceMakerYAML

/// `juices:`: each juice's fields and its recipe, whose fruits must be on the menu.
extension MenuValidator {
    mutating func readJuices(_ node: Int32, fruitIDs: IDIndex) -> (juices: [Juice], notes: [JuiceNotes]) {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, words.juicesNotAMapping(describe(node)), at: node)
            return ([], [])
        }
        checkCount(of: node, kind: .juice)
        var juices: [Juice] = []
        var allNotes: [JuiceNotes] = []
        if keepsMenu { juices.reserveCapacity(nodes.entryCount(node)) }
        allNotes.reserveCapacity(nodes.entryCount(node))
        nameLanguages.reserveCapacity(names: nodes.entryCount(node))
        for index in 0..<nodes.entryCount(node) {
            let (key, value) = nodes.entry(node, index)
            guard checkID(key, kind: .juice) else { continue }
            // The id's String is made for messages and for a kept juice only.
            var notes = JuiceNotes(key: key)
            var name: LocalizedName?
            var recipe: [FruitAmount] = []
            var price: (amount: Int, node: Int32)?
            var recipeCost: Int?
            guard nodes.kind(value) == .mapping else {
                if outline != nil { outline?.juices.append(MenuOutline.Juice(id: nodes.string(key), position: nodes.position(key), name: nil, recipe: [])) }
                if isNull(value) {
                    error(.missingField, words.noRecipe(juice: nodes.string(key)), at: key)
                } else {
                    error(.wrongType, words.juiceNotAMapping(nodes.string(key), describe(value)), at: value)
                }
                continue
            }
            // Once an error is found there will be no menu: from then on juices are only checked.
            let builds = keepsMenu && !hasError
            var hasRecipe = false
            for field in 0..<nodes.entryCount(value) {
                let (fieldKey, fieldValue) = nodes.entry(value, field)
                switch self.key(fieldKey, of: MenuKeys.Juice.self) {
                case .name?:
                    name = readName(fieldValue, builds: builds || outline != nil, of: .juice(nodes.string(key)))
                    notes.nameNode = name == nil ? -1 : fieldValue
                    if name != nil { notes.languages = nameLanguages.note(name: fieldValue, in: nodes) }
                case .recipe?:
                    hasRecipe = true
                    notes.recipeNode = fieldValue
                    (recipe, notes.exceedsStock, recipeCost) = readRecipe(fieldValue, builds: builds, of: key, fruitIDs: fruitIDs)
                case .price?:
                    price = readMoney(.price, fieldValue, of: .juice(nodes.string(key))).map { ($0, fieldValue) }
                case .allow?:
                    let allowed = readAllowed(fieldValue, permitted: Self.juiceWarnings)
                    notes.allowsUnmakeable = allowed.contains(.unmakeableJuice)
                    notes.allowsMissingTranslation = allowed.contains(.missingTranslation)
                    notes.allowsBelowCost = allowed.contains(.belowCost)
                case nil:
                    unknownKey(fieldKey, known: MenuKeys.juice, in: .juice(nodes.string(key)), mapping: value)
                }
            }
            if !hasRecipe {
                error(.missingField, words.noRecipe(juice: nodes.string(key)), at: value)
            }
            if let price, let recipeCost, !notes.allowsBelowCost { checkMargin(price: price, cost: recipeCost, of: key) }
            if outline != nil {
                outline?.juices.append(MenuOutline.Juice(id: nodes.string(key), position: nodes.position(key), name: name, recipe: outlineRecipe,
                                                         price: price?.amount))
                outlineRecipe.removeAll()
            }
            if builds, !hasError {
                let id = nodes.string(key)
                juices.append(Juice(id: Juice.ID(id), name: name ?? LocalizedName(english: id), recipe: recipe, price: price?.amount))
            }
            allNotes.append(notes)
        }
        return (juices, allNotes)
    }

    /// The recipe of the juice whose key is `juiceKey`, whether some amount is more than that
    /// fruit's initial stock, and what its fruits cost when every one has a `cost:` (nil
    /// otherwise). The items are made only when `builds`; the checks, `exceedsStock` and `cost`
    /// are the same either way.
    mutating func readRecipe(
        _ node: Int32, builds: Bool, of juiceKey: Int32, fruitIDs: IDIndex
    ) -> (items: [FruitAmount], exceedsStock: Bool, cost: Int?) {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        func juice() -> String { nodes.string(juiceKey) }
        guard nodes.kind(node) == .mapping else {
            if isNull(node) {
                error(.emptyRecipe, words.emptyRecipe(juice: juice()), at: node)
            } else {
                error(.wrongType, words.recipeNotAMapping(juice: juice(), describe(node)), at: node)
            }
            return ([], false, nil)
        }
        let count = nodes.entryCount(node)
        if count == 0 {
            error(.emptyRecipe, words.emptyRecipe(juice: juice()), at: node)
            return ([], false, nil)
        }
        if !duplicateKeys.isEmpty {
            let words = self.words
            rewordDuplicates(in: node) { words.fruitNamedTwice($0, juice: juice(), first: $1) }
        }
        var exceedsStock = false
        var cost: Int? = 0
        var recipe: [FruitAmount] = []
        if builds { recipe.reserveCapacity(count) }
        for index in 0..<count {
            let (key, value) = nodes.entry(node, index)
            guard nodes.kind(key) == .scalar else {
                error(.wrongType, words.recipeKeyNotAnID(juice: juice(), describe(key)), at: key)
                cost = nil
                continue
            }
            let known = fruitIDs.position(ofBytes: nodes.bytes(key), text: { nodes.string(key) })
            let amount = readAmount(value, fruit: nodes.string(key), juice: juice())
            if outline != nil { outlineRecipe.append(MenuOutline.RecipeItem(fruit: nodes.string(key), amount: amount)) }
            guard known != nil || !checksRecipeFruits else {
                hasError = true
                noteUnknownFruit(key, of: juiceKey, in: node)
                cost = nil
                continue
            }
            // A known fruit's recipe entry shares the fruit's id String instead of making its own.
            guard let amount else { cost = nil; continue }
            if builds { recipe.append(FruitAmount(fruit: known.map { fruitTypedIDs[$0] } ?? Fruit.ID(nodes.string(key)), amount: amount)) }
            if let position = known {
                fruitUsed[position] = true
                if amount > fruitStocks[position] { exceedsStock = true }
                cost = RecipeCost.adding(fruitCosts[position] >= 0 ? fruitCosts[position] : nil, times: amount, to: cost)
            } else {
                cost = nil
            }
        }
        return (recipe, exceedsStock, cost)
    }

    /// Reports the unknown fruit `key` of the juice whose key is `juiceKey`, with its message to come
    /// (`unknownFruits`): everything it needs from the document is copied now, while the recipe is
    /// in cache.
    private mutating func noteUnknownFruit(_ key: Int32, of juiceKey: Int32, in recipe: Int32) {
        let nodes = self.nodes
        let recipeKeys = (0..<nodes.entryCount(recipe)).lazy.map { nodes.entry(recipe, $0).key }.filter { nodes.kind($0) == .scalar }.map { nodes.bytes($0) }
        unknownFruits.note(diagnostic: diagnostics.count, fruit: nodes.bytes(key), juice: nodes.bytes(juiceKey),
                           fix: ScalarFix.replacing(key, in: nodes, with: ""), recipe: recipe, recipeKeys: Array(recipeKeys))
        diagnostics.append(Diagnostic(.error, .unknownFruit, "", at: nodes.position(key)))
    }

    private mutating func readAmount(_ node: Int32, fruit: @autoclosure () -> String, juice: @autoclosure () -> String) -> Int? {
        switch readWholeNumber(node) {
        case .value(let amount):
            guard let problem = MenuNumber.amountProblem(amount, fruit: fruit(), juice: juice(), language) else { return amount }
            error(problem.code, problem.message, at: node)
        case .tooLarge:
            let problem = MenuNumber.amountTooLarge(fruit: fruit(), juice: juice(), language)
            error(problem.code, problem.message, at: node)
        case .notWhole(let found):
            error(.notAWholeNumber, words.amountNotWhole(fruit: fruit(), juice: juice(), words.found(found)), at: node)
        }
        return nil
    }
}
