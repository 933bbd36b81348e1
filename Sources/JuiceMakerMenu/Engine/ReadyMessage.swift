extension Menu {
    /// What the stand says when an order is served, with each juice's localized name:
    /// `Strawberry Banana Juice is ready. Enjoy!` / `딸바쥬스 나왔습니다! 맛있게 드세요!`.
    ///
    /// - Parameters:
    ///   - order: The order that was made; a juice not on the menu is named by its id.
    ///   - language: The language to write in.
    /// - Returns: The message, with the count after each juice of more than one glass.
    public func readyMessage(for order: JuiceOrder, in language: Language) -> String {
        let words = language.menu
        let lines = order.lines.map { line in
            words.served(juice(line.juice)?.name.text(for: language.code) ?? line.juice.rawValue, count: line.count)
        }
        return words.ready(lines, isOneGlass: order.lines.count == 1 && order.lines[0].count == 1)
    }
}
