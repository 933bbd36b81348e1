import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct BufferFillerTests {
    @Test func writesPiecesInOrder() {
        let text = String(unsafeUninitializedCapacity: 11) { buffer in
            var filler = BufferFiller(buffer)
            filler.put("ab" as StaticString)
            filler.put(0x27)
            "cd".utf8.withContiguousStorageIfAvailable { filler.put($0) }
            filler.put(0x27)
            filler.put("-end" as StaticString)
            return filler.count
        }
        #expect(text == "ab'cd'-end")
    }

    /// A miscounted buffer loses the pieces that do not fit; nothing is written past its end.
    @Test func dropsWhatDoesNotFit() {
        var storage = [UInt8](repeating: 0x2E, count: 8)
        let written = storage.withUnsafeMutableBufferPointer { whole in
            var filler = BufferFiller(UnsafeMutableBufferPointer(rebasing: whole[0..<4]))
            filler.put("abc" as StaticString)
            filler.put("de" as StaticString)
            filler.put(0x78)
            filler.put(0x79)
            return filler.count
        }
        #expect(written == 4)
        #expect(storage == Array("abcx....".utf8))
    }
}
