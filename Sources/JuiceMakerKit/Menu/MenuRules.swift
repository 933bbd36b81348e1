/// The menu format's rules for a menu made in code (`Menu.init(version:fruits:juices:)`), as the
/// YAML validator applies them to a file: the number rules of `MenuNumber`, the text rule of
/// `TextRule`, the id and language-code rules of `Slug`, `StockRule` and `RenameRules`, and the
/// words of `MenuRuleText`, `StockRuleText` and `RenameRuleText`, which both use. The diagnostics
/// have no position; their messages name the fruit or juice, in English.
///
/// The rules are written once, in those types; what is written twice is only the walk, because
/// the two sources differ: a file can hold a wrong type, a null or a duplicate key where code holds
/// a typed value, and the validator must not make Strings or values for a valid juice it only checks.
/// `FruitSuggestions` gives both the did-you-mean of an unknown fruit; `MenuEntryKind` the words
/// and limits of ids.
enum MenuRules {
    static func check(version: Int, fruits: [Fruit], juices: [Juice]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func error(_ code: DiagnosticCode, _ message: String) {
            problems.append(.error(code, message, at: nil))
        }
        if version != 1 {
            error(.unsupportedVersion, MenuRuleText.unsupportedVersion("\(version)", .en))
        }
        for (kind, count) in [(MenuEntryKind.fruit, fruits.count), (.juice, juices.count)] where count > kind.limit {
            error(.tooManyEntries, MenuRuleText.tooManyEntries(kind: kind, count: count, .en))
        }

        var fruitIDs: Set<Fruit.ID> = []
        for fruit in fruits {
            let owner = checkEntry(id: fruit.id.rawValue, kind: .fruit, name: fruit.name,
                                   isFirst: fruitIDs.insert(fruit.id).inserted, error: error)
            let fruitOwner = MessageOwner(en: owner, ko: owner)  // menus made in code are checked in English
            if let emoji = fruit.emoji, let problem = TextRule.problem(emoji, field: "emoji", of: fruitOwner, .en) {
                error(problem.code, problem.message)
            }
            let numbers: [(MenuNumber, Int?)] = [(.stock, fruit.initialStock), (.reorder, fruit.reorderPoint), (.par, fruit.parLevel)]
            for case let (number, value?) in numbers {
                if let problem = number.problem(value, of: fruitOwner, .en) { error(problem.code, problem.message) }
            }
            if let violation = StockRule.violation(own: StockRule.Levels(reorder: fruit.reorderPoint, par: fruit.parLevel), initialStock: fruit.initialStock) {
                error(.parNotAboveReorder, violation.message(owner: owner, language: .en))
            }
        }

        checkRenames(fruits, fruitIDs: fruitIDs, error: error)

        // Made at the first unknown fruit: a valid menu never needs it.
        var suggestions: FruitSuggestions?
        var juiceIDs: Set<Juice.ID> = []
        for juice in juices {
            checkEntry(id: juice.id.rawValue, kind: .juice, name: juice.name,
                       isFirst: juiceIDs.insert(juice.id).inserted, error: error)
            if juice.recipe.isEmpty {
                error(.emptyRecipe, MenuRuleText.emptyRecipe(juice: juice.id.rawValue, .en))
            }
            var used: Set<Fruit.ID> = []
            for item in juice.recipe {
                if !fruitIDs.contains(item.fruit) {
                    if suggestions == nil { suggestions = FruitSuggestions(fruitIDs: fruits.map(\.id.rawValue)) }
                    let meant = suggestions?.suggestion(for: item.fruit.rawValue)?.meant
                    var juiceID = juice.id.rawValue
                    error(.unknownFruit, juiceID.withUTF8 { MenuRuleText.unknownFruit(juice: $0, fruit: item.fruit.rawValue, suggestion: meant) })
                }
                if !used.insert(item.fruit).inserted {
                    error(.duplicateKey, MenuRuleText.fruitNamedTwice(juice: juice.id.rawValue, fruit: item.fruit.rawValue, .en))
                }
                if let problem = MenuNumber.amountProblem(item.amount, fruit: item.fruit.rawValue, juice: juice.id.rawValue, .en) {
                    error(problem.code, problem.message)
                }
            }
        }
        return problems
    }

    /// The rules of `was:` (`RenameRules`), fruit by fruit in menu order, each fruit's ids as listed.
    private static func checkRenames(_ fruits: [Fruit], fruitIDs: Set<Fruit.ID>, error: (DiagnosticCode, String) -> Void) {
        var rules = RenameRules<Void>(language: .en)
        let report: RenameRules<Void>.Report = { code, message, _ in error(code, message) }
        let owners = { (id: String) in "fruit \(Quoted.name(id))" }
        for fruit in fruits where !fruit.formerIDs.isEmpty {
            let formers = fruit.formerIDs.map { RenameRules<Void>.Former(id: $0.rawValue, place: ()) }
            rules.check(formers, of: fruit.id.rawValue, owners: owners, isSlug: { Slug.isSlug($0.id) }, isOnMenu: { fruitIDs.contains(Fruit.ID(rawValue: $0.id)) }, describe: { _ in nil }, report: report)
        }
    }

    /// What fruits and juices share: a slug id used once, and a name. Returns how messages name it.
    @discardableResult
    private static func checkEntry(id: String, kind: MenuEntryKind, name: LocalizedName, isFirst: Bool,
                                   error: (DiagnosticCode, String) -> Void) -> String {
        checkID(id, kind: kind, error: error)
        if !isFirst {
            error(.duplicateID, MenuRuleText.duplicateID(kind: kind, id: id, first: nil, .en))
        }
        let owner = "\(kind.word(.en)) \(Quoted.name(id))"
        checkName(name, of: owner, error: error)
        return owner
    }

    private static func checkID(_ id: String, kind: MenuEntryKind, error: (DiagnosticCode, String) -> Void) {
        guard !Slug.isSlug(id) else { return }
        error(.invalidID, MenuRuleText.notASlug(kind: kind, id: id, .en))
    }

    private static func checkName(_ name: LocalizedName, of owner: String, error: (DiagnosticCode, String) -> Void) {
        let owner = MessageOwner(en: owner, ko: owner)
        if name.translations.isEmpty {
            error(.emptyName, MenuRuleText.emptyName(of: owner, .en))
        }
        var languages: Set<String> = []
        for translation in name.translations {
            if !Slug.isLanguageCode(translation.language) {
                error(.invalidID, MenuRuleText.notALanguageCode(FoundValue.text(translation.language).text(.en), in: owner, .en))
            } else if !languages.insert(translation.language).inserted {
                error(.duplicateKey, MenuRuleText.languageTwice(translation.language, in: owner, .en))
            }
            if let problem = TextRule.problem(translation.text, field: "name (\(translation.language))", of: owner, .en) {
                error(problem.code, problem.message)
            }
        }
    }
}
