import Foundation
import Testing
import JuiceMakerYAML
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// The text a menu made in code is read as (`MenuYAMLWriter`): it must give the reader back exactly
/// the values it was made of, or a menu made in code would be judged on other values than its own.
@Suite struct MenuYAMLWriterTests {
    /// Every shipped menu, written out and read again, is the same menu.
    @Test(arguments: ["recipes.yaml", "config/examples/seasonal.yaml", "config/examples/large.yaml"])
    func aMenuReadsBackAsItself(path: String) throws {
        let menu = try Menu(contentsOf: MenuFixtureTests.repositoryRoot.appendingPathComponent(path))
        let text = MenuYAMLWriter.yaml(version: menu.version, fruits: menu.fruits, juices: menu.juices)
        let again = try Menu(yaml: text)
        #expect(again == menu)
        #expect(again.fruits.map(\.formerIDs) == menu.fruits.map(\.formerIDs))
    }

    /// Whatever a String holds comes back as the same scalar: quotes, backslashes, YAML's own
    /// punctuation, spaces at either end, every line break YAML would fold, control characters,
    /// the byte-order mark, non-characters, Korean and emoji.
    @Test func anyTextComesBackAsItWasWritten() throws {
        let texts = [
            "plain", "", " ", "  two ends  ", "a \"quoted\" \\ back\\slash", "# not a comment", "key: value", "- dash", "[flow], {map}",
            "'single'", "&anchor *alias !tag %directive @ `", "null", "~", "true", "0x10", "1e3", "---", "...",
            "line\nbreak", "cr\rlf\r\n", "nel\u{85}ls\u{2028}ps\u{2029}", "tab\tinside", "nul\u{0}esc\u{1B}[2Jdel\u{7F}c1\u{9F}",
            "bom\u{FEFF}mid", "nonchar\u{FFFE}\u{FFFF}", "bidi\u{202E}\u{2066}", "딸바쥬스 🍓🍌", "\u{10FFFF}\u{E000}\u{D7FF}\u{A0}",
        ]
        var fruits: [Fruit] = []
        for (index, text) in texts.enumerated() {
            fruits.append(Fruit(id: Fruit.ID(rawValue: "f\(index)"), name: LocalizedName([.init(language: "en", text: text), .init(language: text, text: text)]),
                                emoji: text, initialStock: 1))
        }
        let bytes = MenuYAMLWriter.yaml(version: 1, fruits: fruits, juices: [])
        let document = try #require(try YAMLParser.parseDocument(bytes))
        #expect(document.issues.isEmpty)
        let read = try #require(document.root["fruits"])
        #expect(read.entries.count == texts.count)
        for (entry, text) in zip(read.entries, texts) {
            let name = try #require(entry.value["name"])
            #expect(name.entries.map { $0.key.scalar } == ["en", text])
            #expect(name.entries.map { $0.value.scalar } == [text, text])
            #expect(entry.value["emoji"]?.scalar == text)
            #expect(entry.value["emoji"]?.style == .doubleQuoted)
        }
    }

    /// YAML reads an implicit key of at most 1,024 characters: longer ids and language codes are
    /// written as explicit keys, and a long id is judged as an id, not as broken YAML.
    @Test func longKeysAreWrittenSoTheyRead() throws {
        let long = String(repeating: "k", count: 3000)
        let fruit = Fruit(id: Fruit.ID(rawValue: long), name: LocalizedName(english: "Kiwi"), initialStock: 1)
        let juice = Juice(id: Juice.ID(rawValue: long + "-juice"), name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: Fruit.ID(rawValue: long), amount: 1)])
        let menu = try Menu(version: 1, fruits: [fruit], juices: [juice])
        #expect(menu.fruits[0].id.rawValue == long)
        #expect(menu.juice(juice.id)?.recipe == juice.recipe)

        let text = String(decoding: MenuYAMLWriter.yaml(version: 1, fruits: [fruit], juices: [juice]), as: UTF8.self)
        #expect(text.contains("  ? \"\(long)\"\n  :\n"))
        #expect(text.contains("      ? \"\(long)\"\n      : 1\n"))

        let upper = Fruit(id: Fruit.ID(rawValue: String(repeating: "K", count: 2000)), name: LocalizedName(english: "K"), initialStock: 1)
        let longLanguage = Fruit(id: "kiwi", name: LocalizedName([.init(language: long, text: "Kiwi")]), initialStock: 1)
        for broken in [upper, longLanguage] {
            #expect(throws: MenuError.self) { try Menu(version: 1, fruits: [broken], juices: []) }
            do {
                _ = try Menu(version: 1, fruits: [broken], juices: [])
            } catch let error as MenuError {
                #expect(error.diagnostics.map(\.code) == [.invalidID])
            }
        }
    }

    /// Numbers are written as they are, so the rules judge the values code holds, to the ends of `Int`.
    @Test func numbersAtTheEndsOfIntAreJudgedNotLost() {
        func codes(stock: Int = 1, amount: Int = 1, version: Int = 1) -> [DiagnosticCode] {
            let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: stock)
            let juice = Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwi", amount: amount)])
            return MenuLoader.check(version: version, fruits: [kiwi], juices: [juice]).map(\.code)
        }
        #expect(codes() == [])
        #expect(codes(stock: .max) == [.numberTooLarge])
        #expect(codes(stock: .min) == [.negativeStock])
        #expect(codes(amount: .max) == [.numberTooLarge])
        #expect(codes(amount: .min) == [.amountTooSmall])
        #expect(codes(version: .max) == [.unsupportedVersion])
        #expect(codes(version: .min) == [.unsupportedVersion])
    }
}
