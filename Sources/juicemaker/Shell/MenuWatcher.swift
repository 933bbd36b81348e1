import JuiceMakerKit

/// Notices that the menu file changed, by its device, inode, size and modification time (to the
/// nanosecond): an editor that saves in place changes the time, one that renames a new file over
/// the old one changes the inode. One `stat` per check, so the shell checks on every key and once a
/// second without a busy loop. Standard input (`-`) is never watched.
struct MenuWatcher {
    let path: String
    /// What `stat` said of the file; nil while it cannot be read (an editor between delete and write).
    private var last: FileStamp?

    /// Starts from the file as it is now, so the menu already loaded does not count as a change.
    init(path: String) {
        self.path = path
        last = FileStamp(path)
    }

    /// Whether the file is watched at all: not for standard input.
    var isWatching: Bool { path != "-" }

    /// Whether the file changed since the last call (or since `init`).
    mutating func hasChanged() -> Bool {
        guard isWatching else { return false }
        let now = FileStamp(path)
        guard now != last else { return false }
        last = now
        return true
    }
}
