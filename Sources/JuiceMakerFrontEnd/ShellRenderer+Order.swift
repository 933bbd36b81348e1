import JuiceMakerMenu
import JuiceMakerStock
extension ShellRenderer {
    /// Gap between the cells of the stock grid.
    static let gridGap = 3

    /// The stock of each fruit, in as many columns as fit, then the numbered juices.
    static func orderBody(_ context: Context, rows: Int) -> [ScreenLine] {
        let grid = stockGrid(context)
        let stockNeed = grid.lines.count + 2  // heading, grid, blank line
        let juiceNeed = context.menu.juices.count + 1  // heading, juices
        let stockRows: Int
        if stockNeed + juiceNeed <= rows {
            stockRows = stockNeed
        } else {
            // Too tall: the juices keep at least half the rows, the stock gets a summary line.
            stockRows = min(stockNeed, max(0, rows - max(2, min(juiceNeed, rows / 2 + 1))))
        }
        var lines = stockSection(grid, rows: stockRows, context)
        lines += juiceBlock(context, rows: rows - lines.count)
        return lines
    }

    struct StockGrid {
        var lines: [String]
        var perLine: Int
    }

    /// "🍓 Strawberry  10" cells, name and count aligned, laid out left to right; a low fruit's count
    /// has a "▼" after it (when some fruit is low, every cell keeps room for it).
    static func stockGrid(_ context: Context) -> StockGrid {
        let levels = context.state.stock
        guard !levels.isEmpty else { return StockGrid(lines: [], perLine: 1) }
        let language = context.language
        let hasEmoji = levels.contains { $0.fruit.emoji != nil }
        let countWidth = max(2, levels.map { String($0.count).count }.max() ?? 2)
        let names = levels.map { $0.fruit.name.text(for: language.code) }
        let marksLow = levels.contains(where: \.isLow)
        let room = context.width - 2 - (hasEmoji ? 3 : 0) - 1 - countWidth - (marksLow ? 2 : 0)
        let nameWidth = min(names.map { TerminalWidth.displayWidth(of: $0) }.max() ?? 0, max(4, room))
        let cells = zip(levels, names).map { level, name in
            emojiCell(level.fruit, menuHasEmoji: hasEmoji) + ScreenText.fit(name, width: nameWidth) + " "
                + ScreenText.fit(String(level.count), width: countWidth, alignment: .trailing)
                + (marksLow ? (level.isLow ? " ▼" : "  ") : "")
        }
        let cellWidth = (hasEmoji ? 3 : 0) + nameWidth + 1 + countWidth + (marksLow ? 2 : 0)
        let perLine = max(1, (context.width - 2 + gridGap) / (cellWidth + gridGap))
        var lines: [String] = []
        var start = 0
        while start < cells.count {
            let row = cells[start..<min(start + perLine, cells.count)]
            lines.append("  " + row.joined(separator: String(repeating: " ", count: gridGap)))
            start += perLine
        }
        return StockGrid(lines: lines, perLine: perLine)
    }

    /// The grid under a "Stock" heading, cut to `rows` with a line that says how many fruits are not shown.
    static func stockSection(_ grid: StockGrid, rows: Int, _ context: Context) -> [ScreenLine] {
        guard rows > 0, !grid.lines.isEmpty else { return [] }
        let withFrame = rows >= 3
        let gridRows = withFrame ? rows - 2 : rows
        var shown = grid.lines.map { ScreenLine($0) }
        if grid.lines.count > gridRows {
            let keptLines = max(0, gridRows - 1)
            let hidden = context.state.stock.count - keptLines * grid.perLine
            shown = Array(shown.prefix(keptLines)) + [ScreenLine("  " + context.language.ui.moreFruits(hidden))]
        }
        guard withFrame else { return shown }
        return [ScreenLine(" " + context.language.ui.stock, .heading)] + shown + [ScreenLine("")]
    }

    /// The juices, numbered, with how many can be made, a mark when none can, and the recipe.
    static func juiceBlock(_ context: Context, rows: Int) -> [ScreenLine] {
        let menu = context.menu
        let language = context.language
        let count = menu.juices.count
        guard rows > 0, count > 0 else { return [] }
        let juices = menu.juices
        let names = juices.map { $0.name.text(for: language.code) }
        let servings = (0..<count).map { index in
            let value = index < context.state.servings.count ? context.state.servings[index] : 0
            return value == Int.max ? "-" : String(value)
        }
        let recipes = juices.map { juice in
            juice.recipe.map { item -> String in
                guard let fruit = menu.fruit(item.fruit) else { return "\(item.fruit) \(item.amount)" }
                return fruit.emoji.map { "\($0)\(item.amount)" } ?? "\(fruit.name.text(for: language.code)) \(item.amount)"
            }.joined(separator: " ")
        }

        let numberWidth = String(count).count
        let canMake = language.ui.canMake
        let canMakeWidth = max(TerminalWidth.displayWidth(of: canMake), servings.map(\.count).max() ?? 1)
        let short = language.ui.short
        let markWidth = TerminalWidth.displayWidth(of: short)
        let fixed = 3 + numberWidth + 2 + 2 + canMakeWidth + 2 + markWidth + 2
        let recipeWidth = recipes.map { TerminalWidth.displayWidth(of: $0) }.max() ?? 0
        let longestName = max(names.map { TerminalWidth.displayWidth(of: $0) }.max() ?? 0,
                              TerminalWidth.displayWidth(of: language.ui.juice))
        let nameWidth = min(longestName, max(6, context.width - fixed - min(recipeWidth, 10)))

        func row(_ number: String, _ name: String, _ servings: String, _ mark: String, _ recipe: String) -> String {
            ScreenText.columns([
                (number, numberWidth, .trailing), (name, nameWidth, .leading),
                (servings, canMakeWidth, .trailing), (mark, markWidth, .leading), (recipe, recipeWidth, .leading),
            ])
        }

        var lines: [ScreenLine] = []
        let listRows = rows >= 2 ? rows - 1 : rows
        if rows >= 2 {
            lines.append(ScreenLine("   " + row("#", language.ui.juice, canMake, "", language.ui.recipe), .heading))
        }
        let window = ScreenWindow(count: count, cursor: context.state.juiceCursor, rows: listRows)
        if window.hiddenAbove > 0 { lines.append(moreLine(window.hiddenAbove, above: true, language)) }
        for index in window.range {
            let selected = index == context.state.juiceCursor
            let mark = context.state.servings.indices.contains(index) && context.state.servings[index] == 0 ? short : ""
            let text = " " + (selected ? ">" : " ") + " " + row(String(index + 1), names[index], servings[index], mark, recipes[index])
            lines.append(ScreenLine(text, selected && context.state.screen == .order ? .selected : .plain))
        }
        if window.hiddenBelow > 0 { lines.append(moreLine(window.hiddenBelow, above: false, language)) }
        return lines
    }
}
