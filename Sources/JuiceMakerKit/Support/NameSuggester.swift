/// Finds the known name closest to a mistyped one, for "did you mean …?".
///
/// Candidates are bucketed by length, and only buckets within the distance limit are compared,
/// so a menu with thousands of fruits and thousands of typos stays fast.
public struct NameSuggester: Sendable {
    private let buckets: [Int: [[UInt8]]]
    private let maxLength: Int

    public init<S: Sequence>(candidates: S) where S.Element == String {
        var buckets: [Int: [[UInt8]]] = [:]
        var maxLength = 0
        for name in candidates {
            let bytes = Array(name.utf8)
            buckets[bytes.count, default: []].append(bytes)
            maxLength = max(maxLength, bytes.count)
        }
        self.buckets = buckets
        self.maxLength = maxLength
    }

    /// The closest candidate within a small edit distance (1 for short names, 2 otherwise), or nil.
    /// Ties go to the candidate given first.
    public func suggestion(for name: String) -> String? {
        let target = Array(name.utf8)
        let limit = target.count <= 4 ? 1 : 2
        var best: [UInt8]?
        var bestDistance = limit + 1
        let low = max(0, target.count - limit)
        let high = min(maxLength, target.count + limit)
        guard low <= high else { return nil }
        for length in low...high {
            guard let bucket = buckets[length] else { continue }
            for candidate in bucket {
                let distance = Self.distance(target, candidate, limit: bestDistance - 1)
                if distance < bestDistance {
                    bestDistance = distance
                    best = candidate
                    if distance == 0 { return nil }  // the name is known: nothing to suggest
                }
            }
        }
        return best.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Optimal-string-alignment distance (a swap of neighbours counts 1), giving up past `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
