import JuiceMakerMenu
import JuiceMakerStock
extension ShellRenderer {
    /// The restock plan: a heading, then a row per fruit with its stock, reorder point, par and how many to buy.
    static func restockBody(_ context: Context, rows: Int) -> [ScreenLine] {
        guard let plan = context.state.restockPlan, rows > 0 else { return [] }
        let language = context.language
        let hasEmoji = plan.items.contains { $0.fruit.emoji != nil }
        let names = plan.items.map { emojiCell($0.fruit, menuHasEmoji: hasEmoji) + $0.fruit.name.text(for: language.code) }
        let numbers = plan.items.map { [String($0.stock), $0.reorderPoint.map(String.init) ?? "-", String($0.par), String($0.buy)] }
        let titles = [language.ui.stock, language.ui.reorder, language.ui.par, language.ui.buy]
        let widths = titles.indices.map { column in
            max(TerminalWidth.displayWidth(of: titles[column]), numbers.map { $0[column].count }.max() ?? 1)
        }
        let fixed = 3 + widths.reduce(0) { $0 + $1 + 2 }
        let longestName = max(names.map { TerminalWidth.displayWidth(of: $0) }.max() ?? 0, TerminalWidth.displayWidth(of: language.ui.fruit))
        let nameWidth = min(longestName, max(6, context.width - fixed))

        func row(_ name: String, _ cells: [String]) -> String {
            ScreenText.columns([(name, nameWidth, .leading)] + cells.indices.map { (cells[$0], widths[$0], .trailing) })
        }
        var lines = [ScreenLine(" " + language.ui.restockHeading(plan.request, count: plan.items.count))]
        guard rows >= 3 else { return Array(lines.prefix(rows)) }
        lines.append(ScreenLine("   " + row(language.ui.fruit, titles), .heading))
        let listRows = rows - 2
        let window = ScreenWindow(count: plan.items.count, cursor: 0, rows: listRows)
        for index in window.range { lines.append(ScreenLine("   " + row(names[index], numbers[index]))) }
        if window.hiddenBelow > 0 { lines.append(moreLine(window.hiddenBelow, above: false, language)) }
        return lines
    }
}
