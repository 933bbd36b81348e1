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

    /// Words laid out in lines of at most `width` cells; a word longer than a line is cut into pieces.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var cells = TerminalWidth.displayWidth(of: word)
            if used > 0 && used + 1 + cells <= width {
                line += " " + word
                used += 1 + cells
                continue
            }
            if used > 0 {
                lines.append(line)
                line = ""
                used = 0
            }
            while cells > width {
                let (head, rest) = split(word, atWidth: width)
                lines.append(head)
                word = rest
                cells = TerminalWidth.displayWidth(of: word)
            }
            line = word
            used = cells
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest start of `text` that fits `width` cells (at least one character), and the rest.
    private static func split(_ text: String, atWidth width: Int) -> (String, String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let cells = TerminalWidth.displayWidth(of: text[index])
            if used + cells > width && index > text.startIndex { break }
            used += cells
            index = text.index(after: index)
        }
        return (String(text[..<index]), String(text[index...]))
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
