import JuiceMakerKit

/// Where a diagnostic's offending word is, in LSP's terms.
enum DiagnosticRanges {
    /// The range an editor underlines: the fix's word when there is a fix, else the word that starts at
    /// the diagnostic's position (a quoted scalar with its quotes, a plain one up to `: `, `,`, a bracket,
    /// a comment or the line's end), or one character when no word starts there.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - lines: The document it is about.
    /// - Returns: The range; the document's start for a diagnostic without a position.
    static func range(of diagnostic: Diagnostic, in lines: TextLines) -> LSPRange {
        if let fix = diagnostic.fix {
            return LSPRange(start: lines.position(of: fix.start), end: lines.position(of: fix.end))
        }
        guard let position = diagnostic.position else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        }
        let start = lines.byteOffset(of: position)
        let end = wordEnd(from: start, in: lines)
        return LSPRange(start: lines.position(ofByte: start), end: lines.position(ofByte: end))
    }

    /// The byte offset just after the word starting at `start`.
    static func wordEnd(from start: Int, in lines: TextLines) -> Int {
        let bytes = lines.bytes
        let lineEnd = lines.lineRange(lines.position(ofByte: start).line).upperBound
        guard start < lineEnd else { return start }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < lineEnd {
                if bytes[index] == UInt8(ascii: "\\"), first == UInt8(ascii: "\""), index + 1 < lineEnd {
                    index += 2
                    continue
                }
                if bytes[index] == first { return index + 1 }
                index += 1
            }
            return lineEnd
        }
        var index = start
        while index < lineEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#") {
                break
            }
            if byte == UInt8(ascii: ":"), index + 1 == lineEnd || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09 { break }
            index += 1
        }
        // Trailing spaces are not part of the word.
        while index > start, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        if index == start { index = min(lineEnd, start + TextLines.scalarLength(first)) }
        return index
    }

    /// A diagnostic as LSP's `Diagnostic` JSON: range, severity (1 error, 2 warning), code, source, message.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - lines: The document it is about.
    /// - Returns: The JSON object.
    static func json(of diagnostic: Diagnostic, in lines: TextLines) -> [String: Any] {
        [
            "range": range(of: diagnostic, in: lines).json,
            "severity": diagnostic.severity == .error ? 1 : 2,
            "code": diagnostic.code.rawValue,
            "source": "juicemaker",
            "message": diagnostic.message,
        ]
    }
}
