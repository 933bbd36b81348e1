/// Why the stock file could not be used. Thrown before anything was written: the file is as it was.
public enum StateError: Error, Sendable, Equatable {
    /// The file has content but is not an SQLite database.
    case notAStockFile(path: String)
    /// An SQLite database that belongs to another application.
    case foreignDatabase(path: String)
    /// A stock file written by a newer juicemaker, whose schema this one does not know.
    case newerVersion(path: String, found: Int, supported: Int)
    /// An SQLite database that SQLite reports as damaged.
    case corrupt(path: String, detail: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The directory for a new stock file could not be made.
    case cannotCreateDirectory(path: String, detail: String)
    /// The file could not be opened or created (missing permissions, I/O error).
    case cannotOpen(path: String, detail: String)
    /// The file or its directory is read-only, or the disk is full.
    case cannotWrite(path: String, detail: String)
    /// Another process held the file locked for longer than the busy timeout.
    case busy(path: String, seconds: Int)
    /// Stock kept on a database server this build does not reach (`postgresql://…`); the URL is shown
    /// without its password.
    case unsupportedLocation(location: String, scheme: String)
    /// Any other SQLite failure.
    case database(path: String, detail: String)
}
