#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A file's identity and last change as `stat` gives them (following symbolic links): equal
/// stamps, the same bytes. An editor that saves in place changes the modification time (to the
/// nanosecond), one that renames a new file over the old one changes the inode. One `stat`, no
/// descriptor opened: what the shell and `serve` check their menu file with, and how a stock file
/// this process holds open is known.
package struct FileStamp: Equatable, Sendable {
    /// The device and inode: which file it is.
    package struct Identity: Hashable, Sendable {
        package let device: UInt64
        package let inode: UInt64
    }

    package let identity: Identity
    package let size: Int64
    package let seconds: Int
    package let nanoseconds: Int

    /// The stamp of the file at `path`; nil when it cannot be `stat`ed (missing, or between an
    /// editor's delete and write).
    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int64(info.st_size)
        seconds = Int(time.tv_sec)
        nanoseconds = Int(time.tv_nsec)
    }
}
