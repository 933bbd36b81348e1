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

    /// Releasing the room after the elements keeps every element, down to the last byte of a page
    /// shared with the released room, and the buffer still takes appends afterwards.
    @Test func releasingTheUnusedRoomKeepsTheElements() {
        let buffer = AppendBuffer<UInt8>(capacity: 2 * HugePages.minimumByteCount)
        let count = HugePages.size * 3 + 4096 * 5 + 123
        for index in 0..<count { buffer.append(UInt8(truncatingIfNeeded: index % 251 + 1)) }
        buffer.releaseUnusedRoom()
        #expect(buffer.count == count)
        #expect(buffer.elements.enumerated().allSatisfy { $0.element == UInt8(truncatingIfNeeded: $0.offset % 251 + 1) })
        for _ in 0..<10_000 { buffer.append(7) }
        #expect(buffer[count - 1] == UInt8(truncatingIfNeeded: (count - 1) % 251 + 1))
        #expect(buffer[count] == 7 && buffer[count + 9_999] == 7)
    }
}
