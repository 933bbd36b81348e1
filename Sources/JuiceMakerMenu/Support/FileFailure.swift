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
        language.menu.reason(cause)
    }
}
