/// Finds the known name closest to a mistyped one, for "did you mean …?".
///
/// Candidates are bucketed by length, and only buckets within the distance limit are compared,
/// so a menu with thousands of fruits and thousands of typos stays fast. Within those, a candidate
/// whose letters differ too much from the name's (a bound no edit distance can beat) is skipped
/// without computing its distance.
public struct NameSuggester: Sendable {
    private struct Candidate: Sendable {
        let bytes: [UInt8]
        let letters: LetterSet
    }

    private let buckets: [Int: [Candidate]]
    private let maxLength: Int

    public init<S: Sequence>(candidates: S) where S.Element == String {
        var buckets: [Int: [Candidate]] = [:]
        var maxLength = 0
        for name in candidates {
            let bytes = Array(name.utf8)
            buckets[bytes.count, default: []].append(Candidate(bytes: bytes, letters: LetterSet(bytes)))
            maxLength = max(maxLength, bytes.count)
        }
        self.buckets = buckets
        self.maxLength = maxLength
    }

    /// The closest candidate within a small edit distance (1 for short names, 2 otherwise), or nil.
    /// Ties go to the candidate given first.
    public func suggestion(for name: String) -> String? {
        let target = Array(name.utf8)
        let targetLetters = LetterSet(target)
        let limit = target.count <= 4 ? 1 : 2
        var best: [UInt8]?
        var bestDistance = limit + 1
        let low = max(0, target.count - limit)
        let high = min(maxLength, target.count + limit)
        guard low <= high else { return nil }
        var rows: [Int] = []
        for length in low...high {
            guard let bucket = buckets[length] else { continue }
            for candidate in bucket {
                // Each edit changes the letter counts by at most one, so this many edits are needed at least.
                if targetLetters.minimumEdits(to: candidate.letters) >= bestDistance { continue }
                let distance = Self.distance(target, candidate.bytes, limit: bestDistance - 1, rows: &rows)
                if distance < bestDistance {
                    bestDistance = distance
                    best = candidate.bytes
                    if distance == 0 { return nil }  // the name is known: nothing to suggest
                }
            }
        }
        return best.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Optimal-string-alignment distance (a swap of neighbours counts 1), giving up past `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var rows: [Int] = []
        return distance(a, b, limit: limit, rows: &rows)
    }

    /// The same, with the table's three rows in `rows`, which is reused from call to call.
    private static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int, rows: inout [Int]) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        return rows.withUnsafeMutableBufferPointer { table in
            // Offsets of the row before the previous one, the previous one and the current one.
            var previousPrevious = 0, previous = width, current = 2 * width
            for j in 0...b.count { table[previous + j] = j }
            for i in 1...a.count {
                table[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(table[previous + j] + 1, table[current + j - 1] + 1, table[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, table[previousPrevious + j - 2] + 1)
                    }
                    table[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return table[previous + b.count]
        }
    }
}
