/// Where a document's scalar text is. Most scalars are plain and on one line, so their bytes are
/// already in the source file, byte for byte: those records point there instead of holding a copy
/// (at 10 MB, about 7 MB less to copy and to zero fresh pages for). A record's `start` below
/// `sourceCount` is an offset into the source; any other is `sourceCount` plus an offset into the
/// document's `ByteArena`, which holds the scalars whose text differs from the source (escapes,
/// folded lines, and so on).
@usableFromInline struct ScalarText {
    /// The source's address; offsets below `sourceCount` are added to it.
    @usableFromInline let sourceAddress: Int
    @usableFromInline let sourceCount: Int
    /// The arena's address minus `sourceCount`, so an arena offset is added to it as it is stored.
    @usableFromInline let arenaBias: Int

    init(source: UnsafeBufferPointer<UInt8>, arena: UnsafePointer<UInt8>?) {
        sourceAddress = Int(bitPattern: source.baseAddress)
        sourceCount = source.count
        arenaBias = Int(bitPattern: arena) &- source.count
    }

    /// The `count` bytes of the scalar whose record starts at `start`.
    @inlinable @inline(__always) func bytes(start: UInt32, count: UInt32) -> UnsafeBufferPointer<UInt8> {
        let start = Int(start)
        let address = (start < sourceCount ? sourceAddress : arenaBias) &+ start
        return UnsafeBufferPointer(start: UnsafePointer(bitPattern: address), count: Int(count))
    }

    @inlinable @inline(__always) func bytes(of record: YAMLDocument.Record) -> UnsafeBufferPointer<UInt8> {
        bytes(start: record.start, count: record.count)
    }
}

/// Turns libyaml's marks, which count characters (code points; the BOM not counted), into byte
/// offsets in UTF-8 source, walking forward only. A wrong answer costs only a copy: the builder
/// compares the bytes at the offset with the scalar's before pointing there.
///
/// A scalar found in the source is skipped whole (`skip`), so the walk covers only what lies
/// between scalars: indentation, `: `, `, `, brackets, comments. That is nearly always ASCII, where
/// characters are bytes; a word's high bits tell so for up to eight of them at once.
struct SourceOffsets {
    let source: UnsafeBufferPointer<UInt8>
    private var character = 0
    private var byte: Int

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        let hasBOM = source.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF
        byte = hasBOM ? 3 : 0
    }

    /// The byte offset of character `index`, or nil when it is behind the last one asked for.
    @inline(__always) mutating func byteOffset(ofCharacter index: Int) -> Int? {
        // The usual case, in a few instructions: fewer than eight characters since the last scalar
        // found in the source, all ASCII (one word; little-endian, so its first bytes are the low ones).
        let gap = index &- character
        if gap >= 0, gap < 8, byte &+ 8 <= source.count, let base = source.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + byte).loadUnaligned(as: UInt64.self))
            if word & 0x8080_8080_8080_8080 & ((1 << (UInt64(gap) &<< 3)) &- 1) == 0 {
                byte &+= gap
                character = index
                return byte
            }
        }
        return walk(toCharacter: index)
    }

    /// `byteOffset(ofCharacter:)` the long way: eight ASCII bytes at a time where it can, else a
    /// character at a time.
    @inline(never) private mutating func walk(toCharacter index: Int) -> Int? {
        guard index >= character, let base = source.baseAddress else { return nil }
        var remaining = index - character
        var offset = byte
        let end = source.count
        while remaining >= 8, end - offset >= 8,
              UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            offset += 8
            remaining -= 8
        }
        while remaining > 0, offset < end {
            offset += 1
            while offset < end, base[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        character = index - remaining
        byte = offset
        return remaining == 0 ? offset : nil
    }

    /// Notes that character `index` is at byte `offset` (the end of a scalar found in the source).
    @inline(__always) mutating func skip(toCharacter index: Int, byte offset: Int) {
        guard index >= character, offset >= byte, offset <= source.count else { return }
        character = index
        byte = offset
    }
}
