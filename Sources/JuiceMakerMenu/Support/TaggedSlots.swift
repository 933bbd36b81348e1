/// The open-addressing layout `IDIndex` and `NameMemo` share: 64-bit slots holding a hash's top 32
/// bits above an entry number plus one (0 is an empty slot), probed linearly from the hash's low
/// bits. The tag rules out nearly every slot that is not the hash's before any bytes are compared.
enum TaggedSlots {
    /// What a slot holds for `entry` filed under `hash`.
    @inline(__always)
    static func value(hash: UInt64, entry: Int) -> UInt64 {
        (hash >> 32) << 32 | UInt64(entry + 1)
    }

    /// Walks `hash`'s chain: the entry for which `isMatch` holds, when the table has one, else the
    /// empty slot where it would go. Building and looking up share it, so both decide equality alike.
    ///
    /// - Parameters:
    ///   - slots: The table; its count is a power of two, and at least one slot is empty.
    ///   - hash: The key's hash.
    ///   - isMatch: Whether entry `e`, met under the same tag, is the key (compares its bytes).
    /// - Returns: The slot the walk ended on, and the matching entry if there is one.
    @inline(__always)
    static func probe(_ slots: UnsafeBufferPointer<UInt64>, hash: UInt64, isMatch: (Int) -> Bool) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if slots[slot] >> 32 == tag {
                let entry = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if isMatch(entry) { return (slot, entry) }
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }
}
