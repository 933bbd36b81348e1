import Foundation
import Testing
@testable import JuiceMakerLanguageServer

/// Completion by the cursor's place (issue 23, item 10): what fits there, without what the mapping
/// already has, each item with a text edit over the word being typed.
@Suite struct CompletionTests {
    static let uri = "file:///tmp/recipes.yaml"
    static let menu = """
    fruits:
      mango: { name: { en: Mango, ko: 망고 }, emoji: 🥭, stock: 10 }
      kiwi: { stock: 8 }
      pineapple:
        stock: 5
        
    juices:
      mango:
        name: { en: Mango Juice, ko: 망고쥬스 }
        recipe: { mango: 3, k }
      mango-kiwi:
        recipe:
          mango: 2
          ki: 1
      dragon: { recipe: { dragonfruit: 1, lychee: 2 } }
      

    """

    /// The items at a line and column (0-based) of `menu` (or `text`).
    func items(line: Int, character: Int, text: String = Self.menu) throws -> [[String: Any]] {
        let server = LanguageServer(configuration: ServerConfiguration(version: "test"))
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.receive(Array(JSONSerialization.data(withJSONObject: object)), at: .now).compactMap {
                try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()])
        // The menu as last read whole, then the text being typed (often not valid YAML yet).
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": Self.uri, "languageId": "yaml", "version": 1, "text": Self.menu],
        ]])
        if text != Self.menu {
            _ = try send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": text]],
            ]])
        }
        let replies = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
            "textDocument": ["uri": Self.uri], "position": ["line": line, "character": character],
        ]])
        let result = replies.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any]
        return try #require(result?["items"] as? [[String: Any]])
    }

    func labels(_ items: [[String: Any]]) -> [String] { items.compactMap { $0["label"] as? String } }

    /// The edit of the item labelled `label`: its range as [line, start, line, end] and its text.
    func edit(_ items: [[String: Any]], _ label: String) -> ([Int], String)? {
        guard let edit = items.first(where: { $0["label"] as? String == label })?["textEdit"] as? [String: Any],
              let range = edit["range"] as? [String: Any], let start = range["start"] as? [String: Any],
              let end = range["end"] as? [String: Any], let text = edit["newText"] as? String else { return nil }
        return ([start["line"], start["character"], end["line"], end["character"]].map { $0 as? Int ?? -1 }, text)
    }

    @Test func aFlowRecipeOffersTheFruitsItLacks() throws {
        // `recipe: { mango: 3, k|}`: mango is there already.
        let items = try items(line: 9, character: 25)
        #expect(labels(items) == ["kiwi", "pineapple"])
        #expect(edit(items, "kiwi")?.0 == [9, 24, 9, 25])
        #expect(edit(items, "kiwi")?.1 == "kiwi: ")
        #expect(items.first?["detail"] as? String == "kiwi · stock 8")
    }

    @Test func aBlockRecipeOffersTheFruitsItLacks() throws {
        let items = try items(line: 13, character: 8)
        #expect(labels(items) == ["kiwi", "pineapple"])
        #expect(edit(items, "pineapple")?.0 == [13, 6, 13, 8])
        // `ki: 1` has its colon already.
        #expect(edit(items, "pineapple")?.1 == "pineapple")
        // A broken text keeps offering the fruits of the last menu that could be read.
        let broken = Self.menu.replacingOccurrences(of: "      ki: 1\n", with: "      ki\n")
        #expect(labels(try self.items(line: 13, character: 8, text: broken)) == ["kiwi", "pineapple"])
    }

    @Test func underJuicesANewJuiceOfAFruitWithoutOne() throws {
        // A blank line under `juices:` (line 15 is two spaces): mango has a juice; kiwi and pineapple do not.
        let items = try items(line: 15, character: 2)
        #expect(labels(items) == ["kiwi", "pineapple"])
        #expect(edit(items, "kiwi")?.1 == "kiwi:\n    recipe: { kiwi: 1 }")
    }

    @Test func underFruitsTheFruitsRecipesNameButTheMenuLacks() throws {
        // The blank line inside pineapple (line 5, four spaces) is a fruit's keys; two spaces is a fruit id.
        let ids = try items(line: 5, character: 2)
        // `k` and `ki` are being typed in two recipes above; the menu names them too.
        #expect(labels(ids) == ["k", "ki", "dragonfruit", "lychee"])
        #expect(ids.last?["detail"] as? String == "named by the recipe of dragon but not a fruit yet")
        let keys = try items(line: 5, character: 4)
        #expect(labels(keys) == ["name", "emoji", "reorder", "par", "cost", "was", "allow"])
    }

    /// `currency:` completes ISO 4217 codes and `timezone:` IANA zones, replacing the whole value.
    @Test func theCurrencyAndTheTimeZoneCompleteTheirLists() throws {
        let text = "currency: kr\ntimezone: Asia/Se  # the stand\nfruits: {}\njuices: {}\n"
        let codes = try items(line: 0, character: 12, text: text)
        #expect(labels(codes).contains("KRW") && labels(codes).contains("USD"))
        #expect(codes.first { $0["label"] as? String == "KRW" }?["detail"] as? String == "0 decimal places: price: 4500")
        #expect(codes.first { $0["label"] as? String == "USD" }?["detail"] as? String == "2 decimal places: price: 4.50")
        #expect(edit(codes, "KRW")?.0 == [0, 10, 0, 12])
        #expect(edit(codes, "KRW")?.1 == "KRW")
        let zones = try items(line: 1, character: 17, text: text)
        #expect(labels(zones).contains("Asia/Seoul") && labels(zones).first == "UTC")
        #expect(edit(zones, "Asia/Seoul")?.0 == [1, 10, 1, 17])
        // Past a space the value is done: nothing is offered in a comment.
        #expect(try items(line: 1, character: 22, text: text).isEmpty)
    }

    @Test func keysAlreadyThereAreLeftOutAndAColonIsNotDoubled() throws {
        let text = "version: 1\nfru: {}\njuices: {}\n"
        let items = try items(line: 1, character: 3, text: text)
        #expect(labels(items) == ["currency", "timezone", "defaults", "fruits"])
        #expect(edit(items, "fruits")?.0 == [1, 0, 1, 3])
        #expect(edit(items, "fruits")?.1 == "fruits")
    }

    @Test func nothingInAValueOrAComment() throws {
        #expect(try items(line: 2, character: 12).isEmpty)   // `  kiwi: { stock: 8 }` in the value
        #expect(try items(line: 0, character: 3, text: "# fru\nfruits: {}\n").isEmpty)
    }

    @Test func cursorContextReadsPathSiblingsAndWord() {
        let lines = TextLines(Array(Self.menu.utf8))
        let context = CursorContext.at(lines.byteOffset(of: LSPPosition(line: 13, character: 7)), in: lines)
        #expect(context.place == .recipeFruit)
        #expect(context.siblings == ["mango"])
        #expect(String(decoding: lines.bytes[context.word], as: UTF8.self) == "ki")
        #expect(context.colonFollows)
        let fruit = CursorContext.at(lines.byteOffset(of: LSPPosition(line: 4, character: 6)), in: lines)
        #expect(fruit.place == .key(path: ["fruits", "pineapple"]))
        #expect(fruit.siblings.isEmpty)
        #expect(fruit.colonFollows)
    }
}
