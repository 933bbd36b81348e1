import JuiceMakerMenu

/// `textDocument/completion` by the cursor's place in the menu: fruit ids inside a recipe, new
/// juice ids under `juices:`, fruits the recipes name but the menu lacks under `fruits:`, and the
/// keys the format allows elsewhere, and the codes and zones `currency:` and `timezone:` take. What the mapping already has is left out, and every item
/// carries a text edit that replaces the word being typed.
enum CompletionProvider {
    /// The completion items at a position.
    ///
    /// - Parameters:
    ///   - position: The cursor.
    ///   - document: The document.
    ///   - language: The language of the items' details.
    /// - Returns: The items; empty where nothing is known to fit.
    static func items(at position: LSPPosition, in document: OpenDocument, language: Language = .en) -> [CompletionItem] {
        let lines = document.lines
        let context = CursorContext.at(lines.byteOffset(of: position), in: lines)
        let range = LSPRange(start: lines.position(ofByte: context.word.lowerBound), end: lines.position(ofByte: context.word.upperBound))
        /// An item whose edit writes `text` (and `: ` after a key unless a colon is already there).
        func item(_ label: String, kind: CompletionItem.Kind, detail: String? = nil, text: String? = nil) -> CompletionItem {
            CompletionItem(label: label, kind: kind, detail: detail,
                           textEdit: TextEdit(range: range, newText: text ?? (context.colonFollows ? label : "\(label): ")))
        }
        switch context.place {
        case .recipeFruit:
            guard let outline = document.outline else { return [] }
            return outline.fruits.filter { !context.siblings.contains($0.id) }.map { fruit in
                item(fruit.id, kind: .value, detail: describe(fruit, in: outline, language: language))
            }
        case .key(let path) where path == [MenuKeys.TopLevel.juices.name]:
            // A new juice: one of a fruit that has no juice of its own id yet, with its recipe started.
            guard let outline = document.outline else { return [] }
            let taken = context.siblings.union(outline.juices.map(\.id))
            let pad = String(repeating: " ", count: context.indent + 2)
            return outline.fruits.filter { !taken.contains($0.id) }.map { fruit in
                let text = context.colonFollows ? fruit.id : "\(fruit.id):\n\(pad)recipe: { \(fruit.id): 1 }"
                let fruitWords = describe(fruit, in: outline, language: language)
                return item(fruit.id, kind: .property, detail: language.editor.newJuice(of: fruitWords), text: text)
            }
        case .key(let path) where path == [MenuKeys.TopLevel.fruits.name]:
            // A fruit the recipes already name but the menu does not define.
            guard let outline = document.outline else { return [] }
            var missing: [String] = []
            for juice in outline.juices {
                for entry in juice.recipe where outline.fruit(entry.fruit) == nil && !context.siblings.contains(entry.fruit) && !missing.contains(entry.fruit) {
                    missing.append(entry.fruit)
                }
            }
            return missing.map { id in
                let users = outline.juices.filter { $0.recipe.contains { $0.fruit == id } }.map(\.id)
                let juices = users.joined(separator: ", ")
                return item(id, kind: .property, detail: language.editor.notAFruitYet(namedBy: juices))
            }
        case .key(let path):
            let keys: [String]
            switch path.count {
            case 0: keys = MenuKeys.topLevel
            case 1 where path[0] == MenuKeys.TopLevel.defaults.name: keys = MenuKeys.defaults
            case 2 where path[0] == MenuKeys.TopLevel.fruits.name: keys = MenuKeys.fruit
            case 2 where path[0] == MenuKeys.TopLevel.juices.name: keys = MenuKeys.juice
            default: keys = []
            }
            return keys.filter { !context.siblings.contains($0) }.map { item($0, kind: .property) }
        case .value(let key) where key == MenuKeys.TopLevel.currency.name:
            return Currency.codes.compactMap(Currency.init(code:)).map { currency in
                let places = currency.minorUnit
                // How a menu writes 4500 won or 4.50 dollars in this currency.
                let written = currency.decimal(places == 0 ? 4500 : [1, 10, 100, 1000][places] * 4500 / 1000)
                return item(currency.code, kind: .value, detail: language.editor.currency(places: places, example: written),
                            text: currency.code)
            }
        case .value:
            return StandClock.names.map { item($0, kind: .value, text: $0) }
        case .other:
            return []
        }
    }

    /// A fruit's emoji, names and initial stock, for an item's detail.
    private static func describe(_ fruit: MenuOutline.Fruit, in outline: MenuOutline, language: Language) -> String {
        let name = fruit.name.map { $0.translations.map(\.text).joined(separator: " / ") } ?? fruit.id
        return [fruit.emoji, name].compactMap { $0 }.joined(separator: " ") + language.editor.stock(outline.initialStock(of: fruit))
    }
}
