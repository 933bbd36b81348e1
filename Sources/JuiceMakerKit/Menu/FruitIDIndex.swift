#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fruit positions by id, for recipes: a recipe entry is looked up by its bytes, so no String is
/// made and hashed per entry, and the recipe can share the fruit's own id String.
///
/// It answers exactly as a `[String: Int]` keeping the first of equal ids: for ASCII text, String
/// equality is byte equality; anything else (an id or a key with non-ASCII text, which String
/// equality may find equal to differently written text) goes through such a dictionary.
struct FruitIDIndex {
    private let ids: [String]
    private let byID: [String: Int]
    /// Open addressing over positions in `ids`; -1 is an empty slot. Empty when some id is not ASCII.
    private let slots: [Int32]
    private let mask: Int

    init(ids: [String]) {
        self.ids = ids
        byID = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        guard ids.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            slots = []
            mask = 0
            return
        }
        var capacity = 16
        while capacity < 2 * ids.count { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for (position, id) in ids.enumerated() {
            var id = id
            id.withUTF8 { bytes in
                var slot = Int(truncatingIfNeeded: ByteHash.fnv1a(bytes)) & mask
                while slots[slot] >= 0 {
                    if Self.equal(ids[Int(slots[slot])], bytes) { return }  // keep the first
                    slot = (slot + 1) & mask
                }
                slots[slot] = Int32(truncatingIfNeeded: position)
            }
        }
        self.slots = slots
        self.mask = mask
    }

    /// The position of the first fruit whose id is the text of `bytes`, and that fruit's id, which is
    /// that text unless String equality matched different bytes (`text` makes it, if needed).
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> (position: Int, id: String)? {
        if let position = bytePosition(bytes) { return (position, ids[position]) }
        guard slots.isEmpty || bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let text = text()
        guard let position = byID[text] else { return nil }
        return (position, text)
    }

    /// The position of the first fruit whose id equals `id`.
    func position(of id: String) -> Int? {
        var id = id
        if let position = id.withUTF8(bytePosition) { return position }
        guard slots.isEmpty || id.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        return byID[id]
    }

    /// Found by bytes; nil when not found or when bytes cannot decide.
    private func bytePosition(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: ByteHash.fnv1a(bytes)) & mask
            while slots[slot] >= 0 {
                let position = Int(slots[slot])
                if Self.equal(ids[position], bytes) { return position }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private static func equal(_ id: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let contiguous = id.utf8.withContiguousStorageIfAvailable { stored in
            guard stored.count == bytes.count else { return false }
            guard let left = stored.baseAddress, let right = bytes.baseAddress else { return true }  // both empty
            return memcmp(left, right, bytes.count) == 0
        }
        return contiguous ?? (id.utf8.count == bytes.count && id.utf8.elementsEqual(bytes))
    }
}
