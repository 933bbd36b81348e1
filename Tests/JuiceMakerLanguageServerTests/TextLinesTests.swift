import Testing
import JuiceMakerMenu
import JuiceMakerLanguageServer

/// Byte offsets and LSP's positions (0-based lines ending at LF, CRLF or CR; UTF-16 units).
@Suite struct TextLinesTests {
    @Test func koreanAndEmojiCountInUTF16() {
        let text = "a: 1\nname: { ko: 키위 🥝, en: Kiwi }\n"
        let lines = TextLines(Array(text.utf8))
        let en = Array(text.utf8).firstRange(of: Array("en:".utf8))?.lowerBound ?? -1
        // 키 and 위 are one UTF-16 unit each, 🥝 two: `en` is the editor's character 19 of line 1.
        #expect(lines.position(ofByte: en) == LSPPosition(line: 1, character: 19))
        #expect(lines.byteOffset(of: LSPPosition(line: 1, character: 19)) == en)
    }

    @Test func crlfAndCRAndABOM() {
        let lines = TextLines(Array("\u{FEFF}fruit: []\r\nx: 1\ry: 2".utf8))
        #expect(lines.lineCount == 3)
        // The BOM's three bytes are one UTF-16 unit for LSP.
        #expect(lines.position(ofByte: 3) == LSPPosition(line: 0, character: 1))
        #expect(lines.position(ofByte: 3 + 9 + 2 + 4 + 1 + 3) == LSPPosition(line: 2, character: 3))
        #expect(lines.lineRange(0).count == 3 + 9)
    }

    @Test func positionsPastTheEndAreClamped() {
        let lines = TextLines(Array("ab\n".utf8))
        #expect(lines.byteOffset(of: LSPPosition(line: 0, character: 99)) == 2)
        #expect(lines.byteOffset(of: LSPPosition(line: 9, character: 0)) == 3)
        #expect(lines.position(ofByte: 99) == LSPPosition(line: 1, character: 0))
    }

    /// NEL, LS and PS end libyaml's lines but not LSP's: to the editor they are characters.
    @Test func lineBreaksOnlyYAMLCountsAreCharactersToTheEditor() {
        let text = "a: 1 # x\u{2028}# y\u{85}# z\nbad: 2\r\nkiwi: 3\n"
        let lines = TextLines(Array(text.utf8))
        #expect(lines.lineCount == 4)
        let bad = Array(text.utf8).firstRange(of: Array("bad".utf8))?.lowerBound ?? -1
        #expect(lines.position(ofByte: bad) == LSPPosition(line: 1, character: 0))
        let y = Array(text.utf8).firstRange(of: Array("y".utf8))?.lowerBound ?? -1
        #expect(lines.position(ofByte: y) == LSPPosition(line: 0, character: 11))
    }
}
