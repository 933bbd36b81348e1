import JuiceMakerMenu

/// `textDocument/hover` on a fruit or juice id: its names, stock rule and where it is used, in Markdown.
enum HoverProvider {
    /// The hover at a position.
    ///
    /// - Parameters:
    ///   - position: The cursor.
    ///   - document: The document.
    ///   - language: The language of the text (the menu's names in that language come first).
    /// - Returns: The hover, or nil when the cursor is not on a fruit or juice id of the menu.
    static func hover(at position: LSPPosition, in document: OpenDocument, language: Language = .en) -> Hover? {
        let lines = document.lines
        let offset = lines.byteOffset(of: position)
        guard let word = idRange(around: offset, in: lines) else { return nil }
        let id = String(decoding: lines.bytes[word], as: UTF8.self)
        guard let outline = document.outline else { return nil }
        let start = lines.position(ofByte: word.lowerBound)
        let text: String
        // A juice's own key is the juice, even when a fruit has the same id (five of the seven juices
        // of recipes.yaml do); anywhere else (a fruit's key, a recipe, `was:`) a fruit id is the fruit.
        if let juice = outline.juice(id), juice.range.lowerBound == word.lowerBound {
            text = describe(juice, in: outline, language: language)
        } else if let fruit = outline.fruit(id) {
            text = describe(fruit, in: outline, language: language)
        } else if let juice = outline.juice(id) {
            text = describe(juice, in: outline, language: language)
        } else {
            return nil
        }
        return Hover(markdown: text, range: LSPRange(start: start, end: lines.position(ofByte: word.upperBound)))
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

    /// The name to title a hover with: the one in `language` when the menu has it, else the first.
    private static func title(_ name: LocalizedName?, id: String, language: Language) -> String {
        let translations = name?.translations ?? []
        return (translations.first { $0.language == language.code } ?? translations.first)?.text ?? id
    }

    static func describe(_ fruit: MenuOutline.Fruit, in outline: MenuOutline, language: Language = .en) -> String {
        let words = language.editor
        var lines: [String] = []
        let title = [fruit.emoji, title(fruit.name, id: fruit.id, language: language)].compactMap { $0 }.joined(separator: " ")
        lines.append("**\(title)** — \(words.fruit) `\(fruit.id)`")
        let nameLine = names(fruit.name)
        if !nameLine.isEmpty { lines += ["", nameLine] }
        var stock = words.initialStock(outline.initialStock(of: fruit))
        if let reorder = outline.reorderPoint(of: fruit) { stock += words.reorderAt(reorder) }
        if let par = outline.parLevel(of: fruit) { stock += words.par(par) }
        if outline.reorderPoint(of: fruit) == nil, outline.parLevel(of: fruit) == nil { stock += words.noStockRule }
        lines += ["", stock]
        if let cost = fruit.cost, let currency = outline.currency {
            lines += ["", words.cost(currency.text(cost, language: language))]
        }
        let users = outline.juices(using: fruit.id).map { juice in
            let amount = juice.recipe.first { $0.fruit == fruit.id }?.amount.map { " (\($0))" } ?? ""
            return "`\(juice.id)`\(amount)"
        }
        lines += ["", words.usedBy(users.joined(separator: ", "))]
        return lines.joined(separator: "\n")
    }

    static func describe(_ juice: MenuOutline.Juice, in outline: MenuOutline, language: Language = .en) -> String {
        let words = language.editor
        var lines: [String] = []
        lines.append("**\(title(juice.name, id: juice.id, language: language))** — \(words.juice) `\(juice.id)`")
        let nameLine = names(juice.name)
        if !nameLine.isEmpty { lines += ["", nameLine] }
        let recipe = juice.recipe.map { item in
            let emoji = outline.fruit(item.fruit)?.emoji.map { $0 + " " } ?? ""
            return "\(emoji)`\(item.fruit)` × \(item.amount.map(String.init) ?? "?")"
        }
        lines += ["", words.recipe(recipe.joined(separator: ", "))]
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
        if let glasses {
            lines += ["", words.initialStockMakes(glasses)]
        }
        if let money = money(of: juice, in: outline, language: language) { lines += ["", money] }
        return lines.joined(separator: "\n")
    }

    /// The juice's price, and, when every fruit of its recipe has a cost, that cost and the margin:
    /// `Price ₩4,500 · fruit ₩1,200 · margin ₩3,300 (73%)`.
    static func money(of juice: MenuOutline.Juice, in outline: MenuOutline, language: Language) -> String? {
        guard let currency = outline.currency, let price = juice.price else { return nil }
        let words = language.editor
        var line = words.price(currency.text(price, language: language))
        var cost: Int? = 0
        for item in juice.recipe {
            guard let amount = item.amount else { cost = nil; break }
            cost = RecipeCost.adding(outline.fruit(item.fruit)?.cost, times: amount, to: cost)
        }
        // A cost past `Int.max` is no figure to show.
        guard let cost, cost != .max else { return line }
        let margin = price - cost
        line += words.fruitCost(currency.text(cost, language: language))
        line += words.margin(currency.text(margin, language: language))
        if price > 0 { line += " (\(margin * 100 / price)%)" }
        return line
    }
}
