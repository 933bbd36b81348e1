import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import PostgresNIO

/// The tables juicemaker keeps in a PostgreSQL database, all in the schema `juicemaker`, and the marks
/// that say the schema is ours and how old it is (`juicemaker.meta`: `application` = `juicemaker`,
/// `schema_version`).
///
/// A schema owned by a role we are not a member of, or holding anything we did not make (a trigger,
/// rule, policy, function, view, type), is refused before anything in it is read or run; one that
/// holds tables without our marks, or marks of a newer version, is refused before anything is
/// written. Setting up and migrating run in one transaction under an advisory lock, so
/// registers starting together set the schema up once.
enum PostgresSchema {
    /// The newest schema this build knows; `migrations[v - 1]` brings a database from v - 1 to v.
    static let version = 5

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
        // 2: one round trip a change (`juicemaker.apply_change`); stands remember the menu they were
        // seeded for and the id of a copy (`state copy`) written into them; the version in the
        // schema's comment, read from the catalog before the schema is trusted.
        // (The function of versions 2 and 3 is made by step 4 now, in its latest form.)
        [
            "ALTER TABLE juicemaker.stands ADD COLUMN menu_hash text, ADD COLUMN copy_id uuid",
            "COMMENT ON SCHEMA juicemaker IS '\(commentPrefix)2'",
        ],
        // 3: every change notifies `juicemaker_changes` (`LISTEN`ed to by `juicemaker serve`).
        [
            "COMMENT ON SCHEMA juicemaker IS '\(commentPrefix)3'",
        ],
        // 4: a stand remembers every fruit it was ever stocked with (`seeded`), so that a stock row
        // deleted by hand is an error rather than seeded again; the function checks the stand's
        // rows before it changes them (`damaged`).
        [
            "ALTER TABLE juicemaker.stands ADD COLUMN seeded text[] NOT NULL DEFAULT '{}'",
            """
            UPDATE juicemaker.stands st SET seeded = ARRAY(
                SELECT s.fruit_id FROM juicemaker.stock s WHERE s.stand OPERATOR(pg_catalog.=) st.stand ORDER BY s.fruit_id)
            """,
            "COMMENT ON SCHEMA juicemaker IS '\(commentPrefix)4'",
        ],
        // 5: what the money needs: an order's juices at the price each sold for, and refused
        // orders as `lost` entries with their short fruits, in columns of the entry's row
        // (`JournalColumns`), the currency beside them; an index on time (a unique constraint, so
        // that the trust check knows it as ours) for reports of a day. Orders journaled before get
        // their juices back from their description (`mango-kiwi:2`), without a price.
        // (The function of versions 2 to 4 is dropped and made here, in its latest form.)
        [
            "ALTER TABLE juicemaker.journal DROP CONSTRAINT journal_kind_check",
            """
            ALTER TABLE juicemaker.journal
                ADD CONSTRAINT journal_kind_check
                    CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo', 'restock', 'lost')),
                ADD COLUMN currency text,
                ADD COLUMN sales text,
                ADD COLUMN short text,
                ADD CONSTRAINT journal_time_key UNIQUE (stand, time_ms, id)
            """,
            """
            UPDATE juicemaker.journal j SET sales = (
                SELECT pg_catalog.json_agg(pg_catalog.json_build_array(pg_catalog.split_part(w.word, ':', 1),
                                                                       pg_catalog.split_part(w.word, ':', 2)::bigint, NULL)
                                           ORDER BY w.n)::text
                  FROM pg_catalog.regexp_split_to_table(j.description, ' ') WITH ORDINALITY AS w(word, n)
                 WHERE w.word OPERATOR(pg_catalog.~) '^[^: ]+:[0-9]{1,9}$')
             WHERE j.kind OPERATOR(pg_catalog.=) 'order'
            """,
            PostgresChangeFunction.dropIfExists,
            PostgresChangeFunction.create,
            "COMMENT ON SCHEMA juicemaker IS '\(commentPrefix)5'",
        ],
    ]

    /// What the database holds under the name `juicemaker`.
    enum Finding: Equatable {
        /// No schema, or an empty one owned by us: ours to set up.
        case blank
        /// Our schema at this version.
        case ours(version: Int)
    }

    /// The tables of the newest schema; nothing else of kind table may be in the schema.
    static let tables = ["meta", "stands", "stock", "journal", "journal_delta"]

    /// What the schema's comment says from version 2 on (`juicemaker stock schema 2`): read from the
    /// catalog, so that the version is known before anything in the schema is touched.
    static let commentPrefix = "juicemaker stock schema "

    /// Reads the marks, and whether the schema can be trusted, from the catalog alone: nothing in
    /// the schema is read or run until it is known to be owned by the connecting role (or a role it
    /// belongs to) and to hold only our tables and their indexes, owned likewise, with no trigger,
    /// rule, policy, row-level security, function, operator or type of anyone else's. A schema of
    /// version 1 (no comment yet) has its marks read from `juicemaker.meta` after that check.
    ///
    /// - Returns: `.blank` for no schema or an empty one we own; `.ours` with the version.
    /// - Throws: `StateError.untrustedSchema`, `.foreignSchema` or `.newerSchema`; the connection's errors.
    ///
    /// With `connector`, a server that stops answering and takes no new connection fails the check
    /// at once (`runWatched`), not at the query deadline.
    static func inspect(_ connection: PostgresConnection, logger: Logger, location: String,
                        watchedBy connector: PostgresConnector? = nil) async throws -> Finding {
        let query = trustQuery(tables: tables, body: PostgresChangeFunction.body, earlierDigests: PostgresChangeFunction.earlierDigests)
        let rows = if let connector {
            try await connection.runWatched(query, by: connector).rows
        } else {
            try await connection.run(query, logger: logger).rows
        }
        guard let row = rows.first else { return .blank }
        let (hasSchema, owner, owned, relations, found, hasMeta, comment, currentFunction, missing) =
            try row.decode((Bool, String?, Bool, Int, [String], Bool, String?, Bool, [String]).self)
        let problems = found
        guard hasSchema else { return .blank }
        guard owned else {
            throw StateError.untrustedSchema(
                location: location,
                detail: "it is owned by role '\((owner ?? "?").terminalSafe)', which the connecting role is not a member of")
        }
        guard relations > 0 else {
            try refuse(problems, location: location)
            return .blank
        }
        try refuse(problems, location: location)
        guard hasMeta else { throw StateError.foreignSchema(location: location) }
        if let comment, comment.hasPrefix(commentPrefix) {
            guard let found = Int(comment.dropFirst(commentPrefix.count)), found >= 1 else {
                throw StateError.foreignSchema(location: location)
            }
            guard found <= version else { throw StateError.newerSchema(location: location, found: found, supported: version) }
            try refuse(missing.compactMap { PostgresSchemaShape.missing($0, at: found) }, location: location)
            // An earlier version's function is trusted only to be replaced by the migration.
            if found == version, !currentFunction {
                try refuse(["a function 'apply_change' of another version than the schema's"], location: location)
            }
            return .ours(version: found)
        }
        let marks = try await connection.run("SELECT key, value FROM juicemaker.meta WHERE key IN ('application', 'schema_version')",
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
        try refuse(missing.compactMap { PostgresSchemaShape.missing($0, at: found) }, location: location)
        return .ours(version: found)
    }

    /// Throws `untrustedSchema` naming the first problem, if any.
    private static func refuse(_ problems: [String], location: String) throws {
        guard let problem = problems.first else { return }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        throw StateError.untrustedSchema(location: location, detail: "it holds \(problem.terminalSafe)\(more)")
    }

    /// One catalog query: whether the schema exists, its owner and whether we may act as it (the
    /// connecting role or a role it is granted, directly or through others: a superuser is not
    /// taken to be every role, since a superuser running someone else's trigger is the danger), how many
    /// relations it has, what in it is not ours (as words for a message), whether `meta` is a
    /// table, and the schema's comment. Every name is schema-qualified with `pg_catalog`, and the
    /// session's `search_path` is `pg_catalog, pg_temp` (`PostgresConnector.startupParameters`), so
    /// no operator or function planted in another schema can stand in for a built-in one.
    ///
    /// What is not ours includes anything that could carry someone else's code into our tables: the
    /// tables must be exactly as we made them (`PostgresSchemaShape`: columns with their types,
    /// collations and `NOT NULL`, constraints by definition, defaults, no other index, no generated
    /// column, no inheritance or partitioning, heap storage), and our function exactly as made (its
    /// body, language, volatility, strictness, argument types and settings). An exact shape is both
    /// stronger and cheaper than following every expression's dependencies, which this query did
    /// before (about 8 ms of a fresh session's time, now spent on the shape instead).
    /// Our function is trusted with this version's `body`, or a body with one of `earlierDigests`
    /// (SHA-256, so that a database of an earlier version can be migrated; `sha256()` is
    /// PostgreSQL 11's).
    static func trustQuery(tables: [String], body: String, earlierDigests: [String]) -> PostgresQuery {
        let shape = PostgresSchemaShape.self
        let constraintTables = shape.constraints.map(\.table), constraintNames = shape.constraints.map(\.name)
        let constraintDefinitions = shape.constraints.map(\.definition)
        let constraintSince = shape.constraints.map(\.since), constraintUntil = shape.constraints.map { min($0.until, 1_000_000) }
        let defaultTables = shape.defaults.map(\.table), defaultColumns = shape.defaults.map(\.column)
        let defaultExpressions = shape.defaults.map(\.expression)
        let columnTables = shape.columns.map(\.table), columnNames = shape.columns.map(\.name)
        let columnTypes = shape.columns.map(\.type), columnNotNull = shape.columns.map(\.notNull)
        let columnSince = shape.columns.map(\.since)
        return """
        WITH RECURSIVE mine(oid) AS (
            SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user
            UNION
            SELECT m.roleid FROM pg_catalog.pg_auth_members m JOIN mine ON m.member = mine.oid
        ), ns AS (
            SELECT oid, nspowner FROM pg_catalog.pg_namespace WHERE nspname = 'juicemaker'
        ), rels AS (
            SELECT c.oid, c.relname::text AS relname, c.relkind, c.relowner, c.relrowsecurity, c.relam, c.reloptions
            FROM pg_catalog.pg_class c JOIN ns ON c.relnamespace = ns.oid
        ), cat AS (
            SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog'
        ), allowed AS (
            SELECT * FROM unnest(\(constraintTables)::text[], \(constraintNames)::text[],
                                            \(constraintDefinitions)::text[], \(constraintSince)::bigint[],
                                            \(constraintUntil)::bigint[]) AS a(t, c, d, v, u)
        ), defaults AS (
            SELECT * FROM unnest(\(defaultTables)::text[], \(defaultColumns)::text[],
                                            \(defaultExpressions)::text[]) AS a(t, c, e)
        ), expected AS (
            SELECT * FROM unnest(\(columnTables)::text[], \(columnNames)::text[], \(columnTypes)::text[],
                                            \(columnNotNull)::boolean[], \(columnSince)::bigint[]) AS e(t, c, ty, nn, v)
        ), marked AS (
            -- The shape is checked on a schema that says it is ours (a `meta` table); one that
            -- does not is refused as foreign without it.
            SELECT EXISTS (SELECT 1 FROM rels WHERE relname = 'meta' AND relkind = 'r') AS ours
        ), cons AS (
            SELECT r.relname, c.conname::text AS conname, c.conindid, pg_catalog.pg_get_constraintdef(c.oid) AS def
            FROM pg_catalog.pg_constraint c JOIN rels r ON c.conrelid = r.oid WHERE (SELECT ours FROM marked)
        )
        SELECT
            EXISTS (SELECT 1 FROM ns),
            (SELECT pg_catalog.pg_get_userbyid(nspowner)::text FROM ns),
            coalesce((SELECT nspowner IN (SELECT oid FROM mine) FROM ns), true),
            (SELECT count(*)::bigint FROM rels),
            ARRAY(
                SELECT 'a ' || CASE relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view'
                                            WHEN 'S' THEN 'sequence' WHEN 'f' THEN 'foreign table'
                                            WHEN 'p' THEN 'partitioned table' ELSE 'relation' END
                       || ' ''' || relname || ''' that juicemaker did not make'
                FROM rels WHERE relkind NOT IN ('i', 'c', 't') AND NOT (relkind = 'r' AND relname = ANY(\(tables)))
                UNION ALL
                SELECT '''' || relname || ''' owned by role ''' || pg_catalog.pg_get_userbyid(relowner) || ''''
                FROM rels WHERE relowner NOT IN (SELECT oid FROM mine)
                UNION ALL
                SELECT 'a trigger ''' || t.tgname || ''' on ''' || r.relname || ''''
                FROM pg_catalog.pg_trigger t JOIN rels r ON t.tgrelid = r.oid WHERE NOT t.tgisinternal
                UNION ALL
                SELECT 'a rule ''' || w.rulename || ''' on ''' || r.relname || ''''
                FROM pg_catalog.pg_rewrite w JOIN rels r ON w.ev_class = r.oid
                UNION ALL
                SELECT 'a policy ''' || p.polname || ''' on ''' || r.relname || ''''
                FROM pg_catalog.pg_policy p JOIN rels r ON p.polrelid = r.oid
                UNION ALL
                SELECT 'row-level security on ''' || relname || '''' FROM rels WHERE relrowsecurity
                UNION ALL
                SELECT 'a function ''' || p.proname || ''' that is not juicemaker''s own'
                FROM pg_catalog.pg_proc p JOIN ns ON p.pronamespace = ns.oid
                WHERE NOT (p.proname = 'apply_change' AND (p.prosrc = \(body) OR pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p.prosrc, 'UTF8')), 'hex')
                                                          = ANY(\(earlierDigests)::text[]))
                           AND NOT p.prosecdef
                           AND p.proowner IN (SELECT oid FROM mine) AND p.prokind = 'f' AND p.provolatile = 'v'
                           AND NOT p.proisstrict AND NOT p.proretset
                           AND p.prolang = (SELECT l.oid FROM pg_catalog.pg_language l WHERE l.lanname = 'plpgsql')
                           -- Every argument and the result of types of the system catalog: a domain of
                           -- someone else's would run its check on every call.
                           AND NOT EXISTS (
                               SELECT 1 FROM pg_catalog.unnest(coalesce(p.proallargtypes, p.proargtypes::pg_catalog.oid[])
                                                               || p.prorettype) AS a(t)
                               JOIN pg_catalog.pg_type y ON y.oid = a.t WHERE y.typnamespace <> (SELECT oid FROM cat)))
                UNION ALL
                SELECT 'a table ''' || c.relname || ''' that inherits from ''' || r.relname || ''''
                FROM pg_catalog.pg_inherits i JOIN rels r ON i.inhparent = r.oid JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid
                UNION ALL
                SELECT '''' || r.relname || ''' as a child or partition of ''' || c.relname || ''''
                FROM pg_catalog.pg_inherits i JOIN rels r ON i.inhrelid = r.oid JOIN pg_catalog.pg_class c ON c.oid = i.inhparent
                UNION ALL
                SELECT 'statistics ''' || x.stxname || ''' on ''' || r.relname || ''''
                FROM pg_catalog.pg_statistic_ext x JOIN rels r ON x.stxrelid = r.oid
                UNION ALL
                SELECT '''' || relname || ''' in an access method other than heap'
                FROM rels WHERE relkind = 'r' AND relam <> (SELECT a.oid FROM pg_catalog.pg_am a WHERE a.amname = 'heap')
                UNION ALL
                SELECT '''' || relname || ''' as a user catalog table'
                FROM rels WHERE relkind = 'r' AND 'user_catalog_table=true' = ANY(coalesce(reloptions, '{}'))
                UNION ALL
                SELECT 'a column ''' || r.relname || '.' || t.attname || ''' of collation '
                       || pg_catalog.quote_ident(l.collname) || ' from outside pg_catalog'
                FROM pg_catalog.pg_attribute t JOIN rels r ON t.attrelid = r.oid
                JOIN pg_catalog.pg_collation l ON l.oid = t.attcollation
                WHERE t.attnum > 0 AND NOT t.attisdropped AND l.collnamespace <> (SELECT oid FROM cat)
                UNION ALL
                SELECT 'settings on function ''' || p.proname || ''' that juicemaker did not give it ('
                       || pg_catalog.array_to_string(p.proconfig, ', ') || ')'
                FROM pg_catalog.pg_proc p JOIN ns ON p.pronamespace = ns.oid
                WHERE p.proname = 'apply_change' AND p.proconfig IS DISTINCT FROM ARRAY[\(PostgresChangeFunction.setting)]::text[]
                UNION ALL
                SELECT 'a column ''' || r.relname || '.' || t.attname || ''' that juicemaker did not make'
                FROM pg_catalog.pg_attribute t JOIN rels r ON t.attrelid = r.oid
                WHERE (SELECT ours FROM marked) AND r.relkind = 'r' AND t.attnum > 0 AND NOT t.attisdropped
                  AND NOT EXISTS (SELECT 1 FROM expected e WHERE e.t = r.relname AND e.c = t.attname)
                UNION ALL
                SELECT 'a constraint ''' || conname || ''' on ''' || relname || ''' that juicemaker did not make'
                FROM cons WHERE NOT EXISTS (SELECT 1 FROM allowed a WHERE a.t = relname AND a.c = conname AND a.d = def)

                UNION ALL
                SELECT 'a default on ''' || r.relname || '.' || t.attname || ''' that juicemaker did not make'
                FROM pg_catalog.pg_attrdef d JOIN rels r ON d.adrelid = r.oid
                JOIN pg_catalog.pg_attribute t ON t.attrelid = d.adrelid AND t.attnum = d.adnum
                WHERE (SELECT ours FROM marked) AND NOT EXISTS (SELECT 1 FROM defaults f WHERE f.t = r.relname AND f.c = t.attname
                                  AND f.e = pg_catalog.pg_get_expr(d.adbin, d.adrelid))
                UNION ALL
                SELECT 'a generated column ''' || r.relname || '.' || t.attname || ''''
                FROM pg_catalog.pg_attribute t JOIN rels r ON t.attrelid = r.oid
                WHERE (SELECT ours FROM marked) AND t.attgenerated <> '' AND NOT t.attisdropped
                UNION ALL
                SELECT 'an index ''' || x.relname || ''' that juicemaker did not make'
                FROM pg_catalog.pg_index i JOIN rels x ON x.oid = i.indexrelid
                WHERE (SELECT ours FROM marked) AND NOT EXISTS (SELECT 1 FROM cons WHERE conindid = i.indexrelid)
                UNION ALL
                SELECT 'a column ''' || e.t || '.' || e.c || ''' of type '
                       || pg_catalog.format_type(t.atttypid, t.atttypmod) || CASE WHEN t.attnotnull THEN ' NOT NULL' ELSE '' END
                       || ', where juicemaker made ' || e.ty || CASE WHEN e.nn THEN ' NOT NULL' ELSE '' END
                FROM expected e JOIN rels r ON r.relname = e.t AND r.relkind = 'r'
                JOIN pg_catalog.pg_attribute t ON t.attrelid = r.oid AND t.attname = e.c AND NOT t.attisdropped
                WHERE (SELECT ours FROM marked) AND (pg_catalog.format_type(t.atttypid, t.atttypmod) <> e.ty OR t.attnotnull <> e.nn)
                UNION ALL
                SELECT 'an operator ''' || o.oprname || ''''
                FROM pg_catalog.pg_operator o JOIN ns ON o.oprnamespace = ns.oid
                UNION ALL
                SELECT 'a type ''' || t.typname || ''''
                FROM pg_catalog.pg_type t JOIN ns ON t.typnamespace = ns.oid
                WHERE t.typrelid = 0 AND NOT EXISTS (
                    SELECT 1 FROM pg_catalog.pg_type e WHERE e.oid = t.typelem AND e.typrelid <> 0)
            ),
            EXISTS (SELECT 1 FROM rels WHERE relname = 'meta' AND relkind = 'r'),
            (SELECT pg_catalog.obj_description(oid, 'pg_namespace') FROM ns),
            coalesce((SELECT bool_and(p.prosrc = \(body)) FROM pg_catalog.pg_proc p JOIN ns ON p.pronamespace = ns.oid
                      WHERE p.proname = 'apply_change'), false),
            ARRAY(
                SELECT e.t || '.' || e.c || '@' || e.v FROM expected e
                WHERE (SELECT ours FROM marked) AND EXISTS (SELECT 1 FROM rels r WHERE r.relname = e.t AND r.relkind = 'r')
                  AND NOT EXISTS (SELECT 1 FROM rels r JOIN pg_catalog.pg_attribute t ON t.attrelid = r.oid
                                  WHERE r.relname = e.t AND t.attname = e.c AND NOT t.attisdropped)
                UNION ALL
                SELECT 'constraint:' || a.t || ':' || a.c || '@' || a.v || ':' || a.u
                FROM allowed a WHERE (SELECT ours FROM marked) AND EXISTS (SELECT 1 FROM rels r WHERE r.relname = a.t AND r.relkind = 'r')
                    AND NOT EXISTS (SELECT 1 FROM cons WHERE relname = a.t AND conname = a.c AND def = a.d)
                UNION ALL
                SELECT e.t || '@' || min(e.v) FROM expected e
                WHERE (SELECT ours FROM marked) AND NOT EXISTS (SELECT 1 FROM rels r WHERE r.relname = e.t AND r.relkind = 'r')
                GROUP BY e.t
            )
        """
    }

    /// Sets the schema up or brings it to `version`, in one transaction under the setup lock; decides
    /// again under the lock, since another register may have done it meanwhile.
    static func migrate(_ connection: PostgresConnection, logger: Logger, location: String) async throws {
        try await connection.run("BEGIN", logger: logger)
        do {
            try await connection.run("SELECT pg_advisory_xact_lock(\(setupLockKey))", logger: logger)
            // Setting up runs DDL, on which an event trigger of anyone's would fire as us.
            let triggers = try await connection.run("""
                SELECT e.evtname::text, pg_catalog.pg_get_userbyid(e.evtowner)::text, e.evtevent::text
                FROM pg_catalog.pg_event_trigger e WHERE e.evtenabled OPERATOR(pg_catalog.<>) 'D' ORDER BY 1
                """, logger: logger).rows
            if let first = triggers.first {
                let (name, owner, event) = try first.decode((String, String, String).self)
                let more = triggers.count > 1 ? " (and \(triggers.count - 1) more)" : ""
                throw StateError.eventTrigger(
                    location: location,
                    detail: "an event trigger '\(name.terminalSafe)' of role '\(owner.terminalSafe)' on \(event)\(more)")
            }
            let start: Int
            switch try await inspect(connection, logger: logger, location: location) {
            case .blank:
                try await connection.run("CREATE SCHEMA IF NOT EXISTS juicemaker", logger: logger)
                start = 0
            case .ours(let found):
                start = found
            }
            if start < version {
                for step in migrations[start...] {
                    for statement in step {
                        try await connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                }
                try await connection.run("""
                    INSERT INTO juicemaker.meta (key, value) VALUES ('schema_version', \(String(version)))
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """, logger: logger)
            }
            try await connection.run("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.run("ROLLBACK", logger: logger)
            throw error
        }
    }
}
