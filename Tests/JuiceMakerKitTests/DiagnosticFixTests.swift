import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// Fixes as the validator makes them: which diagnostics carry one, where it points, and what applying it changes.
@Suite struct DiagnosticFixTests {
    static let menu = """
    fruits:
      mango: { stock: 10 }
      kiwi: { stock: 10 }
    juices:
      mango-kiwi:
        recipe: { mango: 2, kiwii: 1 }

    """

    func diagnose(_ text: String) -> MenuReport {
        MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml")
    }

    /// The text with every fix of its diagnostics applied once.
    func fixedOnce(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let fixes = MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics.compactMap(\.fix)
        return String(decoding: FixApplier.apply(fixes, to: bytes).bytes, as: UTF8.self)
    }

    @Test func unknownFruitCarriesTheWordAndItsReplacement() throws {
        let diagnostic = try #require(diagnose(Self.menu).diagnostics.first)
        #expect(diagnostic.code == .unknownFruit)
        let fix = try #require(diagnostic.fix)
        #expect(fix.replacement == "kiwi")
        #expect(fix.start == SourcePosition(line: 6, column: 25))
        #expect(fix.end == SourcePosition(line: 6, column: 30))
        let bytes = Array(Self.menu.utf8)
        #expect(String(decoding: bytes[fix.byteRange], as: UTF8.self) == "kiwii")
        #expect(fixedOnce(Self.menu) == Self.menu.replacingOccurrences(of: "kiwii", with: "kiwi"))
    }

    @Test func unknownKeyOfAFruitAJuiceAndDefaultsIsFixed() {
        let text = """
        defaults: { stok: 3 }
        fruits:
          mango: { stock: 10, emojii: 🥭 }
        juices:
          mango: { recipe: { mango: 2 }, nmae: Mango }

        """
        let codes = diagnose(text).diagnostics.map { "\($0.code.rawValue) \($0.fix?.replacement ?? "-")" }
        #expect(codes == ["unknown-key stock", "unknown-key emoji", "unknown-key name"])
        #expect(fixedOnce(text) == """
        defaults: { stock: 3 }
        fruits:
          mango: { stock: 10, emoji: 🥭 }
        juices:
          mango: { recipe: { mango: 2 }, name: Mango }

        """)
    }

    @Test func unknownTopLevelKeyIsFixedAndThenTheRecipesAreChecked() {
        let text = "fruts:\n  kiwi: { stock: 1 }\njuices:\n  kiwi: { recipe: { kiwwi: 1 } }\n"
        let first = diagnose(text).diagnostics
        #expect(first.compactMap(\.fix?.replacement) == ["fruits"])
        let result = MenuFixer.fix(bytes: Array(text.utf8), file: "menu.yaml")
        #expect(String(decoding: result.bytes, as: UTF8.self) == "fruits:\n  kiwi: { stock: 1 }\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n")
        #expect(result.applied.map(\.replacement) == ["fruits", "kiwi"])
        #expect(result.report.diagnostics.isEmpty)
    }

    @Test func allowedWarningCodesAreFixed() {
        let text = "fruits:\n  kiwi: { allow: [unused-frut] }\n  mango: {}\njuices:\n  mango: { recipe: { mango: 1 } }\n"
        #expect(fixedOnce(text) == text.replacingOccurrences(of: "unused-frut", with: "unused-fruit"))
    }

    @Test func aTieGetsNoSuggestionAndNoFix() throws {
        let text = "fruits:\n  kiwa: {}\n  kiwo: {}\njuices:\n  k: { recipe: { kiwa: 1, kiwo: 1, kiwi: 1 } }\n"
        let diagnostic = try #require(diagnose(text).diagnostics.first { $0.code == .unknownFruit })
        // Either could be wrong (issue 23 item 14): the message names neither.
        #expect(diagnostic.message == "recipe of 'k' names unknown fruit 'kiwi'; add it under 'fruits:' or fix the name")
        #expect(diagnostic.fix == nil)
        let result = MenuFixer.fix(bytes: Array(text.utf8), file: "menu.yaml")
        #expect(!result.changed)
        #expect(result.bytes == Array(text.utf8))
    }

    @Test func aCandidateGivenTwiceIsATie() {
        #expect(!NameSuggester(candidates: ["kiwi", "mango", "kiwi"]).isOnlyClosest("kiwi", to: "kiwii"))
        #expect(NameSuggester(candidates: ["kiwi", "mango"]).isOnlyClosest("kiwi", to: "kiwii"))
    }

    /// Unknown fruits' messages and fixes are finished after the document is freed, from what was
    /// copied out of it: the recipe's own keys still keep a fix from making a duplicate key, and one
    /// name is claimed once per recipe.
    @Test func unknownFruitsAreFinishedFromWhatTheRecipeHeld() throws {
        let text = "fruits:\n  kiwi: {}\n  mango: {}\njuices:\n  a: { recipe: { kiwi: 1, kiwii: 2 } }\n  b: { recipe: { mangoo: 1, mangooo: 1 } }\n"
        let unknowns = diagnose(text).diagnostics.filter { $0.code == .unknownFruit }
        #expect(unknowns.map(\.message) == [
            "recipe of 'a' names unknown fruit 'kiwii'; did you mean 'kiwi'?",
            "recipe of 'b' names unknown fruit 'mangoo'; did you mean 'mango'?",
            "recipe of 'b' names unknown fruit 'mangooo'; did you mean 'mango'?",
        ])
        #expect(unknowns.map { $0.fix?.replacement } == [nil, "mango", nil])
        let korean = MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml", language: .ko).diagnostics.filter { $0.code == .unknownFruit }
        #expect(korean.first?.message == "'a'의 레시피에 없는 과일 'kiwii'이(가) 있어요; 'kiwi'을(를) 말한 건가요?")
    }

    @Test func noSuggestionNoFix() throws {
        let text = "fruits:\n  kiwi: {}\njuices:\n  k: { recipe: { kiwi: 1, durian: 1 } }\n"
        let diagnostic = try #require(diagnose(text).diagnostics.first { $0.code == .unknownFruit })
        #expect(diagnostic.fix == nil)
    }

    @Test func quotedScalarsAreReplacedInsideTheirQuotes() throws {
        let text = "fruits:\n  kiwi: {}\n  mango: {}\njuices:\n  k: { recipe: { \"kiwii\": 1, 'mangoo': 2 } }\n"
        let fixes = diagnose(text).diagnostics.compactMap(\.fix)
        #expect(fixes.map(\.start.column) == [19, 31])
        #expect(fixes.map(\.end.column) == [24, 37])
        #expect(fixedOnce(text) == "fruits:\n  kiwi: {}\n  mango: {}\njuices:\n  k: { recipe: { \"kiwi\": 1, 'mango': 2 } }\n")
    }

    @Test func aScalarWhoseTextIsNotInTheSourceAsWrittenIsNotFixed() throws {
        // An escape: the key's text is kiwii, but the file holds kiw\x69i.
        let text = "fruits:\n  kiwi: {}\njuices:\n  k: { recipe: { \"kiw\\x69i\": 1, kiwi: 1 } }\n"
        let diagnostic = try #require(diagnose(text).diagnostics.first { $0.code == .unknownFruit })
        #expect(diagnostic.message.contains("did you mean 'kiwi'?"))
        #expect(diagnostic.fix == nil)
    }

    @Test func bomCRLFCommentsAndWideCharactersStayByteForByte() throws {
        let text = "\u{FEFF}# 메뉴 🍓\r\nfruits:   # 과일\r\n  kiwi: { name: { ko: 키위 } }  # 🥝\r\n  mango: {}\r\njuices:\r\n  mk: { name: { ko: 망고키위 }, recipe: { mango: 1, kiwii: 1 } }   # 끝\r\n"
        let diagnostic = try #require(diagnose(text).diagnostics.first { $0.code == .unknownFruit })
        let fix = try #require(diagnostic.fix)
        // Columns count characters (망고키위 is four), the BOM is not one.
        #expect(fix.start == SourcePosition(line: 6, column: 49))
        #expect(diagnostic.position == fix.start)
        let expected = Array(text.replacingOccurrences(of: "kiwii", with: "kiwi").utf8)
        #expect(Array(fixedOnce(text).utf8) == expected)
    }

    @Test func overlappingAndOutOfRangeFixesAreSkipped() {
        let bytes = Array("abcdef".utf8)
        let position = SourcePosition(line: 1, column: 1)
        let fixes = [
            DiagnosticFix(byteRange: 1..<3, start: position, end: position, replacement: "XY"),
            DiagnosticFix(byteRange: 2..<4, start: position, end: position, replacement: "no"),
            DiagnosticFix(byteRange: 5..<9, start: position, end: position, replacement: "no"),
            DiagnosticFix(byteRange: 4..<5, start: position, end: position, replacement: "Z"),
        ]
        let result = FixApplier.apply(fixes, to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "aXYdZf")
        #expect(result.applied.map(\.replacement) == ["XY", "Z"])
    }

    @Test func suggesterTellsATieFromASingleClosest() {
        let suggester = NameSuggester(candidates: ["kiwa", "kiwo", "mango"])
        #expect(!suggester.isOnlyClosest("kiwa", to: "kiwi"))
        #expect(suggester.isOnlyClosest("mango", to: "mangoo"))
        let indexed = NameSuggester(candidates: ["kiwa", "kiwo", "mango"]).indexed()
        #expect(!indexed.isOnlyClosest("kiwa", to: "kiwi"))
        #expect(indexed.isOnlyClosest("mango", to: "mango1"))
    }

    /// `Diagnostic` keeps its fix out of line; it is still a value: equal and hashed by the fix's
    /// contents, and a copy's fix changes alone.
    @Test func aDiagnosticWithAFixIsAValue() throws {
        let made = try #require(diagnose(Self.menu).diagnostics.first)
        let fix = try #require(made.fix)
        var copy = Diagnostic(made.severity, made.code, made.message, at: made.position, fix: fix)
        copy.range = made.range
        #expect(copy == made)
        #expect(copy.hashValue == made.hashValue)
        #expect(Set([made, copy]).count == 1)

        var other = copy
        other.fix?.replacement = "mango"
        #expect(other.fix?.replacement == "mango")
        #expect(copy.fix?.replacement == "kiwi")
        #expect(other != copy)
        other.fix = nil
        #expect(other.fix == nil)
        #expect(other != copy)
        #expect(MemoryLayout<Diagnostic>.size < MemoryLayout<DiagnosticFix>.size + MemoryLayout<String>.size * 2)
    }
}
