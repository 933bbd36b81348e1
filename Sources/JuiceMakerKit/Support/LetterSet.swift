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

    /// Whether `minimumEdits(to: other) >= edits`, without counting every bit: it clears the lowest set
    /// bit `edits - 1` times and looks for one more. Most candidates differ in their first letters already.
    @inline(__always)
    func needsAtLeast(_ edits: Int, editsTo other: LetterSet) -> Bool {
        Self.hasAtLeast(edits, once & ~other.once, twice & ~other.twice)
            || Self.hasAtLeast(edits, other.once & ~once, other.twice & ~twice)
    }

    /// Whether `a` and `b` have at least `count` set bits between them.
    @inline(__always)
    private static func hasAtLeast(_ count: Int, _ a: UInt64, _ b: UInt64) -> Bool {
        if count <= 0 { return true }
        var a = a, b = b
        var remaining = count - 1
        while remaining > 0 {
            if a != 0 {
                a &= a &- 1
            } else if b != 0 {
                b &= b &- 1
            } else {
                return false
            }
            remaining -= 1
        }
        return (a | b) != 0
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
