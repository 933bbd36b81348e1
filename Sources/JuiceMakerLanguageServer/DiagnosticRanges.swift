import JuiceMakerKit

/// Where a diagnostic's offending word is, in LSP's terms.
enum DiagnosticRanges {
    /// The range an editor underlines: from the diagnostic's position to where `DiagnosticRegions`
    /// ends its word (the fix's word when there is a fix), as SARIF's regions have it.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - lines: The document it is about.
    ///   - regions: The same document's word ends.
    /// - Returns: The range; the document's start for a diagnostic without a position.
    static func range(of diagnostic: Diagnostic, in lines: TextLines, regions: inout DiagnosticRegions) -> LSPRange {
        if let fix = diagnostic.fix {
            return LSPRange(start: lines.position(of: fix.start), end: lines.position(of: fix.end))
        }
        guard let position = diagnostic.position else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        }
        let start = lines.position(of: position)
        let end = regions.end(of: diagnostic).map { lines.position(of: $0) } ?? start
        return LSPRange(start: start, end: end)
    }

    /// A diagnostic as LSP has it: its range, severity, code and message.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - lines: The document it is about.
    ///   - regions: The same document's word ends.
    /// - Returns: The LSP diagnostic.
    static func lsp(_ diagnostic: Diagnostic, in lines: TextLines, regions: inout DiagnosticRegions) -> LSPDiagnostic {
        LSPDiagnostic(range: range(of: diagnostic, in: lines, regions: &regions), severity: diagnostic.severity,
                      code: diagnostic.code.rawValue, message: diagnostic.message)
    }
}
