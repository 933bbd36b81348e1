#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerMenu

/// Replaces a file's contents and keeps the file itself: its owner, group, mode, hard links and
/// access control list stay as they were.
///
/// When a new file can carry all of that (one link, no ACL, the owner and group could be given to
/// it), the new bytes go to a temporary file in the same folder, which is flushed to disk and
/// renamed over the original: a reader (or a crash) sees the old file or the new one, never half of
/// each. Otherwise (a file with hard links or an ACL, or owned by someone the new file could not be
/// given to) the bytes are written into the file itself, then flushed. A symbolic link is followed,
/// so the file it points at is changed and the link stays a link. A file without write permission
/// is refused, not rewritten; so is anything that is not a regular file. SIGINT or SIGTERM during
/// the write removes the temporary file before the process ends.
package enum AtomicFileWriter {
    /// Writes `bytes` as the new contents of the existing file at `path`.
    ///
    /// - Parameters:
    ///   - bytes: The whole new contents.
    ///   - path: An existing regular file (or a link to one) that its owner may write.
    /// - Throws: `FileFailure` when the file is read-only or not a regular file, cannot be resolved, or the
    ///   temporary file cannot be made, written or renamed; the original is then left as it was and
    ///   no temporary file remains.
    package static func replaceContents(of path: String, with bytes: [UInt8]) throws(FileFailure) {
        guard let resolved = realpath(path, nil) else { throw FileFailure(path: path, .init(errno: errno)) }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { throw FileFailure(path: path, .init(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileFailure(path: path, .notRegularToRewrite)
        }
        let mode = info.st_mode & 0o7777
        guard mode & 0o222 != 0 else {
            let octal = String(mode, radix: 8)
            let shown = String(repeating: "0", count: max(0, 4 - octal.count)) + octal
            throw FileFailure(path: path, .readOnly(mode: shown))
        }
        if info.st_nlink > 1 || hasAccessControlList(target) {
            try writeInPlace(target, bytes, path: path)
            return
        }
        try writeAndRename(target, bytes, info: info, path: path)
    }

    /// The temporary file and rename; falls back to writing in place when the new file cannot be
    /// given the original's owner and group.
    private static func writeAndRename(_ target: String, _ bytes: [UInt8], info: stat, path: String) throws(FileFailure) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        // The name is chosen, and the guard armed with it, before the file exists (not mkstemp,
        // which names the file as it makes it): a SIGINT or SIGTERM at any moment finds either no
        // file or one the guard removes. A window between making and arming left the file behind
        // under load in a test.
        var descriptor: Int32 = -1
        var temporary = ""
        var openFailure: Int32 = EEXIST
        for _ in 0..<100 where openFailure == EEXIST {
            let suffix = String((0..<6).map { _ in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".randomElement() ?? "x" })
            temporary = "\(folder.isEmpty ? "" : folder)/.\(name).juicemaker-\(suffix)"
            TemporaryFileGuard.arm(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            openFailure = descriptor >= 0 ? 0 : errno
            if descriptor < 0 { TemporaryFileGuard.disarm() }
        }
        guard descriptor >= 0 else { throw FileFailure(path: path, .init(errno: openFailure)) }
        defer { TemporaryFileGuard.disarm() }

        if fchown(descriptor, info.st_uid, info.st_gid) != 0 {
            // Not ours to give (a file owned by someone else, a group we are not in): keep the
            // file's identity by writing into it instead.
            close(descriptor)
            unlink(temporary)
            try writeInPlace(target, bytes, path: path)
            return
        }
        var failure = writeAll(descriptor, bytes)
        if failure == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileFailure(path: path, .init(errno: failure))
        }
    }

    /// Writes into the file itself (keeping its inode: links, ACL, owner), then truncates and flushes.
    private static func writeInPlace(_ target: String, _ bytes: [UInt8], path: String) throws(FileFailure) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileFailure(path: path, .init(errno: errno)) }
        var failure = writeAll(descriptor, bytes)
        if failure == 0, ftruncate(descriptor, off_t(bytes.count)) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw FileFailure(path: path, .init(errno: failure)) }
    }

    /// Writes every byte (`DescriptorWriter.writeAll`); 0, or the errno that stopped it.
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { DescriptorWriter.writeAll(descriptor, $0) }
    }

    /// Whether the file has a POSIX access control list beyond its mode bits.
    private static func hasAccessControlList(_ path: String) -> Bool {
        #if canImport(Glibc)
        // getxattr(2) is in <sys/xattr.h>, which Swift's Glibc module does not bring in.
        typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getxattr") else { return false }
        let getxattr = unsafeBitCast(symbol, to: GetXattr.self)
        return getxattr(path, "system.posix_acl_access", nil, 0) > 0
        #else
        return false
        #endif
    }
}

/// Removes a temporary file when SIGINT or SIGTERM ends the process while it exists (then ends the
/// process as the signal would have). Only `unlink`, `signal` and `raise` run in the handler: they
/// are async-signal-safe.
private enum TemporaryFileGuard {
    // Safe because one writer arms and disarms them around its one write (a command writes one
    // file at a time), and the handler only reads them, between arm and disarm.
    nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var previous: (interrupt: sighandler_t?, terminate: sighandler_t?) = (nil, nil)

    static func arm(_ temporary: String) {
        path = strdup(temporary)
        previous = (signal(SIGINT, handler), signal(SIGTERM, handler))
    }

    /// Puts back the handlers there were before `arm`.
    static func disarm() {
        signal(SIGINT, previous.interrupt ?? SIG_DFL)
        signal(SIGTERM, previous.terminate ?? SIG_DFL)
        let armed = path
        path = nil
        free(armed)
    }

    private static let handler: @convention(c) (Int32) -> Void = { received in
        if let armed = TemporaryFileGuard.path { unlink(armed) }
        signal(received, SIG_DFL)
        raise(received)
    }
}
