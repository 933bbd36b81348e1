import GRDB

/// The layout of a stock file, and the marks that say a file is ours and how old it is.
///
/// `PRAGMA application_id` holds `applicationID` from the very first transaction, and
/// `PRAGMA user_version` the schema version; a file with another id, or a newer version, is refused.
enum StockSchema {
    /// "JMKR" in ASCII.
    static let applicationID: Int32 = 0x4A4D_4B52
    /// The newest schema this build knows; `migrations[v - 1]` brings a file from v - 1 to v.
    static let version = 1

    static let migrations: [@Sendable (Database) throws -> Void] = [createVersion1]

    /// Stock on hand per fruit id (rows of fruits no longer on the menu stay), and the journal:
    /// one `journal` row per committed change and its per-fruit `journal_delta` rows.
    /// Journal rows are never deleted, so plain rowids never repeat; AUTOINCREMENT would cost an
    /// extra page write (sqlite_sequence) on every order.
    private static func createVersion1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE stock (
                fruit_id TEXT PRIMARY KEY NOT NULL,
                count INTEGER NOT NULL CHECK (count >= 0)
            ) WITHOUT ROWID;
            CREATE TABLE journal (
                id INTEGER PRIMARY KEY,
                time_ms INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo')),
                description TEXT NOT NULL,
                undone_by INTEGER REFERENCES journal(id),
                undoes INTEGER REFERENCES journal(id)
            );
            CREATE TABLE journal_delta (
                entry_id INTEGER NOT NULL REFERENCES journal(id),
                position INTEGER NOT NULL,
                fruit_id TEXT NOT NULL,
                delta INTEGER NOT NULL,
                PRIMARY KEY (entry_id, position)
            ) WITHOUT ROWID;
            """)
    }

    /// Brings a file of `found` (0 = blank) up to `version`, marking it ours. Inside the caller's transaction.
    static func migrate(_ db: Database, from found: Int) throws {
        for step in migrations[max(found, 0)...] {
            try step(db)
        }
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }
}
