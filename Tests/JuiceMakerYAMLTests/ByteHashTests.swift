import Testing
@testable import JuiceMakerYAML

@Suite struct ByteHashTests {
    static func hash(_ bytes: [UInt8]) -> UInt64? { bytes.withUnsafeBufferPointer(ByteHash.asciiWords) }

    @Test func aByteAboveASCIIAnywhereGivesNil() {
        for count in 1...40 {
            for position in 0..<count {
                var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: count)
                #expect(Self.hash(bytes) != nil)
                bytes[position] = 0x80 | UInt8(position % 0x7F)
                #expect(Self.hash(bytes) == nil, "length \(count), byte \(position)")
            }
        }
        #expect(Self.hash([]) != nil)
    }

    @Test func everyByteCountsAtEveryLength() {
        // Changing any one byte changes the hash (the words cover every byte), and texts that are
        // prefixes of each other differ too (the length is mixed in).
        var seen: [UInt64: [UInt8]] = [:]
        for count in 0...40 {
            let base = (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for position in 0..<max(count, 1) {
                for replacement in [UInt8(ascii: "-"), UInt8(ascii: "0"), UInt8(ascii: "Z")] {
                    var bytes = base
                    if count > 0 { bytes[position] = replacement }
                    guard let hash = Self.hash(bytes) else { Issue.record("nil for ASCII"); continue }
                    if let other = seen[hash] {
                        #expect(other == bytes, "\(other) and \(bytes) share a hash")
                    }
                    seen[hash] = bytes
                }
            }
        }
        #expect(seen.count > 2_000)
        #expect(Self.hash(Array("green-watermelon".utf8)) == Self.hash(Array("green-watermelon".utf8)))
    }
}
