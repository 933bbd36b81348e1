import JuiceMakerYAML

/// `fruits:`: each fruit's fields, its numbers and stock rule, and its former ids (`was:`).
extension MenuValidator {
    mutating func readFruits(_ node: Int32) -> [FruitDraft] {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, words.fruitsNotAMapping(describe(node)), at: node)
            return []
        }
        checkCount(of: node, kind: .fruit)
        var fruits: [FruitDraft] = []
        fruits.reserveCapacity(nodes.entryCount(node))
        // Names are checked in place, and built only for what is kept (a menu or an outline).
        let builds = keepsMenu || outline != nil
        nameLanguages.reserveCapacity(names: nodes.entryCount(node))
        for index in 0..<nodes.entryCount(node) {
            let (key, value) = nodes.entry(node, index)
            guard checkID(key, kind: .fruit) else { continue }
            // Its text, for messages only: a good fruit makes no String of its id.
            func id() -> String { nodes.string(key) }
            var fruit = FruitDraft(key: key)
            if nodes.kind(value) == .mapping {
                for field in 0..<nodes.entryCount(value) {
                    let (fieldKey, fieldValue) = nodes.entry(value, field)
                    switch self.key(fieldKey, of: MenuKeys.Fruit.self) {
                    case .name?:
                        fruit.name = readName(fieldValue, builds: builds, of: .fruit(id()))
                        fruit.nameNode = fieldValue
                    case .emoji?:
                        fruit.emojiNode = checkText(fieldValue, field: .emoji, of: .fruit(id())) ? fieldValue : nil
                    case .stock?:
                        fruit.stock = readNumber(.stock, fieldValue, of: .fruit(id()))
                        if fruit.stock == nil { fruit.hasUnreadNumber = true }
                        fruit.stockNode = fieldValue
                    case .reorder?:
                        fruit.reorder = readNumber(.reorder, fieldValue, of: .fruit(id()))
                        if fruit.reorder == nil { fruit.hasUnreadNumber = true }
                    case .par?:
                        fruit.par = readNumber(.par, fieldValue, of: .fruit(id()))
                        if fruit.par == nil { fruit.hasUnreadNumber = true }
                        fruit.parNode = fieldValue
                    case .cost?:
                        fruit.cost = readMoney(.cost, fieldValue, of: .fruit(id()))
                    case .was?:
                        fruit.formers = readFormerIDs(fieldValue, of: .fruit(id()))
                    case .allow?:
                        let allowed = readAllowed(fieldValue, permitted: Self.fruitWarnings)
                        fruit.allowsUnused = allowed.contains(.unusedFruit)
                        fruit.allowsMissingTranslation = allowed.contains(.missingTranslation)
                    case nil:
                        unknownKey(fieldKey, known: MenuKeys.fruit, in: .fruit(id()), mapping: value)
                    }
                }
            } else if !isNull(value) {
                error(.wrongType, words.fruitNotAMapping(id(), describe(value)), at: value)
            }
            // The last `name:` is the fruit's (a key written twice is reported by the YAML layer).
            if fruit.name != nil, let name = fruit.nameNode {
                fruit.languages = nameLanguages.note(name: name, in: nodes)
            }
            fruits.append(fruit)
        }
        return fruits
    }

    /// `stock`, `reorder` or `par` of `owner`, nil (with an error at the value) when it is not a
    /// whole number within its bounds.
    mutating func readNumber(_ number: MenuNumber, _ node: Int32, of owner: @autoclosure () -> MessageOwner) -> Int? {
        switch readWholeNumber(node) {
        case .value(let value):
            guard let problem = number.problem(value, of: owner(), language) else { return value }
            error(problem.code, problem.message, at: node)
        case .tooLarge:
            let problem = number.tooLarge(of: owner(), language)
            error(problem.code, problem.message, at: node)
        case .notWhole(let found):
            error(.notAWholeNumber, words.notWhole(number, of: owner(), words.found(found)), at: node)
        }
        return nil
    }

    /// Each fruit's `StockRule`, reported at the `par` value that sets the par (the fruit's or
    /// `defaults:`'s), else at the fruit's `stock` (the par is its initial stock), else at its id.
    mutating func checkStockRules(_ fruits: [FruitDraft], defaults: FruitDefaults) {
        for (index, fruit) in fruits.enumerated() {
            // `par: 1000000001` is reported as too large; checking the rule as if par were unset
            // would blame a par the author never wrote ("par is its initial stock, 0").
            if fruit.hasUnreadNumber || defaults.hasUnreadNumber { continue }
            guard let violation = StockRule.violation(own: StockRule.Levels(reorder: fruit.reorder, par: fruit.par),
                                                      defaults: defaults.levels, initialStock: fruitStocks[index]) else { continue }
            let node = switch violation.source {
            case .fruit: fruit.parNode
            case .defaults: defaults.parNode
            case .initialStock: fruit.stockNode
            }
            error(.parNotAboveReorder, violation.message(owner: words.owner(.fruit(nodes.string(fruit.key))), language: language), at: node ?? fruit.key)
        }
    }

    // MARK: - Renames

    /// A fruit's `was:`: one former id or a list of them. Returns the ids that are slugs, each once,
    /// with their nodes; reports a value of the wrong type, an id that is not a slug, and an id
    /// listed twice, each at its node.
    private mutating func readFormerIDs(_ node: Int32, of subject: MessageOwner) -> [RenameRules<Int32>.Former] {
        let owner = words.owner(subject)
        let items: [Int32]
        switch nodes.kind(node) {
        case .scalar:
            items = [node]
        case .sequence:
            items = (0..<nodes.itemCount(node)).map { nodes.item(node, $0) }
        default:
            error(.wrongType, words.wasNotAList(of: owner, describe(node)), at: node)
            return []
        }
        var formers: [RenameRules<Int32>.Former] = []
        for item in items {
            guard nodes.kind(item) == .scalar, !(nodes.style(item) == .plain && resolvesToNull(item)) else {
                error(.wrongType, words.wasNotAnID(of: owner, describe(item)), at: item)
                continue
            }
            formers.append(.init(id: nodes.string(item), place: item))
        }
        // The rules report into a list, then `error` takes them: a closure may not capture `self`
        // (nor `nodes`, a property of it) while this method changes it.
        let view = nodes
        var problems: [(code: DiagnosticCode, message: String, node: Int32)] = []
        let kept = RenameRules<Int32>(language: language).own(formers, owner: owner, isSlug: { Slug.isSlug(view.bytes($0.place)) },
                                                               report: { problems.append(($0, $1, $2)) })
        for problem in problems { error(problem.code, problem.message, at: problem.node) }
        return kept
    }

    /// What `was:` may not name, across the fruits (`RenameRules.across`): the fruit's own id, a
    /// fruit still on the menu, an id an earlier fruit names. Each is reported at the former id.
    mutating func checkRenames(_ fruits: [FruitDraft], fruitIDs: IDIndex) {
        var rules = RenameRules<Int32>(language: language)
        // Copies, and a list the rules report into, as in `readFormerIDs`.
        let nodes = self.nodes, words = self.words, placesInMessages = self.placesInMessages
        var problems: [(code: DiagnosticCode, message: String, node: Int32)] = []
        for fruit in fruits where !fruit.formers.isEmpty {
            rules.across(fruit.formers, of: nodes.string(fruit.key), owners: { words.owner(.fruit($0)) },
                         isOnMenu: { former in fruitIDs.position(ofBytes: nodes.bytes(former.place), text: { former.id }) != nil },
                         describe: { placesInMessages ? nodes.position($0).description : nil },
                         report: { problems.append(($0, $1, $2)) })
        }
        for problem in problems { error(problem.code, problem.message, at: problem.node) }
    }
}
