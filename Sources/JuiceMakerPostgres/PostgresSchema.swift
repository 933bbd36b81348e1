import JuiceMakerKit
import Logging
import PostgresNIO

/// The tables juicemaker keeps in a PostgreSQL database, all in the schema `juicemaker`, and the marks
/// that say the schema is ours and how old it is (`juicemaker.meta`: `application` = `juicemaker`,
/// `schema_version`).
///
/// A schema that holds tables without those marks, or marks of a newer version, is refused before
/// anything is written. Setting up and migrating run in one transaction under an advisory lock, so
/// registers starting together set the schema up once.
enum PostgresSchema {
    /// The newest schema this build knows; `migrations[v - 1]` brings a database from v - 1 to v.
    static let version = 1

    /// The key of the transaction-scoped advisory lock that setting up takes ("JMKR").
    static let setupLockKey: Int64 = 0x4A4D_4B52

    /// Stands with the id of their newest journal entry (every change takes the stand's row lock
    /// first, so a stand's changes commit one at a time and ids follow commit order); stock per stand
    /// and fruit; the journal, whose `change_id` lets a client that lost its connection during COMMIT
    /// find out whether its change was made.
    static let migrations: [[String]] = [
        [
            "CREATE TABLE juicemaker.meta (key text PRIMARY KEY, value text NOT NULL)",
            "CREATE TABLE juicemaker.stands (stand text PRIMARY KEY, last_entry bigint NOT NULL DEFAULT 0)",
            """
            CREATE TABLE juicemaker.stock (
                stand text NOT NULL,
                fruit_id text NOT NULL,
                count bigint NOT NULL CHECK (count >= 0),
                PRIMARY KEY (stand, fruit_id)
            )
            """,
            """
            CREATE TABLE juicemaker.journal (
                stand text NOT NULL,
                id bigint NOT NULL,
                time_ms bigint NOT NULL,
                kind text NOT NULL CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo', 'restock')),
                description text NOT NULL,
                undone_by bigint,
                undoes bigint,
                change_id uuid UNIQUE,
                PRIMARY KEY (stand, id)
            )
            """,
            """
            CREATE TABLE juicemaker.journal_delta (
                stand text NOT NULL,
                entry_id bigint NOT NULL,
                position integer NOT NULL,
                fruit_id text NOT NULL,
                delta bigint NOT NULL,
                PRIMARY KEY (stand, entry_id, position)
            )
            """,
            "INSERT INTO juicemaker.meta (key, value) VALUES ('application', 'juicemaker')",
        ],
    ]

    /// What the database holds under the name `juicemaker`.
    enum Finding: Equatable {
        /// No schema, or an empty one: ours to set up.
        case blank
        /// Our schema at this version.
        case ours(version: Int)
    }

    /// Reads the marks in one round trip.
    ///
    /// - Throws: `StateError.foreignSchema` or `.newerSchema`; the connection's errors.
    static func inspect(_ connection: PostgresConnection, logger: Logger, location: String) throws -> Finding {
        let rows = try connection.run("""
            SELECT to_regnamespace('juicemaker') IS NOT NULL,
                   (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = 'juicemaker'),
                   to_regclass('juicemaker.meta') IS NOT NULL
            """, logger: logger).rows
        guard let row = rows.first else { return .blank }
        let (hasSchema, relations, hasMeta) = try row.decode((Bool, Int, Bool).self)
        guard hasSchema, relations > 0 else { return .blank }
        guard hasMeta else { throw StateError.foreignSchema(location: location) }
        let marks = try connection.run("SELECT key, value FROM juicemaker.meta WHERE key IN ('application', 'schema_version')",
                                         logger: logger).rows
        var values: [String: String] = [:]
        for mark in marks {
            let (key, value) = try mark.decode((String, String).self)
            values[key] = value
        }
        guard values["application"] == "juicemaker", let text = values["schema_version"], let found = Int(text), found >= 1 else {
            throw StateError.foreignSchema(location: location)
        }
        guard found <= version else { throw StateError.newerSchema(location: location, found: found, supported: version) }
        return .ours(version: found)
    }

    /// Sets the schema up or brings it to `version`, in one transaction under the setup lock; decides
    /// again under the lock, since another register may have done it meanwhile.
    static func migrate(_ connection: PostgresConnection, logger: Logger, location: String) throws {
        try connection.run("BEGIN", logger: logger)
        do {
            try connection.run("SELECT pg_advisory_xact_lock(\(setupLockKey))", logger: logger)
            let start: Int
            switch try inspect(connection, logger: logger, location: location) {
            case .blank:
                try connection.run("CREATE SCHEMA IF NOT EXISTS juicemaker", logger: logger)
                start = 0
            case .ours(let found):
                start = found
            }
            if start < version {
                for step in migrations[start...] {
                    for statement in step {
                        try connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
                try connection.run("""
                    INSERT INTO juicemaker.meta (key, value) VALUES ('schema_version', \(String(version)))
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """, logger: logger)
            }
            try connection.run("COMMIT", logger: logger)
        } catch {
            _ = try? connection.run("ROLLBACK", logger: logger)
            throw error
        }
    }
}
