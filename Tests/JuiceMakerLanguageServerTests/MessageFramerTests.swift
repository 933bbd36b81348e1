import Testing
import JuiceMakerLanguageServer

/// The base protocol's framing: messages split and merged across reads, and headers that cannot be used.
@Suite struct MessageFramerTests {
    func frames(_ chunks: [String]) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var out: [MessageFramer.Frame] = []
        for chunk in chunks {
            framer.append(Array(chunk.utf8))
            while let frame = framer.next() { out.append(frame) }
        }
        return out
    }

    func message(_ text: String) -> MessageFramer.Frame { .message(Array(text.utf8)) }

    @Test func oneMessage() {
        #expect(frames(["Content-Length: 2\r\n\r\n{}"]) == [message("{}")])
    }

    @Test func aMessageSplitAnywhere() {
        let whole = "Content-Length: 14\r\n\r\n{\"a\":\"키위\"}"
        let bytes = Array(whole.utf8)
        for cut in 1..<bytes.count {
            var framer = MessageFramer()
            framer.append(bytes[0..<cut])
            var got = framer.next().map { [$0] } ?? []
            framer.append(bytes[cut...])
            while let frame = framer.next() { got.append(frame) }
            #expect(got == [message("{\"a\":\"키위\"}")], "cut at \(cut)")
        }
    }

    @Test func severalMessagesInOneRead() {
        #expect(frames(["Content-Length: 1\r\n\r\n1Content-Length: 1\r\n\r\n2content-length:1\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n3"])
            == [message("1"), message("2"), message("3")])
    }

    @Test func lengthCountsBytesNotCharacters() {
        #expect(frames(["Content-Length: 6\r\n\r\n\"🥝\"x"]) == [message("\"🥝\"")])
    }

    @Test func badHeadersAreReportedAndSkipped() {
        let got = frames([
            "Content-Lenght: 2\r\n\r\n",
            "Content-Length: two\r\n\r\n",
            "Content-Length: -1\r\n\r\n",
            "no colon here\r\n\r\n",
            "Content-Length: 2\r\n\r\nok",
        ])
        #expect(got.count == 5)
        #expect(got.prefix(4).allSatisfy { if case .badHeader = $0 { true } else { false } })
        #expect(got.last == message("ok"))
    }

    @Test func aHugeHeaderIsDropped() {
        let got = frames([String(repeating: "x", count: MessageFramer.maxHeaderBytes + 10), "\r\n\r\nContent-Length: 2\r\n\r\nok"])
        #expect(got.first.map { if case .badHeader = $0 { true } else { false } } == true)
    }

    @Test func framingAddsTheHeader() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == Array("Content-Length: 2\r\n\r\n{}".utf8))
    }
}
