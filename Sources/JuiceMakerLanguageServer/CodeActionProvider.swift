import JuiceMakerMenu

/// `textDocument/codeAction`: a quick fix for each diagnostic with a fix whose word touches the asked range.
enum CodeActionProvider {
    /// The quick fixes for a range of a document.
    ///
    /// - Parameters:
    ///   - range: The range the editor asks about (a selection or the cursor).
    ///   - document: The document, checked.
    ///   - language: The language of the actions' titles.
    /// - Returns: The quick fixes, each with the diagnostic it fixes and an edit that replaces the word.
    static func actions(for range: LSPRange, in document: OpenDocument, language: Language = .en) -> [CodeAction] {
        document.diagnostics.compactMap { diagnostic -> CodeAction? in
            guard let fix = diagnostic.fix else { return nil }
            let underlined = DiagnosticRanges.lsp(diagnostic, in: document.lines)
            guard underlined.range.touches(range) else { return nil }
            return CodeAction(title: language.editor.replace(with: fix.replacement),
                              diagnostic: underlined, uri: document.uri,
                              edit: TextEdit(range: underlined.range, newText: fix.replacement))
        }
    }
}
