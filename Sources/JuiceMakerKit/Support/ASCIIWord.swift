/// Tests on eight bytes at once, for scans over text that is nearly all ASCII (messages, menu lines).
enum ASCIIWord {
    /// Whether each of the eight bytes of `word` is printable ASCII, 0x20 to 0x7E (no tab).
    ///
    /// - Parameter word: Eight bytes, as loaded from memory.
    /// - Returns: False when some byte is a control character, DEL, or not ASCII.
    @inline(__always)
    static func isPrintable(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte below 0x20 borrows into its high bit (a borrow only ever follows such a byte); 0x7F
        // and above carry into, or already have, theirs.
        let below = (word &- 0x20 &* ones) & ~word & highBits
        let above = ((word & ~highBits) &+ ones | word) & highBits
        return below == 0 && above == 0
    }
}
