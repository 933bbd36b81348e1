/// Hashes of bytes, with no String made to hash them.
public enum ByteHash {
    /// A hash of ASCII text taken eight bytes at a time, or nil when a byte is not ASCII, found in
    /// the same pass: for ids and keys hashed while a file is read or a recipe is checked, where
    /// FNV-1a's multiply a byte is a long chain on 15- to 60-byte ids. Public so it inlines into
    /// JuiceMakerKit's id index.
    ///
    /// - Parameter bytes: The bytes to hash; may be empty.
    /// - Returns: The hash, the same for the same bytes in every process; nil when some byte is 0x80
    ///   or above.
    @inlinable public static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        var seen: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            seen |= word
            hash = mix(hash ^ word)
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            for shift in 0..<(count - offset) { word |= UInt64(base[offset + shift]) << (8 * UInt64(shift)) }
            seen |= word
            hash = mix(hash ^ word)
        }
        return seen & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    @usableFromInline @inline(__always) static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 31)
    }
}
