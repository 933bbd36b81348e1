import JuiceMakerMenu

/// Why the stock could not be used, in a file or on a server. Thrown before anything was written
/// (except `outcomeUnknown`, which says so): the stock is as it was. Locations on a server are shown
/// without their password.
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
    /// Stock kept on a kind of server juicemaker can reach, but this build was made without it (a
    /// SQLite-only build: `swift build --disable-default-traits`); the URL is shown without its password.
    case serverNotBuiltIn(location: String, scheme: String)
    /// Any other SQLite failure.
    case database(path: String, detail: String)
    /// `state copy` found a journal, or stock other than the menu's initial stock, in the target stand
    /// and was not told to replace it. `stock` lists the counts of its own (see `StockSnapshot.ownStock`).
    case standNotEmpty(location: String, stand: String, entries: Int, stock: [FruitCount])
    /// The location's URL or settings cannot be used (a wrong parameter, port or mode).
    case invalidLocation(location: String, detail: String)
    /// The database server could not be reached within the connect timeout (down, restarting, wrong
    /// host or port).
    case serverUnreachable(location: String, detail: String)
    /// The server answered but refused us: wrong password, unknown user or database, no permission,
    /// or TLS that could not be agreed.
    case serverRefused(location: String, detail: String)
    /// The database's `juicemaker` schema holds tables that are not ours.
    case foreignSchema(location: String)
    /// The database's `juicemaker` schema is owned by a role the connecting role is not a member of,
    /// or holds objects juicemaker did not make (a trigger, rule, policy, function, view or type):
    /// using it could run someone else's code with our privileges, so it is neither used nor changed.
    case untrustedSchema(location: String, detail: String)
    /// Setting up or migrating the schema would run code juicemaker did not write: an enabled event
    /// trigger (made by a superuser) fires on the statements that set it up. `detail` names it.
    case eventTrigger(location: String, detail: String)
    /// The database's `juicemaker` schema was made by a newer juicemaker.
    case newerSchema(location: String, found: Int, supported: Int)
    /// The connection was lost before the change was committed: nothing was changed.
    case connectionLost(location: String, detail: String)
    /// The connection was lost while the change was being committed, and the tool could not look
    /// it up (the server out of reach, or the stand still locked): look at `history` before trying again.
    case outcomeUnknown(location: String, detail: String)
    /// Another register held the stand's row lock on the server for longer than the lock timeout.
    case serverBusy(location: String, seconds: Int)
    /// The server refused a statement for lack of privileges (SQLSTATE 42501): the role may read but
    /// not change the stock, or not even read it.
    case permissionDenied(location: String, detail: String)
    /// The server had no free connection slots (SQLSTATE 53300) for as long as the command waited.
    case serverFull(location: String, seconds: Int)
    /// The server (every server of a multi-host URL) is a standby or read-only, and the command
    /// needs one that accepts writes. `detail` says which server was what.
    case readOnlyServer(location: String, detail: String)
    /// The stand's rows on the server contradict each other (a row deleted or edited by hand): a
    /// fruit seeded before has no stock row, the stand's row is missing under its journal, the
    /// journal is out of step with the stand, or a count is outside the limits. Nothing was changed.
    case standDamaged(location: String, stand: String, detail: String)
    /// Any other failure reported by a database server.
    case server(location: String, detail: String)
}
