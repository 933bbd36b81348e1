/// What the client sends with the methods the server reads, as LSP 3.17 defines it. Members LSP
/// makes optional are optional here; a request whose params do not decode gets InvalidParams, a
/// notification whose params do not decode is dropped (JSON-RPC answers no notification).
enum ClientParams {
    /// `initialize`.
    case initialize(InitializeParams)
    /// `textDocument/didOpen`.
    case didOpen(DidOpenTextDocumentParams)
    /// `textDocument/didChange`.
    case didChange(DidChangeTextDocumentParams)
    /// `textDocument/didSave`.
    case didSave(DidSaveTextDocumentParams)
    /// `textDocument/didClose`.
    case didClose(TextDocumentParams)
    /// `textDocument/hover` and `textDocument/completion`.
    case position(TextDocumentPositionParams)
    /// `textDocument/codeAction`.
    case codeAction(CodeActionParams)
    /// A method whose params the server does not read (`shutdown`, `exit`, `initialized`, and
    /// methods it does not know).
    case ignored

    /// Reads the params of the methods the server reads.
    ///
    /// - Parameters:
    ///   - method: The message's `method`.
    ///   - container: The message object.
    ///   - key: The key of its `params` member.
    /// - Returns: The params; `.ignored` for a method whose params the server does not read.
    /// - Throws: `DecodingError` when `params` is missing (except for `initialize`, whose params
    ///   are all optional to juicemaker) or does not have the method's shape.
    static func read<Key: CodingKey>(_ method: String, from container: KeyedDecodingContainer<Key>, key: Key) throws -> ClientParams {
        func params<T: Decodable>(_ type: T.Type) throws -> T { try container.decode(type, forKey: key) }
        switch method {
        case "initialize": return .initialize(try container.decodeIfPresent(InitializeParams.self, forKey: key) ?? InitializeParams())
        case "textDocument/didOpen": return .didOpen(try params(DidOpenTextDocumentParams.self))
        case "textDocument/didChange": return .didChange(try params(DidChangeTextDocumentParams.self))
        case "textDocument/didSave": return .didSave(try params(DidSaveTextDocumentParams.self))
        case "textDocument/didClose": return .didClose(try params(TextDocumentParams.self))
        case "textDocument/hover", "textDocument/completion": return .position(try params(TextDocumentPositionParams.self))
        case "textDocument/codeAction": return .codeAction(try params(CodeActionParams.self))
        default: return .ignored
        }
    }
}

/// A document named by its URI (LSP's `TextDocumentIdentifier`).
struct TextDocumentIdentifier: Decodable {
    var uri: String
}

/// Params that only name a document (`didClose`).
struct TextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

/// `initialize`'s params: the client's language and juicemaker's own options.
///
/// Read leniently: a member of the wrong type is ignored, as if absent, so a client's unusual
/// setting never stops the server from starting.
struct InitializeParams: Decodable {
    /// LSP 3.16's `locale`: the language the client's user interface shows.
    var locale: String?
    /// `initializationOptions.debounceMilliseconds`: from 0 to 10,000.
    var debounceMilliseconds: Int?
    /// `initializationOptions.menuPatterns`: file name patterns of menus (`MenuDocumentFilter`).
    var menuPatterns: [String]?

    private enum Keys: String, CodingKey { case locale, initializationOptions }
    private enum OptionKeys: String, CodingKey { case debounceMilliseconds, menuPatterns }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        locale = try? container.decodeIfPresent(String.self, forKey: .locale)
        guard let options = try? container.nestedContainer(keyedBy: OptionKeys.self, forKey: .initializationOptions) else { return }
        debounceMilliseconds = try? options.decodeIfPresent(Int.self, forKey: .debounceMilliseconds)
        if var patterns = try? options.nestedUnkeyedContainer(forKey: .menuPatterns) {
            var strings: [String] = []
            while !patterns.isAtEnd {
                if let pattern = try? patterns.decode(String.self) {
                    strings.append(pattern)
                } else if (try? patterns.decode(Skipped.self)) == nil {
                    break
                }
            }
            menuPatterns = strings
        }
    }

    /// Any JSON value, read past and dropped.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

/// `textDocument/didOpen`'s params.
struct DidOpenTextDocumentParams: Decodable {
    /// LSP's `TextDocumentItem`; `languageId` is not read (`MenuDocumentFilter` decides).
    struct Item: Decodable {
        var uri: String
        var version: Int?
        var text: String
    }

    var textDocument: Item
}

/// `textDocument/didChange`'s params.
struct DidChangeTextDocumentParams: Decodable {
    /// LSP's `VersionedTextDocumentIdentifier`.
    struct Document: Decodable {
        var uri: String
        var version: Int?
    }

    /// LSP's `TextDocumentContentChangeEvent`: the whole text, or a range and its new text.
    struct Change: Decodable {
        var range: LSPRange?
        var text: String
    }

    var textDocument: Document
    var contentChanges: [Change]
}

/// `textDocument/didSave`'s params; `text` is there because the server asks for it.
struct DidSaveTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var text: String?
}

/// A document and a place in it (`hover`, `completion`).
struct TextDocumentPositionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
}

/// `textDocument/codeAction`'s params; the client's `context` is not read.
struct CodeActionParams: Decodable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
}
