/// FNV-1a, 64 bits: a quick hash that every process and release computes alike, for versions and
/// ids that must agree between them (a menu file's version, a menu's seeding mark in PostgreSQL,
/// the change id of an HTTP `Idempotency-Key`). Not for secrets: collisions are easy to make.
///
/// ```swift
/// var hash = FNV1a()
/// hash.add(Array(text.utf8))
/// print(hash.hex)   // 16 hexadecimal digits
/// ```
package struct FNV1a: Sendable {
    /// The standard starting value.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash of what was added so far.
    package private(set) var value: UInt64

    /// Starts a hash; another `seed` than the offset basis gives an independent hash of the same bytes.
    package init(seed: UInt64 = offsetBasis) {
        value = seed
    }

    /// Adds bytes.
    package mutating func add(_ bytes: [UInt8]) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// Adds text's UTF-8 bytes.
    package mutating func add(_ text: String) {
        var hash = value
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
        value = hash
    }

    /// A second starting value: a hash from it is independent of the standard one.
    package static let secondSeed: UInt64 = 0x8422_2325_cbf2_9ce4

    /// Two independent hashes of the same bytes, from `offsetBasis` and `secondSeed`: 128 bits, for
    /// ids and fingerprints that must not collide by chance (still not for secrets).
    ///
    /// - Parameter bytes: What to hash.
    /// - Returns: The two hashes.
    package static func pair(_ bytes: [UInt8]) -> (first: FNV1a, second: FNV1a) {
        var first = FNV1a()
        first.add(bytes)
        var second = FNV1a(seed: secondSeed)
        second.add(bytes)
        return (first, second)
    }

    /// The value as 16 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
