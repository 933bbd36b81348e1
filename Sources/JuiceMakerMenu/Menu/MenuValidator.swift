import Foundation
import JuiceMakerYAML
/// Checks a menu's node tree against the format and builds the `Menu`. It collects every problem
/// instead of stopping at the first, each at the node it is about (the key for a wrong key, the
/// value for a wrong value), and builds the menu only when there are no errors and it is asked to.
///
/// It is the one reader of the format and its one rule book: a menu made in code or decoded from
/// JSON is read as the file that would hold it (`MenuLoader.check(version:fruits:juices:)`), and,
/// asked to (`keepsOutline`), the same pass also keeps a `MenuOutline`, the lenient reading an
/// editor needs of a menu that is still wrong.
///
/// This file holds its state, the pass and the top level; the rest is in extensions by the part of
/// the format they read (`MenuValidator+Fruits`, `+Juices`, `+Fields` for what they share,
/// `+Warnings`, and the drafts they keep in `+Drafts`). What those files share is internal (Swift's
/// `private` does not cross files), what one file alone uses is private; `MenuLoader` uses only
/// `init`, `validate()` and the results.
struct MenuValidator {
    /// What is wrong with the menu, in source order once `validate()` returned.
    var diagnostics: [Diagnostic] = []
    /// What the pass read, kept leniently, when asked for (`keepsOutline`); nil otherwise.
    var outline: MenuOutline?
    /// The current juice's recipe as written, for the outline (unknown fruits and unread amounts included).
    var outlineRecipe: [MenuOutline.RecipeItem] = []
    /// Whether an error has been found: from then on there will be no menu, so juices are checked
    /// but not kept (a broken menu costs no more memory than its document).
    var hasError = false
    /// The recipes' unknown fruits, reported with their messages to come: the caller finishes them
    /// (`UnknownFruitMessages.finish(_:language:)`) once the document is gone.
    var unknownFruits = UnknownFruitMessages()
    /// The keys fixes of unknown keys already give each mapping (a second would make a duplicate).
    var claimedKeyFixes: Set<MappingKey> = []
    /// The same ids typed, made once when a menu is built: a recipe item copies its fruit's id
    /// (and the hash it carries) instead of hashing the text again.
    var fruitTypedIDs: [Fruit.ID] = []
    var checksRecipeFruits = true
    /// Initial stock per fruit, and whether a recipe uses it: gathered while reading recipes, for the use warnings.
    var fruitStocks: [Int] = []
    var fruitUsed: [Bool] = []
    /// What `currency:` gave, read before the fruits and juices whose amounts it is the unit of.
    var currency = CurrencyState.absent
    /// Whether the missing `currency:` was reported (once, at the first price or cost).
    var missingCurrencyReported = false
    /// Each fruit's cost in minor units, -1 when it has none: for the recipes' costs.
    var fruitCosts: [Int] = []
    /// The languages of every good name, for the translation warnings. Noted as each name is
    /// read, while its nodes are in cache: a second pass over every name read them from memory.
    var nameLanguages = NameLanguages()
    /// The document being validated, and its nodes, read by index on the paths every fruit and juice takes.
    let document: YAMLDocument
    let nodes: DocumentNodes
    /// Whether the caller wants the menu. When not (`juicemaker validate` only prints diagnostics),
    /// juices are checked exactly as when it does, but no `Juice`, name or recipe is made for them.
    let keepsMenu: Bool
    /// The language messages are written in; each is made in that language only.
    let language: Language
    /// Whether messages say where the other of a pair is (`first at 3:7`): not for a menu made in
    /// code, whose text is only the validator's way in (`MenuLoader.check(version:fruits:juices:)`).
    let placesInMessages: Bool
    /// The YAML layer's duplicate keys in mappings other than `fruits:` and `juices:`, by mapping:
    /// a name's or a recipe's are worded as such when that mapping is read (`rewordDuplicates`).
    var duplicateKeys: [Int32: [DuplicateKey]] = [:]

    static let fruitWarnings: [DiagnosticCode] = [.unusedFruit, .missingTranslation]
    static let juiceWarnings: [DiagnosticCode] = [.unmakeableJuice, .missingTranslation, .belowCost]

    /// Made inside `YAMLDocument.withNodes` (`MenuLoader` does), which `nodes` must not outlive:
    /// a validator lives only as long as the call that made it.
    ///
    /// `keepsMenu: false` checks the menu just the same (same diagnostics, same order) but builds
    /// nothing of it: `validate()` then returns nil. `keepsOutline: true` keeps `outline` as well
    /// (at the cost of the Strings of every id, name and recipe line). `placesInMessages: false`
    /// leaves out of messages where the first of a pair is.
    init(document: YAMLDocument, nodes: DocumentNodes, keepsMenu: Bool = true, keepsOutline: Bool = false, language: Language = .en,
         placesInMessages: Bool = true) {
        self.document = document
        self.nodes = nodes
        self.keepsMenu = keepsMenu
        self.outline = keepsOutline ? MenuOutline() : nil
        self.language = language
        self.placesInMessages = placesInMessages
    }

    /// The words of the messages' language; each message is made only when a problem is found.
    var words: any MenuWords { language.menu }

    /// The menu's parts when it has no errors (and `keepsMenu`); `diagnostics` says what is wrong
    /// either way, in source order, but for the unknown fruits' messages, which `unknownFruits`
    /// writes in (`finish(_:language:)`) once the document is gone.
    mutating func validate() -> MenuParts? {
        let root = document.root.index
        guard nodes.kind(root) == .mapping else {
            if nodes.kind(root) == .scalar, resolvesToNull(root) {
                hasError = true
                diagnostics.append(.error(.emptyFile, words.emptyFile, at: SourcePosition(line: 1, column: 1)))
            } else {
                error(.wrongType, words.menuNotAMapping(describe(root)), at: root)
            }
            reportIssues(fruits: nil, juices: nil)
            return nil
        }

        var version = 1
        var timeZone: TimeZone?
        var defaults = FruitDefaults()
        let fruitsNode = nodes.value(of: root, at: MenuKeys.TopLevel.fruits.spelling)
        let juicesNode = nodes.value(of: root, at: MenuKeys.TopLevel.juices.spelling)
        // What the YAML layer noticed comes first: it is about the text, before its meaning.
        reportIssues(fruits: fruitsNode, juices: juicesNode)
        for index in 0..<nodes.entryCount(root) {
            let (key, value) = nodes.entry(root, index)
            switch self.key(key, of: MenuKeys.TopLevel.self) {
            case .version?: version = readVersion(value)
            case .currency?: readCurrency(value)
            case .timezone?: timeZone = readTimeZone(value)
            case .defaults?: defaults = readDefaults(value)
            case .fruits?, .juices?: break  // read below, in their order
            case nil: unknownKey(key, known: MenuKeys.topLevel, in: .menu, mapping: root)
            }
        }

        if fruitsNode == nil {
            error(.missingField, words.noFruits, at: root)
        }
        if juicesNode == nil {
            error(.missingField, words.noJuices, at: root)
        }
        var fruits: [FruitDraft] = []
        if let fruitsNode { fruits = readFruits(fruitsNode) }
        if outline != nil { keepInOutline(fruits, defaults: defaults) }
        if keepsMenu { fruitTypedIDs = fruits.map { Fruit.ID(rawValue: nodes.string($0.key)) } }
        let fruitIDs = IDIndex(count: fruits.count) { nodes.bytes(fruits[$0].key) }
        fruitStocks = fruits.map { $0.stock ?? defaults.stock }
        fruitCosts = fruits.map { $0.cost ?? -1 }
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
        if !hasError { warnAboutUse(fruits: fruits, notes: juiceNotes, fruitIDs: fruitIDs) }
        warnAboutTranslations(fruits: fruits, notes: juiceNotes)

        sortDiagnostics()
        guard !hasError, keepsMenu else { return nil }
        let menuFruits = fruits.indices.map { index in
            let fruit = fruits[index]
            return Fruit(id: fruitTypedIDs[index], name: fruit.name ?? LocalizedName(english: nodes.string(fruit.key)), emoji: fruit.emojiNode.map(nodes.string),
                         initialStock: fruitStocks[index], reorderPoint: fruit.reorder ?? defaults.reorder, parLevel: fruit.par ?? defaults.par,
                         cost: fruit.cost, formerIDs: fruit.formers.map { Fruit.ID(rawValue: $0.id) })
        }
        var knownCurrency: Currency?
        if case .known(let currency) = currency { knownCurrency = currency }
        return MenuParts(version: version, currency: knownCurrency, timeZone: timeZone, fruits: menuFruits, juices: juices)
    }

    /// Gives the outline the fruits and defaults as read: a field the checks refused is left out.
    private mutating func keepInOutline(_ fruits: [FruitDraft], defaults: FruitDefaults) {
        let nodes = self.nodes
        outline?.defaultStock = defaults.stock
        outline?.defaultReorderPoint = defaults.reorder
        outline?.defaultParLevel = defaults.par
        if case .known(let currency) = currency { outline?.currency = currency }
        outline?.fruits = fruits.map { fruit in
            MenuOutline.Fruit(id: nodes.string(fruit.key), position: nodes.position(fruit.key), name: fruit.name, emoji: fruit.emojiNode.map(nodes.string),
                              stock: fruit.stock, reorderPoint: fruit.reorder, parLevel: fruit.par, cost: fruit.cost)
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
            error(.unsupportedVersion, words.unsupportedVersion("\(other)"), at: node)
        case .tooLarge:
            error(.unsupportedVersion, words.unsupportedVersion(nodes.string(node)), at: node)
        case .notWhole(let found):
            error(.notAWholeNumber, words.versionNotWhole(words.found(found)), at: node)
        }
        return 1
    }

    private mutating func readDefaults(_ node: Int32) -> FruitDefaults {
        var defaults = FruitDefaults()
        if isNull(node) { return defaults }
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, words.defaultsNotAMapping(describe(node)), at: node)
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
            error(.parNotAboveReorder, violation.message(owner: words.owner(.defaults), language: language), at: node)
        }
        return defaults
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
    func describe(_ node: Int32) -> String {
        let found: FoundValue
        switch nodes.kind(node) {
        case .mapping: found = .mapping
        case .sequence: found = .list
        case .scalar:
            let scalar = nodes.string(node)
            guard nodes.style(node) == .plain else { return words.found(.text(scalar)) }
            switch resolved(node) {
            case .null?: found = .null
            case .bool?: found = .boolean(scalar)
            case .int?, .bigInt?, .float?: found = .number(scalar)
            default: found = .text(scalar)
            }
        }
        return words.found(found)
    }

    /// The key of the format that `node` spells, among `Key`'s; nil for any other node.
    @inline(__always) func key<Key: MenuKey>(_ node: Int32, of _: Key.Type) -> Key? {
        let nodes = self.nodes
        return Key.first { nodes.scalarEquals(node, $0) }
    }

    /// Whether a scalar means null (`resolved(_:) == .null`), read from its bytes unless it has a tag.
    @inline(__always) func resolvesToNull(_ node: Int32) -> Bool {
        if nodes.hasTag(node) { return resolved(node) == .null }
        return nodes.style(node) == .plain && ScalarResolution.isNullText(nodes.bytes(node))
    }

    @inline(__always) func readWholeNumber(_ node: Int32) -> WholeNumber.Outcome {
        WholeNumber.read(node, in: nodes, of: document)
    }

    /// Whether `node` is a plain scalar that means null (`~`, `null`, nothing).
    func isNull(_ node: Int32) -> Bool {
        nodes.kind(node) == .scalar && nodes.style(node) == .plain && resolvesToNull(node)
    }

    /// Reports an error at `node` (a menu with one is not built).
    mutating func error(_ code: DiagnosticCode, _ message: String, at node: Int32) {
        hasError = true
        diagnostics.append(.error(code, Self.trimmed(message), at: nodes.position(node)))
    }

    /// Reports a warning at `node`.
    mutating func warning(_ code: DiagnosticCode, _ message: String, at node: Int32) {
        diagnostics.append(.warning(code, Self.trimmed(message), at: nodes.position(node)))
    }

    /// `message` in storage of its own length. An interpolated String keeps the spare capacity it
    /// grew while being built (about 250 bytes for a 120-byte warning), and a menu can hold tens of
    /// thousands of messages at once, while its document is still in memory.
    @inline(__always) private static func trimmed(_ message: String) -> String {
        String(decoding: message.utf8, as: UTF8.self)
    }
}
