import JuiceMakerFrontEnd
import JuiceMakerKit

/// Draws rendered lines on the terminal in one write: each line at its row, cleared first (so a
/// shorter line leaves nothing of the previous frame), with colour only when it is wanted.
enum ScreenPainter {
    static func paint(_ lines: [ScreenLine], color: Bool) {
        var frame = ""
        for (row, line) in lines.enumerated() {
            frame += "\u{1B}[\(row + 1);1H\u{1B}[2K"
            let style = color ? sgr(line.style) : ""
            frame += style.isEmpty ? line.text : style + line.text + "\u{1B}[0m"
        }
        RawTerminal.write(frame)
    }

    private static func sgr(_ style: ScreenLine.Style) -> String {
        switch style {
        case .plain: ""
        case .bar: "\u{1B}[7m"
        case .heading: "\u{1B}[1m"
        case .selected: "\u{1B}[1;36m"
        case .success: "\u{1B}[1;32m"
        case .problem: "\u{1B}[1;31m"
        }
    }
}
