internal import GRDB

/// The layout of a stock file, and the marks that say a file is ours and how old it is.
///
/// `PRAGMA application_id` holds `applicationID` from the very first transaction, and
/// `PRAGMA user_version` the schema version; a file with another id, or a newer version, is refused.
enum StockSchema {
    /// "JMKR" in ASCII.
    static let applicationID: Int32 = 0x4A4D_4B52
    /// The newest schema this build knows; `migrations[v - 1]` brings a file from v - 1 to v.
    static let version = 4

    static let migrations: [@Sendable (Database) throws -> Void] = [createVersion1, addStands, addOrderKeys, addSales]

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

    /// Version 2 keeps several stands apart in one file: every row names its stand, and journal ids
    /// count per stand. A version 1 file's rows all become stand `main`'s, ids and all.
    /// `restock` is allowed as a kind ahead of the stock rules that will journal it.
    private static func addStands(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE stand_stock (
                stand TEXT NOT NULL,
                fruit_id TEXT NOT NULL,
                count INTEGER NOT NULL CHECK (count >= 0),
                PRIMARY KEY (stand, fruit_id)
            ) WITHOUT ROWID;
            CREATE TABLE stand_journal (
                stand TEXT NOT NULL,
                id INTEGER NOT NULL,
                time_ms INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo', 'restock')),
                description TEXT NOT NULL,
                undone_by INTEGER,
                undoes INTEGER,
                PRIMARY KEY (stand, id)
            ) WITHOUT ROWID;
            CREATE TABLE stand_journal_delta (
                stand TEXT NOT NULL,
                entry_id INTEGER NOT NULL,
                position INTEGER NOT NULL,
                fruit_id TEXT NOT NULL,
                delta INTEGER NOT NULL,
                PRIMARY KEY (stand, entry_id, position)
            ) WITHOUT ROWID;
            INSERT INTO stand_stock (stand, fruit_id, count) SELECT 'main', fruit_id, count FROM stock;
            INSERT INTO stand_journal (stand, id, time_ms, kind, description, undone_by, undoes)
                SELECT 'main', id, time_ms, kind, description, undone_by, undoes FROM journal;
            INSERT INTO stand_journal_delta (stand, entry_id, position, fruit_id, delta)
                SELECT 'main', entry_id, position, fruit_id, delta FROM journal_delta;
            DROP TABLE journal_delta;
            DROP TABLE journal;
            DROP TABLE stock;
            ALTER TABLE stand_stock RENAME TO stock;
            ALTER TABLE stand_journal RENAME TO journal;
            ALTER TABLE stand_journal_delta RENAME TO journal_delta;
            """)
    }

    /// Version 3 remembers the change id an order was made under (an HTTP `Idempotency-Key` of
    /// `juicemaker serve`), so a retry after a restart finds the order instead of making it again.
    /// Only keyed orders have a row.
    private static func addOrderKeys(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE order_key (
                stand TEXT NOT NULL,
                change_id TEXT NOT NULL,
                entry_id INTEGER NOT NULL,
                PRIMARY KEY (stand, change_id)
            ) WITHOUT ROWID;
            """)
    }

    /// Version 4 keeps what the money needs: an order's juices with the price each sold at and
    /// the currency, and refused orders as `lost` entries with the fruits that were short, in
    /// columns of the entry's own row (`JournalColumns`: a row of its own for each line, or an
    /// index on time, cost orders a fifth of their rate; a report finds a period's entries by
    /// bisecting ids instead, see `StockDatabase.idRange`). The kind check cannot be altered in
    /// SQLite, so the journal is rebuilt, rows and ids as they were. Orders journaled before get
    /// their juices back from their description (`mango-kiwi:2`), without a price: nobody knows
    /// what they sold for.
    private static func addSales(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE journal_v4 (
                stand TEXT NOT NULL,
                id INTEGER NOT NULL,
                time_ms INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo', 'restock', 'lost')),
                description TEXT NOT NULL,
                undone_by INTEGER,
                undoes INTEGER,
                currency TEXT,
                sales TEXT,
                short TEXT,
                PRIMARY KEY (stand, id)
            ) WITHOUT ROWID;
            INSERT INTO journal_v4 (stand, id, time_ms, kind, description, undone_by, undoes)
                SELECT stand, id, time_ms, kind, description, undone_by, undoes FROM journal;
            DROP TABLE journal;
            ALTER TABLE journal_v4 RENAME TO journal;
            """)
        let orders = try Row.fetchAll(db, sql: "SELECT stand, id, description FROM journal WHERE kind = 'order'")
        let update = try db.makeStatement(sql: "UPDATE journal SET sales = ? WHERE stand = ? AND id = ?")
        for row in orders {
            let stand: String = row[0], id: Int = row[1], description: String = row[2]
            let lines = orderLines(description).map { SaleLine(juice: Juice.ID(rawValue: $0.juice), glasses: $0.glasses, price: nil) }
            try update.execute(arguments: [JournalColumns.text(of: lines), stand, id])
        }
    }

    /// The juices of an order's journal text (`mango-kiwi:2 banana:1`); a word that is not
    /// `juice:count` is left out.
    static func orderLines(_ description: String) -> [(juice: String, glasses: Int)] {
        description.split(separator: " ").compactMap { word in
            guard let colon = word.lastIndex(of: ":"), let glasses = Int(word[word.index(after: colon)...]), glasses > 0,
                  colon > word.startIndex else { return nil }
            return (String(word[..<colon]), glasses)
        }
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
