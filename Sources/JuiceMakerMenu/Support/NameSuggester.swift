/// Finds the known name closest to a mistyped one, for "did you mean …?".
///
/// Candidates are bucketed by length, and only buckets within the distance limit are compared,
/// so a menu with thousands of fruits and thousands of typos stays fast. Within those, a candidate
/// whose letters differ too much from the name's (a bound no edit distance can beat) is skipped
/// without computing its distance.
///
/// The candidates live in flat arrays in bucket order (letter masks, bytes, where each starts), so the
/// scan over a bucket touches no reference counts, and the bound is tested against the distance to
/// beat without counting every differing letter: the baseline x86-64 target has no `popcnt`
/// instruction, so a full bit count is a loop, dearer than the rest of a candidate's test.
package struct NameSuggester: Sendable {
    /// The candidates in bucket order: by length, and in the order given within a length.
    let names: [String]
    let letters: [LetterSet]
    let bytes: [UInt8]
    /// Where candidate `i`'s bytes start in `bytes`; one more entry for the end.
    let byteStarts: [Int]
    /// Candidates of length `n` are `bucketStarts[n]..<bucketStarts[n + 1]`.
    let bucketStarts: [Int]
    /// Optional (`indexed()`): finds the candidates one edit away without scanning the buckets.
    var oneEditIndex: OneEditIndex?
    /// Optional (`indexed()`): narrows the two-edit pass to the candidates that have one of the
    /// name's rarest letters.
    var letterPostings: LetterPostings?

    package init<S: Sequence>(candidates: S) where S.Element == String {
        let given = Array(candidates)
        var maxLength = 0
        for name in given { maxLength = max(maxLength, name.utf8.count) }
        var bucketStarts = [Int](repeating: 0, count: maxLength + 2)
        for name in given { bucketStarts[name.utf8.count + 1] += 1 }
        for length in 0...maxLength { bucketStarts[length + 1] += bucketStarts[length] }

        // A stable counting sort by length: each bucket keeps the order the names were given in.
        var slots = [Int](repeating: 0, count: given.count)
        var next = bucketStarts
        for (index, name) in given.enumerated() {
            let length = name.utf8.count
            slots[next[length]] = index
            next[length] += 1
        }
        var names: [String] = []
        var letters: [LetterSet] = []
        var bytes: [UInt8] = []
        var byteStarts: [Int] = []
        names.reserveCapacity(given.count)
        letters.reserveCapacity(given.count)
        byteStarts.reserveCapacity(given.count + 1)
        for index in slots {
            let name = given[index]
            byteStarts.append(bytes.count)
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            names.append(name)
            letters.append(bytes.withUnsafeBufferPointer { LetterSet(UnsafeBufferPointer(rebasing: $0[start...])) })
        }
        byteStarts.append(bytes.count)
        self.names = names
        self.letters = letters
        self.bytes = bytes
        self.byteStarts = byteStarts
        self.bucketStarts = bucketStarts
    }

    /// The same suggester with an index for the one-edit pass, for callers that ask about many names
    /// (a menu with thousands of fruits and thousands of typos): the pass then costs a few hash
    /// probes instead of a scan of every candidate within one of the name's length. The two-edit
    /// pass, for names with no candidate one edit away, looks only at the candidates that have one
    /// of the name's three rarest letters (`LetterPostings`). Answers are the same; building both
    /// costs about as much as a few dozen scans.
    func indexed() -> NameSuggester {
        var copy = self
        copy.oneEditIndex = bytes.withUnsafeBufferPointer { bytes in
            byteStarts.withUnsafeBufferPointer { OneEditIndex(bytes: bytes, starts: $0) }
        }
        copy.letterPostings = LetterPostings(letters: letters)
        return copy
    }

    /// The closest candidate within a small edit distance (1 for short names, 2 otherwise), or nil.
    /// Ties go to the shorter candidate, then to the one given first.
    ///
    /// A typo is nearly always one edit away, so the first pass looks only for distance 1 (lengths within
    /// one, a bound of two differing letters that rules out nearly every candidate); only when none is
    /// that close does a second pass look for distance 2. Either pass keeps the first closest candidate
    /// in bucket order, so the answer is the one a single search for the closest would give.
    package func suggestion(for name: String) -> String? {
        let found = search(for: name)
        return found.best >= 0 ? names[found.best] : nil
    }

    /// What a name that is not a candidate most likely means, as both menu checkers suggest it for
    /// an unknown fruit: the name without its invisible characters when that is a candidate (the
    /// only closest, surely), else `suggestionWithUniqueness(for:)` of the visible name.
    ///
    /// - Parameters:
    ///   - name: The unknown name, as written.
    ///   - isCandidate: Whether a name is one of the candidates (asked only when `name` has
    ///     invisible characters).
    /// - Returns: The suggestion and whether it is the only closest candidate, or nil.
    package func suggestionSeeingInvisibles(for name: String, isCandidate: (String) -> Bool) -> (name: String, isOnlyClosest: Bool)? {
        let visible = name.strippingInvisibles
        if visible != name, isCandidate(visible) { return (visible, true) }
        return suggestionWithUniqueness(for: visible)
    }

    /// `suggestion(for:)` together with `isOnlyClosest(_:to:)` of the answer, in one search when the
    /// indexed one-edit pass finds it (the pass meets every candidate one edit away anyway).
    ///
    /// - Parameter name: The mistyped name.
    /// - Returns: The suggestion and whether it is the only closest candidate, or nil when there is
    ///   no suggestion.
    package func suggestionWithUniqueness(for name: String) -> (name: String, isOnlyClosest: Bool)? {
        let found = search(for: name)
        guard found.best >= 0 else { return nil }
        let suggestion = names[found.best]
        return (suggestion, found.isOnlyClosest ?? isOnlyClosest(suggestion, to: name))
    }

    /// The search behind `suggestion(for:)`: the closest candidate's index (-1 for none, and for an
    /// exact match), and whether it is the only closest one when the indexed pass could tell.
    private func search(for name: String) -> (best: Int, isOnlyClosest: Bool?) {
        // A native String's UTF-8 is read in place: a copy cost a malloc per unknown fruit.
        if let found = name.utf8.withContiguousStorageIfAvailable({ search(forBytes: $0) }) { return found }
        return Array(name.utf8).withUnsafeBufferPointer { search(forBytes: $0) }
    }

    /// `search(for:)` on the name's UTF-8.
    private func search(forBytes target: UnsafeBufferPointer<UInt8>) -> (best: Int, isOnlyClosest: Bool?) {
        let targetLetters = LetterSet(target)
        let limit = target.count <= 4 ? 1 : 2
        let maxLength = bucketStarts.count - 2
        var best = -1
        var exact = false
        var foundByIndex = false
        var manyAtOne = false
        var rows: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            letters.withUnsafeBufferPointer { letters in
                byteStarts.withUnsafeBufferPointer { byteStarts in
                    if let oneEditIndex {
                        // The one-edit pass over the index's candidates only: every candidate one
                        // edit away (or equal) is among them, and the first closest in bucket order
                        // wins, as in the scan.
                        // Its state is this block's own: the function's variables, which `consider`
                        // captures too, were checked for exclusive access at run time on each write.
                        var bestDistance = 2, closest = -1, several = false
                        // Candidates one edit away, counted once each (the index may name one twice).
                        var firstAtOne = -1
                        oneEditIndex.forEachCandidate(near: target) { index in
                            let candidate = UnsafeBufferPointer(rebasing: bytes[byteStarts[index]..<byteStarts[index + 1]])
                            let distance = Self.distanceUpToOne(target, candidate)
                            if distance == 1 {
                                if firstAtOne < 0 { firstAtOne = index } else if index != firstAtOne { several = true }
                            }
                            if distance <= 1, distance < bestDistance || (distance == bestDistance && index < closest) {
                                bestDistance = distance
                                closest = index
                            }
                        }
                        if closest >= 0 {
                            best = closest
                            manyAtOne = several
                            exact = bestDistance == 0
                            foundByIndex = true
                            return
                        }
                    }
                    for passLimit in stride(from: oneEditIndex == nil ? 1 : 2, through: limit, by: 1) {
                        let low = max(0, target.count - passLimit)
                        let high = min(maxLength, target.count + passLimit)
                        guard low <= high else { continue }
                        var bestDistance = passLimit + 1
                        let range = bucketStarts[low]..<bucketStarts[high + 1]
                        // Returns whether the search is over (an exact match).
                        func consider(_ index: Int) -> Bool {
                            // Each edit changes the letter counts by at most one, so this many edits are needed at least.
                            if targetLetters.needsAtLeast(bestDistance, editsTo: letters[index]) { return false }
                            let candidate = UnsafeBufferPointer(rebasing: bytes[byteStarts[index]..<byteStarts[index + 1]])
                            let distance = Self.bandedDistance(target, candidate, limit: bestDistance - 1, rows: &rows)
                            if distance < bestDistance {
                                bestDistance = distance
                                best = index
                                if distance == 0 {
                                    exact = true
                                    return true
                                }
                            }
                            return false
                        }
                        // Only a candidate with one of any three of the name's letters can be within two edits.
                        if bestDistance <= 3, let letterPostings, let rarest = letterPostings.rarestThree(of: targetLetters) {
                            var merge = letterPostings.candidates(having: rarest, in: range)
                            while let index = merge.next() {
                                if consider(index) { return }
                            }
                        } else {
                            for index in range where consider(index) { return }
                        }
                        if best >= 0 { return }
                    }
                }
            }
        }
        if exact { return (-1, nil) }  // the name is known: nothing to suggest
        return (best, foundByIndex ? !manyAtOne : nil)
    }

    /// `bandedDistance(a, b, limit: 1)` without the table: 0 when equal, 1 when one substitution,
    /// insertion, deletion or swap of neighbours apart, else 2. After the common prefix, what is left
    /// must match once past the one edit; about two comparisons a byte, where the banded table cost
    /// forty (the indexed pass measures a dozen candidates for every unknown fruit).
    static func distanceUpToOne(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return 2 }
        var prefix = 0
        while prefix < short.count, long[prefix] == short[prefix] { prefix += 1 }
        if long.count != short.count {
            // The extra byte is long[prefix]: after it, the rest must be equal.
            return equal(long, from: prefix + 1, short, from: prefix) ? 1 : 2
        }
        if prefix == long.count { return 0 }
        if equal(long, from: prefix + 1, short, from: prefix + 1) { return 1 }  // a substitution
        let swapped = prefix + 1 < long.count && long[prefix] == short[prefix + 1] && long[prefix + 1] == short[prefix]
        return swapped && equal(long, from: prefix + 2, short, from: prefix + 2) ? 1 : 2
    }

    /// Whether `a[aStart...]` and `b[bStart...]` hold the same bytes.
    @inline(__always)
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, from aStart: Int, _ b: UnsafeBufferPointer<UInt8>, from bStart: Int) -> Bool {
        guard a.count - aStart == b.count - bStart else { return false }
        var i = aStart, j = bStart
        while i < a.count {
            if a[i] != b[j] { return false }
            i += 1
            j += 1
        }
        return true
    }

    /// `bandedDistance` on arrays, for tests.
    static func bandedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var rows: [Int] = []
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in bandedDistance(a, b, limit: limit, rows: &rows) }
        }
    }

    /// The optimal-string-alignment distance (a swap of neighbours counts 1) when it is at most
    /// `limit`, else `limit + 1`, computing only the cells within
    /// `limit` of the diagonal: a cheaper alignment would have to leave the band, which costs more than
    /// `limit` on its own. Cells outside the band are held at `limit + 1`, and so is every value past it.
    static func bandedDistance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int, rows: inout [Int]) -> Int {
        let big = limit + 1
        if abs(a.count - b.count) > limit { return big }
        if a.isEmpty { return min(b.count, big) }
        if b.isEmpty { return min(a.count, big) }
        let width = b.count + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        return rows.withUnsafeMutableBufferPointer { table in
            var previousPrevious = 0, previous = width, current = 2 * width
            for j in 0...b.count { table[previous + j] = min(j, big) }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                if low > high { return big }
                var rowMinimum = big
                if low == 1 {
                    table[current] = min(i, big)
                    rowMinimum = table[current]
                } else {
                    table[current + low - 1] = big
                }
                let ai = a[i - 1]
                for j in low...high {
                    let cost = ai == b[j - 1] ? 0 : 1
                    var value = min(table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
                    if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, table[previousPrevious + j - 2] + 1)
                    }
                    value = min(value, big)
                    table[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                // The next row reads one cell past this row's band.
                if high < b.count { table[current + high + 1] = big }
                if rowMinimum > limit { return big }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return table[previous + b.count]
        }
    }
}

/// For each candidate, hashes of itself and of every string one deletion away from it. Two strings
/// within one edit (optimal string alignment: a swap of neighbours counts one) share such a string:
/// equal strings themselves, a substitution or a swap both minus the same position, an insertion
/// the longer one minus the inserted byte. So the candidates one edit from a name are among those
/// sharing one of its hashes; a hash collision only adds a candidate, which the distance then rejects.
///
/// A flat open-addressing table of 4-byte slots, several per hash: the candidate (plus one, so 0 is
/// an empty slot) in the low bits and as much of the hash as fits above it, which rules out nearly
/// every slot that is not the hash's. No key storage, no allocation per entry: the table lives while
/// the menu's tree does, at the process's peak memory, so it stays small (512 KiB for 4,500 fruits).
struct OneEditIndex: Sendable {
    private var slots: [UInt32]
    private let mask: Int
    private let ownerBits: UInt32

    init(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>) {
        let candidateCount = max(0, starts.count - 1)
        let entryCount = max(0, starts.last ?? 0) + candidateCount
        // At most about 0.8 full (less in practice: a run of equal bytes adds one string).
        var capacity = 64
        while capacity < entryCount + entryCount / 4 { capacity *= 2 }
        mask = capacity - 1
        ownerBits = UInt32(min(32, Int.bitWidth - (candidateCount + 1).leadingZeroBitCount))
        slots = [UInt32](repeating: 0, count: capacity)
        var scratch: [UInt64] = []
        for candidate in 0..<candidateCount {
            let name = UnsafeBufferPointer(rebasing: bytes[starts[candidate]..<starts[candidate + 1]])
            let entry = UInt32(truncatingIfNeeded: candidate + 1)
            if scratch.count < Self.scratchCount(name.count) { scratch = [UInt64](repeating: 0, count: Self.scratchCount(name.count)) }
            scratch.withUnsafeMutableBufferPointer { scratch in
                Self.forEachVariant(of: name, scratch: scratch) { hash in insert(hash, entry) }
            }
        }
    }

    /// Calls `body` with each candidate that may be within one edit of `name`, possibly more than once.
    func forEachCandidate(near name: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        let ownerMask = ownerBits >= 32 ? UInt32.max : (1 << ownerBits) - 1
        let variantCapacity = name.count + 1
        let scratchCount = Self.scratchCount(name.count)
        // Scratch on the stack: a name is looked up per unknown fruit, and an array each costs a malloc.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: scratchCount + variantCapacity) { scratch in
            let hashes = UnsafeMutableBufferPointer(rebasing: scratch[scratchCount...])
            var hashCount = 0
            Self.forEachVariant(of: name, scratch: UnsafeMutableBufferPointer(rebasing: scratch[..<scratchCount])) { hash in
                hashes[hashCount] = hash
                hashCount += 1
            }
            slots.withUnsafeBufferPointer { slots in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: variantCapacity) { firsts in
                    // Every chain's first slot is read before any chain is walked: the reads do not
                    // depend on each other, so their cache misses overlap (for thousands of fruits the
                    // table is larger than the L2 cache, and a name has a dozen or more variants).
                    for index in 0..<hashCount { firsts[index] = slots[Int(truncatingIfNeeded: hashes[index]) & mask] }
                    for index in 0..<hashCount {
                        let hash = hashes[index]
                        let tag = tag(hash)
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        var value = firsts[index]
                        while value != 0 {
                            if value & ~ownerMask == tag { body(Int(value & ownerMask) - 1) }
                            slot = (slot + 1) & mask
                            value = slots[slot]
                        }
                    }
                }
            }
        }
    }

    /// The scratch `forEachVariant` needs for a name of `count` bytes.
    @inline(__always) private static func scratchCount(_ count: Int) -> Int { 2 * count + 2 }

    private mutating func insert(_ hash: UInt64, _ entry: UInt32) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = tag(hash) | entry
    }

    /// The hash's top bits, where the slot's owner bits are not.
    @inline(__always) private func tag(_ hash: UInt64) -> UInt32 {
        ownerBits >= 32 ? 0 : UInt32(truncatingIfNeeded: hash >> 32) << ownerBits
    }

    private static let base: UInt64 = 0x100_0000_01B3

    /// The hash of `name` and of `name` minus each byte (a run of equal bytes gives one string, so once),
    /// in O(length): a polynomial hash, so dropping byte i joins the prefix's hash, scaled, to the
    /// suffix's. The length is mixed in last.
    private static func forEachVariant(of name: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt64>, _ body: (UInt64) -> Void) {
        let count = name.count
        // scratch[0...count]: hashes of name[i...]; scratch[count + 1 + k]: base^k.
        let powers = count + 1
        scratch[count] = 0
        scratch[powers] = 1
        var index = count
        while index > 0 {
            index -= 1
            let k = count - 1 - index
            scratch[index] = scratch[index + 1] &+ (UInt64(name[index]) &+ 1) &* scratch[powers + k]
            scratch[powers + k + 1] = scratch[powers + k] &* base
        }
        body(finish(scratch[0], length: count))
        var prefix: UInt64 = 0
        for i in 0..<count {
            if i == 0 || name[i] != name[i - 1] {
                body(finish(prefix &* scratch[powers + count - 1 - i] &+ scratch[i + 1], length: count - 1))
            }
            prefix = prefix &* base &+ (UInt64(name[i]) &+ 1)
        }
    }

    @inline(__always) private static func finish(_ hash: UInt64, length: Int) -> UInt64 {
        var z = hash ^ (UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
