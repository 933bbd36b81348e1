/// Writes bytes one piece after another into a buffer of known size, as
/// `String(unsafeUninitializedCapacity:initializingWith:)` hands it out.
///
/// A value with mutating methods, not nested functions around a captured counter: once such a
/// function is itself captured by a closure, the counter is boxed and every write to it is checked
/// for exclusive access at run time, which cost more than the copying.
struct BufferFiller {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends `bytes`. The caller sizes the buffer for all it puts; what would not fit is dropped
    /// rather than written past the end.
    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress, bytes.count <= buffer.count - count else { return }
        // Raw memory copy (memcpy): `update(from:count:)` copied a byte per iteration.
        UnsafeMutableRawPointer(target + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    @inline(__always) mutating func put(_ text: StaticString) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends one byte (dropped when the buffer is full).
    @inline(__always) mutating func put(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }
}
