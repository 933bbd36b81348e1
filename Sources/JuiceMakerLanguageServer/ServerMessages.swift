import JuiceMakerMenu

// What the server answers with, as LSP 3.17 defines it: each structure is sent as its `json`.

/// The server's name and what it can do (`initialize`'s result).
struct InitializeResult {
    var name: String
    var version: String

    var json: JSONValue {
        .object([
            "capabilities": .object([
                // Full sync (1); open and close; the text with each save.
                "textDocumentSync": .object(["openClose": .bool(true), "change": .int(1), "save": .object(["includeText": .bool(true)])]),
                "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
                "completionProvider": .object(["triggerCharacters": .array([.string(" "), .string("{"), .string(",")])]),
                "hoverProvider": .bool(true),
            ]),
            "serverInfo": .object(["name": .string(name), "version": .string(version)]),
        ])
    }
}

/// One problem in a document, as an editor underlines it (LSP's `Diagnostic`, `source` juicemaker).
struct LSPDiagnostic {
    var range: LSPRange
    var severity: Severity
    /// juicemaker's `DiagnosticCode`.
    var code: String
    var message: String

    var json: JSONValue {
        .object([
            "range": range.json,
            "severity": .int(severity == .error ? 1 : 2),
            "code": .string(code),
            "source": .string("juicemaker"),
            "message": .string(message),
        ])
    }
}

/// A document's diagnostics (`textDocument/publishDiagnostics`): all of them each time, an empty
/// list once it is clean or closed.
struct PublishDiagnosticsParams {
    var uri: String
    /// The version checked; nil when the document was closed.
    var version: Int?
    var diagnostics: [LSPDiagnostic]

    var json: JSONValue {
        var members: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics.map(\.json))]
        if let version { members["version"] = .int(version) }
        return .object(members)
    }
}

/// Text to put in place of a range (LSP's `TextEdit`).
struct TextEdit {
    var range: LSPRange
    var newText: String

    var json: JSONValue { .object(["range": range.json, "newText": .string(newText)]) }
}

/// Markdown about the id under the cursor (LSP's `Hover`).
struct Hover {
    var markdown: String
    /// The id it is about.
    var range: LSPRange

    var json: JSONValue {
        .object(["contents": .object(["kind": .string("markdown"), "value": .string(markdown)]), "range": range.json])
    }
}

/// One thing that fits at the cursor (LSP's `CompletionItem`).
struct CompletionItem {
    /// LSP's `CompletionItemKind` values used here.
    enum Kind: Int {
        /// A key of a mapping.
        case property = 10
        /// A value: a fruit in a recipe.
        case value = 12
    }

    var label: String
    var kind: Kind
    var detail: String?
    /// Writes the item over the word being typed.
    var textEdit: TextEdit

    var json: JSONValue {
        var members: [String: JSONValue] = ["label": .string(label), "kind": .int(kind.rawValue), "textEdit": textEdit.json]
        if let detail { members["detail"] = .string(detail) }
        return .object(members)
    }
}

/// A quick fix for one diagnostic: one edit of one document (LSP's `CodeAction`, kind `quickfix`).
struct CodeAction {
    var title: String
    /// The diagnostic it fixes.
    var diagnostic: LSPDiagnostic
    /// The document the edit is in.
    var uri: String
    var edit: TextEdit

    var json: JSONValue {
        .object([
            "title": .string(title),
            "kind": .string("quickfix"),
            "isPreferred": .bool(true),
            "diagnostics": .array([diagnostic.json]),
            "edit": .object(["changes": .object([uri: .array([edit.json])])]),
        ])
    }
}
