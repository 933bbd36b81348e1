/// The recipes' unknown fruits whose error messages wait for their did-you-mean, and what the
/// messages need, copied out of the document: the fruit's and the juice's ids, the fix that would
/// replace the name, the recipe's other keys, and the menu's fruit ids.
///
/// The validator reports each unknown fruit with an empty message and notes it here; the loader
/// finishes the messages once the document is gone (`finish(_:language:)`). The did-you-mean
/// searches then run one after another, with the search's tables in cache (run between two
/// juices, each found its one-edit index evicted), and their tables never sit on top of the
/// document's at the process's peak memory: a menu of 25,000 fruits and thousands of typos needs
/// megabytes of them.
struct UnknownFruitMessages {
    private struct Unknown {
        /// Its error's index in the diagnostics.
        var diagnostic: Int
        /// Where its name, its juice's id and its recipe's keys are in `text`.
        var fruit: Range<Int>
        var juice: Range<Int>
        var recipeKeys: Range<Int>
        var fix: DiagnosticFix?
        /// The recipe mapping's node: fixes in one recipe must not claim one name twice.
        var recipe: Int32
    }

    private var unknowns: [Unknown] = []
    /// The UTF-8 of names and ids, one after another; a recipe's keys are `keyStarts`-delimited.
    private var text: [UInt8] = []
    /// Where each recipe key copied into `text` starts, and one more entry for each recipe's end.
    private var keyStarts: [Int] = []
    /// The menu's fruit ids, one after another, and where each starts (one more for the end).
    private var fruitIDBytes: [UInt8] = []
    private var fruitIDStarts: [Int] = [0]

    /// Whether no unknown fruit waits.
    var isEmpty: Bool { unknowns.isEmpty }

    /// Notes an unknown fruit whose error is `diagnostics[diagnostic]`.
    ///
    /// - Parameters:
    ///   - diagnostic: The error's index in the diagnostics.
    ///   - fruit: The unknown name's UTF-8.
    ///   - juice: The juice's id's UTF-8.
    ///   - fix: The fix that replaces the name (its replacement set when there is a suggestion).
    ///   - recipe: The recipe mapping's node.
    ///   - recipeKeys: The UTF-8 of each scalar key of the recipe.
    mutating func note(diagnostic: Int, fruit: UnsafeBufferPointer<UInt8>, juice: UnsafeBufferPointer<UInt8>, fix: DiagnosticFix?,
                       recipe: Int32, recipeKeys: [UnsafeBufferPointer<UInt8>]) {
        let fruitStart = text.count
        text.append(contentsOf: fruit)
        let juiceStart = text.count
        text.append(contentsOf: juice)
        let keysStart = keyStarts.count
        for key in recipeKeys {
            keyStarts.append(text.count)
            text.append(contentsOf: key)
        }
        keyStarts.append(text.count)
        unknowns.append(Unknown(diagnostic: diagnostic, fruit: fruitStart..<juiceStart, juice: juiceStart..<(juiceStart + juice.count),
                                recipeKeys: keysStart..<(keyStarts.count - 1), fix: fix, recipe: recipe))
    }

    /// Follows the diagnostics into a new order.
    ///
    /// - Parameter order: The old index of the diagnostic at each new index.
    mutating func move(to order: [Int]) {
        guard !unknowns.isEmpty else { return }
        var newIndex = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        for index in unknowns.indices { unknowns[index].diagnostic = newIndex[unknowns[index].diagnostic] }
    }

    /// Keeps the menu's fruit ids, the did-you-mean's candidates, in menu order.
    mutating func addFruitID(_ id: UnsafeBufferPointer<UInt8>) {
        fruitIDBytes.append(contentsOf: id)
        fruitIDStarts.append(fruitIDBytes.count)
    }

    /// Writes each noted error's message, with its did-you-mean, and its fix when the suggestion is
    /// the only closest fruit and the recipe does not already name it.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics the errors were reported into, in the order they were.
    ///   - language: The messages' language.
    func finish(_ diagnostics: inout [Diagnostic], language: Language) {
        guard !unknowns.isEmpty else { return }
        let ids = (0..<(fruitIDStarts.count - 1)).map { String(decoding: fruitIDBytes[fruitIDStarts[$0]..<fruitIDStarts[$0 + 1]], as: UTF8.self) }
        var suggestions = FruitSuggestions(fruitIDs: ids)
        // A fix that would name a fruit its recipe already names, or that another fix in the same
        // recipe already takes, would make a duplicate key: it stays a suggestion, never applied.
        var claimed: Set<MappingKey> = []
        let words = language.menu
        text.withUnsafeBufferPointer { text in
            for unknown in unknowns {
                let fruitBytes = UnsafeBufferPointer(rebasing: text[unknown.fruit])
                let fruit = String(decoding: fruitBytes, as: UTF8.self)
                let suggestion = suggestions.suggestion(for: fruit, bytes: fruitBytes)
                diagnostics[unknown.diagnostic].message = words.unknownFruit(juice: UnsafeBufferPointer(rebasing: text[unknown.juice]), fruit: fruit, suggestion: suggestion?.meant)
                if let suggestion, suggestion.isOnlyClosest, var fix = unknown.fix,
                   !recipe(unknown, in: text, hasKey: suggestion.name),
                   claimed.insert(MappingKey(mapping: unknown.recipe, key: suggestion.name)).inserted {
                    fix.replacement = suggestion.name
                    diagnostics[unknown.diagnostic].fix = fix
                }
            }
        }
    }

    /// Whether the unknown fruit's recipe has a key spelled `name`.
    private func recipe(_ unknown: Unknown, in text: UnsafeBufferPointer<UInt8>, hasKey name: String) -> Bool {
        var name = name
        return name.withUTF8 { wanted in
            unknown.recipeKeys.contains { index in text[keyStarts[index]..<keyStarts[index + 1]].elementsEqual(wanted) }
        }
    }
}
