#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes whole buffers to a file descriptor: the one loop every writer of the package uses (the
/// terminal, the language server's output, files rewritten by `--fix`).
package enum DescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`, again after a write interrupted by a signal
    /// (`EINTR`) or cut short.
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor.
    ///   - bytes: What to write.
    /// - Returns: 0 when every byte was written; else the `errno` that stopped it (`EIO` for a
    ///   write that wrote nothing), and the bytes after that point are not written.
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : EIO }
            offset += written
        }
        return 0
    }
}
