#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides, without allocating for small mappings and without making Strings, whether a mapping has
/// a merge key or two equal keys, the only cases `MappingFinisher` must do work for.
///
/// Keys are equal as `KeySet` compares them: small mappings by bytes, large ones as Strings. Bytes
/// decide for large mappings too when every key is ASCII (for ASCII text, String equality is byte
/// equality); a large mapping with a non-ASCII key answers "maybe" (true) and takes the general path.
enum MappingKeyCheck {
    /// Whether the key/value pairs `pairs` (an even count) need `MappingFinisher`.
    static func hasMergeKeyOrDuplicate(
        _ pairs: UnsafeBufferPointer<Int32>, records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText
    ) -> Bool {
        let count = pairs.count / 2
        return count > MappingFinisher.hashingThreshold
            ? hashedCheck(pairs, count: count, records: records, text: text)
            : pairwiseCheck(pairs, count: count, records: records, text: text)
    }

    private static func pairwiseCheck(
        _ pairs: UnsafeBufferPointer<Int32>, count: Int,
        records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText
    ) -> Bool {
        for entry in 0..<count {
            let key = records[Int(pairs[2 * entry])]
            guard key.kind == .scalar else { continue }  // collection keys are never equal
            if isMergeKey(key, text: text) { return true }
            for earlier in 0..<entry {
                let other = records[Int(pairs[2 * earlier])]
                if other.kind == .scalar, sameBytes(key, other, text: text) { return true }
            }
        }
        return false
    }

    private static func hashedCheck(
        _ pairs: UnsafeBufferPointer<Int32>, count: Int,
        records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText
    ) -> Bool {
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        let mask = capacity - 1
        // Open addressing over record indices; -1 is an empty slot.
        var slots = [Int32](repeating: -1, count: capacity)
        return slots.withUnsafeMutableBufferPointer { slots in
            for entry in 0..<count {
                let keyIndex = pairs[2 * entry]
                let key = records[Int(keyIndex)]
                guard key.kind == .scalar else { continue }
                if isMergeKey(key, text: text) { return true }
                let bytes = text.bytes(of: key)
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return true }
                var slot = Int(truncatingIfNeeded: ByteHash.fnv1a(bytes)) & mask
                while slots[slot] >= 0 {
                    if sameBytes(key, records[Int(slots[slot])], text: text) { return true }
                    slot = (slot + 1) & mask
                }
                slots[slot] = keyIndex
            }
            return false
        }
    }

    /// `<<` written plain, as `MappingFinisher.isMergeKey` decides.
    private static func isMergeKey(_ key: YAMLDocument.Record, text: ScalarText) -> Bool {
        guard key.style == .plain, key.count == 2 else { return false }
        let bytes = text.bytes(of: key)
        return bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
    }

    private static func sameBytes(_ a: YAMLDocument.Record, _ b: YAMLDocument.Record, text: ScalarText) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0, let first = text.bytes(of: a).baseAddress, let second = text.bytes(of: b).baseAddress else { return true }
        return memcmp(first, second, Int(a.count)) == 0
    }
}
