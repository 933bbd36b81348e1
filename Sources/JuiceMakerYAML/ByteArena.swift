/// Growable bytes written through a pointer: appending a scalar's text is a capacity check and a
/// `memcpy`, where `Array.append(contentsOf:)` also pays for uniqueness and generic copying.
///
/// Sendable because it is written only while its `YAMLDocument` is being built, before anything
/// else can see it, and only read afterwards.
final class ByteArena: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        // A big arena starts on a 2 MiB boundary, so its first pages can be huge ones too (`HugePages`).
        let alignment = self.capacity >= HugePages.minimumByteCount ? HugePages.size : MemoryLayout<UInt8>.alignment
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: alignment)
            .bindMemory(to: UInt8.self, capacity: self.capacity)
    }

    deinit {
        UnsafeMutableRawPointer(base).deallocate()
    }

    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count > capacity - count { grow(toHold: bytes.count) }
        if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
        count += bytes.count
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The bytes, for the length of `body` (the arena stays alive meanwhile).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(bytes) }
    }

    private func grow(toHold extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity - count < extra { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        UnsafeMutableRawPointer(base).deallocate()
        base = newBase
        capacity = newCapacity
    }
}
