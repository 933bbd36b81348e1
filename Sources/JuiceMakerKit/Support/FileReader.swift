#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole file (or standard input) into bytes with plain POSIX calls: no Foundation
/// bridging, one buffer, so large menus load at the cost of `read(2)`.
package enum FileReader {
    package struct Failure: Error, Sendable, Hashable {
        package var path: String
        package var reason: String
    }

    /// Reads `path`; `-` means standard input.
    package static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { if descriptor != 0 { close(descriptor) } }

        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(path: path, reason: "it is a directory")
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
            if failure != 0 { throw Failure(path: path, reason: reason(failure)) }
            // Shorter than its size said (or exactly it): done. Otherwise it grew; read the rest below.
            if bytes.count <= Int(info.st_size) { return bytes }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: reason(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default: return String(cString: strerror(code))
        }
    }
}
