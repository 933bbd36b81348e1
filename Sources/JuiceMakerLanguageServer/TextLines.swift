import JuiceMakerKit

/// A document's bytes with where each line starts, to turn positions into one another: juicemaker's
/// (1-based line and column, columns in Unicode scalars, a leading BOM not counted), LSP's (0-based,
/// UTF-16 code units) and byte offsets.
///
/// LSP's lines end at LF, CRLF or CR. juicemaker's, like libyaml's, also end at NEL, LS and PS
/// (`YAMLLineBreak`): a text with those has its own table of juicemaker's lines, so a diagnostic
/// after one lands on the line the editor shows.
public struct TextLines: Sendable {
    /// The document, UTF-8.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    private let lineStarts: [Int]
    /// Whether the text starts with a byte-order mark, which libyaml does not count as a column.
    private let hasBOM: Bool
    /// The byte range of each of juicemaker's lines, without its break, when the text has a break
    /// LSP does not count (NEL, LS or PS); nil when juicemaker's lines are LSP's.
    private let yamlLines: [Range<Int>]?

    /// Indexes a document.
    ///
    /// - Parameter bytes: The document's text, UTF-8.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var otherBreaks = false
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                } else if byte == 0xC2 || byte == 0xE2, YAMLLineBreak.length(buffer, at: index) > 0 {
                    otherBreaks = true
                }
                index += 1
            }
        }
        lineStarts = starts
        hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        yamlLines = otherBreaks ? Self.yamlLines(of: bytes) : nil
    }

    /// The byte ranges of libyaml's lines, without their breaks.
    private static func yamlLines(of bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            var lines: [Range<Int>] = []
            var start = 0, index = 0
            while index < buffer.count {
                var length = YAMLLineBreak.length(buffer, at: index)
                if length == 0 {
                    index += 1
                    continue
                }
                if buffer[index] == 0x0D, index + 1 < buffer.count, buffer[index + 1] == 0x0A { length = 2 }
                lines.append(start..<index)
                index += length
                start = index
            }
            lines.append(start..<buffer.count)
            return lines
        }
    }

    /// How many lines there are (an empty document has one).
    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `line` (0-based) without its line break; empty past the end.
    ///
    /// - Parameter line: The line, from 0.
    /// - Returns: The bytes of the line's text.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset of juicemaker's 1-based line and column (columns in Unicode scalars, the BOM not
    /// counted), clamped to the line's end.
    ///
    /// - Parameter position: A diagnostic's position.
    /// - Returns: The byte offset.
    public func byteOffset(of position: SourcePosition) -> Int {
        let line: Range<Int>
        if let yamlLines {
            line = position.line >= 1 && position.line <= yamlLines.count ? yamlLines[position.line - 1] : bytes.count..<bytes.count
        } else {
            line = lineRange(position.line - 1)
        }
        var offset = line.lowerBound
        if position.line == 1, hasBOM { offset = min(3, line.upperBound) }
        var remaining = position.column - 1
        while remaining > 0, offset < line.upperBound {
            offset += Self.scalarLength(bytes[offset])
            remaining -= 1
        }
        return min(offset, line.upperBound)
    }

    /// The LSP position of a byte offset (clamped to the document).
    ///
    /// - Parameter offset: A byte offset, normally at the start of a scalar.
    /// - Returns: The 0-based line and UTF-16 offset.
    public func position(ofByte offset: Int) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = lineRange(low)
        var index = line.lowerBound
        var units = 0
        let end = min(offset, line.upperBound)
        while index < end {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: low, character: units)
    }

    /// The LSP position of juicemaker's 1-based line and column.
    ///
    /// - Parameter position: A diagnostic's position.
    /// - Returns: The 0-based line and UTF-16 offset.
    public func position(of position: SourcePosition) -> LSPPosition {
        self.position(ofByte: byteOffset(of: position))
    }

    /// The byte offset of an LSP position, clamped to its line (a character past the end is the end).
    ///
    /// - Parameter position: An LSP position.
    /// - Returns: The byte offset.
    public func byteOffset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let line = lineRange(position.line)
        var index = line.lowerBound
        var units = 0
        while index < line.upperBound, units < position.character {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return min(index, line.upperBound)
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    @inline(__always) static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xFF: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
