import Testing
import JuiceMakerKit

/// `Diagnostic.range` and the outline's ranges: the bytes of the word a diagnostic is about, found
/// through libyaml's lines (NEL, LS and PS end lines too; a BOM is not a column).
@Suite struct DiagnosticRangeTests {
    /// The text of each diagnostic's range, by code.
    private func words(_ text: String) -> [String: String] {
        let bytes = Array(text.utf8)
        var words: [String: String] = [:]
        for diagnostic in MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics {
            let range = diagnostic.range ?? 0..<0
            words[diagnostic.code.rawValue] = String(decoding: bytes[range], as: UTF8.self)
        }
        return words
    }

    @Test func theRangeIsTheOffendingWord() {
        let text = """
            fruits:
              kiwi: { stock: -3, name: { ko: "키위 🥝", en: Kiwi } }
              mango: { stock: 2.5 }
            juices:
              k: { recipe: { kiwii: 1 } }
              m: { recipe: { mango: 1 }, colour: "green" }

            """
        #expect(words(text) == [
            "negative-stock": "-3",
            "not-a-whole-number": "2.5",
            // A fix's word: the one it replaces.
            "unknown-fruit": "kiwii",
            "unknown-key": "colour",
        ])
    }

    @Test func aBOMAndLineBreaksOnlyYAMLCountsDoNotShiftTheRange() {
        let text = "\u{FEFF}fruits:\n  kiwi: { stock: 1 } # ripe\u{2028}# soft\u{85}# sweet\u{2029}\n  lime: { stock: -1 }\r\n"
            + "juices:\n  k: { recipe: { kiwi: 1, lime: 1 } }\n"
        let diagnostics = MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml").diagnostics
        #expect(diagnostics.map(\.code) == [.negativeStock])
        // libyaml's line 6 (LS, NEL, and PS before LF: four breaks where the editor sees one),
        // the range still the bytes of `-1`.
        #expect(diagnostics.first?.line == 6)
        #expect(words(text) == ["negative-stock": "-1"])
    }

    @Test func aQuotedWordKeepsItsQuotes() {
        #expect(words("fruits:\n  kiwi: { stock: \"3\" }\njuices:\n  k: { recipe: { kiwi: 1 } }\n") == ["not-a-whole-number": "\"3\""])
    }

    @Test func aProblemOfTheWholeFileHasNoRange() {
        let report = MenuLoader.diagnose(path: "/nonexistent/menu.yaml")
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
        #expect(report.diagnostics.first?.range == nil)
    }

    @Test func aSyntaxErrorAtTheEndOfTheFileIsAnEmptyRangeThere() throws {
        let bytes = Array("fruits: [kiwi\n".utf8)
        let diagnostic = try #require(MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        let range = try #require(diagnostic.range)
        #expect(range.upperBound <= bytes.count && range.lowerBound <= range.upperBound)
    }

    @Test func theOutlinesIDsHaveTheirBytes() throws {
        let text = "\u{FEFF}fruits:\n  kiwi: {}\u{85}  \"lime\": {}\njuices:\n  k: { recipe: { kiwi: 1 } }\n"
        let bytes = Array(text.utf8)
        let outline = try #require(MenuLoader.diagnoseAndOutline(bytes: bytes, file: "menu.yaml").outline)
        #expect(outline.fruits.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["kiwi", "\"lime\""])
        #expect(outline.juices.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["k"])
    }
}
