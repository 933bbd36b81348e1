import Foundation
import JuiceMakerTestSupport
import Testing

/// Mistakes and hostile databases on a real PostgreSQL server: a `juicemaker` schema that is not
/// ours is never used, a role that may not write gets a hint, a lock held too long says what
/// happened, and a server that is restarting is waited for.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres))
struct PostgresTrustTests {
    static func server() throws -> PostgresServer { try PostgresCommandTests.server() }

    /// A fresh database's name and URL.
    static func freshDatabase() throws -> (name: String, url: String) {
        let url = try PostgresCommandTests.freshDatabase()
        return (String(url.split(separator: "/").last ?? ""), url)
    }

    static func scalar(_ sql: String, database: String) throws -> String {
        try server().psql(sql, database: database).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The attack of issue 22: a role with only CREATE on the database makes a `juicemaker` schema
    /// with our marks and a trigger that would make it a superuser. Nothing of it runs.
    @Test func aSchemaMadeByAnotherRoleIsNeverUsed() async throws { try await blocking { try self.aSchemaMadeByAnotherRoleIsNeverUsedBody() } }
    func aSchemaMadeByAnotherRoleIsNeverUsedBody() throws {
        let (name, url) = try Self.freshDatabase()
        let role = "mallory_" + name
        _ = try Self.server().psql("""
            CREATE ROLE \(role) LOGIN; GRANT CREATE ON DATABASE \(name) TO \(role);
            SET ROLE \(role);
            CREATE SCHEMA juicemaker;
            CREATE TABLE juicemaker.meta (key text PRIMARY KEY, value text NOT NULL);
            INSERT INTO juicemaker.meta VALUES ('application', 'juicemaker'), ('schema_version', '1');
            CREATE TABLE juicemaker.stands (stand text PRIMARY KEY, last_entry bigint NOT NULL DEFAULT 0);
            CREATE TABLE juicemaker.stock (stand text, fruit_id text, count bigint, PRIMARY KEY (stand, fruit_id));
            CREATE TABLE juicemaker.journal (stand text, id bigint, time_ms bigint, kind text, description text,
                undone_by bigint, undoes bigint, change_id uuid UNIQUE, PRIMARY KEY (stand, id));
            CREATE TABLE juicemaker.journal_delta (stand text, entry_id bigint, position integer, fruit_id text,
                delta bigint, PRIMARY KEY (stand, entry_id, position));
            CREATE FUNCTION juicemaker.escalate() RETURNS trigger LANGUAGE plpgsql AS
                $$ BEGIN EXECUTE 'ALTER ROLE \(role) SUPERUSER'; RETURN NEW; END $$;
            CREATE TRIGGER escalate AFTER INSERT ON juicemaker.journal FOR EACH ROW EXECUTE FUNCTION juicemaker.escalate();
            """, database: name)
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        for words in [["order", "banana"], ["stock"], ["stock", "add", "kiwi", "1"]] {
            let result = try PostgresCommandTests.run(words, in: dir, state: url)
            #expect(result.exitCode == 4, "\(words): \(result.stderr)")
            #expect(result.stderr.contains("has a 'juicemaker' schema that juicemaker cannot trust: it is owned by role '\(role)'"),
                    "\(result.stderr)")
        }
        #expect(try Self.scalar("SELECT rolsuper FROM pg_roles WHERE rolname = '\(role)'", database: name) == "f")
        #expect(try Self.scalar("SELECT count(*) FROM juicemaker.journal", database: name) == "0")
        #expect(try Self.scalar("SELECT count(*) FROM juicemaker.stock", database: name) == "0")
    }

    /// An empty schema of another role is not adopted either.
    @Test func anEmptySchemaOfAnotherRoleIsNotAdopted() async throws { try await blocking { try self.anEmptySchemaOfAnotherRoleIsNotAdoptedBody() } }
    func anEmptySchemaOfAnotherRoleIsNotAdoptedBody() throws {
        let (name, url) = try Self.freshDatabase()
        let role = "other_" + name
        _ = try Self.server().psql("CREATE ROLE \(role); CREATE SCHEMA juicemaker AUTHORIZATION \(role);", database: name)
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("it is owned by role '\(role)'"))
        #expect(try Self.scalar("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'juicemaker'",
                                database: name) == "0")
    }

    /// Our own schema with something added to it (a trigger, a function, a view) is refused, naming it.
    @Test(arguments: [
        ("CREATE FUNCTION juicemaker.f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$; "
            + "CREATE TRIGGER spy BEFORE UPDATE ON juicemaker.stock FOR EACH ROW EXECUTE FUNCTION juicemaker.f();",
         "a trigger 'spy' on 'stock'"),
        ("CREATE VIEW juicemaker.sales AS SELECT 1 AS one;", "a view 'sales' that juicemaker did not make"),
        ("CREATE RULE keep AS ON DELETE TO juicemaker.journal DO INSTEAD NOTHING;", "a rule 'keep' on 'journal'"),
        ("ALTER TABLE juicemaker.stock ENABLE ROW LEVEL SECURITY;", "row-level security on 'stock'"),
    ])
    func somethingAddedToOurSchemaIsNamed(_ sql: String, named: String) throws {
        let (name, url) = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        _ = try Self.server().psql(sql, database: name)
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("cannot trust: it holds \(named)"), "\(result.stderr)")
        #expect(try Self.scalar("SELECT count FROM juicemaker.stock WHERE fruit_id = 'banana'", database: name) == "8")
    }

    /// What every plant below calls: `public.ran()` and `public.ran_text(text)` take a number from
    /// `public.ran_seq`, so the sequence standing still is the proof that no planted code ran.
    static let sideEffect = """
        CREATE SEQUENCE public.ran_seq;
        CREATE FUNCTION public.ran() RETURNS boolean LANGUAGE plpgsql IMMUTABLE
            AS $$ BEGIN PERFORM pg_catalog.nextval('public.ran_seq'); RETURN true; END $$;
        CREATE FUNCTION public.ran_text(text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE
            AS $$ BEGIN PERFORM pg_catalog.nextval('public.ran_seq'); RETURN true; END $$;
        """

    /// How often the planted code has run so far.
    static func runs(_ database: String) throws -> String {
        try scalar("SELECT last_value::text || ':' || is_called::text FROM public.ran_seq", database: database)
    }

    /// Issue 44: operators and an aggregate planted in the connecting role's own schema (`$user`,
    /// here `postgres`) and in `public`, exact matches for what the catalog check and `history`
    /// use (`oid = integer`, `array_agg(text)`), are never chosen: every session's `search_path`
    /// is `pg_catalog, pg_temp`. The commands work, and the planted code never runs.
    @Test(arguments: ["postgres", "public"])
    func operatorsPlantedInAnotherSchemaNeverRun(schema: String) throws {
        let (name, url) = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        _ = try Self.server().psql(Self.sideEffect + """
            CREATE SCHEMA IF NOT EXISTS \(schema);
            CREATE FUNCTION \(schema).spy_eq(oid, integer) RETURNS boolean LANGUAGE plpgsql
                AS $$ BEGIN PERFORM pg_catalog.nextval('public.ran_seq'); RETURN $1::bigint OPERATOR(pg_catalog.=) $2::bigint; END $$;
            CREATE FUNCTION \(schema).spy_ne(oid, integer) RETURNS boolean LANGUAGE plpgsql
                AS $$ BEGIN PERFORM pg_catalog.nextval('public.ran_seq'); RETURN $1::bigint OPERATOR(pg_catalog.<>) $2::bigint; END $$;
            CREATE OPERATOR \(schema).= (LEFTARG = oid, RIGHTARG = integer, FUNCTION = \(schema).spy_eq);
            CREATE OPERATOR \(schema).<> (LEFTARG = oid, RIGHTARG = integer, FUNCTION = \(schema).spy_ne);
            CREATE FUNCTION \(schema).spy_add(text[], text) RETURNS text[] LANGUAGE plpgsql
                AS $$ BEGIN PERFORM pg_catalog.nextval('public.ran_seq'); RETURN $1 OPERATOR(pg_catalog.||) $2; END $$;
            CREATE AGGREGATE \(schema).array_agg(text) (SFUNC = \(schema).spy_add, STYPE = text[]);
            """, database: name)
        let before = try Self.runs(name)
        for words in [["order", "banana"], ["stock"], ["history"], ["stock", "add", "kiwi", "1"], ["undo"]] {
            let result = try PostgresCommandTests.run(words, in: dir, state: url)
            #expect(result.exitCode == 0, "\(words): \(result.stderr)")
        }
        #expect(try Self.runs(name) == before, "planted code ran")
        #expect(try Self.scalar("SELECT count FROM juicemaker.stock WHERE fruit_id = 'banana'", database: name) == "6")
    }

    /// Issue 44: code a role granted to the register could put in our own tables, each refused by
    /// the check before anything is read or written, naming it; the planted code never runs.
    @Test(arguments: [
        ("ALTER TABLE juicemaker.stock ADD CONSTRAINT spy CHECK (public.ran()) NOT VALID;",
         "a constraint 'spy' on 'stock' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.journal ALTER COLUMN description SET DEFAULT (public.ran()::text);",
         "a default on 'journal.description' that juicemaker did not make"),
        ("CREATE INDEX spy ON juicemaker.stock ((public.ran_text(fruit_id)));",
         "an index 'spy' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.stock ADD COLUMN spy boolean GENERATED ALWAYS AS (public.ran_text(fruit_id)) STORED;",
         "a column 'stock.spy' that juicemaker did not make"),
        ("CREATE DOMAIN public.spy_text AS text CHECK (public.ran_text(VALUE)); "
            + "ALTER TABLE juicemaker.journal ALTER COLUMN description TYPE public.spy_text;",
         "a column 'journal.description' of type public.spy_text NOT NULL, where juicemaker made text NOT NULL"),
        ("ALTER FUNCTION juicemaker.apply_change SET search_path = public, pg_catalog;",
         "settings on function 'apply_change' that juicemaker did not give it (search_path=public, pg_catalog)"),
        // Tried again by someone else: code that calls only pg_catalog, and shapes the store's
        // statements cannot read. Our tables must be exactly as we made them.
        ("ALTER TABLE juicemaker.journal ADD CONSTRAINT sp CHECK "
            + "(pg_catalog.set_config('search_path', 'public, pg_catalog', false) IS NOT NULL) NOT VALID;",
         "a constraint 'sp' on 'journal' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.stands ALTER COLUMN last_entry SET DEFAULT pg_catalog.nextval('public.ran_seq');",
         "a default on 'stands.last_entry' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.journal ADD COLUMN spy bigint DEFAULT pg_catalog.nextval('public.ran_seq');",
         "a column 'journal.spy' that juicemaker did not make"),
        ("CREATE INDEX spy ON juicemaker.stock (count);", "an index 'spy' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.stock DROP CONSTRAINT stock_count_check;",
         "no constraint 'stock_count_check' on 'stock' (it was dropped)"),
        ("ALTER TABLE juicemaker.journal_delta DROP CONSTRAINT journal_delta_pkey;",
         "no constraint 'journal_delta_pkey' on 'journal_delta' (it was dropped)"),
        ("ALTER TABLE juicemaker.stock ALTER COLUMN count DROP NOT NULL;",
         "a column 'stock.count' of type bigint, where juicemaker made bigint NOT NULL"),
        ("ALTER TABLE juicemaker.journal ALTER COLUMN description TYPE varchar;",
         "a column 'journal.description' of type character varying NOT NULL, where juicemaker made text NOT NULL"),
        ("ALTER TABLE juicemaker.journal RENAME COLUMN description TO note;", "a column 'journal.note' that juicemaker did not make"),
        ("ALTER TABLE juicemaker.journal DROP COLUMN description;", "no column 'journal.description'"),
        ("DROP TABLE juicemaker.journal_delta;", "no table 'journal_delta'"),
        // The second round: what hangs on our tables without being a constraint.
        ("CREATE TABLE public.kids () INHERITS (juicemaker.stands);", "a table 'kids' that inherits from 'stands'"),
        ("CREATE TABLE public.pstock (LIKE juicemaker.stock) PARTITION BY LIST (stand); "
            + "ALTER TABLE public.pstock ATTACH PARTITION juicemaker.stock DEFAULT;",
         "'stock' as a child or partition of 'pstock'"),
        ("ALTER FUNCTION juicemaker.apply_change STRICT;", "a function 'apply_change' that is not juicemaker's own"),
        ("CREATE STATISTICS public.st ON stand, fruit_id FROM juicemaker.stock;", "statistics 'st' on 'stock'"),
        ("CREATE COLLATION public.c2 FROM \"C\"; ALTER TABLE juicemaker.stands ALTER COLUMN menu_hash TYPE text COLLATE public.c2;",
         "a column 'stands.menu_hash' of collation c2 from outside pg_catalog"),
        ("CREATE ACCESS METHOD spyheap TYPE TABLE HANDLER heap_tableam_handler; "
            + "ALTER TABLE juicemaker.stock SET ACCESS METHOD spyheap;",
         "'stock' in an access method other than heap"),
        ("ALTER TABLE juicemaker.stock SET (user_catalog_table = true);", "'stock' as a user catalog table"),
    ])
    func codePlantedInOurTablesIsRefusedAndNeverRuns(_ plant: String, named: String) throws {
        let (name, url) = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        _ = try Self.server().psql(Self.sideEffect + plant, database: name)
        // Planting may run the code once on the rows already there (an index, a generated column).
        let before = try Self.runs(name)
        for words in [["order", "banana"], ["stock"], ["history"]] {
            let result = try PostgresCommandTests.run(words, in: dir, state: url)
            #expect(result.exitCode == 4, "\(words): \(result.stderr)")
            #expect(result.stderr.contains("cannot trust: it holds \(named)"), "\(result.stderr)")
        }
        #expect(try Self.runs(name) == before, "planted code ran")
        #expect(try Self.scalar("SELECT count FROM juicemaker.stock WHERE fruit_id = 'banana'", database: name) == "8")
    }

    /// A role that may read but not write gets the reason and what to do, not a bare SQLSTATE; a
    /// role that is not a member of the schema's owner is not let in at all.
    @Test func aReadOnlyRoleIsToldWhatItLacks() async throws { try await blocking { try self.aReadOnlyRoleIsToldWhatItLacksBody() } }
    func aReadOnlyRoleIsToldWhatItLacksBody() throws {
        let (name, url) = try Self.freshDatabase()
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        let member = "member_" + name
        let stranger = "stranger_" + name
        _ = try server.psql("""
            CREATE ROLE \(member) LOGIN PASSWORD 'readonly' NOINHERIT; GRANT postgres TO \(member);
            CREATE ROLE \(stranger) LOGIN PASSWORD 'readonly';
            GRANT USAGE ON SCHEMA juicemaker TO \(member), \(stranger);
            GRANT SELECT ON ALL TABLES IN SCHEMA juicemaker TO \(member), \(stranger);
            """, database: name)
        let memberURL = "postgresql://\(member):readonly@127.0.0.1:\(server.port)/\(name)"
        let refused = try PostgresCommandTests.run(["order", "banana"], in: dir, state: memberURL)
        #expect(refused.exitCode == 4)
        #expect(refused.stderr.contains("does not let this role change the stock (permission denied for table stands (42501))"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("Connect as the role that owns the 'juicemaker' schema"))
        let strangerURL = "postgresql://\(stranger):readonly@127.0.0.1:\(server.port)/\(name)"
        let strangerResult = try PostgresCommandTests.run(["stock"], in: dir, state: strangerURL)
        #expect(strangerResult.exitCode == 4)
        #expect(strangerResult.stderr.contains("it is owned by role 'postgres', which the connecting role is not a member of"))
        #expect(!(refused.stderr + strangerResult.stderr).contains("readonly"))
        #expect(try Self.scalar("SELECT count FROM juicemaker.stock WHERE fruit_id = 'banana'", database: name) == "10")
    }

    /// Another session holding the stand's row: the change gives up after the lock timeout and says
    /// who holds it in words a clerk understands.
    @Test func aLockHeldTooLongSaysAnotherRegisterHasIt() async throws { try await blocking { try self.aLockHeldTooLongSaysAnotherRegisterHasItBody() } }
    func aLockHeldTooLongSaysAnotherRegisterHasItBody() throws {
        let (name, url) = try Self.freshDatabase()
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", "psql -X -q -h \(server.socketDirectory) -p \(server.port) -U postgres -d \(name) "
            + "-c 'BEGIN' -c \"SELECT 1 FROM juicemaker.stands FOR UPDATE\" -c 'SELECT pg_sleep(9)' -c 'COMMIT' >/dev/null 2>&1"]
        try holder.run()
        defer { holder.waitUntilExit() }
        try until("the holder has the stand's row") {
            (try? server.psql("SELECT count(*) FROM pg_stat_activity WHERE datname = '\(name)' AND query LIKE '%pg_sleep(9)%' AND pid <> pg_backend_pid()"))?
                .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        }
        let started = Date()
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("Another register kept this stand's stock at"), "\(result.stderr)")
        #expect(!result.stderr.contains("stock file"))
        #expect(Date().timeIntervalSince(started) < 8)
    }

    /// A command started while the server is down comes through once the server is back within the
    /// connect timeout, instead of failing at once on "connection refused".
    @Test func connectingDuringARestartWaitsForTheServer() async throws { try await blocking { try self.connectingDuringARestartWaitsForTheServerBody() } }
    func connectingDuringARestartWaitsForTheServerBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = server.url(query: "connect_timeout=10")
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        try server.stop()
        // The server is down for a while on purpose: the order must start before it is back.
        let starter = Thread {
            Thread.sleep(forTimeInterval: 1.5)
            try? server.start()
        }
        starter.start()
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try CLIHarness.stock(in: dir, ["--state", url])["banana"] == 8)
    }

    /// A fruit renamed in the menu (`was:`) keeps its stock and journal on a server too, said once;
    /// stock of a fruit the menu no longer names is warned about after an order (from the counts the
    /// order's answer carries).
    @Test func aRenamedFruitKeepsItsStockOnAServer() async throws { try await blocking { try self.aRenamedFruitKeepsItsStockOnAServerBody() } }
    func aRenamedFruitKeepsItsStockOnAServerBody() throws {
        let (_, url) = try Self.freshDatabase()
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func menu(_ pear: String) throws {
            try Data(RenameFixtures.menuYAML(pear).utf8).write(to: dir.appendingPathComponent("recipes.yaml"))
        }
        try menu("pear: { stock: 20 }")
        #expect(try PostgresCommandTests.run(["order", "pear:2"], in: dir, state: url).exitCode == 0)
        try menu("pear-green: { stock: 30, was: pear }")
        let first = try PostgresCommandTests.run(["stock"], in: dir, state: url)
        #expect(first.exitCode == 0)
        #expect(first.stderr == "renamed fruit 'pear' to 'pear-green' (12 kept)\n", "\(first.stderr)")
        #expect(first.stdout.contains("pear-green     12"), "\(first.stdout)")
        let second = try PostgresCommandTests.run(["stock"], in: dir, state: url)
        #expect(second.stderr == "")
        #expect(try PostgresCommandTests.run(["undo"], in: dir, state: url).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir, ["--state", url]) == ["pear-green": 20, "kiwi": 10])

        try menu("apple: { stock: 5 }")
        let order = try PostgresCommandTests.run(["order", "kiwi"], in: dir, state: url)
        #expect(order.exitCode == 0)
        #expect(order.stderr.contains("holds fruits the menu no longer names: pear-green 20"), "\(order.stderr)")
        #expect(try CLIHarness.stock(in: dir, ["--state", url]) == ["apple": 5, "kiwi": 9])
    }

    /// Text read back from the database (a journal entry another program wrote) reaches the terminal
    /// with its control characters escaped, never as a live escape sequence.
    @Test func escapeSequencesFromTheDatabaseArePrintedEscaped() async throws { try await blocking { try self.escapeSequencesFromTheDatabaseArePrintedEscapedBody() } }
    func escapeSequencesFromTheDatabaseArePrintedEscapedBody() throws {
        let (name, url) = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        _ = try Self.server().psql("UPDATE juicemaker.journal SET description = E'banana\\x1b[2J\\x1b]0;pwned\\x07\\r:1'",
                                   database: name)
        let history = try PostgresCommandTests.run(["history"], in: dir, state: url)
        #expect(history.exitCode == 0)
        #expect(!history.stdout.contains("\u{1b}") && !history.stdout.contains("\u{07}") && !history.stdout.contains("\r"))
        #expect(history.stdout.contains("banana\\u{1b}[2J\\u{1b}]0;pwned\\u{7}\\u{d}:1"), "\(history.stdout)")
    }

    /// A copy whose COMMIT reached the server but whose answer was lost is settled as made by the
    /// copy's own id (restored entries carry none of their own), and says so; copying again is then
    /// refused, since the target holds the copy.
    @Test func aCopyWhoseCommitAnswerIsLostIsSettledAsMade() async throws { try await blocking { try self.aCopyWhoseCommitAnswerIsLostIsSettledAsMadeBody() } }
    func aCopyWhoseCommitAnswerIsLostIsSettledAsMadeBody() throws {
        let (_, url) = try Self.freshDatabase()
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIHarness.run(["order", "banana"], in: dir).exitCode == 0)
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        let proxy = try CommitCuttingProxy(targetPort: server.port, cut: .afterServer)
        defer { proxy.stop() }
        let viaProxy = url.replacingOccurrences(of: ":\(server.port)/", with: ":\(proxy.port)/") + "?sslmode=disable"
        let copy = try CLIHarness.run(["state", "copy", "--to", viaProxy], in: dir)
        #expect(proxy.cuts == 1)
        #expect(copy.exitCode == 0, "\(copy.stderr)")
        #expect(copy.stdout.contains("1 journal entry"))
        let history = try PostgresCommandTests.run(["history"], in: dir, state: url)
        #expect(history.stdout.contains("banana:1"))
        let again = try CLIHarness.run(["state", "copy", "--to", url], in: dir)
        #expect(again.exitCode == 4)
        #expect(again.stderr.contains("already has 1 journal entry and stock of its own (banana 8)"), "\(again.stderr)")
    }
}
