/// One source line as `text` output shows it, with the padding that puts a caret under a column.
struct SourceExcerpt: Sendable, Hashable {
    /// The line, safe to print: control characters other than tab are shown as U+FFFD; a very long line is cut
    /// to a window around the column, with `...` where it was cut.
    var line: String
    /// Tabs and spaces that take exactly the cells of `line` before the column: print it, then `^`.
    var caretPadding: String
}

/// A file's text split into lines the way libyaml counts them, to show the line a diagnostic points at.
///
/// Lines end at LF, CRLF, CR, NEL (U+0085), LS (U+2028) and PS (U+2029), as libyaml's marks count them;
/// a leading byte-order mark is not part of line 1. Columns count Unicode scalars (code points), 1-based,
/// as libyaml's marks do: the BOM is not a column, a tab is one column.
struct SourceLines {
    /// Lines longer than this many scalars are cut to a window around the column.
    static let longLine = 160
    /// Cells of the window shown before the column, and in all, when a line is cut.
    static let windowBefore = 60
    static let windowWidth = 120

    private let source: String
    /// Each line's UTF-8 byte range, without its line break.
    private let lines: [Range<Int>]
    /// The last line shown, made printable: diagnostics come in source order, often several on one line.
    private var cached: (number: Int, scalars: [Unicode.Scalar])?

    /// Finds line breaks in the UTF-8 bytes rather than by walking scalars: a report on a 10 MB menu
    /// spent more time here than in the validator. Each break has a byte form that cannot occur inside
    /// another character (NEL is C2 85, LS E2 80 A8, PS E2 80 A9), so bytes find exactly the same lines.
    init(_ source: String) {
        var source = source
        source.makeContiguousUTF8()
        self.source = source
        self.lines = source.utf8.withContiguousStorageIfAvailable(Self.lineRanges) ?? Array(source.utf8).withUnsafeBufferPointer(Self.lineRanges)
    }

    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var index = 0
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var lineStart = index
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                lines.append(lineStart..<index)
                index += 1
                lineStart = index
            } else if byte == 0x0D {
                lines.append(lineStart..<index)
                index += 1
                if index < count, bytes[index] == 0x0A { index += 1 }
                lineStart = index
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                lines.append(lineStart..<index)
                index += 2
                lineStart = index
            } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                lines.append(lineStart..<index)
                index += 3
                lineStart = index
            } else {
                index += 1
            }
        }
        lines.append(lineStart..<count)
        return lines
    }

    var lineCount: Int { lines.count }

    /// The text of 1-based line `number`, without its line break; nil past either end.
    func line(_ number: Int) -> [Unicode.Scalar]? {
        guard number >= 1, number <= lines.count else { return nil }
        let range = lines[number - 1]
        let text = source.utf8.withContiguousStorageIfAvailable {
            String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
        } ?? String(decoding: Array(source.utf8)[range], as: UTF8.self)
        return Array(text.unicodeScalars)
    }

    /// Line `number` with control characters replaced, from the cache when it was the last one asked for.
    private mutating func printableLine(_ number: Int) -> [Unicode.Scalar]? {
        if let cached, cached.number == number { return cached.scalars }
        guard let raw = line(number) else { return nil }
        let printable = raw.map(Self.printable)
        cached = (number, printable)
        return printable
    }

    /// The line `position` is on and the caret padding for its column; nil when the line does not exist.
    /// A column before the line clamps to 1, one past its end to just after the last character.
    mutating func excerpt(at position: SourcePosition) -> SourceExcerpt? {
        guard let line = printableLine(position.line) else { return nil }
        let caret = min(max(position.column - 1, 0), line.count)

        var start = 0
        var end = line.count
        if line.count > Self.longLine {
            var width = 0
            start = caret
            while start > 0 {
                let cells = Self.windowCells(line[start - 1])
                if width + cells > Self.windowBefore { break }
                width += cells
                start -= 1
            }
            // Do not open the window on a combining mark or joiner: it would attach to the `...`.
            while start < caret, TerminalWidth.displayWidth(of: line[start]) == 0 {
                start += 1
            }
            end = caret
            while end < line.count {
                let cells = Self.windowCells(line[end])
                if width + cells > Self.windowWidth { break }
                width += cells
                end += 1
            }
            while end < line.count, TerminalWidth.displayWidth(of: line[end]) == 0 {
                end += 1
            }
        }

        let cutBefore = start > 0
        let cutAfter = end < line.count
        var text = cutBefore ? "..." : ""
        text.unicodeScalars.append(contentsOf: line[start..<end])
        if cutAfter { text += "..." }

        var padding = cutBefore ? "   " : ""
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: line[start..<caret])
        for character in prefix {
            if character == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: TerminalWidth.displayWidth(of: character))
            }
        }
        return SourceExcerpt(line: text, caretPadding: padding)
    }

    /// Control characters (C0 but tab, DEL, C1) would move the cursor or start escape sequences; show U+FFFD.
    private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar == "\t" { return scalar }
        return scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar
    }

    /// Cells a scalar is counted as when choosing the window of a long line (a tab as up to 8).
    private static func windowCells(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 8 : TerminalWidth.displayWidth(of: scalar)
    }
}
