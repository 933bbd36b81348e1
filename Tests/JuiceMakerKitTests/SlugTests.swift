import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct SlugTests {
    /// `[a-z][a-z0-9-]*`, byte by byte.
    static func reference(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first, (0x61...0x7A).contains(first) else { return false }
        return bytes.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    @Test func slugsAreCheckedEightBytesAtATimeAsByteByByte() {
        // The bytes on both sides of each allowed range, and beyond ASCII.
        let alphabet: [UInt8] = Array("az09-`{/:,.AZ@[_ ".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xFF, 0x61, 0x6D, 0x2D, 0x35]
        var random = SystemRandomNumberGenerator()
        var slugs = 0
        for round in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &random)
            // Mostly slug bytes with one odd byte somewhere, so the odd byte lands in every lane.
            var bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<5, using: &random)] }
            if round % 2 == 0, length > 0 {
                bytes[Int.random(in: 0..<length, using: &random)] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            let expected = Self.reference(bytes)
            if expected { slugs += 1 }
            #expect(bytes.withUnsafeBufferPointer(Slug.isSlug) == expected, "\(bytes)")
        }
        #expect(slugs > 1_000)
        #expect(Array("green-watermelon-smoothie-90".utf8).withUnsafeBufferPointer(Slug.isSlug))
        #expect(!Array("green-watermelon-Smoothie-90".utf8).withUnsafeBufferPointer(Slug.isSlug))
    }
}
