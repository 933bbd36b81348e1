import JuiceMakerYAML
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Positions in a list of ids (fruits, juices), found by the ids' UTF-8 bytes: the one id index,
/// used by `Menu` and by the validator's recipe lookups.
///
/// When every id is ASCII, a table of 4-byte positions hashed with FNV-1a: it holds no Strings, so
/// building and freeing it retains and releases nothing per id, and for ASCII text byte equality is
/// String equality. A query that is not ASCII may still equal an ASCII id as Strings do (canonical
/// equivalence: KELVIN SIGN is "K"), so it is looked up by its NFC form, which is ASCII exactly then.
/// When some id is not ASCII, a `[String: Int]` answers everything. Either way the first of equal
/// ids wins, as in a `[String: Int]` built in order.
struct IDIndex: Sendable {
    private let slots: [Int32]
    private let mask: Int
    private let count: Int
    private let byString: [String: Int]?

    /// Whether every id is ASCII, so an ASCII query is decided by bytes alone.
    var decidesASCII: Bool { byString == nil }

    /// `id(position)` gives the id at a position, for `count` positions.
    init(count: Int, id: (Int) -> String) {
        self.count = count
        let allASCII = (0..<count).allSatisfy { id($0).utf8.allSatisfy { $0 < 0x80 } }
        guard allASCII else {
            var byString: [String: Int] = [:]
            byString.reserveCapacity(count)
            for position in 0..<count where byString[id(position)] == nil { byString[id(position)] = position }
            self.byString = byString
            slots = []
            mask = 0
            return
        }
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        let mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for position in 0..<count {
            Self.withBytes(of: id(position)) { bytes in
                var slot = Int(truncatingIfNeeded: ByteHash.fnv1a(bytes)) & mask
                while slots[slot] >= 0 {
                    if Self.equal(id(Int(slots[slot])), bytes) { return }  // a repeated id: the first stays
                    slot = (slot + 1) & mask
                }
                slots[slot] = Int32(truncatingIfNeeded: position)
            }
        }
        self.slots = slots
        self.mask = mask
        byString = nil
    }

    /// The position of the first id equal to `query` (as Strings compare).
    func position(of query: String, id: (Int) -> String) -> Int? {
        if let byString { return byString[query] }
        // One pass over the query's bytes decides ASCII, then hashes: the engine looks an id up per order line.
        let ascii: Int?? = Self.withBytes(of: query) { bytes in
            bytes.contains { $0 >= 0x80 } ? nil : .some(position(ofASCII: bytes, id: id))
        }
        if let ascii { return ascii }
        // Not ASCII, yet it may equal an ASCII id as Strings do ("\u{212A}" is "K"): Strings are equal
        // when their NFC forms are, and an ASCII id is its own NFC form.
        let composed = query.precomposedStringWithCanonicalMapping
        guard composed.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Self.withBytes(of: composed) { position(ofASCII: $0, id: id) }
    }

    /// The position of the first id whose FNV-1a hash is `hash` and for which `matches` holds; for
    /// an ASCII query in an index that `decidesASCII`, given the query's hash (`MenuItemID` keeps it).
    @inline(__always)
    func position(hash: UInt64, matches: (Int) -> Bool) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 {
                let position = Int(slots[slot])
                if matches(position) { return position }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The position of the first id equal (as Strings) to the text of `bytes`: by bytes alone for
    /// ASCII text in an index that `decidesASCII` (every recipe entry of a valid menu), else through
    /// `text()`, which makes that text.
    @inline(__always)
    func position(ofBytes bytes: UnsafeBufferPointer<UInt8>, text: () -> String, id: (Int) -> String) -> Int? {
        if decidesASCII, !bytes.contains(where: { $0 >= 0x80 }) { return position(ofASCII: bytes, id: id) }
        return position(of: text(), id: id)
    }

    /// The position of the id spelled exactly `bytes`, which must be ASCII, in an index that
    /// `decidesASCII`; the lookup every recipe entry makes.
    @inline(__always)
    func position(ofASCII bytes: UnsafeBufferPointer<UInt8>, id: (Int) -> String) -> Int? {
        position(hash: ByteHash.fnv1a(bytes)) { Self.equal(id($0), bytes) }
    }

    /// The position of the first id equal to `query`, a typed id: for an ASCII id in an index that
    /// `decidesASCII`, one probe with the hash the id carries and one String comparison (the
    /// engine's lookup per order line); otherwise as `position(of:id:)` finds its text.
    @inline(__always)
    func position<Item>(of query: MenuItemID<Item>, id: (Int) -> String) -> Int? {
        if query.lookupHash != 0, decidesASCII {
            return position(hash: query.lookupHash) { id($0) == query.rawValue }
        }
        return position(of: query.rawValue, id: id)
    }

    @inline(__always)
    private static func withBytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(string.utf8).withUnsafeBufferPointer(body)
    }

    @inline(__always)
    private static func equal(_ id: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        withBytes(of: id) { stored in
            guard stored.count == bytes.count else { return false }
            guard let left = stored.baseAddress, let right = bytes.baseAddress else { return true }  // both empty
            return memcmp(left, right, bytes.count) == 0
        }
    }
}
