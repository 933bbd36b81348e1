extension NameSuggester {
    /// Whether `suggestion` is the only candidate as close to `name` as it is: the condition for
    /// fixing a typo without asking. Two different candidates at the same distance are a tie, and so
    /// is a candidate given twice (two fruits with one id). Costs one more search of the candidates
    /// near `name`'s length, and is only asked for names that have a suggestion.
    ///
    /// - Parameters:
    ///   - suggestion: What `suggestion(for: name)` returned.
    ///   - name: The mistyped name.
    /// - Returns: True when no other candidate (and no second copy of `suggestion`) is as close.
    package func isOnlyClosest(_ suggestion: String, to name: String) -> Bool {
        let target = Array(name.utf8)
        let chosen = Array(suggestion.utf8)
        let distance = Self.bandedDistance(target, chosen, limit: 2)
        guard distance >= 1, distance <= 2 else { return false }
        let targetLetters = LetterSet(target)
        var rows: [Int] = []
        var sameDistance = 0
        target.withUnsafeBufferPointer { target in
            bytes.withUnsafeBufferPointer { bytes in
                let check: (Int) -> Void = { index in
                    let candidate = UnsafeBufferPointer(rebasing: bytes[self.byteStarts[index]..<self.byteStarts[index + 1]])
                    if Self.bandedDistance(target, candidate, limit: distance, rows: &rows) <= distance { sameDistance += 1 }
                }
                if distance == 1, let oneEditIndex {
                    // The index may name a candidate more than once: count each once.
                    var seen: Set<Int> = []
                    oneEditIndex.forEachCandidate(near: target) { index in
                        if seen.insert(index).inserted { check(index) }
                    }
                    return
                }
                let maxLength = bucketStarts.count - 2
                let low = max(0, target.count - distance)
                let high = min(maxLength, target.count + distance)
                guard low <= high else { return }
                for index in bucketStarts[low]..<bucketStarts[high + 1] {
                    if targetLetters.needsAtLeast(distance + 1, editsTo: letters[index]) { continue }
                    check(index)
                    if sameDistance > 1 { return }
                }
            }
        }
        return sameDistance == 1
    }
}
