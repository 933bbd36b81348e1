#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides, without allocating and without making Strings, whether a small mapping (at most
/// `MappingFinisher.hashingThreshold` keys) has a merge key or two equal keys, the only cases
/// `MappingFinisher` must do work for. Keys are compared pairwise, by bytes; larger mappings are
/// checked as their keys arrive (`LargeMappingKeys`).
enum MappingKeyCheck {
    /// Whether the key/value pairs `pairs` (an even count) need `MappingFinisher`.
    static func hasMergeKeyOrDuplicate(
        _ pairs: UnsafeBufferPointer<Int32>, records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText
    ) -> Bool {
        let count = pairs.count / 2
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

    /// Whether `key` is a merge key: `<<` written plain (a collection's style is never plain). The
    /// one test of it, for `MappingFinisher` and `LargeMappingKeys` too.
    static func isMergeKey(_ key: YAMLDocument.Record, text: ScalarText) -> Bool {
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
