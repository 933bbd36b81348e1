import JuiceMakerMenu

extension StateError: LocalizedMessage {
    /// Names the path, says what is wrong and what to do; never suggests anything that loses data.
    public var english: String {
        switch self {
        case .notAStockFile(let path):
            "'\(path)' is not a juicemaker stock file (it is not an SQLite database); it was left unchanged. "
                + "Choose another state file, or move this one away."
        case .foreignDatabase(let path):
            "'\(path)' is an SQLite database of another application, not a juicemaker stock file; "
                + "it was left unchanged. Choose another state file."
        case .newerVersion(let path, let found, let supported):
            "'\(path)' was written by a newer juicemaker (stock schema \(found); this one knows up to \(supported)); "
                + "it was left unchanged. Upgrade juicemaker to use it."
        case .corrupt(let path, let detail):
            "'\(path)' is damaged (\(detail)); it was left unchanged. "
                + "Restore it from a backup, or move it away to start with fresh stock."
        case .isDirectory(let path):
            "'\(path)' is a directory; the stock file must be a file path."
        case .cannotCreateDirectory(let path, let detail):
            "Cannot create the directory '\(path)' for the stock file (\(detail)). Check the path and its permissions."
        case .cannotOpen(let path, let detail):
            "Cannot open the stock file '\(path)' (\(detail)). Check that its directory exists and is writable."
        case .cannotWrite(let path, let detail):
            "Cannot write the stock file '\(path)' (\(detail)). "
                + "Check the permissions of the file and its directory, and the free disk space."
        case .busy(let path, let seconds):
            "The stock file '\(path)' stayed locked by another juicemaker for \(seconds) seconds; nothing was changed. "
                + "Try again."
        case .unsupportedLocation(let location, let scheme):
            "'\(location)' names a \(scheme) server, which juicemaker cannot keep stock on; nothing was changed. "
                + "Give --state (or JUICEMAKER_STATE) a file path or a postgresql:// URL."
        case .serverNotBuiltIn(let location, let scheme):
            "'\(location)' names a \(scheme) server, but this juicemaker was built without PostgreSQL "
                + "(SQLite only); nothing was changed. Give --state a file path, or install a juicemaker "
                + "built with PostgreSQL (make install)."
        case .database(let path, let detail):
            "The stock file '\(path)' could not be used (\(detail))."
        case .standNotEmpty(let location, let stand, let entries, let stock):
            "Stand '\(stand)' in '\(location)' already has \(Self.holdings(entries: entries, stock: stock, korean: false)); "
                + "nothing was copied. Copy to another stand (--stand NAME), or add --replace to overwrite it (which discards them)."
        case .invalidLocation(let location, let detail):
            "'\(location)' cannot be used as the stock location: \(detail). Nothing was changed."
        case .serverUnreachable(let location, let detail):
            "Cannot reach the database server for '\(location)' (\(detail)); nothing was changed. "
                + "Check that the server is running and the host and port are right, then try again."
        case .serverRefused(let location, let detail):
            "The database server for '\(location)' refused the connection (\(detail)); nothing was changed. "
                + "Check the user, password (PGPASSWORD), database and sslmode."
        case .foreignSchema(let location):
            "The database of '\(location)' has a 'juicemaker' schema with tables that are not juicemaker's; "
                + "it was left unchanged. Use another database, or move that schema away."
        case .untrustedSchema(let location, let detail):
            "The database of '\(location)' has a 'juicemaker' schema that juicemaker cannot trust: \(detail). "
                + "It was neither used nor changed. Connect as the role that owns it, or have an administrator "
                + "drop it (DROP SCHEMA juicemaker CASCADE) so that juicemaker sets it up again."
        case .newerSchema(let location, let found, let supported):
            "The database of '\(location)' was set up by a newer juicemaker (stock schema \(found); this one knows up to \(supported)); "
                + "it was left unchanged. Upgrade juicemaker to use it."
        case .connectionLost(let location, let detail):
            "The connection to '\(location)' was lost (\(detail)); the change was not made. Try again."
        case .outcomeUnknown(let location, let detail):
            "The connection to '\(location)' was lost while the change was being committed (\(detail)), "
                + "and juicemaker could not find out whether it was made. "
                + "Run 'juicemaker history' when the server is back before trying again."
        case .serverBusy(let location, let seconds):
            "Another register kept this stand's stock at '\(location)' locked for \(seconds) seconds; nothing was changed. "
                + "Try again."
        case .permissionDenied(let location, let detail):
            "The database server for '\(location)' does not let this role change the stock (\(detail)); nothing was changed. "
                + "Connect as the role that owns the 'juicemaker' schema, or ask the database's administrator to grant this one "
                + "what it needs."
        case .eventTrigger(let location, let detail):
            "The database of '\(location)' has \(detail), which would run with this role's privileges while juicemaker "
                + "sets up its schema; nothing was set up or changed. Have its owner disable it for the setup "
                + "(ALTER EVENT TRIGGER NAME DISABLE), or set the schema up once with a role it does not concern."
        case .serverFull(let location, let seconds):
            "The database server for '\(location)' had no free connection slots for \(seconds) s (too many connections, 53300); "
                + "nothing was changed. Try again; if it keeps happening, raise the server's max_connections or put a "
                + "connection pooler (PgBouncer) in front of it."
        case .readOnlyServer(let location, let detail):
            "The database server for '\(location)' does not accept changes (\(detail)); nothing was changed. "
                + "Give the primary's host, or every server with target_session_attrs=read-write "
                + "(postgresql://USER@HOST1,HOST2/DATABASE?target_session_attrs=read-write)."
        case .standDamaged(let location, let stand, let detail):
            "Stand '\(stand)' at '\(location)' is damaged: \(detail) (as the owner of the 'juicemaker' schema), "
                + "or restore the database from a backup. Nothing was changed: juicemaker never writes over a hand edit."
        case .server(let location, let detail):
            "The database server for '\(location)' reported an error (\(detail)); nothing was changed."
        }
    }

    /// "3 journal entries and stock of its own (kiwi 3, mango 0)": what a stand holds that a copy
    /// would overwrite, as `standNotEmpty` and `state copy --replace` say it.
    ///
    /// - Parameters:
    ///   - entries: How many journal entries the stand has.
    ///   - stock: Its own counts (`StockSnapshot.ownStock`).
    ///   - korean: Whether to say it in Korean.
    /// - Returns: The words, empty when there is nothing.
    public static func holdings(entries: Int, stock: [FruitCount], korean: Bool) -> String {
        let counts = stock.prefix(8).map { "\($0.fruit.rawValue.terminalSafe) \($0.count)" }.joined(separator: ", ")
            + (stock.count > 8 ? ", …" : "")
        if korean { return koreanHoldings(entries: entries, stock: stock, counts: counts) }
        var parts: [String] = []
        if entries > 0 { parts.append("\(entries) journal entr\(entries == 1 ? "y" : "ies")") }
        if !stock.isEmpty { parts.append("stock of its own (\(counts))") }
        return parts.joined(separator: " and ")
    }
}
