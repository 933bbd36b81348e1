import JuiceMakerMenu
import JuiceMakerStock
import Foundation

extension ShellRenderer {
    /// The newest journal entries that fit, newest first: number, time, what, and the change per fruit.
    static func historyBody(_ context: Context, rows: Int) -> [ScreenLine] {
        let language = context.language
        let entries = context.state.history
        guard rows > 0 else { return [] }
        guard !entries.isEmpty else { return [ScreenLine(" " + language.ui.noHistoryYet)] }
        let shown = Array(entries.prefix(rows >= 2 ? rows - 1 : rows))
        let clock = StandClock.of(nil, menu: context.menu)
        let times = shown.map { clock.timestamp($0.time) }
        let changes = shown.map { entry in
            JournalText.changes(of: entry, language)
        }
        let header = language.ui.historyHeader(clock: clock.name)
        let idWidth = max(1, shown.map { String($0.id).count }.max() ?? 1)
        let timeWidth = max(TerminalWidth.displayWidth(of: header[1]), times.map(\.count).max() ?? 0)
        let whatWidth = min(max(TerminalWidth.displayWidth(of: header[2]), shown.map { TerminalWidth.displayWidth(of: $0.description) }.max() ?? 0), 24)
        func row(_ cells: [String]) -> String {
            " " + ScreenText.columns([
                (cells[0], idWidth, .trailing), (cells[1], timeWidth, .leading),
                (cells[2], whatWidth, .leading), (cells[3], 0, .leading),
            ])
        }
        var lines: [ScreenLine] = []
        if rows >= 2 { lines.append(ScreenLine(row(header), .heading)) }
        for (index, entry) in shown.enumerated() {
            lines.append(ScreenLine(row([String(entry.id), times[index], entry.description, changes[index]])))
        }
        return lines
    }
}
