import JuiceMakerYAML
/// Checks a menu's node tree against the format and builds the `Menu`. It collects every problem
/// instead of stopping at the first, each at the node it is about (the key for a wrong key, the
/// value for a wrong value), and builds the menu only when there are no errors and it is asked to.
///
/// It is the one reader of the format: asked to (`keepsOutline`), the same pass also keeps a
/// `MenuOutline`, the lenient reading an editor needs of a menu that is still wrong.
struct MenuValidator {
    private(set) var diagnostics: [Diagnostic] = []
    /// What the pass read, kept leniently, when asked for (`keepsOutline`); nil otherwise.
    private(set) var outline: MenuOutline?
    /// The current juice's recipe as written, for the outline (unknown fruits and unread amounts included).
    private var outlineRecipe: [MenuOutline.RecipeItem] = []
    /// Whether an error has been found: from then on there will be no menu, so juices are checked
    /// but not kept (a broken menu costs no more memory than its document).
    private var hasError = false
    /// The recipes' unknown fruits, reported with their messages to come: the caller finishes them
    /// (`UnknownFruitMessages.finish(_:language:)`) once the document is gone.
    private(set) var unknownFruits = UnknownFruitMessages()
    /// The keys fixes of unknown keys already give each mapping (a second would make a duplicate).
    private var claimedKeyFixes: Set<MappingKey> = []
    /// The same ids typed, made once when a menu is built: a recipe item copies its fruit's id
    /// (and the hash it carries) instead of hashing the text again.
    private var fruitTypedIDs: [Fruit.ID] = []
    private var checksRecipeFruits = true
    /// Initial stock per fruit, and whether a recipe uses it: gathered while reading recipes, for the use warnings.
    private var fruitStocks: [Int] = []
    private var fruitUsed: [Bool] = []
    /// The languages of every good name, for the translation warnings. Noted as each name is
    /// read, while its nodes are in cache: a second pass over every name read them from memory.
    private var nameLanguages = NameLanguages()
    /// The document being validated, and its nodes, read by index on the paths every fruit and juice takes.
    private let document: YAMLDocument
    private let nodes: DocumentNodes
    /// Whether the caller wants the menu. When not (`juicemaker validate` only prints diagnostics),
    /// juices are checked exactly as when it does, but no `Juice`, name or recipe is made for them.
    private let keepsMenu: Bool
    /// The language messages are written in; each is made in that language only.
    private let language: Language

    // Drafts name their nodes by index, not by `YAMLNode`, so copying one does not retain the document.
    // A fruit's draft holds nodes and numbers, not Strings (its id is its key's text, made when a
    // message or a menu needs it): a menu may have 50,000 fruits, and the drafts live at the
    // process's peak memory. Its fields go widest first, so none is padded.
    private struct FruitDraft {
        /// The name when it is good: `unbuiltName` unless a menu or an outline is made.
        var name: LocalizedName?
        /// `was:`: the former ids that are slugs, each with its node (for the checks across fruits).
        var formers: [RenameRules<Int32>.Former] = []
        var key: Int32
        @Int32OrNil var nameNode: Int32? = nil
        /// The emoji's node when the emoji is good.
        @Int32OrNil var emojiNode: Int32? = nil
        @Int32OrNil var stockNode: Int32? = nil
        @Int32OrNil var parNode: Int32? = nil
        /// The name's languages (`nameLanguages`).
        var languages = NameLanguages.Span()
        // Menu numbers are at most `Limits.maxMenuNumber`, so they are kept in 32 bits.
        @Int32OrNil private var stockValue: Int32? = nil
        @Int32OrNil private var reorderValue: Int32? = nil
        @Int32OrNil private var parValue: Int32? = nil
        /// Whether its stock, reorder point or par is written but could not be read (reported
        /// already): the stock rule is not checked on the values it would have without them.
        var hasUnreadNumber = false
        /// What `allow:` accepts (a fruit may only allow these two).
        var allowsUnused = false
        var allowsMissingTranslation = false

        init(key: Int32) {
            self.key = key
        }

        var stock: Int? {
            get { stockValue.map(Int.init) }
            set { stockValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
        var reorder: Int? {
            get { reorderValue.map(Int.init) }
            set { reorderValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
        var par: Int? {
            get { parValue.map(Int.init) }
            set { parValue = newValue.map(Int32.init(truncatingIfNeeded:)) }
        }
    }

    /// An `Int32?` in 4 bytes rather than 8 (a fruit's draft has seven): `Int32.min`, which no node
    /// index or menu number is, stands for nil.
    @propertyWrapper private struct Int32OrNil {
        private var raw = Int32.min

        init(wrappedValue: Int32?) {
            self.wrappedValue = wrappedValue
        }

        var wrappedValue: Int32? {
            get { raw == .min ? nil : raw }
            set { raw = newValue ?? .min }
        }
    }

    /// What `defaults:` gives every fruit that does not set its own value.
    private struct FruitDefaults {
        var stock = 0
        var reorder: Int?
        var par: Int?
        var parNode: Int32?
        /// Whether one of its numbers is written but could not be read (reported already).
        var hasUnreadNumber = false

        var levels: StockRule.Levels { StockRule.Levels(reorder: reorder, par: par) }
    }

    /// Juices are built as they are read (a menu may have hundreds of thousands); this is what the
    /// warnings need to know besides the `Juice`, in 24 bytes.
    private struct JuiceNotes {
        var key: Int32
        /// The name's node when a name was given and read; -1 when none was, or it was broken.
        var nameNode: Int32 = -1
        /// The name's languages (`nameLanguages`).
        var languages = NameLanguages.Span()
        /// The recipe's node (the last `recipe:` read), -1 when there is none: the unmakeable
        /// warning reads it again, so no `Juice` has to be kept for it.
        var recipeNode: Int32 = -1
        /// Some recipe amount is more than that fruit's initial stock.
        var exceedsStock = false
        /// What `allow:` accepts (a juice may only allow these two).
        var allowsUnmakeable = false
        var allowsMissingTranslation = false
    }

    private static let fruitWarnings: [DiagnosticCode] = [.unusedFruit, .missingTranslation]
    private static let juiceWarnings: [DiagnosticCode] = [.unmakeableJuice, .missingTranslation]

    /// Made inside `YAMLDocument.withNodes` (`MenuLoader` does), which `nodes` must not outlive:
    /// a validator lives only as long as the call that made it.
    ///
    /// `keepsMenu: false` checks the menu just the same (same diagnostics, same order) but builds
    /// nothing of it: `validate()` then returns nil. `keepsOutline: true` keeps `outline` as well
    /// (at the cost of the Strings of every id, name and recipe line).
    init(document: YAMLDocument, nodes: DocumentNodes, keepsMenu: Bool = true, keepsOutline: Bool = false, language: Language = .en) {
        self.document = document
        self.nodes = nodes
        self.keepsMenu = keepsMenu
        self.outline = keepsOutline ? MenuOutline() : nil
        self.language = language
    }

    /// Whether messages are Korean: each message picks its words with `ko ? "…" : "…"`, so only one
    /// language's String is ever made.
    private var ko: Bool { language == .ko }

    /// The menu's parts when it has no errors (and `keepsMenu`); `diagnostics` says what is wrong
    /// either way, in source order, but for the unknown fruits' messages, which `unknownFruits`
    /// writes in (`finish(_:language:)`) once the document is gone.
    mutating func validate() -> MenuParts? {
        validate(document, root: document.root.index)
    }

    private mutating func validate(_ document: YAMLDocument, root: Int32) -> MenuParts? {
        guard nodes.kind(root) == .mapping else {
            if nodes.kind(root) == .scalar, resolvesToNull(root) {
                hasError = true
                diagnostics.append(.error(.emptyFile, ko
                    ? "메뉴가 비어 있어요; 'fruits:'와 'juices:'가 있어야 해요 (config/examples/ 참고)"
                    : "the menu is empty; it needs 'fruits:' and 'juices:' (see config/examples/)", at: SourcePosition(line: 1, column: 1)))
            } else {
                error(.wrongType, ko
                    ? "메뉴는 'fruits:'와 'juices:'가 있는 매핑이어야 해요 (받은 값: \(describe(root)))"
                    : "a menu is a mapping with 'fruits:' and 'juices:', not \(describe(root))", at: root)
            }
            reportIssues(of: document, fruits: nil, juices: nil)
            return nil
        }

        var version = 1
        var defaults = FruitDefaults()
        let fruitsNode = nodes.value(of: root, at: MenuKeys.TopLevel.fruits.spelling)
        let juicesNode = nodes.value(of: root, at: MenuKeys.TopLevel.juices.spelling)
        // What the YAML layer noticed comes first: it is about the text, before its meaning.
        reportIssues(of: document, fruits: fruitsNode, juices: juicesNode)
        for index in 0..<nodes.entryCount(root) {
            let (key, value) = nodes.entry(root, index)
            switch self.key(key, of: MenuKeys.TopLevel.self) {
            case .version?: version = readVersion(value)
            case .defaults?: defaults = readDefaults(value)
            case .fruits?, .juices?: break  // read below, in their order
            case nil: unknownKey(key, known: MenuKeys.topLevel, in: .menu, mapping: root)
            }
        }

        if fruitsNode == nil {
            error(.missingField, ko
                ? "메뉴에 'fruits:'가 없어요; 쥬스를 만드는 과일을 적으세요"
                : "the menu has no 'fruits:'; add the fruits the juices are made of", at: root)
        }
        if juicesNode == nil {
            error(.missingField, ko
                ? "메뉴에 'juices:'가 없어요; 쥬스를 레시피와 함께 하나 이상 적으세요"
                : "the menu has no 'juices:'; add at least one juice with its recipe", at: root)
        }
        var fruits: [FruitDraft] = []
        if let fruitsNode { fruits = readFruits(fruitsNode) }
        if outline != nil { keepInOutline(fruits, defaults: defaults) }
        if keepsMenu { fruitTypedIDs = fruits.map { Fruit.ID(rawValue: nodes.string($0.key)) } }
        let fruitIDs = IDIndex(count: fruits.count) { nodes.bytes(fruits[$0].key) }
        fruitStocks = fruits.map { $0.stock ?? defaults.stock }
        checkStockRules(fruits, defaults: defaults)
        checkRenames(fruits, fruitIDs: fruitIDs)
        fruitUsed = [Bool](repeating: false, count: fruits.count)
        var juices: [Juice] = []
        var juiceNotes: [JuiceNotes] = []
        // Without a usable 'fruits:' every recipe fruit would be "unknown": one error says it better.
        checksRecipeFruits = fruitsNode.map { nodes.kind($0) == .mapping } == true
        if let juicesNode { (juices, juiceNotes) = readJuices(juicesNode, fruitIDs: fruitIDs) }
        if !unknownFruits.isEmpty {
            for fruit in fruits { unknownFruits.addFruitID(nodes.bytes(fruit.key)) }
        }

        // Use and stock warnings reason about the whole menu; over a broken one they would only add noise.
        if !hasError { warnAboutUse(fruits: fruits, notes: juiceNotes, fruitIDs: fruitIDs, in: document) }
        warnAboutTranslations(fruits: fruits, notes: juiceNotes, in: document)

        sortDiagnostics()
        guard !hasError, keepsMenu else { return nil }
        let menuFruits = fruits.indices.map { index in
            let fruit = fruits[index]
            return Fruit(id: fruitTypedIDs[index], name: fruit.name ?? LocalizedName(english: nodes.string(fruit.key)), emoji: fruit.emojiNode.map(nodes.string),
                         initialStock: fruitStocks[index], reorderPoint: fruit.reorder ?? defaults.reorder, parLevel: fruit.par ?? defaults.par,
                         formerIDs: fruit.formers.map { Fruit.ID(rawValue: $0.id) })
        }
        return MenuParts(version: version, fruits: menuFruits, juices: juices)
    }

    /// Gives the outline the fruits and defaults as read: a field the checks refused is left out.
    private mutating func keepInOutline(_ fruits: [FruitDraft], defaults: FruitDefaults) {
        let nodes = self.nodes
        outline?.defaultStock = defaults.stock
        outline?.defaultReorderPoint = defaults.reorder
        outline?.defaultParLevel = defaults.par
        outline?.fruits = fruits.map { fruit in
            MenuOutline.Fruit(id: nodes.string(fruit.key), position: nodes.position(fruit.key), name: fruit.name, emoji: fruit.emojiNode.map(nodes.string),
                              stock: fruit.stock, reorderPoint: fruit.reorder, parLevel: fruit.par)
        }
    }

    /// Puts the diagnostics in source order, stably: problems at one place keep the order they were
    /// found in (no position sorts first). Positions are sorted, not diagnostics: moving a
    /// `Diagnostic` retains and releases its Strings, and a broken 50 MB menu has tens of thousands.
    private mutating func sortDiagnostics() {
        let positions = diagnostics.map { $0.position ?? SourcePosition(line: 0, column: 0) }
        let order = positions.indices.sorted { positions[$0] != positions[$1] ? positions[$0] < positions[$1] : $0 < $1 }
        if order.elementsEqual(positions.indices) { return }
        let found = diagnostics
        diagnostics = order.map { found[$0] }
        unknownFruits.move(to: order)
    }

    // MARK: - Top level

    private mutating func readVersion(_ node: Int32) -> Int {
        switch readWholeNumber(node) {
        case .value(1):
            return 1
        case .value(let other):
            error(.unsupportedVersion, MenuRuleText.unsupportedVersion("\(other)", language), at: node)
        case .tooLarge:
            error(.unsupportedVersion, MenuRuleText.unsupportedVersion(nodes.string(node), language), at: node)
        case .notWhole(let found):
            error(.notAWholeNumber, ko
                ? "'version'은(는) 정수 1이어야 해요 (받은 값: \(found.text(language)))"
                : "'version' must be the whole number 1, not \(found.text(language))", at: node)
        }
        return 1
    }

    private mutating func readDefaults(_ node: Int32) -> FruitDefaults {
        var defaults = FruitDefaults()
        if isNull(node) { return defaults }
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, ko
                ? "'defaults'는 '{ stock: 10, reorder: 2 }' 같은 매핑이어야 해요 (받은 값: \(describe(node)))"
                : "'defaults' must be a mapping like '{ stock: 10, reorder: 2 }', not \(describe(node))", at: node)
            return defaults
        }
        for index in 0..<nodes.entryCount(node) {
            let (key, value) = nodes.entry(node, index)
            switch self.key(key, of: MenuKeys.Defaults.self) {
            case .stock?:
                let stock = readNumber(.stock, value, of: .defaults)
                defaults.stock = stock ?? 0
                if stock == nil { defaults.hasUnreadNumber = true }
            case .reorder?:
                defaults.reorder = readNumber(.reorder, value, of: .defaults)
                if defaults.reorder == nil { defaults.hasUnreadNumber = true }
            case .par?:
                defaults.par = readNumber(.par, value, of: .defaults)
                if defaults.par == nil { defaults.hasUnreadNumber = true }
                defaults.parNode = value
            case nil:
                unknownKey(key, known: MenuKeys.defaults, in: .defaultsMapping, mapping: node)
            }
        }
        if let node = defaults.parNode, let violation = StockRule.violation(defaults: defaults.levels) {
            error(.parNotAboveReorder, violation.message(owner: MessageOwner.defaults.text(language), language: language), at: node)
        }
        return defaults
    }

    // MARK: - Fruits

    private mutating func readFruits(_ node: Int32) -> [FruitDraft] {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, ko
                ? "'fruits'는 과일 id에서 과일로 가는 매핑이어야 해요 (예: 'mango: { name: Mango }'; 받은 값: \(describe(node)))"
                : "'fruits' must be a mapping of fruit id to fruit (e.g. 'mango: { name: Mango }'), not \(describe(node))", at: node)
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
                error(.wrongType, ko
                    ? "과일 '\(id())'은(는) 매핑(name, emoji, stock, reorder, par, was)이거나 비어 있어야 해요 (받은 값: \(describe(value)))"
                    : "fruit '\(id())' must be a mapping (name, emoji, stock, reorder, par, was) or empty, not \(describe(value))", at: value)
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
    private mutating func readNumber(_ number: MenuNumber, _ node: Int32, of owner: @autoclosure () -> MessageOwner) -> Int? {
        switch readWholeNumber(node) {
        case .value(let value):
            guard let problem = number.problem(value, of: owner(), language) else { return value }
            error(problem.code, problem.message, at: node)
        case .tooLarge:
            let problem = number.tooLarge(of: owner(), language)
            error(problem.code, problem.message, at: node)
        case .notWhole(let found):
            error(.notAWholeNumber, ko
                ? "\(owner().ko)의 \(number.words(language)) 값은 \(number.example) 같은 정수여야 해요 (받은 값: \(found.text(language)))"
                : "\(number.words(language)) of \(owner().en) must be a whole number like \(number.example), not \(found.text(language))", at: node)
        }
        return nil
    }

    /// Each fruit's `StockRule`, reported at the `par` value that sets the par (the fruit's or
    /// `defaults:`'s), else at the fruit's `stock` (the par is its initial stock), else at its id.
    private mutating func checkStockRules(_ fruits: [FruitDraft], defaults: FruitDefaults) {
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
            error(.parNotAboveReorder, violation.message(owner: MessageOwner.fruit(nodes.string(fruit.key)).text(language), language: language), at: node ?? fruit.key)
        }
    }

    // MARK: - Renames

    /// A fruit's `was:`: one former id or a list of them. Returns the ids that are slugs, each once,
    /// with their nodes; reports a value of the wrong type, an id that is not a slug, and an id
    /// listed twice, each at its node.
    private mutating func readFormerIDs(_ node: Int32, of subject: MessageOwner) -> [RenameRules<Int32>.Former] {
        let owner = subject.text(language)
        let items: [Int32]
        switch nodes.kind(node) {
        case .scalar:
            items = [node]
        case .sequence:
            items = (0..<nodes.itemCount(node)).map { nodes.item(node, $0) }
        default:
            error(.wrongType, ko
                ? "\(owner)의 'was'는 과일 id나 과일 id의 목록이어야 해요 (예: 'was: pear', 'was: [pear, nashi]'; 받은 값: \(describe(node)))"
                : "'was' of \(owner) must be a fruit id or a list of fruit ids (e.g. 'was: pear' or 'was: [pear, nashi]'), not \(describe(node))", at: node)
            return []
        }
        var formers: [RenameRules<Int32>.Former] = []
        for item in items {
            guard nodes.kind(item) == .scalar, !(nodes.style(item) == .plain && resolvesToNull(item)) else {
                error(.wrongType, ko
                    ? "\(owner)의 'was'에는 과일 id를 적어요; \(describe(item))은(는) 과일 id가 아니에요"
                    : "'was' of \(owner) names fruits by id; \(describe(item)) is not a fruit id", at: item)
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
    private mutating func checkRenames(_ fruits: [FruitDraft], fruitIDs: IDIndex) {
        var rules = RenameRules<Int32>(language: language)
        // Copies, and a list the rules report into, as in `readFormerIDs`.
        let nodes = self.nodes, language = self.language
        var problems: [(code: DiagnosticCode, message: String, node: Int32)] = []
        for fruit in fruits where !fruit.formers.isEmpty {
            rules.across(fruit.formers, of: nodes.string(fruit.key), owners: { MessageOwner.fruit($0).text(language) },
                         isOnMenu: { former in fruitIDs.position(ofBytes: nodes.bytes(former.place), text: { former.id }) != nil },
                         describe: { nodes.position($0).description },
                         report: { problems.append(($0, $1, $2)) })
        }
        for problem in problems { error(problem.code, problem.message, at: problem.node) }
    }

    // MARK: - Juices

    private mutating func readJuices(_ node: Int32, fruitIDs: IDIndex) -> (juices: [Juice], notes: [JuiceNotes]) {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, ko
                ? "'juices'는 쥬스 id에서 쥬스로 가는 매핑이어야 해요 (예: 'mango: { recipe: { mango: 3 } }'; 받은 값: \(describe(node)))"
                : "'juices' must be a mapping of juice id to juice (e.g. 'mango: { recipe: { mango: 3 } }'), not \(describe(node))", at: node)
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
            guard nodes.kind(value) == .mapping else {
                if outline != nil { outline?.juices.append(MenuOutline.Juice(id: nodes.string(key), position: nodes.position(key), name: nil, recipe: [])) }
                if isNull(value) {
                    error(.missingField, noRecipe(nodes.string(key)), at: key)
                } else {
                    error(.wrongType, ko
                        ? "쥬스 '\(nodes.string(key))'은(는) 'recipe:'(와 'name:')가 있는 매핑이어야 해요 (받은 값: \(describe(value)))"
                        : "juice '\(nodes.string(key))' must be a mapping with 'recipe:' (and 'name:'), not \(describe(value))", at: value)
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
                    (recipe, notes.exceedsStock) = readRecipe(fieldValue, builds: builds, of: key, fruitIDs: fruitIDs)
                case .allow?:
                    let allowed = readAllowed(fieldValue, permitted: Self.juiceWarnings)
                    notes.allowsUnmakeable = allowed.contains(.unmakeableJuice)
                    notes.allowsMissingTranslation = allowed.contains(.missingTranslation)
                case nil:
                    unknownKey(fieldKey, known: MenuKeys.juice, in: .juice(nodes.string(key)), mapping: value)
                }
            }
            if !hasRecipe {
                error(.missingField, noRecipe(nodes.string(key)), at: value)
            }
            if outline != nil {
                outline?.juices.append(MenuOutline.Juice(id: nodes.string(key), position: nodes.position(key), name: name, recipe: outlineRecipe))
                outlineRecipe.removeAll()
            }
            if builds, !hasError {
                let id = nodes.string(key)
                juices.append(Juice(id: Juice.ID(id), name: name ?? LocalizedName(english: id), recipe: recipe))
            }
            allNotes.append(notes)
        }
        return (juices, allNotes)
    }

    /// The recipe of the juice whose key is `juiceKey`, and whether some amount is more than that
    /// fruit's initial stock. The items are made only when `builds`; the checks and `exceedsStock`
    /// are the same either way.
    private mutating func readRecipe(
        _ node: Int32, builds: Bool, of juiceKey: Int32, fruitIDs: IDIndex
    ) -> (items: [FruitAmount], exceedsStock: Bool) {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        func juice() -> String { nodes.string(juiceKey) }
        guard nodes.kind(node) == .mapping else {
            if isNull(node) {
                error(.emptyRecipe, emptyRecipe(juice()), at: node)
            } else {
                error(.wrongType, ko
                    ? "'\(juice())'의 레시피는 과일에서 양으로 가는 매핑이어야 해요 (예: '{ mango: 2, kiwi: 1 }'; 받은 값: \(describe(node)))"
                    : "recipe of '\(juice())' must be a mapping of fruit to amount (e.g. '{ mango: 2, kiwi: 1 }'), not \(describe(node))", at: node)
            }
            return ([], false)
        }
        let count = nodes.entryCount(node)
        if count == 0 {
            error(.emptyRecipe, emptyRecipe(juice()), at: node)
            return ([], false)
        }
        var exceedsStock = false
        var recipe: [FruitAmount] = []
        if builds { recipe.reserveCapacity(count) }
        for index in 0..<count {
            let (key, value) = nodes.entry(node, index)
            guard nodes.kind(key) == .scalar else {
                error(.wrongType, ko
                    ? "'\(juice())'의 레시피에는 과일 id를 적어요; \(describe(key))은(는) 과일 id가 아니에요"
                    : "recipe of '\(juice())' names fruits by id; \(describe(key)) is not a fruit id", at: key)
                continue
            }
            let known = fruitIDs.position(ofBytes: nodes.bytes(key), text: { nodes.string(key) })
            let amount = readAmount(value, fruit: nodes.string(key), juice: juice())
            if outline != nil { outlineRecipe.append(MenuOutline.RecipeItem(fruit: nodes.string(key), amount: amount)) }
            guard known != nil || !checksRecipeFruits else {
                hasError = true
                noteUnknownFruit(key, of: juiceKey, in: node)
                continue
            }
            // A known fruit's recipe entry shares the fruit's id String instead of making its own.
            guard let amount else { continue }
            if builds { recipe.append(FruitAmount(fruit: known.map { fruitTypedIDs[$0] } ?? Fruit.ID(nodes.string(key)), amount: amount)) }
            if let position = known {
                fruitUsed[position] = true
                if amount > fruitStocks[position] { exceedsStock = true }
            }
        }
        return (recipe, exceedsStock)
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
            error(.notAWholeNumber, ko
                ? "'\(juice())'의 \(Quoted.name(fruit())) 양은 2 같은 정수여야 해요 (받은 값: \(found.text(language)))"
                : "amount of \(Quoted.name(fruit())) in '\(juice())' must be a whole number like 2, not \(found.text(language))", at: node)
        }
        return nil
    }

    // MARK: - Shared pieces

    /// Reports a `fruits:` or `juices:` mapping with more than its kind's limit of entries, once, at
    /// the first key past the limit. Checked before the entries are read, so it costs nothing per entry.
    private mutating func checkCount(of node: Int32, kind: MenuEntryKind) {
        guard nodes.entryCount(node) > kind.limit else { return }
        let firstOver = nodes.entry(node, kind.limit).key
        error(.tooManyEntries, MenuRuleText.tooManyEntries(kind: kind, count: nodes.entryCount(node), language), at: firstOver)
    }

    /// Whether `key` can be an id (a scalar), reporting one that is not a slug; makes no String for a good one.
    private mutating func checkID(_ key: Int32, kind: MenuEntryKind) -> Bool {
        guard nodes.kind(key) == .scalar else {
            error(.wrongType, ko
                ? "\(kind.word(language)) id는 'mango' 같은 이름이어야 해요 (받은 값: \(describe(key)))"
                : "a \(kind.word(language)) id must be a plain name like 'mango', not \(describe(key))", at: key)
            return false
        }
        if !Slug.isSlug(nodes.bytes(key)) {
            error(.invalidID, MenuRuleText.notASlug(kind: kind, id: nodes.string(key), language), at: key)
        }
        return true
    }

    /// A juice without a recipe.
    private func noRecipe(_ juice: String) -> String {
        ko ? "쥬스 '\(juice)'에 레시피가 없어요; 'recipe: { 과일: 양 }'을 적으세요"
            : "juice '\(juice)' has no recipe; add 'recipe: { fruit: amount }'"
    }

    /// A recipe with no fruit.
    private func emptyRecipe(_ juice: String) -> String {
        MenuRuleText.emptyRecipe(juice: juice, language)
    }

    /// A name that is checked but not built (`builds` false) and is good.
    private static let unbuiltName = LocalizedName([])

    /// The name, nil when it is broken. Unless `builds`, a good name comes back as `unbuiltName`:
    /// checked the same, but without its Strings.
    private mutating func readName(_ node: Int32, builds: Bool = true, of owner: @autoclosure () -> MessageOwner) -> LocalizedName? {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        if nodes.kind(node) == .scalar {
            guard builds else { return checkText(node, field: .name, of: owner()) ? Self.unbuiltName : nil }
            guard let text = readText(node, field: .name, of: owner()) else { return nil }
            return LocalizedName(english: text)
        }
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, ko
                ? "\(owner().ko)의 이름은 텍스트나 언어에서 텍스트로 가는 매핑이어야 해요 (예: '{ en: Mango, ko: 망고 }'; 받은 값: \(describe(node)))"
                : "name of \(owner().en) must be text or a mapping of language to text (e.g. '{ en: Mango, ko: 망고 }'), not \(describe(node))", at: node)
            return nil
        }
        let count = nodes.entryCount(node)
        if count == 0 {
            error(.emptyName, MenuRuleText.emptyName(of: owner(), language), at: node)
            return nil
        }
        var translations: [LocalizedName.Translation] = []
        if builds { translations.reserveCapacity(count) }
        var valid = true
        for index in 0..<count {
            let (key, value) = nodes.entry(node, index)
            guard nodes.kind(key) == .scalar, Slug.isLanguageCode(nodes.bytes(key)) else {
                error(.invalidID, MenuRuleText.notALanguageCode(describe(key), in: owner(), language), at: key)
                valid = false
                continue
            }
            guard builds else {
                if !checkText(value, field: .nameIn(nodes.string(key)), of: owner()) { valid = false }
                continue
            }
            let language = nodes.string(key)
            guard let text = readText(value, field: .nameIn(language), of: owner()) else {
                valid = false
                continue
            }
            translations.append(LocalizedName.Translation(language: language, text: text))
        }
        guard valid else { return nil }
        return builds ? LocalizedName(translations) : Self.unbuiltName
    }

    /// A text field of a fruit or juice, as messages name it.
    private enum TextField {
        case name, emoji
        /// The name in one language: `name (ko)`.
        case nameIn(String)

        func words(_ language: Language) -> String {
            switch (self, language) {
            case (.name, .en): "name"
            case (.name, .ko): "이름"
            case (.emoji, .en): "emoji"
            case (.emoji, .ko): "이모지"
            case (.nameIn(let code), .en): "name (\(code))"
            case (.nameIn(let code), .ko): "이름(\(code))"
            }
        }
    }

    /// Text that must not be empty: names, emoji.
    private mutating func readText(_ node: Int32, field: @autoclosure () -> TextField, of owner: @autoclosure () -> MessageOwner) -> String? {
        checkText(node, field: field(), of: owner()) ? nodes.string(node) : nil
    }

    /// Whether `readText` would give text, reporting what it would; makes no String for good text
    /// (`field` and `owner` are made only for a message).
    private mutating func checkText(_ node: Int32, field: @autoclosure () -> TextField, of owner: @autoclosure () -> MessageOwner) -> Bool {
        guard nodes.kind(node) == .scalar else {
            error(.wrongType, ko
                ? "\(owner().ko)의 \(field().words(language)) 값은 텍스트여야 해요 (받은 값: \(describe(node)))"
                : "\(field().words(language)) of \(owner().en) must be text, not \(describe(node))", at: node)
            return false
        }
        // `name: ~` is YAML's null, which a file can write and code cannot: empty, as a blank text is.
        if nodes.style(node) == .plain && resolvesToNull(node) {
            error(.emptyName, MenuRuleText.emptyText(field: field().words(language), of: owner(), language), at: node)
            return false
        }
        if let problem = TextRule.problem(nodes.bytes(node), field: field().words(language), of: owner(), language) {
            error(problem.code, problem.message, at: node)
            return false
        }
        return true
    }

    private mutating func readAllowed(_ node: Int32, permitted: [DiagnosticCode]) -> Set<DiagnosticCode> {
        guard nodes.kind(node) == .sequence else {
            let codes = permitted.map(\.rawValue).joined(separator: ", ")
            error(.wrongType, ko
                ? "'allow'는 [\(codes)] 같은 경고 코드의 목록이어야 해요 (받은 값: \(describe(node)))"
                : "'allow' must be a list of warning codes like [\(codes)], not \(describe(node))", at: node)
            return []
        }
        var allowed: Set<DiagnosticCode> = []
        for index in 0..<nodes.itemCount(node) {
            let item = nodes.item(node, index)
            if nodes.kind(item) == .scalar, let code = DiagnosticCode(rawValue: nodes.string(item)), permitted.contains(code) {
                allowed.insert(code)
            } else {
                unknownKey(item, known: permitted.map(\.rawValue), in: .allow)
            }
        }
        return allowed
    }

    private mutating func unknownKey(_ key: Int32, known: [String], in subject: MessageOwner, mapping: Int32? = nil) {
        let owner = subject.text(language)
        guard nodes.kind(key) == .scalar else {
            error(.wrongType, ko
                ? "\(owner)의 키는 이름이어야 해요; \(describe(key))은(는) 이름이 아니에요"
                : "keys in \(owner) are plain names; \(describe(key)) is not one", at: key)
            return
        }
        let name = nodes.string(key)
        var message = ko ? "\(owner)에는 \(Quoted.name(name)) 키가 없어요" : "\(owner) has no key \(Quoted.name(name))"
        var fix: DiagnosticFix?
        let suggester = NameSuggester(candidates: known)
        if let suggestion = suggester.suggestionWithUniqueness(for: name.strippingInvisibles), suggestion.isOnlyClosest {
            message += ko ? "; '\(suggestion.name)'을(를) 말한 건가요?" : "; did you mean '\(suggestion.name)'?"
            // No fix when the key it would become is already there, or another fix in the same
            // mapping already makes it (`fruts:` and `fruitz:`): either would be a duplicate key.
            // (An item of `allow:` is in a list, not a mapping: its fix is always free.)
            let free = mapping.map {
                !self.mapping($0, hasKey: suggestion.name) && claimedKeyFixes.insert(MappingKey(mapping: $0, key: suggestion.name)).inserted
            } ?? true
            if free { fix = fixReplacing(key, with: suggestion.name) }
        } else {
            let keys = known.map { "'\($0)'" }.joined(separator: ", ")
            message += ko ? "; 쓸 수 있는 키는 \(keys)예요" : "; known keys are \(keys)"
        }
        hasError = true
        diagnostics.append(Diagnostic(.error, .unknownKey, message, at: nodes.position(key), fix: fix))
    }

    /// Whether mapping `node` has a scalar key whose text is `name` (a fix renaming a key to it
    /// would make a duplicate key).
    private func mapping(_ node: Int32, hasKey name: String) -> Bool {
        guard nodes.kind(node) == .mapping else { return false }
        var name = name
        return name.withUTF8 { wanted in
            (0..<nodes.entryCount(node)).contains { index in
                let key = nodes.entry(node, index).key
                return nodes.kind(key) == .scalar && nodes.bytes(key).elementsEqual(wanted)
            }
        }
    }

    /// The fix that replaces scalar `node`'s text with `replacement`, when its text is in the source
    /// as written. The fix holds offsets, not the view, so it outlives the validator.
    private func fixReplacing(_ node: Int32, with replacement: String) -> DiagnosticFix? {
        ScalarFix.replacing(node, in: nodes, with: replacement)
    }

    /// Turns what the YAML layer noticed (duplicate keys, unsupported tags) into diagnostics.
    private mutating func reportIssues(of document: YAMLDocument, fruits: Int32?, juices: Int32?) {
        for issue in document.issues {
            let firstAt = issue.relatedNode.map { nodes.position($0) }
            let key = issue.problem == .duplicateKey ? nodes.string(issue.node) : nil
            var diagnostic = Diagnostic(issue, language: language, key: key, firstAt: firstAt)
            if issue.problem == .duplicateKey, let kind = issue.container == fruits ? MenuEntryKind.fruit : issue.container == juices ? .juice : nil {
                diagnostic.code = .duplicateID
                diagnostic.message = MenuRuleText.duplicateID(kind: kind, id: key ?? "", first: firstAt?.description ?? "?", language)
            }
            hasError = true
            diagnostics.append(diagnostic)
        }
    }

    // MARK: - Warnings

    /// Uses what reading the recipes gathered (`fruitUsed`, `exceedsStock`); only the rare juice
    /// that needs more than the stock has its recipe read again, to word its warning.
    private mutating func warnAboutUse(fruits: [FruitDraft], notes: [JuiceNotes], fruitIDs: IDIndex, in document: YAMLDocument) {
        let nodes = self.nodes
        for note in notes where note.exceedsStock && !note.allowsUnmakeable && note.recipeNode >= 0 {
            var shortages: [String] = []
            // The items `readRecipe` keeps, in its order: scalar keys of known fruits with a good amount.
            for index in 0..<nodes.entryCount(note.recipeNode) {
                let (key, value) = nodes.entry(note.recipeNode, index)
                guard nodes.kind(key) == .scalar,
                      let known = fruitIDs.position(ofBytes: nodes.bytes(key), text: { nodes.string(key) }),
                      case .value(let amount) = readWholeNumber(value), amount >= 1 else { continue }
                let stock = fruitStocks[known]
                if amount > stock {
                    let fruit = nodes.string(fruits[known].key)
                    shortages.append(ko ? "\(fruit) \(amount)개 (초기 재고 \(stock)개)" : "\(amount) \(fruit) (initial stock \(stock))")
                }
            }
            let needs = shortages.joined(separator: ", ")
            warning(
                .unmakeableJuice,
                ko
                    ? "쥬스 '\(nodes.string(note.key))'은(는) 초기 재고로 한 잔도 만들 수 없어요: \(needs)가 필요해요; 재고를 늘리거나, 일부러 그런 거라면 'allow: [unmakeable-juice]'를 더하세요"
                    : "juice '\(nodes.string(note.key))' cannot be made even once from initial stock: it needs \(needs); raise the stock, or add 'allow: [unmakeable-juice]' if that is intended",
                at: note.key
            )
        }
        for index in fruits.indices where !fruitUsed[index] && !fruits[index].allowsUnused {
            warning(
                .unusedFruit,
                ko
                    ? "과일 '\(nodes.string(fruits[index].key))'은(는) 어느 레시피에도 없어요; 지우거나, 쥬스에 쓰거나, 'allow: [unused-fruit]'를 더하세요"
                    : "fruit '\(nodes.string(fruits[index].key))' is in no recipe; remove it, use it in a juice, or add 'allow: [unused-fruit]'",
                at: fruits[index].key
            )
        }
    }

    /// A name that lacks a language other names have would show up untranslated. Juices' languages
    /// were noted as their names were read: once an error is found, their `Juice`s are not kept.
    private mutating func warnAboutTranslations(fruits: [FruitDraft], notes: [JuiceNotes], in document: YAMLDocument) {
        var checker = nameLanguages.checker
        guard checker.hasSeveralLanguages else { return }
        for fruit in fruits where !fruit.allowsMissingTranslation {
            guard fruit.name != nil, let node = fruit.nameNode, let missing = checker.missing(from: fruit.languages) else { continue }
            warnAboutMissing(missing, of: .fruit, id: fruit.key, at: node)
        }
        for note in notes where !note.allowsMissingTranslation && note.nameNode >= 0 {
            guard let missing = checker.missing(from: note.languages) else { continue }
            warnAboutMissing(missing, of: .juice, id: note.key, at: note.nameNode)
        }
    }

    /// Warns that the name at `node`, of the fruit or juice whose id is the scalar `id`, lacks the
    /// languages `missing`. Written as bytes (`ByteOutput`): a menu can hold tens of thousands of
    /// these, and joining Strings piece by piece took about 7,500 instructions a message.
    private mutating func warnAboutMissing(_ missing: [String], of kind: MenuEntryKind, id: Int32, at node: Int32) {
        var text: [UInt8] = []
        text.reserveCapacity(256)
        let language: Language = ko ? .ko : .en
        if !ko { text.append("name of ") }
        text.append(kind.word(language))
        text.append(" '")
        text.append(contentsOf: nodes.bytes(id))
        text.append(ko ? "'의 이름에 다른 이름들에는 있는 " : "' has no ")
        for (index, code) in missing.enumerated() {
            if index > 0 { text.append(", ") }
            text.append("'")
            text.append(code)
            text.append("'")
        }
        text.append(ko
            ? "이(가) 없어요; 더하거나 'allow: [missing-translation]'를 더하세요"
            : " while other names do; add it, or add 'allow: [missing-translation]'")
        warning(.missingTranslation, text.utf8String, at: node)
    }

    // MARK: - Helpers
    //
    // The helpers that read `self` and run for every fruit or juice are `@inline(__always)`: called
    // from a mutating method, a non-mutating one received a copy of the whole validator (a memcpy
    // of several hundred bytes per call, 10 M instructions on a 10 MB menu).

    /// What a plain or tagged scalar means (`YAMLNode.resolved`: YAML's core schema and the
    /// document's tags); read through `YAMLNode` on the rare paths that need it (messages, a
    /// tagged value), the one thing the validator does not read from `nodes`.
    private func resolved(_ node: Int32) -> ResolvedScalar? {
        YAMLNode(document: document, index: node).resolved
    }

    /// What a node is, in a few words of the messages' language: `a list`, `the text 'ten'`.
    private func describe(_ node: Int32) -> String {
        let found: FoundValue
        switch nodes.kind(node) {
        case .mapping: found = .mapping
        case .sequence: found = .list
        case .scalar:
            let scalar = nodes.string(node)
            guard nodes.style(node) == .plain else { return FoundValue.text(scalar).text(language) }
            switch resolved(node) {
            case .null?: found = .null
            case .bool?: found = .boolean(scalar)
            case .int?, .bigInt?, .float?: found = .number(scalar)
            default: found = .text(scalar)
            }
        }
        return found.text(language)
    }

    /// The key of the format that `node` spells, among `Key`'s; nil for any other node.
    @inline(__always) private func key<Key: MenuKey>(_ node: Int32, of _: Key.Type) -> Key? {
        let nodes = self.nodes
        return Key.first { nodes.scalarEquals(node, $0) }
    }

    /// Whether a scalar means null (`resolved(_:) == .null`), read from its bytes unless it has a tag.
    @inline(__always) private func resolvesToNull(_ node: Int32) -> Bool {
        if nodes.hasTag(node) { return resolved(node) == .null }
        return nodes.style(node) == .plain && ScalarResolution.isNullText(nodes.bytes(node))
    }

    @inline(__always) private func readWholeNumber(_ node: Int32) -> WholeNumber.Outcome {
        WholeNumber.read(node, in: nodes, of: document)
    }

    /// Whether `node` is a plain scalar that means null (`~`, `null`, nothing).
    private func isNull(_ node: Int32) -> Bool {
        nodes.kind(node) == .scalar && nodes.style(node) == .plain && resolvesToNull(node)
    }

    /// Reports an error at `node` (a menu with one is not built).
    private mutating func error(_ code: DiagnosticCode, _ message: String, at node: Int32) {
        hasError = true
        diagnostics.append(.error(code, Self.trimmed(message), at: nodes.position(node)))
    }

    /// Reports a warning at `node`.
    private mutating func warning(_ code: DiagnosticCode, _ message: String, at node: Int32) {
        diagnostics.append(.warning(code, Self.trimmed(message), at: nodes.position(node)))
    }

    /// `message` in storage of its own length. An interpolated String keeps the spare capacity it
    /// grew while being built (about 250 bytes for a 120-byte warning), and a menu can hold tens of
    /// thousands of messages at once, while its document is still in memory.
    @inline(__always) private static func trimmed(_ message: String) -> String {
        String(decoding: message.utf8, as: UTF8.self)
    }
}
