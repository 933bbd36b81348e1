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
    package struct Failure: Error, Sendable, Hashable {
        package var path: String
        package var cause: Cause

        /// Why the file was not read.
        package enum Cause: Sendable, Hashable {
            case notFound, permissionDenied, directory
            /// Not a regular file: `a named pipe (FIFO)`, a device, a socket.
            case special(mode_t)
            /// Larger than the limit, in bytes.
            case tooLarge(Int)
            /// Any other error of the system, as `strerror` words it.
            case system(String)
        }

        init(path: String, reason cause: Cause) {
            self.path = path
            self.cause = cause
        }

        /// The reason in English, for a person to act on.
        package var reason: String { reason(in: .en) }

        /// The reason in `language`.
        package func reason(in language: Language) -> String {
            let ko = language == .ko
            switch cause {
            case .notFound: return ko ? "그런 파일이 없어요" : "no such file"
            case .permissionDenied: return ko ? "읽을 권한이 없어요" : "permission denied"
            case .directory: return ko ? "디렉터리예요" : "it is a directory"
            case .special(let kind):
                return ko
                    ? "\(FileReader.describe(kind, language))이고 일반 파일이 아니에요; 메뉴는 파일(또는 표준 입력 -)에서만 읽어요"
                    : "it is \(FileReader.describe(kind, language)), not a regular file; a menu is read only from a file "
                        + "(or from standard input, as -)"
            case .tooLarge(let limit):
                let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : (ko ? "\(limit)바이트" : "\(limit) bytes")
                return ko ? "메뉴가 가질 수 있는 최대 크기 \(size)보다 커요" : "it is larger than \(size), the most a menu may be"
            case .system(let text): return text
            }
        }
    }

    /// Reads `path`; `-` means standard input.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - limit: The most bytes to accept; `Limits.maxMenuBytes` by default.
    /// - Returns: The bytes.
    /// - Throws: `Failure` with a reason a person can act on.
    package static func read(_ path: String, limit: Int = Limits.maxMenuBytes) throws(Failure) -> [UInt8] {
        let descriptor: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { if descriptor != 0 { close(descriptor) } }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw Failure(path: path, reason: .directory) }
        if path != "-" && kind != S_IFREG { throw Failure(path: path, reason: .special(kind)) }
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
            guard bytes.count + count <= limit else { throw tooLarge(path, limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> Failure {
        Failure(path: path, reason: .tooLarge(limit))
    }

    /// What a file of this kind is, in a few words.
    fileprivate static func describe(_ kind: mode_t, _ language: Language) -> String {
        switch (kind, language) {
        case (S_IFIFO, .en): "a named pipe (FIFO)"
        case (S_IFIFO, .ko): "이름 있는 파이프(FIFO)"
        case (S_IFCHR, .en): "a character device"
        case (S_IFCHR, .ko): "문자 장치"
        case (S_IFBLK, .en): "a block device"
        case (S_IFBLK, .ko): "블록 장치"
        case (S_IFSOCK, .en): "a socket"
        case (S_IFSOCK, .ko): "소켓"
        case (_, .en): "a special file"
        case (_, .ko): "특수 파일"
        }
    }

    private static func reason(_ code: Int32) -> Failure.Cause {
        switch code {
        case ENOENT: .notFound
        case EACCES: .permissionDenied
        case EISDIR: .directory
        default: .system(String(cString: strerror(code)))
        }
    }
}
