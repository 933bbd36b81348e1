/// A menu file watched while a program runs on it: the one watcher behind the shell's and
/// `serve`'s reloads.
///
/// Each check costs one `stat`: the file is read again only when its device, inode, size or
/// modification time (to the nanosecond) changed — an editor that saves in place changes the
/// time, one that renames a new file over the old one the inode — and it counts as edited only
/// when its bytes did (a `touch` is not an edit). Reading goes through `FileReader` (regular files
/// only, size-capped, never blocking); a file that cannot be read at that moment (an editor
/// between delete and write) is tried again at the next check. Standard input (`-`) is never
/// watched.
package struct MenuFileWatch: Sendable {
    /// An edit: the file's new bytes, read and checked.
    package struct Edit: Sendable {
        /// The new bytes' version (`MenuFileWatch.version(of:)`).
        package let version: String
        /// The bytes, for a caller that keeps or hashes them.
        package let bytes: [UInt8]
        /// The menu they hold, or why they hold none.
        package let report: MenuReport
    }

    /// The file; nil for standard input.
    package let path: String?
    /// The version of the bytes last read.
    package private(set) var version: String
    private var lastSeen: FileStamp?

    /// Starts from the menu already loaded, so that it does not count as an edit: the first check
    /// reads the file and compares its bytes (an edit made while the menu was being loaded counts).
    ///
    /// - Parameters:
    ///   - path: The menu file; `-` (standard input) is not watched.
    ///   - version: The version of the bytes the running menu was loaded from.
    package init(path: String?, version: String) {
        self.path = path == "-" ? nil : path
        self.version = version
    }

    /// - Parameters:
    ///   - path: The menu file; `-` (standard input) is not watched.
    ///   - bytes: The bytes the running menu was loaded from.
    package init(path: String, loadedFrom bytes: [UInt8]) {
        self.init(path: path, version: Self.version(of: bytes))
    }

    /// Whether there is a file to watch: not for standard input.
    package var isWatching: Bool { path != nil }

    /// Looks at the file once.
    ///
    /// - Parameter language: The language of a broken edit's diagnostics.
    /// - Returns: The edit, or nil when the file's bytes are what they were (or cannot be read now).
    package mutating func check(language: Language = .en) -> Edit? {
        guard let path else { return nil }
        let stamp = FileStamp(path)
        if let stamp, stamp == lastSeen { return nil }
        guard let bytes = try? FileReader.read(path) else { return nil }
        lastSeen = stamp
        let version = Self.version(of: bytes)
        guard version != self.version else { return nil }
        self.version = version
        return Edit(version: version, bytes: bytes, report: MenuLoader.report(bytes: bytes, file: path, language: language))
    }

    /// FNV-1a of a menu file's bytes, as 16 hex digits: changes whenever the file does.
    package static func version(of bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
