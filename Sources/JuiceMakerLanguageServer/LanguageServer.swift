import Foundation
import JuiceMakerKit

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
        case .response:
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
        var value: Any
        var followUp: [[UInt8]] = []
    }

    private func handleRequest(_ method: String, _ params: [String: Any]) -> Result<Reply, JSONRPCError> {
        if method == "initialize" {
            guard !initialized else { return .failure(.invalidRequest("'initialize' was already received")) }
            initialized = true
            if let milliseconds = params.object("initializationOptions")?.int("debounceMilliseconds"), milliseconds >= 0, milliseconds <= 10_000 {
                configuration.debounce = .milliseconds(milliseconds)
            }
            if let patterns = params.object("initializationOptions")?["menuPatterns"] as? [Any] {
                configuration.menus.patterns = patterns.compactMap { $0 as? String }
            }
            // LSP 3.16's `locale`: the language the client's user interface shows.
            if let locale = params["locale"] as? String, !locale.isEmpty {
                configuration.language = locale.lowercased().hasPrefix("ko") ? .ko : .en
            }
            return .success(Reply(value: initializeResult))
        }
        guard initialized else { return .failure(.serverNotInitialized) }
        guard !shutdownRequested else { return .failure(.invalidRequest("the server is shutting down; only 'exit' is accepted")) }
        switch method {
        case "shutdown":
            shutdownRequested = true
            return .success(Reply(value: NSNull()))
        case "textDocument/codeAction":
            return withDocument(method, params) { uri, document in
                guard let range = LSPRange(json: params.object("range")) else { return .failure(.invalidParams("no 'range'")) }
                return .success(Reply(value: CodeActionProvider.actions(for: range, in: document, language: configuration.language), followUp: []))
            }
        case "textDocument/completion":
            return withDocument(method, params) { _, document in
                guard let position = LSPPosition(json: params.object("position")) else { return .failure(.invalidParams("no 'position'")) }
                return .success(Reply(value: ["isIncomplete": false,
                                              "items": CompletionProvider.items(at: position, in: &document, language: configuration.language)]))
            }
        case "textDocument/hover":
            return withDocument(method, params) { _, document in
                guard let position = LSPPosition(json: params.object("position")) else { return .failure(.invalidParams("no 'position'")) }
                return .success(Reply(value: HoverProvider.hover(at: position, in: &document, language: configuration.language) ?? NSNull()))
            }
        default:
            return .failure(.methodNotFound(method))
        }
    }

    /// Runs `body` on the document `params.textDocument.uri` names, checked first if a check is
    /// pending (so answers match the text); the diagnostics of that check follow the response.
    private func withDocument(
        _ method: String, _ params: [String: Any], _ body: (String, inout OpenDocument) -> Result<Reply, JSONRPCError>
    ) -> Result<Reply, JSONRPCError> {
        guard let uri = params.object("textDocument")?.string("uri") else { return .failure(.invalidParams("no 'textDocument.uri'")) }
        guard documents[uri] != nil else { return .failure(.invalidParams("the document \(uri) is not open")) }
        var followUp: [[UInt8]] = []
        if documents[uri]?.checkDue != nil { followUp.append(checkAndPublish(uri)) }
        guard var document = documents[uri] else { return .failure(.invalidParams("the document \(uri) is not open")) }
        // A document that is no menu gets no answers: null for hover, nothing to complete or fix.
        guard document.isMenu else { return .success(Reply(value: method == "textDocument/hover" ? NSNull() : [Any](), followUp: followUp)) }
        let result = body(uri, &document)
        documents[uri] = document
        return result.map { reply in
            var reply = reply
            reply.followUp = followUp + reply.followUp
            return reply
        }
    }

    private var initializeResult: [String: Any] {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": true]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "completionProvider": ["triggerCharacters": [" ", "{", ","]],
                "hoverProvider": true,
            ] as [String: Any],
            "serverInfo": ["name": configuration.name, "version": configuration.version],
        ]
    }

    // MARK: - Notifications

    private func handleNotification(_ method: String, _ params: [String: Any], at now: ContinuousClock.Instant) -> [[UInt8]] {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        let textDocument = params.object("textDocument")
        guard let uri = textDocument?.string("uri") else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let text = textDocument?.string("text") else { return [] }
            documents[uri] = OpenDocument(uri: uri, version: textDocument?.int("version") ?? 0, text: text)
            return [checkAndPublish(uri)]
        case "textDocument/didChange":
            guard var document = documents[uri] else { return [] }
            var text = document.lines.bytes
            for case let change as [String: Any] in params.array("contentChanges") ?? [] {
                guard let newText = change.string("text") else { continue }
                if let range = LSPRange(json: change.object("range")) {
                    // An incremental change, although the server asks for full ones: applied all the same.
                    let lines = TextLines(text)
                    let start = lines.byteOffset(of: range.start), end = max(start, lines.byteOffset(of: range.end))
                    text.replaceSubrange(start..<end, with: Array(newText.utf8))
                } else {
                    text = Array(newText.utf8)
                }
            }
            document.replaceText(text, version: textDocument?.int("version") ?? document.version + 1)
            document.checkDue = now + configuration.debounce
            documents[uri] = document
            return []
        case "textDocument/didSave":
            guard var document = documents[uri] else { return [] }
            if let text = params.string("text") {
                document.replaceText(Array(text.utf8), version: document.version)
                documents[uri] = document
            }
            return [checkAndPublish(uri)]
        case "textDocument/didClose":
            guard documents.removeValue(forKey: uri) != nil else { return [] }
            return [OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: ["uri": uri, "diagnostics": [Any]()])]
        default:
            // `initialized`, `$/cancelRequest`, `$/setTrace`, `workspace/didChangeConfiguration`, …: nothing to do.
            return []
        }
    }

    /// Checks a document now and returns its `publishDiagnostics` (an empty list once it is clean).
    private func checkAndPublish(_ uri: String) -> [UInt8] {
        guard var document = documents[uri] else { return [] }
        document.check(configuration.menus, language: configuration.language)
        documents[uri] = document
        var regions = DiagnosticRegions(source: document.lines.bytes)
        let diagnostics = document.diagnostics.map { DiagnosticRanges.json(of: $0, in: document.lines, regions: &regions) }
        return OutgoingMessage.notification(
            method: "textDocument/publishDiagnostics",
            params: ["uri": uri, "version": document.version, "diagnostics": diagnostics]
        )
    }
}
