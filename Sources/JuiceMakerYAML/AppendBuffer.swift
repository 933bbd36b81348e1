/// A growable run of plain values that one owner fills front to back, written through a pointer:
/// the builder's node records, children and scalar copies.
///
/// Why not an `Array`: an append here is a capacity check and a store, where `Array.append` also
/// asks the runtime whether its storage is shared, once per node of the document. And a large
/// buffer starts on a 2 MiB boundary and is advised for huge pages whole (`HugePages`), where an
/// Array's storage starts anywhere and its first 2 MiB stay in small pages, whose first touch
/// costs more per byte (BENCHMARKS.md, "Known to be slow, and why"); a buffer that fills only a
/// little of its room is made without (`hugePages: false`), since a huge page is committed whole.
///
/// Sendable because it is written only while its `YAMLDocument` is being built, before anything
/// else can see it, and only read afterwards.
final class AppendBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// Whether a large buffer is advised for huge pages (`HugePages`).
    private let usesHugePages: Bool

    /// An empty buffer with room for `capacity` elements; pages that are never written take no memory.
    ///
    /// - Parameters:
    ///   - capacity: The room to reserve, in elements.
    ///   - hugePages: Whether a large buffer is advised for huge pages.
    init(capacity: Int, hugePages: Bool = true) {
        self.capacity = max(capacity, 16)
        usesHugePages = hugePages
        base = Self.allocate(self.capacity, hugePages: hugePages)
    }

    deinit {
        UnsafeMutableRawPointer(base).deallocate()
    }

    /// The elements so far; valid while the buffer lives and nothing is appended.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The element at `index`, which must be below `count`.
    @inline(__always) subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "AppendBuffer: index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "AppendBuffer: index out of range")
            base[index] = newValue
        }
    }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow(toHold: 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) func append(_ elements: UnsafeBufferPointer<Element>) {
        if elements.count > capacity - count { grow(toHold: elements.count) }
        if let source = elements.baseAddress { (base + count).initialize(from: source, count: elements.count) }
        count += elements.count
    }

    /// Drops the elements from `newCount` on, keeping the room they took.
    @inline(__always) func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "AppendBuffer: count out of range")
        count = newCount
    }

    /// Gives back the room after the elements, when it was advised for huge pages: for a buffer that
    /// is complete (appending afterwards still works, on fresh pages).
    func releaseUnusedRoom() {
        guard usesHugePages else { return }
        HugePages.releaseUnused(base, usedByteCount: count * MemoryLayout<Element>.stride,
                                byteCount: capacity * MemoryLayout<Element>.stride)
    }

    /// The elements, for the length of `body` (the buffer stays alive meanwhile).
    func withElements<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(elements) }
    }

    @inline(never) private func grow(toHold extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity - count < extra { newCapacity *= 2 }
        let newBase = Self.allocate(newCapacity, hugePages: usesHugePages)
        newBase.initialize(from: base, count: count)
        UnsafeMutableRawPointer(base).deallocate()
        base = newBase
        capacity = newCapacity
    }

    private static func allocate(_ capacity: Int, hugePages: Bool) -> UnsafeMutablePointer<Element> {
        let byteCount = capacity * MemoryLayout<Element>.stride
        let isLarge = hugePages && byteCount >= HugePages.minimumByteCount
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: byteCount, alignment: isLarge ? max(HugePages.size, MemoryLayout<Element>.alignment) : MemoryLayout<Element>.alignment
        )
        if isLarge { HugePages.advise(raw, byteCount: byteCount) }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}

/// The copies of scalars whose text is not in the source as it is (`ScalarText`).
typealias ByteArena = AppendBuffer<UInt8>
