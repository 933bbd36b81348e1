import JuiceMakerKit

/// `textDocument/hover` on a fruit or juice id: its names, stock rule and where it is used, in Markdown.
enum HoverProvider {
    /// The hover at a position.
    ///
    /// - Parameters:
    ///   - position: The cursor.
    ///   - document: The document.
    /// - Returns: An LSP `Hover` object, or nil when the cursor is not on a fruit or juice id of the menu.
    static func hover(at position: LSPPosition, in document: inout OpenDocument) -> [String: Any]? {
        let lines = document.lines
        let offset = lines.byteOffset(of: position)
        guard let word = idRange(around: offset, in: lines) else { return nil }
        let id = String(decoding: lines.bytes[word], as: UTF8.self)
        guard let outline = document.currentOutline() else { return nil }
        let start = lines.position(ofByte: word.lowerBound)
        let text: String
        // A juice's own key is the juice, even when a fruit has the same id (five of the seven juices
        // of recipes.yaml do); anywhere else (a fruit's key, a recipe, `was:`) a fruit id is the fruit.
        if let juice = outline.juice(id), isKey(juice.position, at: start) {
            text = describe(juice, in: outline)
        } else if let fruit = outline.fruit(id) {
            text = describe(fruit, in: outline)
        } else if let juice = outline.juice(id) {
            text = describe(juice, in: outline)
        } else {
            return nil
        }
        let range = LSPRange(start: start, end: lines.position(ofByte: word.upperBound))
        return ["contents": ["kind": "markdown", "value": text], "range": range.json]
    }

    /// Whether a key the outline placed at `position` (1-based line and column) starts at `start`.
    /// Keys are ids (ASCII) after indentation, so columns and UTF-16 offsets agree.
    static func isKey(_ position: SourcePosition, at start: LSPPosition) -> Bool {
        position.line - 1 == start.line && position.column - 1 == start.character
    }

    /// The run of id characters (`a-z`, `A-Z`, `0-9`, `-`, `_`) around a byte offset, or nil.
    static func idRange(around offset: Int, in lines: TextLines) -> Range<Int>? {
        let bytes = lines.bytes
        func isIDByte(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        var start = min(max(offset, 0), bytes.count)
        var end = start
        while start > 0, isIDByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isIDByte(bytes[end]) { end += 1 }
        return start < end ? start..<end : nil
    }

    private static func names(_ name: LocalizedName?) -> String {
        guard let name else { return "" }
        return name.translations.map { "\($0.language): \($0.text)" }.joined(separator: " · ")
    }

    static func describe(_ fruit: MenuOutline.Fruit, in outline: MenuOutline) -> String {
        var lines: [String] = []
        let title = [fruit.emoji, fruit.name?.translations.first?.text ?? fruit.id].compactMap { $0 }.joined(separator: " ")
        lines.append("**\(title)** — fruit `\(fruit.id)`")
        let nameLine = names(fruit.name)
        if !nameLine.isEmpty { lines += ["", nameLine] }
        var stock = "Initial stock \(outline.initialStock(of: fruit))"
        if let reorder = outline.reorderPoint(of: fruit) { stock += " · reorder at \(reorder)" }
        if let par = outline.parLevel(of: fruit) { stock += " · par \(par)" }
        if outline.reorderPoint(of: fruit) == nil, outline.parLevel(of: fruit) == nil { stock += " · no stock rule" }
        lines += ["", stock]
        let users = outline.juices(using: fruit.id).map { juice in
            let amount = juice.recipe.first { $0.fruit == fruit.id }?.amount.map { " (\($0))" } ?? ""
            return "`\(juice.id)`\(amount)"
        }
        lines += ["", users.isEmpty ? "Used by no juice" : "Used by: " + users.joined(separator: ", ")]
        return lines.joined(separator: "\n")
    }

    static func describe(_ juice: MenuOutline.Juice, in outline: MenuOutline) -> String {
        var lines: [String] = []
        lines.append("**\(juice.name?.translations.first?.text ?? juice.id)** — juice `\(juice.id)`")
        let nameLine = names(juice.name)
        if !nameLine.isEmpty { lines += ["", nameLine] }
        let recipe = juice.recipe.map { item in
            let emoji = outline.fruit(item.fruit)?.emoji.map { $0 + " " } ?? ""
            return "\(emoji)`\(item.fruit)` × \(item.amount.map(String.init) ?? "?")"
        }
        lines += ["", "Recipe: " + (recipe.isEmpty ? "none" : recipe.joined(separator: ", "))]
        // Glasses the initial stock makes: the scarcest fruit decides.
        var glasses: Int?
        for item in juice.recipe {
            guard let amount = item.amount, amount > 0, let fruit = outline.fruit(item.fruit) else {
                glasses = nil
                break
            }
            let possible = outline.initialStock(of: fruit) / amount
            glasses = min(glasses ?? possible, possible)
        }
        if let glasses { lines += ["", "Initial stock makes \(glasses) \(glasses == 1 ? "glass" : "glasses")"] }
        return lines.joined(separator: "\n")
    }
}
