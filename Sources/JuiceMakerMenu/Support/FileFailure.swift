#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read (`FileReader`) or rewritten (`AtomicFileWriter`): the path as
/// given and the cause, worded in English or Korean for a person to act on.
package struct FileFailure: Error, Sendable, Hashable {
    /// The path as given.
    package var path: String
    /// Why.
    package var cause: Cause

    /// Why a file could not be used.
    package enum Cause: Sendable, Hashable {
        case notFound, permissionDenied, directory, readOnlyFileSystem, noSpaceLeft
        /// Not a regular file, so not read as a menu: a FIFO, a device, a socket.
        case special(mode_t)
        /// Larger than the limit, in bytes.
        case tooLarge(Int)
        /// Not a regular file, so not rewritten.
        case notRegularToRewrite
        /// Without write permission (the mode, in octal), so not rewritten.
        case readOnly(mode: String)
        /// Any other error of the system, as `strerror` words it.
        case system(String)

        /// The cause of a failed system call.
        ///
        /// - Parameter code: The call's `errno`.
        package init(errno code: Int32) {
            switch code {
            case ENOENT: self = .notFound
            case EACCES: self = .permissionDenied
            case EISDIR: self = .directory
            case EROFS: self = .readOnlyFileSystem
            case ENOSPC: self = .noSpaceLeft
            default: self = .system(String(cString: strerror(code)))
            }
        }
    }

    /// A failure.
    ///
    /// - Parameters:
    ///   - path: The path as given.
    ///   - cause: Why.
    package init(path: String, _ cause: Cause) {
        self.path = path
        self.cause = cause
    }

    /// The reason in English.
    package var reason: String { reason(in: .en) }

    /// The reason in `language`, without the path.
    ///
    /// - Parameter language: English or Korean.
    /// - Returns: A few words, and what to do where there is something to do.
    package func reason(in language: Language) -> String {
        let ko = language == .ko
        switch cause {
        case .notFound: return ko ? "그런 파일이 없어요" : "no such file"
        case .permissionDenied: return ko ? "권한이 없어요" : "permission denied"
        case .directory: return ko ? "디렉터리예요" : "it is a directory"
        case .readOnlyFileSystem: return ko ? "읽기 전용 파일 시스템이에요" : "read-only file system"
        case .noSpaceLeft: return ko ? "장치에 남은 공간이 없어요" : "no space left on device"
        case .special(let kind):
            return ko
                ? "\(Self.describe(kind, language))이고 일반 파일이 아니에요; 메뉴는 파일(또는 표준 입력 -)에서만 읽어요"
                : "it is \(Self.describe(kind, language)), not a regular file; a menu is read only from a file "
                    + "(or from standard input, as -)"
        case .tooLarge(let limit):
            let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : (ko ? "\(limit)바이트" : "\(limit) bytes")
            return ko ? "메뉴가 가질 수 있는 최대 크기 \(size)보다 커요" : "it is larger than \(size), the most a menu may be"
        case .notRegularToRewrite:
            return ko ? "일반 파일이 아니에요; 일반 파일만 다시 써요" : "it is not a regular file; only a regular file is rewritten"
        case .readOnly(let mode):
            return ko
                ? "읽기 전용 파일이에요 (모드 \(mode)); 다시 쓰지 않았어요: 고치려면 쓸 수 있게 하세요 (chmod u+w)"
                : "the file is read-only (mode \(mode)); it was not rewritten: make it writable (chmod u+w) to fix it"
        case .system(let text): return text
        }
    }

    /// What a file of this kind is, in a few words.
    private static func describe(_ kind: mode_t, _ language: Language) -> String {
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
}
