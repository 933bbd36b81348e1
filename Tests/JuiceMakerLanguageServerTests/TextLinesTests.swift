import Testing
import JuiceMakerKit
import JuiceMakerLanguageServer

/// Positions between juicemaker's (1-based, scalars), LSP's (0-based, UTF-16) and bytes.
@Suite struct TextLinesTests {
    @Test func koreanAndEmojiCountInUTF16() {
        let lines = TextLines(Array("a: 1\nname: { ko: 키위 🥝, en: Kiwi }\n".utf8))
        // `en` is the 19th scalar of line 2: 키, 위 and 🥝 are one scalar each, 🥝 two UTF-16 units.
        #expect(lines.position(of: SourcePosition(line: 2, column: 19)) == LSPPosition(line: 1, character: 19))
        #expect(lines.byteOffset(of: LSPPosition(line: 1, character: 19)) == lines.byteOffset(of: SourcePosition(line: 2, column: 19)))
        let text = String(decoding: lines.bytes[lines.byteOffset(of: SourcePosition(line: 2, column: 19))...], as: UTF8.self)
        #expect(text.hasPrefix("en: Kiwi"))
    }

    @Test func crlfAndCRAndABOM() {
        let lines = TextLines(Array("\u{FEFF}fruit: []\r\nx: 1\ry: 2".utf8))
        #expect(lines.lineCount == 3)
        // The BOM is not a column for libyaml, but it is one UTF-16 unit for LSP.
        #expect(lines.position(of: SourcePosition(line: 1, column: 1)) == LSPPosition(line: 0, character: 1))
        #expect(lines.position(of: SourcePosition(line: 3, column: 4)) == LSPPosition(line: 2, character: 3))
        #expect(lines.lineRange(0).count == 3 + 9)
    }

    @Test func positionsPastTheEndAreClamped() {
        let lines = TextLines(Array("ab\n".utf8))
        #expect(lines.byteOffset(of: LSPPosition(line: 0, character: 99)) == 2)
        #expect(lines.byteOffset(of: LSPPosition(line: 9, character: 0)) == 3)
        #expect(lines.position(ofByte: 99) == LSPPosition(line: 1, character: 0))
    }

    /// libyaml, and so juicemaker, ends lines at NEL, LS and PS too; LSP does not. A position after
    /// one is mapped through juicemaker's lines to the line the editor shows.
    @Test func lineBreaksOnlyYAMLCountsMoveJuicemakersLinesNotTheEditors() {
        let text = "a: 1 # x\u{2028}# y\u{85}# z\nbad: 2\r\nkiwi: 3\n"
        let lines = TextLines(Array(text.utf8))
        #expect(lines.lineCount == 4)
        // juicemaker's line 4 is `bad: 2`, the editor's line 1; its line 5 is the editor's line 2.
        #expect(lines.position(of: SourcePosition(line: 4, column: 1)) == LSPPosition(line: 1, character: 0))
        #expect(lines.position(of: SourcePosition(line: 5, column: 3)) == LSPPosition(line: 2, character: 2))
        // On the first line, columns still count scalars up to the LS.
        #expect(lines.position(of: SourcePosition(line: 1, column: 8)) == LSPPosition(line: 0, character: 7))
        #expect(lines.position(of: SourcePosition(line: 2, column: 3)) == LSPPosition(line: 0, character: 11))
        #expect(lines.position(of: SourcePosition(line: 9, column: 1)) == lines.position(ofByte: lines.bytes.count))
    }
}
