import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// The word-at-a-time scan finds a refused scalar wherever it stands, and nothing in clean text.
@Suite struct ControlCharacterRuleTests {
    @Test func findsARefusedScalarAtEveryOffset() {
        let clean = "Strawberry Banana 딸바쥬스 🍓 juice\twith tab"
        #expect(ControlCharacterRule.firstRefused(in: clean) == nil)
        for refused in ["\u{1B}", "\r", "\n", "\u{7F}", "\u{85}", "\u{202E}", "\u{2066}", "\u{2069}"] {
            let expected = refused.unicodeScalars.first.map { $0.value }
            for offset in 0...clean.count {
                var text = clean
                text.insert(contentsOf: refused, at: text.index(text.startIndex, offsetBy: offset))
                #expect(ControlCharacterRule.firstRefused(in: text) == expected, "\(offset) \(expected ?? 0)")
            }
        }
        // The byte scan and the scalar rule agree on every code point up to U+2100.
        for value in UInt32(0)..<0x2100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let found = ControlCharacterRule.firstRefused(in: "a" + String(Character(scalar)) + "b")
            #expect((found != nil) == ControlCharacterRule.isRefused(value), "U+\(String(value, radix: 16))")
        }
        // Near misses: other scalars starting with 0xC2 or 0xE2 are fine.
        #expect(ControlCharacterRule.firstRefused(in: "© 2026 — “quoted” ™ €") == nil)
    }
}
