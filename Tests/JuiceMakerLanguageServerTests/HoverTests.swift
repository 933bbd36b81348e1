import Foundation
import Testing
import JuiceMakerLanguageServer

/// Hover follows the cursor's place in the menu: a juice's key is the juice even when a fruit has
/// the same id (issue 23, item 8); a fruit's key and a recipe's fruit are the fruit.
@Suite struct HoverTests {
    let server = LanguageServer(configuration: ServerConfiguration(version: "test", debounce: .milliseconds(50)))
    let start = ContinuousClock.now
    static let uri = "file:///tmp/recipes.yaml"
    static let menu = """
    fruits:
      mango: { name: { en: Mango, ko: 망고 }, stock: 10 }
      kiwi: { stock: 10 }
    juices:
      mango:
        name: { en: Mango Juice, ko: 망고쥬스 }
        recipe: { mango: 3 }
      mango-kiwi:
        recipe: { mango: 2, kiwi: 1 }

    """

    func send(_ object: [String: Any]) throws -> [[String: Any]] {
        let body = try JSONSerialization.data(withJSONObject: object)
        return try server.receive(Array(body), at: start).compactMap {
            try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]
        }
    }

    func hover(line: Int, character: Int) throws -> String? {
        let replies = try send(["jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
                                "params": ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]]])
        let reply = replies.first { $0["id"] as? Int == 9 }
        return ((reply?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    }

    @Test func aJuiceKeyIsTheJuiceAndAFruitInARecipeIsTheFruit() throws {
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
        _ = try send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": Self.menu],
        ]])
        let juiceKey = try #require(try hover(line: 4, character: 3))
        #expect(juiceKey.hasPrefix("**Mango Juice** — juice `mango`"), "\(juiceKey)")
        let fruitKey = try #require(try hover(line: 1, character: 3))
        #expect(fruitKey.hasPrefix("**Mango** — fruit `mango`"), "\(fruitKey)")
        let inRecipe = try #require(try hover(line: 6, character: 15))
        #expect(inRecipe.hasPrefix("**Mango** — fruit `mango`"), "\(inRecipe)")
        let otherJuice = try #require(try hover(line: 7, character: 4))
        #expect(otherJuice.contains("juice `mango-kiwi`"), "\(otherJuice)")
    }

    /// A Korean client (initialize's `locale`) gets Korean hover text, titled with the Korean name.
    @Test func aKoreanClientGetsKoreanHover() throws {
        let server = LanguageServer(configuration: ServerConfiguration(version: "test", debounce: .milliseconds(50)))
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.receive(Array(try JSONSerialization.data(withJSONObject: object)), at: start).compactMap {
                try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["locale": "ko"]])
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": Self.menu],
        ]])
        func hover(line: Int, character: Int) throws -> String? {
            let replies = try send(["jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
                                    "params": ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]]])
            let reply = replies.first { $0["id"] as? Int == 9 }
            return ((reply?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        #expect(try hover(line: 4, character: 3) == """
            **망고쥬스** — 쥬스 `mango`

            en: Mango Juice · ko: 망고쥬스

            레시피: `mango` × 3

            초기 재고로 3잔
            """)
        #expect(try hover(line: 2, character: 3) == """
            **kiwi** — 과일 `kiwi`

            초기 재고 10 · 재고 규칙 없음

            쓰는 쥬스: `mango-kiwi` (1)
            """)
    }

    /// A priced juice's hover gives its price, its fruit's cost and the margin; a fruit's, its cost.
    @Test func aPricedJuiceShowsItsPriceCostAndMargin() throws {
        let menu = """
        currency: USD
        fruits:
          mango: { stock: 10, cost: 0.40 }
          kiwi: { stock: 10 }
        juices:
          mango: { recipe: { mango: 3 }, price: 4.50 }
          kiwi: { recipe: { kiwi: 3 }, price: 3 }

        """
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": menu],
        ]])
        let mango = try #require(try hover(line: 5, character: 3))
        #expect(mango.hasSuffix("Price $4.50 · fruit $1.20 · margin $3.30 (73%)"), "\(mango)")
        // Kiwi has no cost: the price alone.
        let kiwi = try #require(try hover(line: 6, character: 3))
        #expect(kiwi.hasSuffix("Initial stock makes 3 glasses\n\nPrice $3.00"), "\(kiwi)")
        let fruit = try #require(try hover(line: 2, character: 3))
        #expect(fruit.contains("\n\nCost $0.40 each\n\n"), "\(fruit)")
    }
}
