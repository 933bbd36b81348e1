import JuiceMakerKit

/// A plain text table whose columns line up in a terminal, Korean and emoji (two cells wide) included.
struct Table {
    struct Column {
        var title: String
        var alignment: TerminalWidth.Alignment
        init(_ title: String, alignment: TerminalWidth.Alignment = .leading) {
            self.title = title
            self.alignment = alignment
        }
    }

    var columns: [Column]
    private var rows: [[String]] = []

    init(columns: [Column]) { self.columns = columns }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(color: Bool) -> String {
        var widths = columns.map { TerminalWidth.displayWidth(of: $0.title) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TerminalWidth.displayWidth(of: cell))
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, cell) in cells.enumerated() where index < columns.count {
                let isLast = index == columns.count - 1
                let alignment = columns[index].alignment
                parts.append(isLast && alignment == .leading ? cell : TerminalWidth.padded(cell, toWidth: widths[index], alignment: alignment))
            }
            var text = parts.joined(separator: "  ")
            // An empty last cell (a mark column where this row has none) leaves no trailing spaces.
            while text.last == " " { text.removeLast() }
            return text
        }
        let header = line(columns.map(\.title))
        var out = color ? "\u{1B}[1m" + header + "\u{1B}[0m\n" : header + "\n"
        for row in rows { out += line(row) + "\n" }
        return out
    }
}
