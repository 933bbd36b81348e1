extension Menu {
    /// What the stand says when an order is served, with each juice's localized name:
    /// `Strawberry Banana Juice is ready. Enjoy!` / `딸바쥬스 나왔습니다! 맛있게 드세요!`.
    ///
    /// - Parameters:
    ///   - order: The order that was made; a juice not on the menu is named by its id.
    ///   - language: The language to write in.
    /// - Returns: The message, with the count after each juice of more than one glass.
    public func readyMessage(for order: JuiceOrder, in language: Language) -> String {
        let items = order.lines.map { line in
            let name = juice(line.juice)?.name.text(for: language.code) ?? line.juice.rawValue
            switch language {
            case .en: return line.count == 1 ? name : "\(name) ×\(line.count)"
            case .ko: return line.count == 1 ? name : "\(name) \(line.count)잔"
            }
        }
        switch language {
        case .en:
            let single = order.lines.count == 1 && order.lines[0].count == 1
            return "\(Self.englishList(items)) \(single ? "is" : "are") ready. Enjoy!"
        case .ko:
            return "\(items.joined(separator: ", ")) 나왔습니다! 맛있게 드세요!"
        }
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func englishList(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
