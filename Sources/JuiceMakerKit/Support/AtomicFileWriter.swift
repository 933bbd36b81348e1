#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the new bytes go to a temporary file in the same folder,
/// which is flushed to disk and renamed over the original. A reader (or a crash) sees the old file or
/// the new one, never half of each. The original's permission bits are kept; a symbolic link is
/// followed, so the file it points at is replaced and the link stays a link.
package enum AtomicFileWriter {
    package struct Failure: Error, Sendable, Hashable {
        /// The path as given.
        package var path: String
        /// Why, in a few words.
        package var reason: String
    }

    /// Writes `bytes` as the new contents of the existing file at `path`.
    ///
    /// - Parameters:
    ///   - bytes: The whole new contents.
    ///   - path: An existing regular file (or a link to one).
    /// - Throws: `Failure` when the file cannot be resolved, the temporary file cannot be made or
    ///   written, or the rename fails; the original is then left as it was and no temporary file remains.
    package static func replaceContents(of path: String, with bytes: [UInt8]) throws(Failure) {
        guard let resolved = realpath(path, nil) else { throw Failure(path: path, reason: reason(errno)) }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }

        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var template = Array("\(folder.isEmpty ? "" : folder)/.\(name).juicemaker-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = write(descriptor, base + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 {
                    failure = written < 0 ? errno : EIO
                    return
                }
                offset += written
            }
        }
        if failure == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(path: path, reason: reason(failure))
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EROFS: return "read-only file system"
        case ENOSPC: return "no space left on device"
        default: return String(cString: strerror(code))
        }
    }
}
