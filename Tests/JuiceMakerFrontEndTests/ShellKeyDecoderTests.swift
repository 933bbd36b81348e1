import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct ShellKeyDecoderTests {
    func decode(_ bytes: [UInt8]) -> [ShellKey] {
        var decoder = ShellKeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func printableAndControlKeys() {
        #expect(decode(bytes("5y+-?q")) == [.character("5"), .character("y"), .character("+"), .character("-"), .character("?"), .character("q")])
        #expect(decode([0x0D, 0x0A, 0x7F, 0x08, 0x09]) == [.enter, .enter, .backspace, .backspace, .tab])
        #expect(decode([0x03, 0x04, 0x1A]) == [.interrupt, .endOfInput, .other])
    }

    @Test func arrowsInBothCursorModes() {
        #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(decode(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
        #expect(decode(bytes("\u{1B}OH\u{1B}OF\u{1B}OM\u{1B}O~\u{1B}OP")) == [.home, .end, .enter, .other, .other])
        #expect(decode(bytes("\u{1B}[1;5A\u{1B}[1;2C")) == [.up, .right])  // with Ctrl or Shift held
    }

    @Test func pageAndHomeKeys() {
        #expect(decode(bytes("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~")) ==
                [.pageUp, .pageDown, .home, .end, .home, .end, .backspace])
        #expect(decode(bytes("\u{1B}[200~\u{1B}[Z")) == [.other, .other])  // unknown sequences are skipped as one key each
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        var decoder = ShellKeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(bytes("[")).isEmpty)
        #expect(decoder.feed(bytes("A5")) == [.up, .character("5")])
        #expect(!decoder.hasPending)
    }

    @Test func loneEscapeIsKnownOnlyAfterAPause() {
        var decoder = ShellKeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush().isEmpty)
        #expect(decode(bytes("\u{1B}x")) == [.escape, .character("x")])
        #expect(decode([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
    }

    @Test func utf8CharactersEvenWhenSplit() {
        var decoder = ShellKeyDecoder()
        let hangul = bytes("ㅛ")
        #expect(decoder.feed(hangul.prefix(1)).isEmpty)
        #expect(decoder.feed(hangul.dropFirst()) == [.character("ㅛ")])
        #expect(decode(bytes("키🥝")) == [.character("키"), .character("🥝")])
    }

    @Test func invalidBytesBecomeOtherKeys() {
        #expect(decode([0xFF, 0x35]) == [.other, .character("5")])
        #expect(decode([0xE0, 0x41, 0x42]) == [.other, .character("A"), .character("B")])
        #expect(decode([0xC3]) == [.other])  // cut short by the end of input
    }

    @Test func runawaySequencesAreDropped() {
        var decoder = ShellKeyDecoder()
        _ = decoder.feed(bytes("\u{1B}[" + String(repeating: "1;", count: 20)))
        #expect(!decoder.hasPending)
        #expect(decoder.feed(bytes("q")) == [.character("q")])
    }
}
