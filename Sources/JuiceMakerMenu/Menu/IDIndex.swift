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
/// When every id is ASCII, a table of tagged positions, hashed eight bytes at a time, over a copy of
/// the ids' bytes: it holds no Strings, so building, probing and freeing it retains and releases
/// nothing per id, and for ASCII text byte equality is String equality. A query that is not ASCII
/// may still equal an ASCII id as Strings do (canonical equivalence: KELVIN SIGN is "K"), so it is
/// looked up by its NFC form, which is ASCII exactly then.
/// When some id is not ASCII, a `[String: Int]` answers everything. Either way the first of equal
/// ids wins, as in a `[String: Int]` built in order.
struct IDIndex: Sendable {
    /// Each id's position under its hash (`TaggedSlots`). The bytes compared are `idBytes`', so a
    /// lookup touches no String (no retain and release of a long id's storage per probe: a recipe
    /// item is looked up this way).
    private let slots: [UInt64]
    /// The ids' UTF-8, one after another; id `p` is `idBytes[idStarts[p]..<idStarts[p + 1]]`.
    private let idBytes: [UInt8]
    private let idStarts: [Int32]
    private let byString: [String: Int]?

    /// Whether every id is ASCII, so an ASCII query is decided by bytes alone.
    var decidesASCII: Bool { byString == nil }

    /// `id(position)` gives the id at a position, for `count` positions.
    init(count: Int, id: (Int) -> String) {
        let allASCII = (0..<count).allSatisfy { id($0).utf8.allSatisfy { $0 < 0x80 } }
        guard allASCII, count < Int(Int32.max) else {
            self.init(byString: count, id: id)
            return
        }
        var idBytes: [UInt8] = []
        var idStarts: [Int32] = []
        idStarts.reserveCapacity(count + 1)
        for position in 0..<count {
            idStarts.append(Int32(truncatingIfNeeded: idBytes.count))
            idBytes.append(contentsOf: id(position).utf8)
        }
        idStarts.append(Int32(truncatingIfNeeded: idBytes.count))
        self.init(asciiBytes: idBytes, starts: idStarts)
    }

    /// `idBytes(position)` gives the UTF-8 of the id at a position, for `count` positions: no String
    /// is made unless some id is not ASCII (the validator's fruit ids, read from the document).
    init(count: Int, idBytes: (Int) -> UnsafeBufferPointer<UInt8>) {
        var allBytes: [UInt8] = []
        var idStarts: [Int32] = []
        idStarts.reserveCapacity(count + 1)
        for position in 0..<count {
            idStarts.append(Int32(truncatingIfNeeded: allBytes.count))
            allBytes.append(contentsOf: idBytes(position))
        }
        idStarts.append(Int32(truncatingIfNeeded: allBytes.count))
        guard allBytes.allSatisfy({ $0 < 0x80 }), allBytes.count < Int(Int32.max) else {
            self.init(byString: count) { String(decoding: idBytes($0), as: UTF8.self) }
            return
        }
        self.init(asciiBytes: allBytes, starts: idStarts)
    }

    /// The `[String: Int]` index, for ids that are not all ASCII.
    private init(byString count: Int, id: (Int) -> String) {
        var byString: [String: Int] = [:]
        byString.reserveCapacity(count)
        for position in 0..<count where byString[id(position)] == nil { byString[id(position)] = position }
        self.byString = byString
        slots = []
        idBytes = []
        idStarts = []
    }

    /// The table over ASCII ids: id `p` is `idBytes[starts[p]..<starts[p + 1]]`.
    private init(asciiBytes idBytes: [UInt8], starts idStarts: [Int32]) {
        let count = idStarts.count - 1
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        var slots = [UInt64](repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            idBytes.withUnsafeBufferPointer { all in
                idStarts.withUnsafeBufferPointer { starts in
                    for position in 0..<count {
                        let bytes = Self.id(position, all, starts)
                        // Every id is ASCII here (`decidesASCII`).
                        let hash = ByteHash.asciiWords(bytes) ?? 0
                        let probe = Self.probe(UnsafeBufferPointer(slots), all, starts, hash: hash, bytes: bytes)
                        // A repeated id is found, not added: the first stays.
                        if probe.position == nil { slots[probe.slot] = TaggedSlots.value(hash: hash, entry: position) }
                    }
                }
            }
        }
        self.slots = slots
        self.idBytes = idBytes
        self.idStarts = idStarts
        byString = nil
    }

    /// The position of `query`, compared as Strings compare.
    ///
    /// - Parameter query: The id to find.
    /// - Returns: The first position whose id equals `query`, or nil.
    func position(of query: String) -> Int? {
        if let byString { return byString[query] }
        // One pass over the query's bytes decides ASCII and hashes: the engine looks an id up per order line.
        let ascii: Int?? = Self.withBytes(of: query) { bytes in
            ByteHash.asciiWords(bytes).map { position(hash: $0, bytes: bytes) }
        }
        if let ascii { return ascii }
        // Not ASCII, yet it may equal an ASCII id as Strings do ("\u{212A}" is "K"): Strings are equal
        // when their NFC forms are, and an ASCII id is its own NFC form.
        let composed = query.precomposedStringWithCanonicalMapping
        guard composed.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Self.withBytes(of: composed) { position(ofASCII: $0) }
    }

    /// The position of the ASCII id `bytes` whose `ByteHash.asciiWords` hash is `hash`; only when `decidesASCII`.
    @inline(__always)
    private func position(hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            idBytes.withUnsafeBufferPointer { all in
                idStarts.withUnsafeBufferPointer { starts in
                    Self.probe(slots, all, starts, hash: hash, bytes: bytes).position
                }
            }
        }
    }

    /// Walks `hash`'s chain (`TaggedSlots`): the position of the id spelled `bytes` when the table
    /// has it, else the empty slot where it would go.
    @inline(__always)
    private static func probe(
        _ slots: UnsafeBufferPointer<UInt64>, _ all: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int32>,
        hash: UInt64, bytes: UnsafeBufferPointer<UInt8>
    ) -> (slot: Int, position: Int?) {
        let found = TaggedSlots.probe(slots, hash: hash) { equal(id($0, all, starts), bytes) }
        return (found.slot, found.entry)
    }

    /// Id `position`'s bytes in `all` (`idBytes`), delimited by `starts` (`idStarts`).
    @inline(__always)
    private static func id(_ position: Int, _ all: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int32>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: all[Int(starts[position])..<Int(starts[position + 1])])
    }

    /// The position of the id whose UTF-8 is `bytes`, without making a String when the bytes decide.
    ///
    /// - Parameters:
    ///   - bytes: The query's UTF-8.
    ///   - text: The query as a String, made only when the bytes cannot decide (non-ASCII).
    /// - Returns: The first position whose id equals the query, or nil.
    @inline(__always)
    func position(ofBytes bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> Int? {
        if decidesASCII, let hash = ByteHash.asciiWords(bytes) { return position(hash: hash, bytes: bytes) }
        return position(of: text())
    }

    /// The position of an ASCII query; only when `decidesASCII`.
    @inline(__always)
    func position(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        position(hash: ByteHash.asciiWords(bytes) ?? 0, bytes: bytes)
    }

    /// The position of a typed id, using the hash it carries (`MenuItemID.lookupHash`) when it has one.
    ///
    /// - Parameter query: The id to find.
    /// - Returns: The first position whose id equals the query, or nil.
    @inline(__always)
    func position<Item>(of query: MenuItemID<Item>) -> Int? {
        if query.lookupHash != 0, decidesASCII {
            return Self.withBytes(of: query.rawValue) { position(hash: query.lookupHash, bytes: $0) }
        }
        return position(of: query.rawValue)
    }

    @inline(__always)
    private static func withBytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(string.utf8).withUnsafeBufferPointer(body)
    }

    @inline(__always)
    private static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == bytes.count else { return false }
        guard let left = stored.baseAddress, let right = bytes.baseAddress else { return true }  // both empty
        return memcmp(left, right, bytes.count) == 0
    }
}
