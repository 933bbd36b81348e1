import JuiceMakerKit
extension ShellRenderer {
    /// The keys of every screen, under a heading per screen.
    static func helpBody(_ context: Context, rows: Int) -> [ScreenLine] {
        let keys = UIText.keys(context.language)
        let keyWidth = min(keys.map { TerminalWidth.displayWidth(of: $0.key) }.max() ?? 0, max(4, context.width / 3))
        let lines = keys.map { key, meaning in
            key.isEmpty
                ? ScreenLine(" " + meaning, .heading)
                : ScreenLine("   " + ScreenText.fit(key, width: keyWidth) + "  " + meaning)
        }
        return Array(lines.prefix(rows))
    }
}
