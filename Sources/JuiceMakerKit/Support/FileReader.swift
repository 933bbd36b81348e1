#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole file (or standard input) into bytes with plain POSIX calls: no Foundation
/// bridging, one buffer, so large menus load at the cost of `read(2)`.
public enum FileReader {
    public struct Failure: Error, Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    /// Reads `path`; `-` means standard input.
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { if descriptor != 0 { close(descriptor) } }

        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(path: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size) + 1) }
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
