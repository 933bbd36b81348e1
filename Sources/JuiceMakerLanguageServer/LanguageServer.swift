import Foundation
import JuiceMakerMenu

/// The language server's state and logic, without input or output: it takes message bodies and the
/// time, and returns the bodies to send. `LanguageServerRunner` connects it to standard input and output.
///
/// Lifecycle as LSP 3.17 has it: requests before `initialize` get ServerNotInitialized (-32002),
/// requests after `shutdown` get InvalidRequest, and `exit` sets `exitCode` (0 after `shutdown`, else 1).
/// Documents are synced in full (`didOpen`, `didChange`, `didSave`, `didClose`); a change is checked
/// `debounce` after the last one (`nextDeadline`, `runDueChecks`), an opened or saved document at once.
/// Only menus get answers (`MenuDocumentFilter`: a menu's file name, or `fruits:`/`juices:` at the
/// top); any other YAML document gets an empty diagnostics list, no completion and no hover.
/// Nothing a client sends stops it: a malformed message gets a JSON-RPC error, an unknown
/// notification is ignored.
///
/// ```swift
/// let server = LanguageServer(configuration: ServerConfiguration(version: "1.0"))
/// let replies = server.receive(body, at: .now)   // bodies to frame and send
/// ```
public final class LanguageServer {
    private var configuration: ServerConfiguration
    private var initialized = false
    private var shutdownRequested = false
    private var documents: [String: OpenDocument] = [:]

    /// Set once `exit` has been received: the process's exit status.
    public private(set) var exitCode: Int32?

    /// Creates a server waiting for `initialize`.
    ///
    /// - Parameter configuration: Its name, version and debounce.
    public init(configuration: ServerConfiguration) {
        self.configuration = configuration
    }

    /// Whether `shutdown` has been received (an end of input then exits with 0).
    public var hasShutDown: Bool { shutdownRequested }

    /// The earliest time a pending check is due, or nil when none is.
    public var nextDeadline: ContinuousClock.Instant? {
        documents.values.compactMap(\.checkDue).min()
    }

    /// Handles one message body.
    ///
    /// - Parameters:
    ///   - body: The JSON after the framing header.
    ///   - now: The time it arrived, for debouncing.
    /// - Returns: The bodies to send, in order (responses, diagnostics).
    public func receive(_ body: [UInt8], at now: ContinuousClock.Instant) -> [[UInt8]] {
        switch IncomingMessage.decode(body) {
        case .invalid(let id, let error):
            return [OutgoingMessage.error(id: id, error)]
        case .response, .ignored:
            return []
        case .notification(let method, let params):
            return handleNotification(method, params, at: now)
        case .request(let id, let method, let params):
            switch handleRequest(method, params) {
            case .success(let result): return [OutgoingMessage.response(id: id, result: result.value)] + result.followUp
            case .failure(let error): return [OutgoingMessage.error(id: id, error)]
            }
        }
    }

    /// The answer to a header that could not be used: a parse error with a null id.
    ///
    /// - Parameter reason: What was wrong with the header.
    /// - Returns: The body to send.
    public func badFrame(_ reason: String) -> [[UInt8]] {
        [OutgoingMessage.error(id: nil, .parseError("bad header: \(reason)"))]
    }

    /// Checks every document whose check is due and publishes its diagnostics.
    ///
    /// - Parameter now: The time.
    /// - Returns: The `publishDiagnostics` notifications to send.
    public func runDueChecks(at now: ContinuousClock.Instant) -> [[UInt8]] {
        var out: [[UInt8]] = []
        for uri in documents.keys.sorted() {
            guard let due = documents[uri]?.checkDue, due <= now else { continue }
            out.append(checkAndPublish(uri))
        }
        return out
    }

    // MARK: - Requests

    /// A request's result, and notifications to send after the response.
    private struct Reply {
        var value: JSONValue
        var followUp: [[UInt8]] = []
    }

    private func handleRequest(_ method: String, _ read: Result<ClientParams, JSONRPCError>) -> Result<Reply, JSONRPCError> {
        if method == "initialize" {
            let options: InitializeParams
            switch read {
            case .success(.initialize(let value)): options = value
            case .success: options = InitializeParams()
            case .failure(let error): return .failure(error)
            }
            guard !initialized else { return .failure(.invalidRequest("'initialize' was already received")) }
            initialized = true
            if let milliseconds = options.debounceMilliseconds, milliseconds >= 0, milliseconds <= 10_000 {
                configuration.debounce = .milliseconds(milliseconds)
            }
            if let patterns = options.menuPatterns {
                configuration.menus.patterns = patterns
            }
            if let locale = options.locale, !locale.isEmpty {
                configuration.language = locale.lowercased().hasPrefix("ko") ? .ko : .en
            }
            return .success(Reply(value: InitializeResult(name: configuration.name, version: configuration.version).json))
        }
        guard initialized else { return .failure(.serverNotInitialized) }
        guard !shutdownRequested else { return .failure(.invalidRequest("the server is shutting down; only 'exit' is accepted")) }
        let params: ClientParams
        switch read {
        case .success(let value): params = value
        case .failure(let error): return .failure(error)
        }
        let language = configuration.language
        switch (method, params) {
        case ("shutdown", _):
            shutdownRequested = true
            return .success(Reply(value: .null))
        case ("textDocument/codeAction", .codeAction(let asked)):
            return withDocument(asked.textDocument.uri, answeringNothing: .array([])) { document in
                .array(CodeActionProvider.actions(for: asked.range, in: document, language: language).map(\.json))
            }
        case ("textDocument/completion", .position(let asked)):
            return withDocument(asked.textDocument.uri, answeringNothing: .array([])) { document in
                .object(["isIncomplete": .bool(false),
                         "items": .array(CompletionProvider.items(at: asked.position, in: document, language: language).map(\.json))])
            }
        case ("textDocument/hover", .position(let asked)):
            return withDocument(asked.textDocument.uri, answeringNothing: .null) { document in
                HoverProvider.hover(at: asked.position, in: document, language: language)?.json ?? .null
            }
        default:
            return .failure(.methodNotFound(method))
        }
    }

    /// Runs `body` on the document `uri` names, checked first if a check is pending (so answers
    /// match the text); the diagnostics of that check follow the response.
    ///
    /// - Parameters:
    ///   - uri: The document the request names.
    ///   - nothing: The answer for a document that is no menu: null for hover, nothing to complete or fix.
    ///   - body: The answer for a menu.
    /// - Returns: The reply; InvalidParams when the document is not open.
    private func withDocument(
        _ uri: String, answeringNothing nothing: JSONValue, _ body: (OpenDocument) -> JSONValue
    ) -> Result<Reply, JSONRPCError> {
        guard documents[uri] != nil else { return .failure(.invalidParams("the document \(uri) is not open")) }
        var followUp: [[UInt8]] = []
        if documents[uri]?.checkDue != nil { followUp.append(checkAndPublish(uri)) }
        guard let document = documents[uri] else { return .failure(.invalidParams("the document \(uri) is not open")) }
        guard document.isMenu else { return .success(Reply(value: nothing, followUp: followUp)) }
        return .success(Reply(value: body(document), followUp: followUp))
    }

    // MARK: - Notifications

    private func handleNotification(_ method: String, _ params: ClientParams, at now: ContinuousClock.Instant) -> [[UInt8]] {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        switch params {
        case .didOpen(let opened):
            let item = opened.textDocument
            documents[item.uri] = OpenDocument(uri: item.uri, version: item.version ?? 0, text: item.text)
            return [checkAndPublish(item.uri)]
        case .didChange(let changed):
            let uri = changed.textDocument.uri
            guard var document = documents[uri] else { return [] }
            var text = document.lines.bytes
            for change in changed.contentChanges {
                if let range = change.range {
                    // An incremental change, although the server asks for full ones: applied all the same.
                    let lines = TextLines(text)
                    let start = lines.byteOffset(of: range.start), end = max(start, lines.byteOffset(of: range.end))
                    text.replaceSubrange(start..<end, with: Array(change.text.utf8))
                } else {
                    text = Array(change.text.utf8)
                }
            }
            document.replaceText(text, version: changed.textDocument.version ?? document.version + 1)
            document.checkDue = now + configuration.debounce
            documents[uri] = document
            return []
        case .didSave(let saved):
            let uri = saved.textDocument.uri
            guard var document = documents[uri] else { return [] }
            if let text = saved.text {
                document.replaceText(Array(text.utf8), version: document.version)
                documents[uri] = document
            }
            return [checkAndPublish(uri)]
        case .didClose(let closed):
            let uri = closed.textDocument.uri
            guard documents.removeValue(forKey: uri) != nil else { return [] }
            return [OutgoingMessage.notification(method: "textDocument/publishDiagnostics",
                                                 params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []).json)]
        case .initialize, .position, .codeAction, .ignored:
            // `initialized`, `$/cancelRequest`, `$/setTrace`, `workspace/didChangeConfiguration`, …: nothing to do.
            return []
        }
    }

    /// Checks a document now and returns its `publishDiagnostics` (an empty list once it is clean).
    private func checkAndPublish(_ uri: String) -> [UInt8] {
        guard var document = documents[uri] else { return [] }
        document.check(configuration.menus, language: configuration.language)
        documents[uri] = document
        let diagnostics = document.diagnostics.map { DiagnosticRanges.lsp($0, in: document.lines) }
        return OutgoingMessage.notification(
            method: "textDocument/publishDiagnostics",
            params: PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics).json
        )
    }
}
