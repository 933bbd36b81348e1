import Foundation

/// The stock files this process holds open through SQLite, by device and inode.
///
/// Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's
/// included (SQLite keeps its own descriptors open for this reason). So a file this process already
/// has open, as a server's pool of connections does, is never opened by hand to peek at its header:
/// `StateFileInspector` reads its marks through SQLite instead. (Peeking by hand while a connection
/// was open made that connection's next open fail with "disk I/O error".)
final class OpenStockFiles: @unchecked Sendable {
    /// The process's one registry.
    static let shared = OpenStockFiles()

    /// Held by an open store: while it lives, its file counts as open.
    final class Mark: Sendable {
        let file: FileStamp.Identity

        fileprivate init(file: FileStamp.Identity) { self.file = file }

        deinit { OpenStockFiles.shared.release(file) }
    }

    // Guarded by `lock`: a plain lock, as this is touched once per open and once per close.
    private let lock = NSLock()
    private var counts: [FileStamp.Identity: Int] = [:]

    /// Whether this process holds the file at `path` open through a store.
    func contains(_ path: String) -> Bool {
        guard let file = FileStamp(path)?.identity else { return false }
        return lock.withLock { counts[file, default: 0] > 0 }
    }

    /// Counts the file at `path` as open until the mark returned is gone; nil when it cannot be `stat`ed.
    func mark(_ path: String) -> Mark? {
        guard let file = FileStamp(path)?.identity else { return nil }
        lock.withLock { counts[file, default: 0] += 1 }
        return Mark(file: file)
    }

    private func release(_ file: FileStamp.Identity) {
        lock.withLock {
            let left = counts[file, default: 1] - 1
            counts[file] = left > 0 ? left : nil
        }
    }
}
