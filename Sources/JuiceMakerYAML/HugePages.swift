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
        let address = Int(bitPattern: start)
        advisePages(from: address, to: address + byteCount, pageSize: size, MADV_HUGEPAGE)
        #endif
    }

    /// Gives back the memory of the pages after the first `usedByteCount` bytes of a buffer of
    /// `byteCount` bytes from `start` that will not be written again: a huge page is committed whole,
    /// so the last one a buffer reaches into holds up to 2 MiB that nothing uses. The pages the used
    /// bytes share stay; the others read as zeros if touched again. Does nothing for small buffers.
    package static func releaseUnused(_ start: UnsafeRawPointer?, usedByteCount: Int, byteCount: Int) {
        #if canImport(Glibc)
        guard let start, byteCount >= minimumByteCount else { return }
        let address = Int(bitPattern: start)
        advisePages(from: address + usedByteCount, to: address + byteCount, pageSize: smallPageSize, MADV_DONTNEED)
        #endif
    }

    #if canImport(Glibc)
    /// The system's page size (4 KiB on x86-64, up to 64 KiB on arm64).
    private static let smallPageSize = max(4096, sysconf(Int32(_SC_PAGESIZE)))

    /// Gives `advice` for the whole pages of `pageSize` bytes (a power of two) that lie between
    /// the addresses `lower` and `upper`; none when no whole page does.
    private static func advisePages(from lower: Int, to upper: Int, pageSize: Int, _ advice: Int32) {
        let first = (lower + pageSize - 1) & ~(pageSize - 1)
        let end = upper & ~(pageSize - 1)
        guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(pointer, end - first, advice)
    }
    #endif
}
