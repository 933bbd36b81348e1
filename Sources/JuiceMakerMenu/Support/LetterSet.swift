/// Which kinds of byte a name has once and which it has twice or more, as two 64-bit masks, for
/// a bound on edit distance that costs a few instructions: an insertion, deletion or substitution
/// changes each name's counts by at most one, a swap not at all, so a kind the other name lacks
/// (or has once where this one has it twice) needs an edit of its own.
///
/// Letters, digits and `-` each have their own bit; other bytes share one. Sharing only lowers
/// the bound, so it stays a bound.
struct LetterSet: Sendable {
    private var once: UInt64 = 0
    private var twice: UInt64 = 0

    /// How many kinds of byte there are: one bit of a mask each.
    static let kindCount = 64

    /// The kinds of byte the name has, one bit each (`LetterPostings` indexes candidates by them).
    var kinds: UInt64 { once }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer(LetterSet.init)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            let bit: UInt64 = 1 << Self.slot(byte)
            twice |= once & bit
            once |= bit
        }
    }

    /// At least this many edits turn one name into the other.
    func minimumEdits(to other: LetterSet) -> Int {
        let surplus = (once & ~other.once).nonzeroBitCount + (twice & ~other.twice).nonzeroBitCount
        let deficit = (other.once & ~once).nonzeroBitCount + (other.twice & ~twice).nonzeroBitCount
        return max(surplus, deficit)
    }

    /// Whether `minimumEdits(to: other) >= edits`, without counting every bit.
    @inline(__always)
    func needsAtLeast(_ edits: Int, editsTo other: LetterSet) -> Bool {
        let surplus = once & ~other.once
        let deficit = other.once & ~once
        // Most candidates already differ in that many kinds of letter, before the doubled ones are counted.
        if Self.hasAtLeast(edits, surplus, 0) || Self.hasAtLeast(edits, deficit, 0) { return true }
        return Self.hasAtLeast(edits, surplus, twice & ~other.twice)
            || Self.hasAtLeast(edits, deficit, other.twice & ~twice)
    }

    /// Whether `a` and `b` have at least `count` set bits between them. The counts a search asks about
    /// (1 to 3) are answered from the words with their lowest one or two bits cleared.
    @inline(__always)
    private static func hasAtLeast(_ count: Int, _ a: UInt64, _ b: UInt64) -> Bool {
        let a1 = a & (a &- 1), b1 = b & (b &- 1)
        switch count {
        case ...0:
            return true
        case 1:
            return (a | b) != 0
        case 2:
            return (a1 | b1) != 0 || (a != 0 && b != 0)
        case 3:
            let a2 = a1 & (a1 &- 1), b2 = b1 & (b1 &- 1)
            return (a2 | b2) != 0 || (a1 != 0 && b != 0) || (a != 0 && b1 != 0)
        default:
            return a.nonzeroBitCount + b.nonzeroBitCount >= count
        }
    }

    private static func slot(_ byte: UInt8) -> UInt64 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt64(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 26 + UInt64(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 52 + UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "-"): return 62
        default: return 63
        }
    }
}
