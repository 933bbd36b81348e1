/// The keys of one open mapping with more than `MappingFinisher.hashingThreshold` of them, hashed as
/// each arrives, to learn when the mapping ends whether it needs `MappingFinisher` (a merge key or
/// two equal keys).
///
/// Why so: a key's text is in cache just after libyaml has read it, and not when the mapping ends
/// (each key is then a cache miss into the records and another into the source). A hash table
/// filled as keys arrive would be larger than the cache, a miss a key too; the hashes are written
/// one after another instead, and sorted once at the end, so equal keys meet as neighbours.
///
/// Keys are equal as `MappingFinisher` compares them: by their scalar text, a non-scalar key never
/// equal to another. A non-ASCII key answers "maybe" (needs finishing): there, String equality is
/// not byte equality, and `MappingFinisher` decides.
struct LargeMappingKeys {
    /// One a scalar key: its hash's top 32 bits in the high half, its node index in the low one.
    private var entries: [UInt64] = []
    /// Some key so far is `<<` or not ASCII.
    private var hasMergeOrNonASCIIKey = false

    /// Adds the key whose record is at `index`.
    ///
    /// - Parameters:
    ///   - index: The key's node index.
    ///   - records: The document's records so far.
    ///   - text: Where scalar text is, as of now.
    mutating func insert(_ index: Int32, records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText) {
        guard !hasMergeOrNonASCIIKey else { return }
        let key = records[Int(index)]
        guard key.kind == .scalar else { return }  // collection keys are never equal
        if MappingKeyCheck.isMergeKey(key, text: text) {
            hasMergeOrNonASCIIKey = true
            return
        }
        guard let hash = ByteHash.asciiWords(text.bytes(of: key)) else {
            hasMergeOrNonASCIIKey = true
            return
        }
        entries.append(hash & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(bitPattern: index)))
    }

    /// Whether the mapping needs `MappingFinisher`: a merge key, a non-ASCII key, or two keys with
    /// the same text. Sorts the hashes it holds.
    ///
    /// - Parameters:
    ///   - records: The document's records.
    ///   - text: Where scalar text is, as of now.
    mutating func needsFinishing(records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText) -> Bool {
        if hasMergeOrNonASCIIKey { return true }
        Self.sortByHash(&entries)
        var previous = 0
        for next in entries.indices.dropFirst() {
            if entries[next] >> 32 != entries[previous] >> 32 {
                previous = next
                continue
            }
            // Equal hashes: compare every key of the run with the one after it, by bytes.
            for earlier in previous..<next {
                let a = records[Int(UInt32(truncatingIfNeeded: entries[earlier]))]
                let b = records[Int(UInt32(truncatingIfNeeded: entries[next]))]
                if a.count == b.count, text.bytes(of: a).elementsEqual(text.bytes(of: b)) { return true }
            }
        }
        return false
    }

    /// Puts `entries` in order of their high 32 bits: four passes of a byte each (least significant
    /// first) over sequential memory, where a comparison sort of 200,000 would branch unpredictably.
    private static func sortByHash(_ entries: inout [UInt64]) {
        guard entries.count > 256 else {
            entries.sort()
            return
        }
        var scratch = [UInt64](repeating: 0, count: entries.count)
        for pass in 0..<4 {
            let shift = UInt64(32 + 8 * pass)
            entries.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    var counts = [Int](repeating: 0, count: 256)
                    for entry in source { counts[Int(truncatingIfNeeded: entry >> shift) & 0xFF] += 1 }
                    var total = 0
                    for bucket in 0..<256 {
                        let count = counts[bucket]
                        counts[bucket] = total
                        total += count
                    }
                    for entry in source {
                        let bucket = Int(truncatingIfNeeded: entry >> shift) & 0xFF
                        target[counts[bucket]] = entry
                        counts[bucket] += 1
                    }
                }
            }
            swap(&entries, &scratch)
        }
    }
}
