import Foundation
import JuiceMakerTestSupport
import Testing

/// A stand's rows on the server are checked, not trusted: each hand edit of issue 44 is an error
/// that names the row and the statement that repairs it (exit 4), never a reseed, a false
/// "created", or a raw SQLSTATE; and nothing changes until it is repaired.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres))
struct PostgresIntegrityTests {
    /// A stand that sold a banana juice (2 bananas) on a fresh database.
    static func stand() throws -> (dir: URL, url: String, database: String) {
        let url = try PostgresCommandTests.freshDatabase()
        let dir = try CLIHarness.makeShop()
        let made = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(made.exitCode == 0, "\(made.stderr)")
        return (dir, url, String(url.split(separator: "/").last?.split(separator: "?").first ?? ""))
    }

    static func sql(_ text: String, _ database: String) throws -> String {
        try PostgresCommandTests.server().psql(text, database: database).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The journal and stock a stand has, to show that nothing changed.
    static func rows(_ database: String) throws -> String {
        try sql("SELECT string_agg(fruit_id || '=' || count, ',' ORDER BY fruit_id) FROM juicemaker.stock; "
            + "SELECT count(*) FROM juicemaker.journal;", database)
    }

    /// Expects every command to refuse with the words given, exit 4, nothing changed.
    static func expectRefused(_ dir: URL, _ url: String, _ database: String, saying words: String,
                              commands: [[String]] = [["order", "kiwi"], ["order", "banana"], ["stock"], ["stock", "add", "banana", "1"]]) throws {
        let before = try rows(database)
        for command in commands {
            let result = try PostgresCommandTests.run(command, in: dir, state: url)
            #expect(result.exitCode == 4, "\(command): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("Stand 'main' at '") && result.stderr.contains(words), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("created stand"), "\(result.stderr)")
            let json = try PostgresCommandTests.run(command + ["--json"], in: dir, state: url)
            #expect(json.exitCode == 4 && json.stdout.contains("\"state-error\""), "\(json.stdout)")
        }
        #expect(try rows(database) == before, "nothing may change")
    }

    /// Delete a fruit's row, then add a fruit to the menu: the deleted fruit is not seeded again.
    @Test func aDeletedStockRowIsNeverSeededAgain() async throws { try await blocking { try self.aDeletedStockRowIsNeverSeededAgainBody() } }
    func aDeletedStockRowIsNeverSeededAgainBody() throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("DELETE FROM juicemaker.stock WHERE fruit_id = 'banana'", database)
        let missing = [["order", "banana"], ["order", "strawberry-banana"], ["stock"], ["stock", "add", "banana", "1"],
                       ["stock", "set", "banana", "3"], ["restock", "--apply"]]
        try Self.expectRefused(dir, url, database, saying: "the stock row of banana, which it was stocked with, is missing; "
            + "put it back with its count: INSERT INTO juicemaker.stock (stand, fruit_id, count) VALUES ('main', 'banana', COUNT)",
            commands: missing)
        // A change of other fruits is checked on the rows it touches (one round trip still), so a
        // kiwi juice is sold: its own rows are sound.
        #expect(try PostgresCommandTests.run(["order", "kiwi"], in: dir, state: url).exitCode == 0)
        // A new fruit on the menu makes the stand be seeded again: still refused.
        let menu = try String(contentsOf: dir.appendingPathComponent("recipes.yaml"), encoding: .utf8)
        try menu.replacingOccurrences(of: "fruits:\n", with: "fruits:\n  lime: { stock: 5 }\n")
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        try Self.expectRefused(dir, url, database, saying: "the stock row of banana, which it was stocked with, is missing",
                               commands: missing + [["order", "kiwi"]])
        // Repaired as the message says, the stand works again, with the new fruit seeded.
        _ = try Self.sql("INSERT INTO juicemaker.stock (stand, fruit_id, count) VALUES ('main', 'banana', 7)", database)
        let order = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(try Self.sql("SELECT count FROM juicemaker.stock WHERE fruit_id IN ('banana', 'lime') ORDER BY fruit_id", database)
            == "5\n5")
    }

    /// Delete the stand's row: refused with the repair, never a false "created" and a raw 23505.
    @Test func aDeletedStandRowIsNeverMadeAgainUnderItsJournal() async throws { try await blocking { try self.aDeletedStandRowIsNeverMadeAgainUnderItsJournalBody() } }
    func aDeletedStandRowIsNeverMadeAgainUnderItsJournalBody() throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("DELETE FROM juicemaker.stands", database)
        try Self.expectRefused(dir, url, database, saying: "its row in juicemaker.stands is missing, but its journal holds entries up to #1; "
            + "put the row back with INSERT INTO juicemaker.stands (stand, last_entry) VALUES ('main', 1)")
        #expect(try Self.sql("SELECT count(*) FROM juicemaker.stands", database) == "0")
        _ = try Self.sql("INSERT INTO juicemaker.stands (stand, last_entry) VALUES ('main', 1)", database)
        let order = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(!order.stderr.contains("created stand"))
        #expect(try Self.sql("SELECT max(id) FROM juicemaker.journal", database) == "2")
    }

    /// The stand's memory of its fruits erased with its rows: the journal still knows banana, so
    /// seeding does not start it again from the menu.
    @Test func erasedRowsAndMemoryAreNotSeededAgain() async throws { try await blocking { try self.erasedRowsAndMemoryAreNotSeededAgainBody() } }
    func erasedRowsAndMemoryAreNotSeededAgainBody() throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("UPDATE juicemaker.stands SET menu_hash = NULL, seeded = '{}'; DELETE FROM juicemaker.stock", database)
        try Self.expectRefused(dir, url, database, saying: "the stock row of banana, which it was stocked with, is missing",
                               commands: [["stock"], ["order", "kiwi"], ["order", "banana"]])
    }

    /// Journal rows edited by hand: a delta past the range is said as damage, not a raw 22003; a
    /// description with terminal escapes is shown escaped by `undo` as by `history`; a `seeded`
    /// with a NULL in it is read.
    @Test func journalEditsAreSaidInWordsAndEscaped() async throws { try await blocking { try self.journalEditsAreSaidInWordsAndEscapedBody() } }
    func journalEditsAreSaidInWordsAndEscapedBody() throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("UPDATE juicemaker.stands SET seeded = '{kiwi,kiwi,NULL}'", database)
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        _ = try Self.sql("UPDATE juicemaker.journal SET description = E'\\x1b[31mRED\\n#99 fake'", database)
        let undone = try PostgresCommandTests.run(["undo"], in: dir, state: url)
        #expect(undone.exitCode == 0, "\(undone.stderr)")
        #expect(!undone.stdout.contains("\u{1b}") && undone.stdout.contains("\\u{1b}[31mRED\\u{a}#99 fake"), "\(undone.stdout)")
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        _ = try Self.sql("UPDATE juicemaker.journal_delta SET delta = -9223372036854775807", database)
        let overflow = try PostgresCommandTests.run(["undo"], in: dir, state: url)
        #expect(overflow.exitCode == 4)
        #expect(overflow.stderr.contains("is damaged: a count or a change in its journal is out of range"), "\(overflow.stderr)")
    }

    /// A journal out of step with `last_entry`, either way.
    @Test(arguments: ["UPDATE juicemaker.stands SET last_entry = 7", "DELETE FROM juicemaker.journal"])
    func aJournalOutOfStepIsAnError(_ edit: String) throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql(edit, database)
        try Self.expectRefused(dir, url, database, saying: "but its row in juicemaker.stands says #")
    }

    /// A count past the limit is the stand's damage (exit 4), not the order's fault (exit 2).
    @Test func aCountPastTheLimitIsAnError() async throws { try await blocking { try self.aCountPastTheLimitIsAnErrorBody() } }
    func aCountPastTheLimitIsAnErrorBody() throws {
        let (dir, url, database) = try Self.stand()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("UPDATE juicemaker.stock SET count = 9223372036854775807 WHERE fruit_id = 'kiwi'", database)
        try Self.expectRefused(dir, url, database, saying: "kiwi counts 9223372036854775807, outside 0…1000000000000",
                               commands: [["order", "kiwi"], ["stock"], ["stock", "add", "kiwi", "1"]])
    }

    /// An event trigger (made by a superuser) would run during setup: setting up is refused and
    /// says which; the trigger never ran.
    @Test func anEventTriggerStopsTheSetup() async throws { try await blocking { try self.anEventTriggerStopsTheSetupBody() } }
    func anEventTriggerStopsTheSetupBody() throws {
        let url = try PostgresCommandTests.freshDatabase()
        let database = String(url.split(separator: "/").last?.split(separator: "?").first ?? "")
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.sql("""
            CREATE SEQUENCE public.ran_seq;
            CREATE FUNCTION public.watch() RETURNS event_trigger LANGUAGE plpgsql AS
                $$ BEGIN PERFORM nextval('public.ran_seq'); END $$;
            CREATE EVENT TRIGGER watch_\(database) ON ddl_command_start EXECUTE FUNCTION public.watch();
            """, database)
        defer { _ = try? Self.sql("DROP EVENT TRIGGER watch_\(database)", database) }
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 4, "\(result.stderr)")
        #expect(result.stderr.contains("has an event trigger 'watch_\(database)' of role 'postgres' on ddl_command_start"),
                "\(result.stderr)")
        #expect(try Self.sql("SELECT last_value FROM public.ran_seq; SELECT is_called FROM public.ran_seq", database) == "1\nf")
        #expect(try Self.sql("SELECT count(*) FROM pg_namespace WHERE nspname = 'juicemaker'", database) == "0")
    }
}
