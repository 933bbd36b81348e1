import Testing
@testable import JuiceMakerYAML

@Suite struct AppendBufferTests {
    @Test func keepsEveryElementAcrossGrowth() {
        let buffer = AppendBuffer<Int32>(capacity: 3)
        for value in 0..<1_000 { buffer.append(Int32(value)) }
        let block: [Int32] = [7, 8, 9]
        block.withUnsafeBufferPointer { buffer.append($0) }
        #expect(buffer.count == 1_003)
        #expect(Array(buffer.elements) == (0..<1_000).map(Int32.init) + block)
        buffer[10] = -1
        #expect(buffer[10] == -1 && buffer[11] == 11)
    }

    @Test func removingKeepsTheFrontAndTheRoom() {
        let buffer = AppendBuffer<UInt8>(capacity: 16)
        for byte in UInt8(1)...10 { buffer.append(byte) }
        buffer.removeAll(from: 4)
        buffer.append(99)
        #expect(Array(buffer.elements) == [1, 2, 3, 4, 99])
    }

    /// A buffer of 4 MiB or more starts on a 2 MiB boundary, so all of it can be huge pages.
    @Test func aLargeBufferStartsOnAHugePageBoundary() {
        let large = AppendBuffer<YAMLDocument.Record>(capacity: HugePages.minimumByteCount / MemoryLayout<YAMLDocument.Record>.stride)
        #expect(Int(bitPattern: large.base) % HugePages.size == 0)
        large.append(YAMLDocument.Record(kind: .scalar, style: .plain, hasTag: false, line: 3, column: 4, start: 5, count: 6))
        #expect(large[0].line == 3 && large[0].count == 6)
    }
}
