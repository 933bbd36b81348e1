import Foundation
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

    @Test func aBrokenMenuIsOutlinedWithWhatTheChecksAccepted() throws {
        let text = """
        defaults: { stock: 4, par: 0 }
        fruits:
          kiwi: { stock: -3, reorder: 2, name: { en: Kiwi, 1: x } }
          Mango: { emoji: 🥭 }
        juices:
          kiwi: { name: Kiwi, recipe: { kiwi: 0, pear: 2 } }
          mango: 7

        """
        let (report, read) = MenuLoader.diagnoseAndOutline(bytes: Array(text.utf8), file: "menu.yaml")
        let outline = try #require(read)
        #expect(report.diagnostics.map(\.code) == MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml").diagnostics.map(\.code))
        #expect(report.hasErrors)
        // Every fruit and juice is there, even one whose id is no slug; a refused field is nil.
        #expect(outline.fruits.map(\.id) == ["kiwi", "Mango"] && outline.juices.map(\.id) == ["kiwi", "mango"])
        let kiwi = try #require(outline.fruit("kiwi"))
        #expect(kiwi.stock == nil && kiwi.name == nil && kiwi.reorderPoint == 2)
        #expect(outline.initialStock(of: kiwi) == 4 && outline.parLevel(of: kiwi) == nil)
        #expect(outline.fruit("Mango")?.emoji == "🥭")
        let juice = try #require(outline.juice("kiwi"))
        #expect(juice.name?.translations.map(\.text) == ["Kiwi"])
        #expect(juice.recipe.map(\.fruit) == ["kiwi", "pear"] && juice.recipe.map(\.amount) == [nil, 2])
        #expect(outline.juice("mango")?.recipe.isEmpty == true)
        #expect((outline.juice("mango")?.position.line, outline.juice("mango")?.position.column) == (7, 3))
    }

    /// Keeping the outline reads nothing differently: every shipped menu and broken fixture gets the
    /// same diagnostics with it as without.
    @Test func keepingTheOutlineChangesNoDiagnostic() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let broken = root.appendingPathComponent("Tests/JuiceMakerKitTests/Fixtures/broken")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: broken.path).filter { $0.hasSuffix(".yaml") }
            .map { broken.appendingPathComponent($0) }
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("config/examples").path)
            .filter { $0.hasSuffix(".yaml") }.map { root.appendingPathComponent("config/examples/\($0)") }
        let files = fixtures + examples + [root.appendingPathComponent("recipes.yaml")]
        #expect(files.count > 20)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            for language in [Language.en, .ko] {
                let plain = MenuLoader.diagnose(bytes: bytes, file: file.lastPathComponent, language: language)
                let (outlined, outline) = MenuLoader.diagnoseAndOutline(bytes: bytes, file: file.lastPathComponent, language: language)
                #expect(outlined.diagnostics == plain.diagnostics, "\(file.lastPathComponent)")
                if !plain.diagnostics.contains(where: { $0.code == .yamlSyntax }) {
                    #expect(outline != nil, "\(file.lastPathComponent)")
                }
            }
        }
    }
}
