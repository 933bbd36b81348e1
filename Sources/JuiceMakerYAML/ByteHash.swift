/// FNV-1a over bytes: a few instructions a byte, good enough for tables of ids and keys, and no
/// String needed to hash them. Public so it inlines into JuiceMakerKit's id index (see `ScalarResolution`).
public enum ByteHash {
    /// The 64-bit FNV-1a hash of `bytes`.
    ///
    /// - Parameter bytes: The bytes to hash; may be empty.
    /// - Returns: The hash; the same bytes always give the same value, in every process.
    @inlinable public static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
