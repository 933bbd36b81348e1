import JuiceMakerMenu
import JuiceMakerStock
extension ShellRenderer {
    /// The keys of every screen, under a heading per screen; a meaning too long for the screen goes
    /// on under itself, in the meaning's column.
    static func helpBody(_ context: Context, rows: Int) -> [ScreenLine] {
        let keys = context.language.ui.keys
        let keyWidth = min(keys.map { TerminalWidth.displayWidth(of: $0.key) }.max() ?? 0, max(4, context.width / 3))
        let indent = 3 + keyWidth + 2
        var lines: [ScreenLine] = []
        for (key, meaning) in keys {
            if key.isEmpty {
                lines.append(ScreenLine(" " + meaning, .heading))
                continue
            }
            let wrapped = TerminalWidth.wrap(meaning, width: max(1, context.width - indent))
            for (index, part) in (wrapped.isEmpty ? [""] : wrapped).enumerated() {
                let lead = index == 0 ? "   " + ScreenText.fit(key, width: keyWidth) + "  " : String(repeating: " ", count: indent)
                lines.append(ScreenLine(lead + part))
            }
        }
        return Array(lines.prefix(rows))
    }
}
