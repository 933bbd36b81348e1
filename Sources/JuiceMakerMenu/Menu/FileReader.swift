#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole menu file (or standard input) into bytes with plain POSIX calls: no Foundation
/// bridging, one buffer, so large menus load at the cost of `read(2)`.
///
/// Only a regular file is read: the path is opened with `O_NONBLOCK` (so a FIFO cannot hang the
/// open), checked with `fstat` (a FIFO, a device such as `/dev/zero`, a socket or a directory is
/// refused with what it is), and read up to `Limits.maxMenuBytes`, checked before and while reading.
/// Standard input (`-`) may be a pipe; its size is bounded the same way.
package enum FileReader {
    /// Reads `path`; `-` means standard input.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - limit: The most bytes to accept; `Limits.maxMenuBytes` by default.
    /// - Returns: The bytes.
    /// - Throws: `FileFailure` with a reason a person can act on.
    package static func read(_ path: String, limit: Int = Limits.maxMenuBytes) throws(FileFailure) -> [UInt8] {
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileFailure(path: path, .init(errno: errno)) }
        defer { if descriptor != 0 { close(descriptor) } }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileFailure(path: path, .init(errno: errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw FileFailure(path: path, .directory) }
        if path != "-" && kind != S_IFREG { throw FileFailure(path: path, .special(kind)) }
        if Int(info.st_size) > limit { throw tooLarge(path, limit) }
        if descriptor != 0 {
            // A regular file ignores O_NONBLOCK for reads, but clear it anyway: what is read is a file.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var bytes: [UInt8] = []
        if info.st_size > 0 {
            // A regular file: read straight into an array of its size, no copy through a chunk.
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
                while count < buffer.count, let base = buffer.baseAddress {
                    let read = systemRead(descriptor, base + count, buffer.count - count)
                    if read < 0, errno == EINTR { continue }
                    if read < 0 { failure = errno }
                    if read <= 0 { return }
                    count += read
                }
            }
            if failure != 0 { throw FileFailure(path: path, .init(errno: failure)) }
            // Shorter than its size said (or exactly it): done. Otherwise it grew; read the rest below.
            if bytes.count <= Int(info.st_size) { return bytes }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileFailure(path: path, .init(errno: errno))
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw tooLarge(path, limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> FileFailure {
        FileFailure(path: path, .tooLarge(limit))
    }
}
