import JuiceMakerYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value remembered per name, the name given as its UTF-8 bytes and equal as Strings are equal.
///
/// ASCII names (ids, and nearly every typo of one) are kept as bytes in a table of tagged entries,
/// hashed eight bytes at a time: remembering one costs a hash and a probe. A `[String: Value]`
/// filled name by name cost more on a broken 10 MB menu than the did-you-mean searches it saved
/// (thousands of distinct typos: a SipHash of each name twice, and every key hashed again at each
/// growth). A name that is not ASCII is kept in such a dictionary, which compares it as Strings do.
struct NameMemo<Value> {
    /// Each name's entry under its hash (`TaggedSlots`, the layout of `IDIndex`).
    private var slots = [UInt64](repeating: 0, count: 16)
    /// The ASCII names' bytes, one after another; entry `e` is `bytes[starts[e]..<starts[e + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var values: [Value] = []
    private var byString: [String: Value] = [:]

    init() {}

    /// The value remembered for a name.
    ///
    /// - Parameters:
    ///   - name: The name's UTF-8.
    ///   - text: The name as a String, made only when it is not ASCII.
    /// - Returns: The value, or nil when none is remembered.
    func value(for name: UnsafeBufferPointer<UInt8>, text: () -> String) -> Value? {
        guard let hash = ByteHash.asciiWords(name) else { return byString[text()] }
        return probe(hash: hash, name: name).entry.map { values[$0] }
    }

    /// Remembers `value` for a name, in place of any value it had.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - name: The name's UTF-8.
    ///   - text: The name as a String, made only when it is not ASCII.
    mutating func remember(_ value: Value, for name: UnsafeBufferPointer<UInt8>, text: () -> String) {
        guard let hash = ByteHash.asciiWords(name) else {
            byString[text()] = value
            return
        }
        let (slot, entry) = probe(hash: hash, name: name)
        if let entry {
            values[entry] = value
            return
        }
        bytes.append(contentsOf: name)
        starts.append(bytes.count)
        values.append(value)
        slots[slot] = TaggedSlots.value(hash: hash, entry: values.count - 1)
        // At most half full: chains stay short. The hashes are not kept, so growing hashes each name again.
        if 2 * values.count > slots.count { grow() }
    }

    /// The entry spelled `name` when there is one, else the empty slot where it would go.
    private func probe(hash: UInt64, name: UnsafeBufferPointer<UInt8>) -> (slot: Int, entry: Int?) {
        slots.withUnsafeBufferPointer { slots in
            TaggedSlots.probe(slots, hash: hash) { equals($0, name) }
        }
    }

    private func equals(_ entry: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[entry]
        guard starts[entry + 1] - start == name.count else { return false }
        guard let other = name.baseAddress else { return true }  // both empty
        return bytes.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress else { return false }
            return memcmp(base + start, other, name.count) == 0
        }
    }

    private mutating func grow() {
        var grown = [UInt64](repeating: 0, count: 2 * slots.count)
        bytes.withUnsafeBufferPointer { all in
            grown.withUnsafeMutableBufferPointer { grown in
                for entry in values.indices {
                    let name = UnsafeBufferPointer(rebasing: all[starts[entry]..<starts[entry + 1]])
                    let hash = ByteHash.asciiWords(name) ?? 0
                    // The names are distinct: no entry matches, the walk ends on the empty slot.
                    let slot = TaggedSlots.probe(UnsafeBufferPointer(grown), hash: hash) { _ in false }.slot
                    grown[slot] = TaggedSlots.value(hash: hash, entry: entry)
                }
            }
        }
        slots = grown
    }
}
