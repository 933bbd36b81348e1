/// For each kind of byte a `LetterSet` tells apart, the candidates whose names have it, in candidate
/// order: the two-edit pass of `NameSuggester` walks only the candidates that can be close.
///
/// A candidate within two edits of a name lacks at most two of the name's kinds of letter (each
/// kind it lacks needs an edit, `LetterSet.needsAtLeast`). So it has at least one of any three of
/// them, and the candidates holding one of the name's three rarest kinds are all it must look at:
/// for a name close to no candidate (a fruit missing from the menu) a few hundred of the thousands
/// within its length, instead of all of them. They are met in the same order as in the full scan,
/// so the first closest one wins as before.
struct LetterPostings: Sendable {
    /// Kind `k`'s candidates are `candidates[starts[k]..<starts[k + 1]]`, ascending.
    private let starts: [Int32]
    private let candidates: [Int32]

    /// Postings of `letters`, candidate `i` having `letters[i]`.
    init(letters: [LetterSet]) {
        var starts = [Int32](repeating: 0, count: LetterSet.kindCount + 1)
        for set in letters {
            var kinds = set.kinds
            while kinds != 0 {
                starts[kinds.trailingZeroBitCount + 1] += 1
                kinds &= kinds &- 1
            }
        }
        for kind in 0..<LetterSet.kindCount { starts[kind + 1] += starts[kind] }
        var next = starts
        var candidates = [Int32](repeating: 0, count: Int(starts[LetterSet.kindCount]))
        for (index, set) in letters.enumerated() {
            var kinds = set.kinds
            while kinds != 0 {
                let kind = kinds.trailingZeroBitCount
                candidates[Int(next[kind])] = Int32(truncatingIfNeeded: index)
                next[kind] += 1
                kinds &= kinds &- 1
            }
        }
        self.starts = starts
        self.candidates = candidates
    }

    /// The three kinds of `set` that the fewest candidates have, or nil when it has fewer than three.
    func rarestThree(of set: LetterSet) -> (Int, Int, Int)? {
        var rarest = [(count: Int32, kind: Int)]()
        rarest.reserveCapacity(4)
        var kinds = set.kinds
        while kinds != 0 {
            let kind = kinds.trailingZeroBitCount
            kinds &= kinds &- 1
            let count = starts[kind + 1] - starts[kind]
            if rarest.count < 3 || count < rarest[2].count {
                rarest.append((count, kind))
                rarest.sort { $0.count < $1.count }
                if rarest.count > 3 { rarest.removeLast() }
            }
        }
        guard rarest.count == 3 else { return nil }
        return (rarest[0].kind, rarest[1].kind, rarest[2].kind)
    }

    /// The candidates in `range` that have one of three kinds, ascending, each once.
    func candidates(having kinds: (Int, Int, Int), in range: Range<Int>) -> Merge {
        Merge(postings: self, kinds: kinds, range: range)
    }

    /// A merge of three kinds' postings, from the start of a range to its end.
    struct Merge: IteratorProtocol {
        private let candidates: [Int32]
        private var cursors: (Int, Int, Int)
        private let ends: (Int, Int, Int)
        private let upperBound: Int32

        fileprivate init(postings: LetterPostings, kinds: (Int, Int, Int), range: Range<Int>) {
            candidates = postings.candidates
            upperBound = Int32(truncatingIfNeeded: range.upperBound)
            let starts = postings.starts
            func first(_ kind: Int) -> Int {
                postings.firstPosting(from: Int(starts[kind]), to: Int(starts[kind + 1]), atLeast: Int32(truncatingIfNeeded: range.lowerBound))
            }
            cursors = (first(kinds.0), first(kinds.1), first(kinds.2))
            ends = (Int(starts[kinds.0 + 1]), Int(starts[kinds.1 + 1]), Int(starts[kinds.2 + 1]))
        }

        mutating func next() -> Int? {
            let a = cursors.0 < ends.0 ? candidates[cursors.0] : Int32.max
            let b = cursors.1 < ends.1 ? candidates[cursors.1] : Int32.max
            let c = cursors.2 < ends.2 ? candidates[cursors.2] : Int32.max
            let smallest = min(a, b, c)
            guard smallest < upperBound else { return nil }
            if a == smallest { cursors.0 += 1 }
            if b == smallest { cursors.1 += 1 }
            if c == smallest { cursors.2 += 1 }
            return Int(smallest)
        }
    }

    /// The first position in `candidates[start..<end]` (ascending) holding at least `bound`.
    private func firstPosting(from start: Int, to end: Int, atLeast bound: Int32) -> Int {
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if candidates[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
