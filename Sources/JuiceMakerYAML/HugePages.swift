#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back large buffers that are filled once, front to back, with 2 MiB pages.
package enum HugePages {
    package static let size = 2 << 20
    /// Smaller buffers are left alone.
    package static let minimumByteCount = 2 * size

    /// Advises the whole 2 MiB pages inside `byteCount` bytes from `start`; does nothing elsewhere
    /// or for small buffers. Only advice: the buffer works the same if the kernel ignores it. The
    /// part before the first 2 MiB boundary keeps small pages, so buffers that can be aligned are.
    package static func advise(_ start: UnsafeRawPointer?, byteCount: Int) {
        #if canImport(Glibc)
        guard let start, byteCount >= minimumByteCount else { return }
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + byteCount) & ~(size - 1)
        guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(pointer, end - first, MADV_HUGEPAGE)
        #endif
    }
}
