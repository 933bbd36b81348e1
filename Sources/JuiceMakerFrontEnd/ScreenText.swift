import JuiceMakerMenu
import JuiceMakerStock
/// Cutting and wrapping text by terminal cells (Korean and emoji take two), for the screen renderer.
enum ScreenText {
    /// `text` cut to at most `width` cells, ending in `…` when cut; a wide character is never split.
    static func clip(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard TerminalWidth.displayWidth(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = TerminalWidth.displayWidth(of: character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }

    /// `text` clipped or padded to exactly `width` cells.
    static func fit(_ text: String, width: Int, alignment: TerminalWidth.Alignment = .leading) -> String {
        TerminalWidth.padded(clip(text, width: width), toWidth: width, alignment: alignment)
    }

    /// Columns joined with two spaces, each padded to its width; the last is left as it is.
    static func columns(_ cells: [(String, Int, TerminalWidth.Alignment)]) -> String {
        var parts: [String] = []
        for (index, cell) in cells.enumerated() {
            let isLast = index == cells.count - 1
            parts.append(isLast && cell.2 == .leading ? cell.0 : fit(cell.0, width: cell.1, alignment: cell.2))
        }
        return parts.joined(separator: "  ")
    }
}
