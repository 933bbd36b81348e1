/// FNV-1a over bytes: a few instructions a byte, good enough for tables of ids and keys, and no
/// String needed to hash them.
package enum ByteHash {
    @inlinable package static func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
