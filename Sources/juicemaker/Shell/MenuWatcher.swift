#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices that the menu file changed, by its device, inode, size and modification time (to the
/// nanosecond): an editor that saves in place changes the time, one that renames a new file over
/// the old one changes the inode. One `stat` per check, so the shell checks on every key and once a
/// second without a busy loop. Standard input (`-`) is never watched.
struct MenuWatcher {
    /// What `stat` says of the file; nil while it cannot be read (an editor between delete and write).
    private struct Signature: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    let path: String
    private var last: Signature?

    /// Starts from the file as it is now, so the menu already loaded does not count as a change.
    init(path: String) {
        self.path = path
        last = Self.signature(of: path)
    }

    /// Whether the file is watched at all: not for standard input.
    var isWatching: Bool { path != "-" }

    /// Whether the file changed since the last call (or since `init`).
    mutating func hasChanged() -> Bool {
        guard isWatching else { return false }
        let now = Self.signature(of: path)
        guard now != last else { return false }
        last = now
        return true
    }

    private static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Signature(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
