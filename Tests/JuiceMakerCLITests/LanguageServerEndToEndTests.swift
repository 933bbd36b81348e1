import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker lsp` driven as an editor drives it, through the built binary.
@Suite(.tags(.endToEnd, .server)) struct LanguageServerEndToEndTests {
    static let uri = "file:///tmp/menu.yaml"
    static let broken = """
    fruits:
      kiwi: { name: { en: Kiwi, ko: 키위 }, emoji: 🥝, stock: 10, reorder: 2, par: 12 }
      mango: { name: { en: Mango, ko: 망고 }, stock: 10 }
    juices:
      mango-kiwi:
        name: { en: Mango Kiwi 🥭, ko: 망고키위 }
        recipe: { mango: 2, kiwii: 1 }

    """

    func range(_ diagnostic: [String: Any]?) -> [Int] {
        let range = diagnostic?["range"] as? [String: Any]
        let start = range?["start"] as? [String: Any], end = range?["end"] as? [String: Any]
        return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0 as? Int ?? -1 }
    }

    @Test func anEditorSession() async throws { try await blocking { try self.anEditorSessionBody() } }
    func anEditorSessionBody() throws {
        let client = try LSPClient()
        defer { client.stop() }
        let initialize = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        let capabilities = try #require((client.response(to: initialize)?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["hoverProvider"] as? Bool == true)
        try client.notify("initialized")

        // Open a broken menu: its diagnostic arrives with the word's range.
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": Self.broken]])
        let diagnostics = try #require(client.diagnostics(for: Self.uri))
        #expect(diagnostics.map { $0["code"] as? String } == ["unknown-fruit"])
        #expect(diagnostics.first?["message"] as? String == "recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?")
        #expect(diagnostics.first?["severity"] as? Int == 1)
        #expect(range(diagnostics.first) == [6, 24, 6, 29])

        // A quick fix for it.
        let action = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": Self.uri],
            "range": ["start": ["line": 6, "character": 26], "end": ["line": 6, "character": 26]],
            "context": ["diagnostics": diagnostics],
        ])
        let actions = try #require(client.response(to: action)?["result"] as? [[String: Any]])
        #expect(actions.count == 1)
        #expect(actions.first?["kind"] as? String == "quickfix")
        let edits = ((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "kiwi")
        #expect(range(edits?.first) == [6, 24, 6, 29])

        // Completion of fruit ids inside the recipe: mango is there already.
        let completion = try client.request("textDocument/completion", [
            "textDocument": ["uri": Self.uri], "position": ["line": 6, "character": 24],
        ])
        let items = (client.response(to: completion)?["result"] as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.compactMap { $0["label"] as? String } == ["kiwi"])

        // Hover on a fruit id: names, stock rule, the juices using it.
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 4]])
        let hoverText = ((client.response(to: hover)?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(hoverText?.contains("Mango") == true)
        #expect(hoverText?.contains("ko: 망고") == true)
        #expect(hoverText?.contains("Initial stock 10") == true)
        #expect(hoverText?.contains("`mango-kiwi` (2)") == true)

        // Apply the fix as the editor would: the diagnostics clear.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": Self.uri, "version": 2],
            "contentChanges": [["text": Self.broken.replacingOccurrences(of: "kiwii", with: "kiwi")]],
        ])
        #expect(client.diagnostics(for: Self.uri)?.isEmpty == true)

        // A syntax error is a diagnostic too, and a garbage message an error; the server goes on.
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": Self.uri, "version": 3], "contentChanges": [["text": "fruits: { kiwi: [\n"]],
        ])
        #expect(client.diagnostics(for: Self.uri)?.first?["code"] as? String == "yaml-syntax")
        try client.sendRaw(Array("{\"jsonrpc\": \"2.0\", \"id\": 99, \"method\": ".utf8))
        #expect((client.receive { $0["error"] != nil }?["error"] as? [String: Any])?["code"] as? Int == -32700)

        let shutdown = try client.request("shutdown", [:])
        #expect(client.response(to: shutdown)?["result"] is NSNull)
        try client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownExitsOne() async throws { try await blocking { try self.exitWithoutShutdownExitsOneBody() } }
    func exitWithoutShutdownExitsOneBody() throws {
        let client = try LSPClient()
        defer { client.stop() }
        let initialize = try client.request("initialize", ["capabilities": [String: Any]()])
        #expect(client.response(to: initialize) != nil)
        try client.notify("exit")
        #expect(client.waitForExit() == 1)
    }

    /// Issue 23: 300 quick full changes of a 5 MB document grew the server to 1.5 GB, kept after the
    /// work was done, and the last version was published 15 s after the sending stopped. Changes
    /// waiting behind a newer one are dropped before they are decoded, and freed memory is returned.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func manyLargeQuickChangesKeepMemoryBounded() throws {
        let client = try LSPClient()
        defer { client.stop() }
        let initialize = try client.request("initialize", ["capabilities": [String: Any]()])
        #expect(client.response(to: initialize) != nil)
        let menu = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("recipes.yaml"), encoding: .utf8)
        let padding = String(repeating: "# " + String(repeating: "x", count: 78) + "\n", count: 5_000_000 / 81)
        let text = menu + padding
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": text]])
        #expect(client.diagnostics(for: Self.uri)?.isEmpty == true)

        // The bodies are put together by hand: encoding 5 MB 300 times would time the test, not the server.
        let encodedText = try JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]).dropFirst().dropLast()
        let changes = 300
        for version in 2...(changes + 1) {
            var body = Array(##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\##(Self.uri)","version":\##(version)},"contentChanges":[{"text":"# v\##(version)\n"##.utf8)
            body += encodedText.dropFirst()
            body += Array("}]}}".utf8)
            try client.sendRaw(body)
        }
        let sent = ContinuousClock.now
        let last = client.receive(timeout: 60) { message in
            ((message["params"] as? [String: Any])?["version"] as? Int) == changes + 1
        }
        let latency = ContinuousClock.now - sent
        #expect(last != nil, "the last version was never published")
        #expect(latency < .seconds(5), "the last version was published \(latency) after the last change")
        let peak = try #require(client.memoryKilobytes("VmHWM"))
        let now = try #require(client.memoryKilobytes("VmRSS"))
        #expect(peak < 400_000, "peak resident memory \(peak) kB")
        #expect(now < 150_000, "resident memory after the work \(now) kB")
    }
}
