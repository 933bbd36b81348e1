import Foundation
import JuiceMakerMenu
import Testing

/// An app that only reads menus (an editor, a checker) depends on `JuiceMakerMenu` alone: the menu,
/// its diagnostics and the in-memory engine, with no store and no database layer linked.
@Suite struct MenuReaderTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func readsChecksAndOrdersInMemory() throws {
        let menu = try Menu(contentsOf: Self.root.appendingPathComponent("recipes.yaml"))
        #expect(menu.juices.count == 7)
        let data = Data("fruits:\n  kiwi: {}\njuices:\n  kiwi: { recipe: { kiwii: 1 } }\n".utf8)
        #expect(throws: MenuError.self) { try Menu(yaml: data, file: "menu.yaml") }
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: "mango-kiwi")
        #expect(maker.stock(of: "mango") == 8)
    }
}
