import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct TerminalWidthTests {
    @Test func asciiIsOneCellEach() {
        #expect(TerminalWidth.displayWidth(of: "") == 0)
        #expect(TerminalWidth.displayWidth(of: "mango-kiwi") == 10)
    }

    @Test func eastAsianWideCharactersAreTwoCells() {
        #expect(TerminalWidth.displayWidth(of: "망고키위") == 8)
        #expect(TerminalWidth.displayWidth(of: "キウイ") == 6)
        #expect(TerminalWidth.displayWidth(of: "猕猴桃") == 6)
        #expect(TerminalWidth.displayWidth(of: "ＡＢ") == 4)  // fullwidth forms
        #expect(TerminalWidth.displayWidth(of: "ｱｲ") == 2)  // halfwidth katakana stay narrow
        #expect(TerminalWidth.displayWidth(of: "키위 juice") == 10)
    }

    @Test func decomposedHangulTakesTheCellsOfTheSyllable() {
        let decomposed = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"  // 한국 as conjoining jamo
        #expect(decomposed.unicodeScalars.count == 6)
        #expect(TerminalWidth.displayWidth(of: decomposed) == 4)
    }

    @Test func emojiAreTwoCells() {
        #expect(TerminalWidth.displayWidth(of: "🍓") == 2)
        #expect(TerminalWidth.displayWidth(of: "🥝🥭") == 4)
        #expect(TerminalWidth.displayWidth(of: "❤\u{FE0F}") == 2)  // text-default emoji with emoji presentation
        #expect(TerminalWidth.displayWidth(of: "❤") == 1)
        #expect(TerminalWidth.displayWidth(of: "👨\u{200D}👩\u{200D}👧") == 2)  // one ZWJ family
        #expect(TerminalWidth.displayWidth(of: "👍🏽") == 2)  // skin-tone modifier
        #expect(TerminalWidth.displayWidth(of: "🇰🇷") == 2)  // flag
        #expect(TerminalWidth.displayWidth(of: "1\u{FE0F}\u{20E3}") == 2)  // keycap
    }

    @Test func zeroWidthCharactersTakeNoCells() {
        #expect(TerminalWidth.displayWidth(of: "e\u{301}") == 1)  // combining acute
        #expect(TerminalWidth.displayWidth(of: "a\u{200B}b") == 2)  // zero-width space
        #expect(TerminalWidth.displayWidth(of: "\u{200D}") == 0)
        #expect(TerminalWidth.displayWidth(of: "\u{FE0F}") == 0)
        #expect(TerminalWidth.displayWidth(of: "x\u{E0100}") == 1)  // ideographic variation selector
        #expect(TerminalWidth.displayWidth(of: "a\u{1B}b\u{7}") == 2)  // controls
    }

    @Test func paddingUsesCellsNotCharacters() {
        #expect(TerminalWidth.padded("키위", toWidth: 6) == "키위  ")
        #expect(TerminalWidth.padded("kiwi", toWidth: 6) == "kiwi  ")
        #expect(TerminalWidth.padded("키위", toWidth: 6, alignment: .trailing) == "  키위")
        #expect(TerminalWidth.padded("망고키위", toWidth: 4) == "망고키위")  // never truncates
        #expect(TerminalWidth.padded("", toWidth: 3) == "   ")
    }

    @Test func paddedColumnsLineUp() {
        let names = ["키위", "mango", "🍓 딸기", "e\u{301}clair"]
        let widths = names.map { TerminalWidth.displayWidth(of: TerminalWidth.padded($0, toWidth: 10)) }
        #expect(widths == [10, 10, 10, 10])
    }
}
