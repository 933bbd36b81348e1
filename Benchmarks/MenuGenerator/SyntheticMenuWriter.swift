/// Writes a menu's YAML text, one fruit or juice at a time, in one of several styles each.
struct SyntheticMenuWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var byteCount: Int { bytes.count }

    mutating func finish() -> [UInt8] { bytes }

    mutating func header(targetBytes: Int, seed: UInt64, shape: SyntheticMenu.Shape) {
        // The mixed shape's first line stays as it always was, so its menus keep their bytes.
        let shapeNote = shape == .mixed ? "" : ", shape \(shape.rawValue)"
        line("# A synthetic menu from juicemaker-bench's generator (about \(targetBytes) bytes, seed \(seed)\(shapeNote)).")
        line("# Deterministic: the same size and seed give the same file. Not for people to read.")
        line("version: 1")
        line("")
        line("defaults:")
        line("  stock: \(FruitCatalog.defaultStock)")
        line("")
        line("fruits:")
    }

    mutating func juicesHeader() {
        line("")
        line("juices:")
    }

    mutating func fruit(_ fruit: SyntheticFruit, style: Int) {
        switch style {
        case 0:  // block entry, flow name
            line("  \(fruit.id):")
            line("    name: { en: \(fruit.english), ko: \(fruit.korean) }")
            if let emoji = fruit.emoji { line("    emoji: \(emoji)") }
            if let stock = fruit.stock { line("    stock: \(stock)") }
        case 1:  // block everything
            line("  \(fruit.id):")
            line("    name:")
            line("      en: \(fruit.english)")
            line("      ko: \(fruit.korean)")
            if let emoji = fruit.emoji { line("    emoji: \"\(emoji)\"") }
            if let stock = fruit.stock { line("    stock: \(stock)") }
        default:  // one flow line, quoted scalars
            var text = "  \(fruit.id): { name: { en: \"\(fruit.english)\", ko: '\(fruit.korean)' }"
            if let emoji = fruit.emoji { text += ", emoji: \(emoji)" }
            if let stock = fruit.stock { text += ", stock: \(stock)" }
            line(text + " }")
        }
    }

    /// One juice in `style`; an `untranslated` one has no Korean name.
    mutating func juice(
        id: String, fruits: [SyntheticFruit], recipe: [(id: String, amount: Int)], style: Int, serial: Int, untranslated: Bool = false
    ) {
        if serial % 100 == 0 { line("  # juices \(serial + 1) to \(serial + 100)") }
        let kind = ["Juice", "Smoothie", "Cooler", "Ade"][serial % 4]
        let koreanKind = ["주스", "스무디", "쿨러", "에이드"][serial % 4]
        let english = Self.joined(fruits.map(\.english)) + " " + kind
        let korean = fruits.map(\.korean).joined(separator: " ") + " " + koreanKind
        switch style {
        case 0:  // like recipes.yaml
            line("  \(id):")
            line("    name: { en: \(english)" + (untranslated ? " }" : ", ko: \(korean) }"))
            line("    recipe: { \(recipe.map { "\($0.id): \($0.amount)" }.joined(separator: ", ")) }")
        case 1:  // block everything
            line("  \(id):")
            line("    name:")
            line("      en: \(english)")
            if !untranslated { line("      ko: \(korean)") }
            line("    recipe:")
            for item in recipe { line("      \(item.id): \(item.amount)") }
        case 2:  // one flow line, quoted names
            let items = recipe.map { "\($0.id): \($0.amount)" }.joined(separator: ", ")
            let name = untranslated ? "{ en: '\(english)' }" : "{ en: '\(english)', ko: \"\(korean)\" }"
            line("  \(id): { name: \(name), recipe: { \(items) } }")
        default:  // block name, block recipe with a trailing comment
            line("  \(id):")
            line("    recipe:")
            for item in recipe { line("      \(item.id): \(item.amount)") }
            line("    name:   # shown on the board")
            if !untranslated { line("      ko: \"\(korean)\"") }
            line("      en: \(english)")
        }
    }

    /// `flowLines`: the whole fruit on one flow line, plain scalars.
    mutating func flowLineFruit(_ fruit: SyntheticFruit) {
        var text = "  \(fruit.id): { name: { en: \(fruit.english), ko: \(fruit.korean) }"
        if let stock = fruit.stock { text += ", stock: \(stock)" }
        line(text + " }")
    }

    /// `flowLines`: the whole juice on one flow line, with an id made of its fruits' ids (unique by
    /// its serial number) and names made of theirs; an `untranslated` one has no Korean name.
    mutating func flowLineJuice(fruits: [SyntheticFruit], recipe: [(id: String, amount: Int)], serial: Int, untranslated: Bool = false) {
        let kind = ["juice", "smoothie", "cooler", "ade"][serial % 4]
        let english = Self.joined(fruits.map(\.english)) + " " + ["Juice", "Smoothie", "Cooler", "Ade"][serial % 4]
        let korean = fruits.map(\.korean).joined(separator: " ") + " " + ["주스", "스무디", "쿨러", "에이드"][serial % 4]
        let id = fruits.map(\.id).joined(separator: "-and-") + "-\(kind)-\(serial + 1)"
        let items = recipe.map { "\($0.id): \($0.amount)" }.joined(separator: ", ")
        let name = untranslated ? "{ en: \(english) }" : "{ en: \(english), ko: \(korean) }"
        line("  \(id): { name: \(name), recipe: { \(items) } }")
    }

    /// "A and B and C": no commas, which would end a plain scalar inside a flow mapping.
    private static func joined(_ names: [String]) -> String {
        names.joined(separator: " and ")
    }

    private mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }
}
