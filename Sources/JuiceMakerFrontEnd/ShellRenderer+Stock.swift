import JuiceMakerMenu
import JuiceMakerStock
extension ShellRenderer {
    /// One fruit per row with its count; the selected row shows its stepper or the number being typed.
    static func stockBody(_ context: Context, rows: Int) -> [ScreenLine] {
        let levels = context.state.stock
        let language = context.language
        guard rows > 0, !levels.isEmpty else { return [] }
        let hasEmoji = levels.contains { $0.fruit.emoji != nil }
        let names = levels.map { $0.fruit.name.text(for: language.code) }
        let stockHeading = language.ui.stock
        let countWidth = max(TerminalWidth.displayWidth(of: stockHeading), levels.map { String($0.count).count }.max() ?? 1)
        let emojiWidth = hasEmoji ? 3 : 0
        let longestName = max(names.map { TerminalWidth.displayWidth(of: $0) }.max() ?? 0,
                              TerminalWidth.displayWidth(of: language.ui.fruit) - emojiWidth)
        let nameWidth = min(longestName, max(4, context.width - 3 - emojiWidth - 2 - countWidth - 12))

        var lines: [ScreenLine] = []
        let listRows = rows >= 2 ? rows - 1 : rows
        if rows >= 2 {
            let heading = ScreenText.fit(language.ui.fruit, width: emojiWidth + nameWidth) + "  "
                + ScreenText.fit(stockHeading, width: countWidth, alignment: .trailing)
            lines.append(ScreenLine("   " + heading, .heading))
        }
        let cursor = context.state.fruitCursor
        let window = ScreenWindow(count: levels.count, cursor: cursor, rows: listRows)
        if window.hiddenAbove > 0 { lines.append(moreLine(window.hiddenAbove, above: true, language)) }
        for index in window.range {
            let selected = index == cursor
            var text = " " + (selected ? ">" : " ") + " " + emojiCell(levels[index].fruit, menuHasEmoji: hasEmoji)
                + ScreenText.fit(names[index], width: nameWidth) + "  "
                + ScreenText.fit(String(levels[index].count), width: countWidth, alignment: .trailing)
            if selected {
                text += context.state.typed.isEmpty ? "  [-] [+]" : "  → \(context.state.typed)_"
            }
            if levels[index].isLow { text += "  " + language.ui.lowMark }
            lines.append(ScreenLine(text, selected ? .selected : .plain))
        }
        if window.hiddenBelow > 0 { lines.append(moreLine(window.hiddenBelow, above: false, language)) }
        return lines
    }
}
