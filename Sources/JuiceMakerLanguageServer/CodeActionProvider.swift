import JuiceMakerKit

/// `textDocument/codeAction`: a quick fix for each diagnostic with a fix whose word touches the asked range.
enum CodeActionProvider {
    /// The quick fixes for a range of a document.
    ///
    /// - Parameters:
    ///   - range: The range the editor asks about (a selection or the cursor).
    ///   - document: The document, checked.
    ///   - language: The language of the actions' titles.
    /// - Returns: LSP `CodeAction` objects of kind `quickfix`, each with the diagnostic it fixes and a
    ///   workspace edit that replaces the word.
    static func actions(for range: LSPRange, in document: OpenDocument, language: Language = .en) -> [[String: Any]] {
        var regions = DiagnosticRegions(source: document.lines.bytes)
        return document.diagnostics.compactMap { diagnostic -> [String: Any]? in
            guard let fix = diagnostic.fix else { return nil }
            let wordRange = DiagnosticRanges.range(of: diagnostic, in: document.lines, regions: &regions)
            guard wordRange.touches(range) else { return nil }
            let edit: [String: Any] = ["range": wordRange.json, "newText": fix.replacement]
            return [
                "title": language == .ko ? "'\(fix.replacement)'(으)로 바꾸기" : "Replace with '\(fix.replacement)'",
                "kind": "quickfix",
                "isPreferred": true,
                "diagnostics": [DiagnosticRanges.json(of: diagnostic, in: document.lines, regions: &regions)],
                "edit": ["changes": [document.uri: [edit]]],
            ]
        }
    }
}
