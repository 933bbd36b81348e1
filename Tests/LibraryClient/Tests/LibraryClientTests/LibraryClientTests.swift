import Foundation
import JuiceMakerKit
import Testing

/// What docs/library.md promises an app: load a menu in one call, round-trip it through JSON, read
/// every diagnostic of a broken one with its line and column, and order against stock.
@Suite struct LibraryClientTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theREADMEExample() throws {
        let menu = try Menu(contentsOf: Self.root.appendingPathComponent("recipes.yaml"))   // throws MenuError
        let same = try JSONDecoder().decode(Menu.self, from: JSONEncoder().encode(menu))   // Codable, == menu
        #expect(same == menu)
        #expect(menu.juices.count == 7)

        let data = Data("fruits:\n  kiwi: {}\njuices:\n  kiwi: { recipe: { kiwii: 1 } }\n".utf8)
        do {
            _ = try Menu(yaml: data, file: "menu.yaml")
            Issue.record("the recipe names an unknown fruit")
        } catch let error as MenuError {
            let diagnostics = error.diagnostics   // every diagnostic; each has .line, .column (1-based)
            #expect(diagnostics.map(\.code) == [.unknownFruit])
            #expect(diagnostics.first?.line == 4)
            #expect(diagnostics.first?.column == 21)
            #expect(diagnostics.first?.message == "recipe of 'kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?")
        }
    }

    @Test func ordersInMemoryAndInAStockFile() async throws {
        let menu = try Menu(contentsOf: Self.root.appendingPathComponent("recipes.yaml"))
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: "strawberry-banana")
        #expect(maker.stock(of: "strawberry") == 0)
        #expect(throws: JuiceMakerError.self) { try maker.make(juice: "strawberry-banana") }
        #expect(menu.readyMessage(for: JuiceOrder(juice: "strawberry-banana"), in: .ko) == "딸바쥬스 나왔습니다! 맛있게 드세요!")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-client-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await StockLocation(parsing: directory.appendingPathComponent("stock.sqlite").path).open(menu: menu)
        try await store.order(OrderParser(menu: menu).parse("mango-kiwi:2"))
        #expect(try await store.stock().first { $0.fruit.id == "mango" }?.count == 6)
        #expect(try await store.undo().reverted.description == "mango-kiwi:2")
        try await store.close()
    }
}
