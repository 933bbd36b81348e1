import Foundation
import Testing
import JuiceMakerLanguageServer

/// Issue 23 item 9: the server attached to every YAML file told a GitHub workflow "the menu has no
/// key 'on'". Only menus get answers now.
@Suite struct MenuDocumentFilterTests {
    static let workflow = """
    name: CI
    on: [push]
    jobs:
      test:
        runs-on: ubuntu-latest
        steps:
          - run: swift test

    """

    @Test func aMenuIsKnownByItsNameOrByItsTopKeys() {
        let filter = MenuDocumentFilter()
        let nothing: [UInt8] = []
        for uri in ["file:///stand/recipes.yaml", "file:///stand/menu.yml", "file:///a/summer.menu.yaml",
                    "file:///stand/menus/summer.yaml", "file:///stand/menu/winter.yml", "file:///with%20space/recipes.yaml"] {
            #expect(filter.isMenu(uri: uri, text: nothing), "\(uri)")
        }
        for uri in ["file:///stand/.github/workflows/ci.yml", "file:///stand/myrecipes.yaml", "file:///stand/menus/deeper/x.yaml",
                    "file:///docker-compose.yaml", "untitled:Untitled-1"] {
            #expect(!filter.isMenu(uri: uri, text: Array(Self.workflow.utf8)), "\(uri)")
        }
        for text in ["fruits:\n  kiwi: {}\n", "# a menu\nversion: 1\njuices: {}\n", "\"fruits\": {}\n", "{ fruits: {}, juices: {} }\n", "\u{FEFF}fruits: {}\n"] {
            #expect(filter.isMenu(uri: "untitled:Untitled-1", text: Array(text.utf8)), "\(text)")
        }
        for text in ["version: 1\ndefaults: {}\n", "jobs:\n  fruits: 1\n", "# fruits:\n", "- fruits: 1\n", "fruitsy: 1\n"] {
            #expect(!filter.isMenu(uri: "untitled:Untitled-1", text: Array(text.utf8)), "\(text)")
        }
        #expect(MenuDocumentFilter(patterns: ["stand/*.yaml"]).isMenu(uri: "file:///x/stand/a.yaml", text: nothing))
    }

    func send(_ server: LanguageServer, _ object: [String: Any]) throws -> [[String: Any]] {
        try server.receive(Array(JSONSerialization.data(withJSONObject: object)), at: .now).map {
            try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
        }
    }

    func open(_ server: LanguageServer, _ uri: String, _ text: String) throws -> [[String: Any]]? {
        let published = try send(server, ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text],
        ]])
        return (published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    @Test func aWorkflowGetsNoDiagnosticsNoHoverAndNoCompletion() throws {
        let server = LanguageServer(configuration: ServerConfiguration(version: "test"))
        _ = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
        let uri = "file:///stand/.github/workflows/ci.yml"
        #expect(try open(server, uri, Self.workflow)?.isEmpty == true)
        let position: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 1, "character": 0]]
        let hover = try send(server, ["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": position])
        #expect(hover.first?["result"] is NSNull)
        let completion = try send(server, ["jsonrpc": "2.0", "id": 3, "method": "textDocument/completion", "params": position])
        #expect((completion.first?["result"] as? [Any])?.isEmpty == true)
        // The same text as a menu's file is checked.
        #expect(try open(server, "file:///stand/recipes.yaml", Self.workflow)?.compactMap { $0["code"] as? String }.contains("unknown-key") == true)
        // A file with another name that starts to look like a menu is checked.
        #expect(try open(server, "file:///stand/notes.yaml", "fruits:\n  kiwi: { stock: ten }\n")?.isEmpty == false)
    }

    @Test func initializationOptionsNameTheMenus() throws {
        let server = LanguageServer(configuration: ServerConfiguration(version: "test"))
        _ = try send(server, ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "initializationOptions": ["menuPatterns": ["stands/*.yaml"]],
        ]])
        #expect(try open(server, "file:///x/stands/north.yaml", Self.workflow)?.isEmpty == false)
        #expect(try open(server, "file:///x/recipes.yaml", Self.workflow)?.isEmpty == true)
    }
}
