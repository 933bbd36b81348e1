import JuiceMakerMenu

/// Where a diagnostic's offending word is, in LSP's terms.
enum DiagnosticRanges {
    /// The range an editor underlines: the diagnostic's bytes (`Diagnostic.range`, the fix's word
    /// when there is a fix) counted in LSP's lines and UTF-16 units.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic, as `MenuLoader` made it from the document.
    ///   - lines: The document it is about.
    /// - Returns: The range; the document's start for a diagnostic of the whole file.
    static func range(of diagnostic: Diagnostic, in lines: TextLines) -> LSPRange {
        guard let range = diagnostic.range else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        }
        return LSPRange(start: lines.position(ofByte: range.lowerBound), end: lines.position(ofByte: range.upperBound))
    }

    /// A diagnostic as LSP has it: its range, severity, code and message.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - lines: The document it is about.
    /// - Returns: The LSP diagnostic.
    static func lsp(_ diagnostic: Diagnostic, in lines: TextLines) -> LSPDiagnostic {
        LSPDiagnostic(range: range(of: diagnostic, in: lines), severity: diagnostic.severity,
                      code: diagnostic.code.rawValue, message: diagnostic.message)
    }
}
