import Testing
import JuiceMakerKit

/// The lenient outline the language server completes and hovers from: what can be read of a menu
/// being typed is kept, the rest skipped.
@Suite struct MenuOutlineTests {
    @Test func readsIdsPositionsNamesAndStockRules() throws {
        let text = """
        defaults: { stock: 12, reorder: 3 }
        fruits:
          mango: { name: { en: Mango, ko: 망고 }, emoji: 🥭, stock: 10, par: 20 }
          kiwi: {}
        juices:
          mango-kiwi:
            name: Mango Kiwi
            recipe: { mango: 2, kiwi: 1 }

        """
        let outline = try #require(MenuOutline.read(bytes: Array(text.utf8)))
        #expect(outline.fruits.map(\.id) == ["mango", "kiwi"])
        let mango = try #require(outline.fruit("mango"))
        #expect((mango.position.line, mango.position.column) == (3, 3))
        #expect(mango.name?.translations.map(\.text) == ["Mango", "망고"])
        #expect(mango.emoji == "🥭")
        let kiwi = try #require(outline.fruit("kiwi"))
        #expect(outline.initialStock(of: mango) == 10 && outline.initialStock(of: kiwi) == 12)
        #expect(outline.reorderPoint(of: kiwi) == 3 && outline.parLevel(of: mango) == 20 && outline.parLevel(of: kiwi) == nil)
        let juice = try #require(outline.juice("mango-kiwi"))
        #expect(juice.name?.translations.first?.text == "Mango Kiwi")
        #expect(juice.recipe.map(\.fruit) == ["mango", "kiwi"] && juice.recipe.map(\.amount) == [2, 1])
        #expect(outline.juices(using: "kiwi").map(\.id) == ["mango-kiwi"])
        #expect(outline.juices(using: "pear").isEmpty)
    }

    @Test func whatCannotBeReadIsSkippedNotRefused() throws {
        let text = "fruits:\n  kiwi: { stock: ten, par: 2.5 }\n  - oops\n" // a list item in a mapping: a syntax error
        #expect(MenuOutline.read(bytes: Array(text.utf8)) == nil)
        let lenient = "fruits:\n  kiwi: { stock: ten }\n  [1, 2]: {}\njuices:\n  k: { recipe: [kiwi] }\n  j: { recipe: { kiwi: lots, mango: 1 } }\n"
        let outline = try #require(MenuOutline.read(bytes: Array(lenient.utf8)))
        #expect(outline.fruits.map(\.id) == ["kiwi"])
        #expect(outline.fruit("kiwi")?.stock == nil)
        #expect(outline.juice("k")?.recipe.isEmpty == true)
        #expect(outline.juice("j")?.recipe.map(\.amount) == [nil, 1])
        #expect(try #require(MenuOutline.read(bytes: Array("- a list\n".utf8))).fruits.isEmpty)
    }
}
