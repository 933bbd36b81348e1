import JuiceMakerMenu
import JuiceMakerStock
/// Draws the interactive screens as lines of text for a terminal of a given size: a title bar, the
/// screen's body, the last message, and the key line at the bottom. Pure, so tests need no terminal.
///
/// Every line takes at most `width` cells (Korean and emoji count two) and there are exactly
/// `height` lines; lists longer than the screen scroll with their cursor.
public enum ShellRenderer {
    /// The most lines a message may wrap to.
    static let maxNoticeLines = 4

    /// What every part of a screen needs.
    struct Context {
        let state: ShellState
        let menu: Menu
        let language: Language
        let width: Int
    }

    public static func render(_ state: ShellState, menu: Menu, language: Language,
                              width: Int, height: Int) -> [ScreenLine] {
        guard width > 0, height > 0 else { return [] }
        let context = Context(state: state, menu: menu, language: language, width: width)
        // The undo question is asked over the screen `u` was pressed on.
        let shown = state.screen == .confirmUndo ? state.previousScreen : state.screen
        let title = bar(" juicemaker | " + language.ui.title(shown), right: language.ui.titleHint, width: width)
        guard height > 1 else { return [title] }
        let footer = bar(" " + language.ui.footer(state.screen, juices: menu.juices.count), right: "", width: width)

        let available = height - 2
        let bottom = bottomLines(context)
        // Blank lines under the title and over the message, when the body keeps room enough.
        let spacing = bottom.isEmpty ? 1 : 2
        let spaced = available - bottom.count - spacing >= 6
        let bodyRows = max(0, available - bottom.count - (spaced ? spacing : 0))
        var middle: [ScreenLine] = spaced ? [ScreenLine("")] : []
        middle += body(context, rows: bodyRows).prefix(bodyRows)
        let fill = available - middle.count - bottom.count
        if fill > 0 { middle += Array(repeating: ScreenLine(""), count: fill) }
        middle += bottom
        if middle.count > available { middle = Array(middle.suffix(available)) }

        return ([title] + middle + [footer]).map { ScreenLine(ScreenText.clip($0.text, width: width), $0.style) }
    }

    /// The text alone, as a terminal shows it without colour.
    public static func renderText(_ state: ShellState, menu: Menu, language: Language,
                                  width: Int, height: Int) -> [String] {
        render(state, menu: menu, language: language, width: width, height: height).map(\.text)
    }

    private static func body(_ context: Context, rows: Int) -> [ScreenLine] {
        guard rows > 0 else { return [] }
        switch context.state.screen == .confirmUndo ? context.state.previousScreen : context.state.screen {
        case .order, .confirmRestock, .confirmUndo: return orderBody(context, rows: rows)
        case .stockEditor: return stockBody(context, rows: rows)
        case .restockPlan: return restockBody(context, rows: rows)
        case .history: return historyBody(context, rows: rows)
        case .help: return helpBody(context, rows: rows)
        }
    }

    /// The message of the last key, a number being typed, and the "Edit stock?" question.
    private static func bottomLines(_ context: Context) -> [ScreenLine] {
        let state = context.state
        var lines: [ScreenLine] = []
        // The help and the history fill the screen; the message waits for the screen it belongs to.
        // A menu edit that failed to load shows everywhere but there, until the file is fixed.
        let problem = state.menuProblem.map { messageLines($0, style: .problem, width: context.width) } ?? []
        guard state.screen != .help && state.screen != .history else { return problem }
        lines += problem
        if let notice = state.notice {
            let style: ScreenLine.Style = switch notice.kind {
            case .success: .success
            case .problem: .problem
            case .info: .plain
            }
            lines += messageLines(notice.text, style: style, width: context.width)
        }
        if state.screen == .order && !state.typed.isEmpty {
            lines.append(ScreenLine(" " + context.language.ui.juiceNumber(state.typed)))
        }
        if state.screen == .confirmUndo {
            lines.append(ScreenLine(" " + context.language.ui.undoQuestion, .selected))
        }
        if state.screen == .confirmRestock {
            lines.append(ScreenLine(" " + context.language.ui.editStockQuestion, .selected))
        }
        if state.screen == .restockPlan {
            lines.append(ScreenLine(" " + context.language.ui.applyQuestion, .selected))
        }
        return lines
    }

    /// A message wrapped to the screen, at most `maxNoticeLines` lines, the last ending in "…" when cut.
    private static func messageLines(_ text: String, style: ScreenLine.Style, width: Int) -> [ScreenLine] {
        var wrapped = TerminalWidth.wrap(text, width: width - 2)
        if wrapped.count > maxNoticeLines {
            wrapped = Array(wrapped.prefix(maxNoticeLines - 1)) + [ScreenText.clip(wrapped[maxNoticeLines - 1] + " …", width: width - 2)]
        }
        return wrapped.map { ScreenLine(" " + $0, style) }
    }

    /// A bar across the whole width: `left`, then `right` at the far end when both fit.
    private static func bar(_ left: String, right: String, width: Int) -> ScreenLine {
        let leftWidth = TerminalWidth.displayWidth(of: left)
        let rightWidth = TerminalWidth.displayWidth(of: right)
        if !right.isEmpty && leftWidth + 2 + rightWidth + 1 <= width {
            return ScreenLine(TerminalWidth.padded(left, toWidth: width - rightWidth - 1) + right + " ", .bar)
        }
        return ScreenLine(ScreenText.fit(left, width: width), .bar)
    }

    // MARK: Shared pieces

    /// "  ↑ 3 more" / "  ↓ 3 more" around a scrolled list.
    static func moreLine(_ count: Int, above: Bool, _ language: Language) -> ScreenLine {
        ScreenLine("   " + (above ? "↑ " : "↓ ") + language.ui.more(count))
    }

    /// The emoji column: the emoji in two cells and a space, or nothing when no fruit has one.
    static func emojiCell(_ fruit: Fruit, menuHasEmoji: Bool) -> String {
        guard menuHasEmoji else { return "" }
        return ScreenText.fit(fruit.emoji ?? "", width: 2) + " "
    }
}
