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
        // Whole words, then the last eight bytes (overlapping the words before them); shorter text
        // in two overlapping halves, or three bytes. With the length mixed in first, the words
        // cover every byte and no two texts of one length give the same words.
        if count >= 8 {
            var offset = 0
            while count - offset > 8 {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                hash = mix(hash ^ word)
                offset += 8
            }
            let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            seen |= last
            hash = mix(hash ^ last)
        } else if count >= 4 {
            let word = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            seen |= word
            hash = mix(hash ^ word)
        } else if count > 0 {
            let word = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
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
