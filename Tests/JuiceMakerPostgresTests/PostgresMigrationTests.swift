import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// A database set up by the juicemaker before issue 44 (schema 3) is brought to schema 4 in place:
/// its stands remember the fruits they hold, the function is replaced, and an older juicemaker
/// refuses the new schema rather than write to it.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct PostgresMigrationTests {
    static var shared: Result<PostgresServer, any Error> { PostgresServer.shared }

    /// Schema 3 as the previous release made it: the tables of steps 1 and 2, and its function.
    static func schemaThree() -> String {
        let function = EarlierChangeFunctions.create(body: EarlierChangeFunctions.bodies[1])
            .replacingOccurrences(of: ",\n    OUT problem text)", with: ")")
        return (["CREATE SCHEMA juicemaker"] + PostgresSchema.migrations[0]
            + ["ALTER TABLE juicemaker.stands ADD COLUMN menu_hash text, ADD COLUMN copy_id uuid", function,
               "COMMENT ON SCHEMA juicemaker IS 'juicemaker stock schema 3'",
               "INSERT INTO juicemaker.meta VALUES ('schema_version', '3')"])
            .joined(separator: ";\n") + ";"
    }

    @Test func schemaThreeIsMigratedInPlace() async throws { try await blocking { try await self.schemaThreeIsMigratedInPlaceBody() } }

    func schemaThreeIsMigratedInPlaceBody() async throws {
        let server = try Self.shared.get()
        try server.createDatabase("three")
        let three = Self.schemaThree()
        #expect(three.contains("OUT all_counts bigint[])"), "the old signature: \(three.suffix(200))")
        _ = try server.psql(three + """

            INSERT INTO juicemaker.stands (stand, last_entry, menu_hash) VALUES ('main', 1, 'old');
            INSERT INTO juicemaker.stock VALUES ('main', 'lime', 9), ('main', 'gone', 4);
            INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description) VALUES ('main', 1, 0, 'order', 'lime:1');
            INSERT INTO juicemaker.journal_delta VALUES ('main', 1, 0, 'lime', -1);
            """, database: "three")
        let menu = try Menu(yaml: "fruits:\n  lime: { stock: 10 }\n  mint: { stock: 3 }\njuices:\n  lime: { recipe: { lime: 1 } }\n")
        let store = try await PostgresStockStore.open(url: server.url(database: "three"), menu: menu)
        try await store.order(OrderParser(menu: menu).parse("lime"))
        await #expect(try store.counts() == ["lime": 8, "mint": 3])
        #expect(try server.psql("SELECT obj_description('juicemaker'::regnamespace); SELECT seeded FROM juicemaker.stands",
                                database: "three") == "juicemaker stock schema 5\n{gone,lime,mint}\n")
        // The order journaled before prices were kept has its juice back, without a price.
        #expect(try server.psql("SELECT id, sales FROM juicemaker.journal ORDER BY id", database: "three")
                == "1|[[\"lime\", 1, null]]\n2|[[\"lime\",1,null]]\n")
        let journal = try await store.history()
        #expect(journal.map(\.sales) == [[SaleLine(juice: "lime", glasses: 1, price: nil)], [SaleLine(juice: "lime", glasses: 1, price: nil)]])
        // Deleted by hand afterwards, a row is refused, not seeded again.
        _ = try server.psql("DELETE FROM juicemaker.stock WHERE fruit_id = 'lime'", database: "three")
        await #expect(throws: StateError.self) { try await store.order(OrderParser(menu: menu).parse("lime")) }
    }
}

extension PostgresMigrationTests {
    /// A database of schema 4 (before sale lines and lost sales) is brought to 5 in place: the
    /// journal keeps its rows, its orders get their juices back without a price, the new kind is
    /// allowed and the function takes the sale lines.
    @Test func schemaFourGainsSalesAndLostSales() async throws {
        let server = try Self.shared.get()
        try server.createDatabase("four")
        let four = (["CREATE SCHEMA juicemaker"] + PostgresSchema.migrations.prefix(4).flatMap { $0 }
            + [EarlierChangeFunctions.create(), "INSERT INTO juicemaker.meta VALUES ('schema_version', '4')"])
            .joined(separator: ";\n") + ";"
        _ = try server.psql(four + """

            INSERT INTO juicemaker.stands (stand, last_entry, menu_hash, seeded) VALUES ('main', 1, 'old', '{lime}');
            INSERT INTO juicemaker.stock VALUES ('main', 'lime', 1);
            INSERT INTO juicemaker.journal (stand, id, time_ms, kind, description) VALUES ('main', 1, 0, 'order', 'lime:9');
            INSERT INTO juicemaker.journal_delta VALUES ('main', 1, 0, 'lime', -9);
            """, database: "four")
        #expect(try server.psql("SELECT obj_description('juicemaker'::regnamespace)", database: "four") == "juicemaker stock schema 4\n")
        let menu = try Menu(yaml: "currency: USD\nfruits:\n  lime: { stock: 10 }\njuices:\n  lime: { recipe: { lime: 2 }, price: 3.50 }\n")
        let store = try await PostgresStockStore.open(url: server.url(database: "four"), menu: menu)
        await #expect(throws: JuiceMakerError.self) { try await store.order(OrderParser(menu: menu).parse("lime")) }
        let journal = try await store.history()
        #expect(journal.map { "\($0.id) \($0.kind) \($0.description)" } == ["2 lost lime:1", "1 order lime:9"])
        #expect(journal.map(\.sales) == [[SaleLine(juice: "lime", glasses: 1, price: 350)], [SaleLine(juice: "lime", glasses: 9, price: nil)]])
        #expect(journal.first?.currency?.code == "USD" && journal.first?.short == [ShortFruit(fruit: "lime", need: 2, have: 1)])
        #expect(try server.psql("SELECT obj_description('juicemaker'::regnamespace)", database: "four") == "juicemaker stock schema 5\n")
        try await store.close()
    }

    /// The function of schema 4 made again with an argument of someone else's domain (its check
    /// would run on every call), or an older body on a schema 4: refused before it is called.
    @Test(arguments: [
        ("p_stand text", "p_stand public.spy_text"),
        ("OUT all_counts bigint[],\n    OUT problem text)", "OUT all_counts bigint[])"),
    ])
    func aFunctionOfAnotherShapeIsRefused(_ from: String, _ to: String) async throws {
        let server = try Self.shared.get()
        let name = "f" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
        try server.createDatabase(name)
        let menu = try Menu(yaml: "fruits:\n  lime: { stock: 10 }\njuices:\n  lime: { recipe: { lime: 1 } }\n")
        let url = server.url(database: name)
        try await PostgresStockStore.open(url: url, menu: menu).close()
        var create = PostgresChangeFunction.create.replacingOccurrences(of: from, with: to)
        if to.hasSuffix("bigint[])") {
            create = create.replacingOccurrences(of: PostgresChangeFunction.body, with: EarlierChangeFunctions.bodies[1])
        }
        #expect(create != PostgresChangeFunction.create)
        _ = try server.psql("""
            CREATE SEQUENCE public.ran_seq;
            CREATE FUNCTION public.ran_text(text) RETURNS boolean LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('public.ran_seq'); RETURN true; END $$;
            CREATE DOMAIN public.spy_text AS text CHECK (public.ran_text(VALUE));
            \(PostgresChangeFunction.drop);
            \(create);
            """, database: name)
        await #expect(throws: StateError.self) { try await PostgresStockStore.open(url: url, menu: menu) }
        #expect(try server.psql("SELECT is_called FROM public.ran_seq", database: name) == "f\n")
    }
}
