import JuiceMakerYAML

/// Builds the fix that replaces one scalar's text, from where the YAML layer found that text in the source.
enum ScalarFix {
    /// The fix that puts `replacement` in place of the scalar `node`'s text.
    ///
    /// - Parameters:
    ///   - node: A scalar node of the document `nodes` reads.
    ///   - nodes: The document's nodes, inside `YAMLDocument.withNodes`.
    ///   - replacement: The text to put there.
    /// - Returns: The fix, or nil when the scalar's text is not in the source as it is (escapes, a
    ///   tag, an anchor, folded lines), spans lines, or is empty: then there is nothing safe to replace.
    static func replacing(_ node: Int32, in nodes: DocumentNodes, with replacement: String) -> DiagnosticFix? {
        guard nodes.kind(node) == .scalar, let range = nodes.sourceRange(node), !range.isEmpty else { return nil }
        var characters = 0
        for byte in nodes.bytes(node) {
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
        let position = nodes.position(node)
        let style = nodes.style(node)
        guard style == .plain || style.isQuoted else { return nil }
        // A quoted scalar's node starts at its opening quote; its text, one character later.
        let start = SourcePosition(line: position.line, column: position.column + (style.isQuoted ? 1 : 0))
        return DiagnosticFix(
            byteRange: range,
            start: start,
            end: SourcePosition(line: start.line, column: start.column + characters),
            replacement: replacement
        )
    }
}
