import JuiceMakerMenu

/// A document's bytes with where each of LSP's lines starts, to turn byte offsets into LSP's
/// positions (0-based lines, UTF-16 code units) and back.
///
/// LSP's lines end at LF, CRLF or CR only. juicemaker's own lines (libyaml's, which also end at NEL,
/// LS and PS) never meet these: diagnostics and the outline carry byte ranges
/// (`Diagnostic.range`, `MenuOutline.Juice.range`), found through juicemaker's one line model.
public struct TextLines: Sendable {
    /// The document, UTF-8.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    private let lineStarts: [Int]

    /// Indexes a document.
    ///
    /// - Parameter bytes: The document's text, UTF-8.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
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
                }
                index += 1
            }
        }
        lineStarts = starts
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
            let length = UTF8Lead.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return LSPPosition(line: low, character: units)
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
            let length = UTF8Lead.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return min(index, line.upperBound)
    }
}
