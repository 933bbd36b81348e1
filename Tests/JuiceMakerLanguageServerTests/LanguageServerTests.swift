import Foundation
import Testing
import JuiceMakerLanguageServer

/// The server's logic in process, message by message: lifecycle, errors, debounce.
@Suite struct LanguageServerTests {
    let server = LanguageServer(configuration: ServerConfiguration(version: "test", debounce: .milliseconds(50)))
    let start = ContinuousClock.now

    func send(_ object: [String: Any], after milliseconds: Int = 0) throws -> [[String: Any]] {
        let body = try JSONSerialization.data(withJSONObject: object)
        return try server.receive(Array(body), at: start + .milliseconds(milliseconds)).map(decode)
    }

    func decode(_ body: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    }

    func initialize() throws {
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
    }

    @Test func requestsBeforeInitializeAreRefused() throws {
        let reply = try send(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": [String: Any]()])
        #expect((reply.first?["error"] as? [String: Any])?["code"] as? Int == -32002)
        #expect(reply.first?["id"] as? Int == 7)
    }

    @Test func malformedMessagesGetJSONRPCErrors() throws {
        try initialize()
        func code(_ body: String) throws -> Int? {
            let reply = try server.receive(Array(body.utf8), at: start).map(decode)
            return (reply.first?["error"] as? [String: Any])?["code"] as? Int
        }
        #expect(try code("{oops") == -32700)
        #expect(try code("[1, 2]") == -32600)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3}"#) == -32600)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3, "method": 5}"#) == -32600)
        #expect(try code(#"{"jsonrpc": "1.0", "id": 3, "method": "shutdown"}"#) == -32600)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3, "method": "no/such"}"#) == -32601)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": 5}"#) == -32602)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {}}"#) == -32602)
        #expect(try code(#"{"jsonrpc": "2.0", "id": {"x": 1}, "method": "shutdown"}"#) == -32600)
        #expect(try code(#"{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///nope"}, "position": {"line": 0, "character": 0}}}"#) == -32602)
        // Notifications with nonsense get no answer, and the server carries on.
        #expect(server.receive(Array(#"{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": 3}}"#.utf8), at: start).isEmpty)
        #expect(server.exitCode == nil)
    }

    @Test func changesAreCheckedOnceAfterTheDebounce() throws {
        try initialize()
        let uri = "file:///menu.yaml"
        let opened = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": "fruits: {kiwi: {}}\njuices: {k: {recipe: {kiwi: 1}}}\n"],
        ]])
        #expect(opened.count == 1)
        for version in 2...4 {
            let text = "fruits: {kiwi: {}}\njuices: {k: {recipe: {kiwii: 1}}}\n"
            #expect(try send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]],
            ]], after: version * 10).isEmpty)
        }
        #expect(server.nextDeadline == start + .milliseconds(90))
        #expect(server.runDueChecks(at: start + .milliseconds(89)).isEmpty)
        let published = try server.runDueChecks(at: start + .milliseconds(90)).map(decode)
        #expect(published.count == 1)
        let params = try #require(published.first?["params"] as? [String: Any])
        #expect(params["version"] as? Int == 4)
        #expect((params["diagnostics"] as? [[String: Any]])?.map { $0["code"] as? String } == ["unknown-fruit"])
        #expect(server.nextDeadline == nil)
    }

    /// The client's `locale` picks the diagnostics' language; the codes are the same.
    @Test func aKoreanClientGetsKoreanDiagnostics() throws {
        for (locale, expected) in [("ko-KR", "'k'의 레시피에 없는 과일 'kiwii'이(가) 있어요; 'kiwi'을(를) 말한 건가요?"),
                                   ("en-US", "recipe of 'k' names unknown fruit 'kiwii'; did you mean 'kiwi'?")] {
            let server = LanguageServer(configuration: ServerConfiguration(version: "test", debounce: .milliseconds(50)))
            func send(_ object: [String: Any]) throws -> [[String: Any]] {
                try server.receive(Array(try JSONSerialization.data(withJSONObject: object)), at: start).map(decode)
            }
            _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["locale": locale]])
            let opened = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
                "textDocument": ["uri": "file:///menu.yaml", "languageId": "yaml", "version": 1,
                                 "text": "fruits: {kiwi: {}}\njuices: {k: {recipe: {kiwii: 1}}}\n"],
            ]])
            let diagnostics = try #require((opened.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.map { $0["message"] as? String } == [expected])
            #expect(diagnostics.map { $0["code"] as? String } == ["unknown-fruit"])
        }
    }

    @Test func exitWithoutShutdownIsOneAndAfterIsZero() throws {
        try initialize()
        _ = try send(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitCode == 1)
        let other = LanguageServer(configuration: ServerConfiguration(version: "test"))
        _ = other.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8), at: start)
        let reply = try other.receive(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8), at: start).map(decode)
        #expect(reply.first?["result"] is NSNull)
        let after = try other.receive(Array(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#.utf8), at: start).map(decode)
        #expect((after.first?["error"] as? [String: Any])?["code"] as? Int == -32600)
        _ = other.receive(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8), at: start)
        #expect(other.exitCode == 0)
    }

    /// Messages go out as compact JSON with sorted keys, written by juicemaker's one JSON writer:
    /// byte for byte what a client receives.
    @Test func repliesAreCompactJSONWithSortedKeys() throws {
        let server = LanguageServer(configuration: ServerConfiguration(version: "9.9"))
        func text(_ body: String) -> [String] {
            server.receive(Array(body.utf8), at: start).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(text(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{}}"#) == [
            #"{"id":"a","jsonrpc":"2.0","result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix"]},"#
                + #""completionProvider":{"triggerCharacters":[" ","{",","]},"hoverProvider":true,"#
                + #""textDocumentSync":{"change":1,"openClose":true,"save":{"includeText":true}}},"#
                + #""serverInfo":{"name":"juicemaker","version":"9.9"}}}"#,
        ])
        #expect(text(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///m.yaml","version":3,"text":"fruits: {kiwi: {}}\njuices: {k: {recipe: {kiwii: 1}}}\n"}}}"#) == [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"unknown-fruit","#
                + #""message":"recipe of 'k' names unknown fruit 'kiwii'; did you mean 'kiwi'?","#
                + #""range":{"end":{"character":27,"line":1},"start":{"character":22,"line":1}},"severity":1,"source":"juicemaker"}],"#
                + #""uri":"file:///m.yaml","version":3}}"#,
        ])
        #expect(text(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///m.yaml"}}}"#) == [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///m.yaml"}}"#,
        ])
        #expect(text(#"{"jsonrpc":"2.0","id":7,"method":"no/such"}"#) == [
            #"{"error":{"code":-32601,"message":"unknown method 'no/such'"},"id":7,"jsonrpc":"2.0"}"#,
        ])
    }

    /// Params are read as LSP types: a request whose params do not fit is told which member is
    /// wrong; `initialize` ignores options of the wrong type instead of refusing to start.
    @Test func paramsThatDoNotFitNameTheMember() throws {
        func message(_ body: String) throws -> String? {
            let reply = try server.receive(Array(body.utf8), at: start).map(decode)
            return (reply.first?["error"] as? [String: Any])?["message"] as? String
        }
        let started = try server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"locale":5,"initializationOptions":{"debounceMilliseconds":"soon","menuPatterns":["*.menu",3]}}}"#.utf8), at: start).map(decode)
        #expect(started.first?["result"] is [String: Any], "\(started)")
        let hover = #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":"#
        #expect(try message(hover + #"{"position":{"line":0,"character":0}}}"#) == "invalid params: no 'params.textDocument'")
        #expect(try message(hover + #"{"textDocument":{"uri":"file:///m.yaml"},"position":{"line":-1,"character":0}}}"#)
            == "invalid params: 'params.position': a line and character from 0")
        #expect(try message(hover + #"{"textDocument":{"uri":"file:///m.yaml"},"position":{"line":"one","character":0}}}"#)
            == "invalid params: 'params.position.line' must be a whole number")
        #expect(try message(hover + #"5}"#) == "invalid params: 'params' must be an object")
        #expect(try message(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///m.yaml"}}}"#)
            == "invalid params: no 'params.range'")
        // The menu patterns that were strings were kept: a file matching one is checked as a menu
        // even without `fruits:` or `juices:`, another is not.
        func diagnostics(_ uri: String) throws -> Int? {
            let opened = try server.receive(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":"version: 1\n"}}}"#.utf8), at: start).map(decode)
            return ((opened.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.count
        }
        #expect(try diagnostics("file:///x.menu") ?? 0 > 0)
        #expect(try diagnostics("file:///x.other") == 0)
    }

    /// A menu with an LS (U+2028) in a comment: libyaml counts a line there, the editor does not;
    /// the diagnostic still underlines the misspelt fruit where the editor shows it.
    @Test func aDiagnosticAfterALineSeparatorIsOnTheEditorsLine() throws {
        try initialize()
        let text = "fruits:\n  kiwi: {} # ripe\u{2028}# soft\njuices:\n  k: {recipe: {kiwii: 1}}\n"
        let opened = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///menu.yaml", "languageId": "yaml", "version": 1, "text": text],
        ]])
        let diagnostics = try #require((opened.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let range = try #require(diagnostics.first?["range"] as? [String: Any])
        let start = range["start"] as? [String: Any], end = range["end"] as? [String: Any]
        #expect(diagnostics.map { $0["code"] as? String } == ["unknown-fruit"])
        #expect(start?["line"] as? Int == 3 && start?["character"] as? Int == 15, "\(range)")
        #expect(end?["line"] as? Int == 3 && end?["character"] as? Int == 20, "\(range)")
    }

    /// A diagnostic without a fix after a BOM, a NEL and Korean text: its range is its word's bytes
    /// counted in the editor's lines and UTF-16 units.
    @Test func aDiagnosticAfterABOMAndANextLineIsOnItsWord() throws {
        try initialize()
        let text = "\u{FEFF}fruits:\n  kiwi: { name: { ko: 키위 }, stock: 1 } # 🥝\u{85}# soft\n  lime: { name: { ko: 라임 🍋 }, stock: -4 }\n"
            + "juices:\n  k: {recipe: {kiwi: 1, lime: 1}}\n"
        let opened = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///menu.yaml", "languageId": "yaml", "version": 1, "text": text],
        ]])
        let diagnostics = try #require((opened.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["negative-stock"])
        let range = try #require(diagnostics.first?["range"] as? [String: Any])
        let start = range["start"] as? [String: Any], end = range["end"] as? [String: Any]
        // The editor's line 2 (the NEL is a character to it); `-4` after 라, 임, a space and 🍋 (two units).
        let column = "  lime: { name: { ko: 라임 🍋 }, stock: ".utf16.count
        #expect(start?["line"] as? Int == 2 && start?["character"] as? Int == column, "\(range)")
        #expect(end?["line"] as? Int == 2 && end?["character"] as? Int == column + 2, "\(range)")
    }
}
