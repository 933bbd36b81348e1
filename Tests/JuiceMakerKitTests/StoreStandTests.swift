import Foundation
import GRDB
@testable import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// Stands in one SQLite file, the file of the previous release, and copying a stand.
@Suite struct StoreStandTests {
    @Test func standsKeepTheirStockAndJournalApart() async throws {
        let sandbox = try StoreSandbox()
        let main = try await sandbox.open()
        let gangnam = try await sandbox.open(stand: StandName("gangnam"))
        try await sandbox.order("strawberry-banana", in: main)
        let entry = try await sandbox.order("kiwi", in: gangnam)
        #expect(entry.id == 1, "journal ids count per stand")
        await #expect(try main.counts()["strawberry"] == 0)
        await #expect(try gangnam.counts()["strawberry"] == 10)
        await #expect(try gangnam.counts()["kiwi"] == 7)
        await #expect(try main.history().map(\.description) == ["strawberry-banana:1"])
        await #expect(try gangnam.undo().reverted.description == "kiwi:1")
        await #expect(try main.history().count == 1, "undo in one stand leaves the other alone")
    }

    @Test func aFileOfThePreviousReleaseIsMigratedInPlaceKeepingItsStockAndJournal() async throws {
        let sandbox = try StoreSandbox()
        try await DatabaseQueue(path: sandbox.path).write { db in
            try db.execute(sql: """
                CREATE TABLE stock (fruit_id TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL CHECK (count >= 0)) WITHOUT ROWID;
                CREATE TABLE journal (id INTEGER PRIMARY KEY, time_ms INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('order', 'add', 'remove', 'set', 'reset', 'undo')),
                    description TEXT NOT NULL, undone_by INTEGER REFERENCES journal(id), undoes INTEGER REFERENCES journal(id));
                CREATE TABLE journal_delta (entry_id INTEGER NOT NULL REFERENCES journal(id), position INTEGER NOT NULL,
                    fruit_id TEXT NOT NULL, delta INTEGER NOT NULL, PRIMARY KEY (entry_id, position)) WITHOUT ROWID;
                INSERT INTO stock VALUES ('strawberry', 10), ('banana', 8), ('pineapple', 10), ('kiwi', 10), ('mango', 10), ('lime', 4);
                INSERT INTO journal VALUES (1, 1700000000000, 'order', 'banana:1', NULL, NULL);
                INSERT INTO journal_delta VALUES (1, 0, 'banana', -2);
                PRAGMA application_id = 1246579538;
                PRAGMA user_version = 1;
                """)
        }
        let database = try await sandbox.open()
        await #expect(try database.counts() == ["strawberry": 10, "banana": 8, "pineapple": 10, "kiwi": 10, "mango": 10])
        let history = try await database.history()
        #expect(history.map(\.description) == ["banana:1"])
        #expect(history.first?.deltas == [FruitDelta(fruit: "banana", change: -2)])
        await #expect(try database.snapshot().stock.contains(FruitCount(fruit: "lime", count: 4)), "fruits off the menu keep their rows")
        await #expect(try database.undo().reverted.id == 1)
        await #expect(try database.counts()["banana"] == 10)
        let version = try await DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == 4, "a file of version 1 goes through every step to the newest (4)")
        await #expect(try database.history().last?.sales == [SaleLine(juice: "banana", glasses: 1, price: nil)],
                      "an order journaled before prices has its juices back from its description")
    }

    /// A file of version 3 (before sale lines and lost sales) is brought to 4 in place: its journal
    /// keeps every row and id, its orders get their juices back (without a price), and a lost sale
    /// can be journaled after.
    @Test func aFileOfVersionThreeGainsSalesAndLostSales() async throws {
        let sandbox = try StoreSandbox()
        try await DatabaseQueue(path: sandbox.path).write { db in
            for step in StockSchema.migrations.prefix(3) { try step(db) }
            try db.execute(sql: """
                INSERT INTO stock VALUES ('main', 'strawberry', 0), ('main', 'banana', 9), ('main', 'pineapple', 10),
                                         ('main', 'kiwi', 10), ('main', 'mango', 10);
                INSERT INTO journal VALUES ('main', 1, 1700000000000, 'order', 'strawberry-banana:1', NULL, NULL);
                INSERT INTO journal_delta VALUES ('main', 1, 0, 'strawberry', -10), ('main', 1, 1, 'banana', -1);
                INSERT INTO journal VALUES ('main', 2, 1700000001000, 'add', 'add kiwi 0', NULL, NULL);
                PRAGMA application_id = 1246579538;
                PRAGMA user_version = 3;
                """)
        }
        let database = try await sandbox.open()
        await #expect(throws: JuiceMakerError.self) { try await sandbox.order("strawberry-banana", in: database) }
        let history = try await database.history()
        #expect(history.map { "\($0.id) \($0.kind) \($0.description)" } == [
            "3 lost strawberry-banana:1", "2 add add kiwi 0", "1 order strawberry-banana:1",
        ])
        #expect(history.last?.sales == [SaleLine(juice: "strawberry-banana", glasses: 1, price: nil)])
        #expect(history.last?.deltas == [FruitDelta(fruit: "strawberry", change: -10), FruitDelta(fruit: "banana", change: -1)])
        #expect(history.first?.short == [ShortFruit(fruit: "strawberry", need: 10, have: 0)])
        let version = try await DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == 4)
        let sales = try await DatabaseQueue(path: sandbox.path).read {
            try String.fetchAll($0, sql: "SELECT coalesce(sales, '-') FROM journal ORDER BY id")
        }
        #expect(sales == [#"[["strawberry-banana",1,null]]"#, "-", #"[["strawberry-banana",1,null]]"#],
                "sale lines are columns of the entry's own row: an order writes no other")
    }

    @Test func aSnapshotRestoredElsewhereKeepsIdsAndCanBeUndone() async throws {
        let source = try StoreSandbox()
        let from = try await source.open()
        try await source.order("banana", in: from)
        try await source.order("mango-kiwi", in: from)
        try await from.undo()
        let snapshot = try await from.snapshot()
        #expect(snapshot.journal.map(\.id) == [1, 2, 3])

        let target = try StoreSandbox()
        let to = try await target.open(stand: StandName("seoul"))
        try await to.restore(snapshot, replacing: false)
        await #expect(try to.snapshot() == snapshot)
        await #expect(try to.history().map(\.description) == ["undo #2", "mango-kiwi:1", "banana:1"])
        await #expect(try to.undo().reverted.description == "banana:1")
        await #expect(try to.counts() == from.counts().merging(["banana": 10]) { $1 })
        await #expect(try to.order(OrderParser(menu: to.menu).parse("kiwi")).id == 5, "new ids follow the copied ones")
    }

    /// Stock without a journal (counts changed outside juicemaker, or a journal cleared) is still the
    /// stand's own: a copy does not overwrite it without `replacing`; a freshly seeded stand may be.
    @Test func restoringOverAStandWithStockOfItsOwnNeedsReplacing() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let copy = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 1)], journal: [])
        try await database.restore(copy, replacing: false)
        await #expect(try database.counts()["kiwi"] == 1, "a stand with only its initial stock takes a copy")
        let other = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 2)], journal: [])
        await #expect(throws: StateError.standNotEmpty(location: sandbox.path, stand: "main", entries: 0,
                                                 stock: [FruitCount(fruit: "kiwi", count: 1)])) {
            try await database.restore(other, replacing: false)
        }
        await #expect(try database.counts()["kiwi"] == 1)
        #expect(StateError.standNotEmpty(location: "x", stand: "main", entries: 0, stock: [FruitCount(fruit: "kiwi", count: 1)])
            .message(in: .en) == "Stand 'main' in 'x' already has stock of its own (kiwi 1); nothing was copied. "
                + "Copy to another stand (--stand NAME), or add --replace to overwrite it (which discards them).")
    }

    @Test func restoringOverAStandWithAJournalNeedsReplacing() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        try await sandbox.order("kiwi", in: database)
        let before = try await database.snapshot()
        let empty = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 1)], journal: [])
        await #expect(throws: StateError.standNotEmpty(location: sandbox.path, stand: "main", entries: 1,
                                                 stock: [FruitCount(fruit: "kiwi", count: 7)])) {
            try await database.restore(empty, replacing: false)
        }
        await #expect(try database.snapshot() == before, "a refused restore changes nothing")
        try await database.restore(empty, replacing: true)
        await #expect(try database.counts()["kiwi"] == 1)
        await #expect(try database.counts()["mango"] == 10, "menu fruits the snapshot lacks are seeded")
        await #expect(try database.history().isEmpty)
    }

    @Test(arguments: ["", "Main", "-x", "_x", "a b", "강남", String(repeating: "a", count: 64)])
    func badStandNamesAreRefused(_ text: String) {
        #expect(throws: StandNameError.self) { try StandName(text) }
    }

    @Test(arguments: ["main", "gangnam", "register-2", "a_b", "9", String(repeating: "a", count: 63)])
    func goodStandNamesAreKept(_ text: String) throws {
        #expect(try StandName(text).rawValue == text)
    }
}
