#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stock file `serve` opened, by device and inode: if it is deleted, moved or replaced while
/// the server runs, the stores still write to the file they opened, which no one will read again,
/// and the next menu reload would create a fresh stand at the path. `check()` tells before that.
struct StockFileIdentity: Sendable {
    let path: String
    private let device: UInt64
    private let inode: UInt64

    /// The identity of the file at `path` now.
    ///
    /// - Returns: nil when there is no file there.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.path = path
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// Whether the file at the path is still the one opened.
    ///
    /// - Throws: `Problem` (503 `state-file-gone`) saying what happened and what to do.
    func check() throws(Problem) {
        var status = stat()
        if stat(path, &status) != 0 {
            throw Self.gone("the stock file '\(path)' was deleted or moved while serve ran")
        }
        guard UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode else {
            throw Self.gone("the stock file '\(path)' was replaced by another file while serve ran")
        }
    }

    private static func gone(_ what: String) -> Problem {
        Problem(status: .serviceUnavailable, code: "state-file-gone",
                detail: "\(what); nothing was read or changed. Put the file back, or restart serve to use the file now at that path")
    }
}
