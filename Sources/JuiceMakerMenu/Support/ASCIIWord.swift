/// Tests on eight bytes at once, for scans over text that is nearly all ASCII (messages, menu lines, ids).
enum ASCIIWord {
    /// The high bit of every byte: a byte's answer in the masks below.
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Whether each of the eight bytes of `word` is printable ASCII, 0x20 to 0x7E (no tab).
    ///
    /// - Parameter word: Eight bytes, as loaded from memory.
    /// - Returns: False when some byte is a control character, DEL, or not ASCII.
    @inline(__always)
    static func isPrintable(_ word: UInt64) -> Bool {
        word & highBits == 0 && within(word, 0x20, 0x7E) == highBits
    }

    /// The high bit of each byte of `word` that lies in `low...high`, for a word of ASCII bytes (no
    /// high bit set; check that first). Adding `0x80 - low` sets a byte's high bit exactly when it
    /// is at least `low`, and adding `0x7F - high` when it is above `high`; below 0x80, neither sum
    /// can carry into the next byte.
    ///
    /// - Parameters:
    ///   - word: Eight ASCII bytes, as loaded from memory.
    ///   - low: The smallest byte of the range.
    ///   - high: The largest byte of the range.
    /// - Returns: `highBits` when every byte is in the range; the bytes outside have their bit clear.
    @inline(__always)
    static func within(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        (word &+ ones &* UInt64(0x80 - low)) & ~(word &+ ones &* UInt64(0x7F - high)) & highBits
    }
}
