import Foundation
import GRDB
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// Stands in one SQLite file, the file of the previous release, and copying a stand.
@Suite struct StoreStandTests {
    @Test func standsKeepTheirStockAndJournalApart() throws {
        let sandbox = try StoreSandbox()
        let main = try sandbox.open()
        let gangnam = try sandbox.open(stand: StandName("gangnam"))
        try sandbox.order("strawberry-banana", in: main)
        let entry = try sandbox.order("kiwi", in: gangnam)
        #expect(entry.id == 1, "journal ids count per stand")
        #expect(try main.counts()["strawberry"] == 0)
        #expect(try gangnam.counts()["strawberry"] == 10)
        #expect(try gangnam.counts()["kiwi"] == 7)
        #expect(try main.history().map(\.description) == ["strawberry-banana:1"])
        #expect(try gangnam.undo().reverted.description == "kiwi:1")
        #expect(try main.history().count == 1, "undo in one stand leaves the other alone")
    }

    @Test func aFileOfThePreviousReleaseIsMigratedInPlaceKeepingItsStockAndJournal() throws {
        let sandbox = try StoreSandbox()
        try DatabaseQueue(path: sandbox.path).write { db in
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
        let database = try sandbox.open()
        #expect(try database.counts() == ["strawberry": 10, "banana": 8, "pineapple": 10, "kiwi": 10, "mango": 10])
        let history = try database.history()
        #expect(history.map(\.description) == ["banana:1"])
        #expect(history.first?.deltas == [FruitDelta(fruit: "banana", change: -2)])
        #expect(try database.snapshot().stock.contains(FruitCount(fruit: "lime", count: 4)), "fruits off the menu keep their rows")
        #expect(try database.undo().reverted.id == 1)
        #expect(try database.counts()["banana"] == 10)
        let version = try DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == 3, "a file of version 1 goes through every step to the newest (3)")
    }

    @Test func aSnapshotRestoredElsewhereKeepsIdsAndCanBeUndone() throws {
        let source = try StoreSandbox()
        let from = try source.open()
        try source.order("banana", in: from)
        try source.order("mango-kiwi", in: from)
        try from.undo()
        let snapshot = try from.snapshot()
        #expect(snapshot.journal.map(\.id) == [1, 2, 3])

        let target = try StoreSandbox()
        let to = try target.open(stand: StandName("seoul"))
        try to.restore(snapshot, replacing: false)
        #expect(try to.snapshot() == snapshot)
        #expect(try to.history().map(\.description) == ["undo #2", "mango-kiwi:1", "banana:1"])
        #expect(try to.undo().reverted.description == "banana:1")
        #expect(try to.counts() == from.counts().merging(["banana": 10]) { $1 })
        #expect(try to.order(OrderParser(menu: to.menu).parse("kiwi")).id == 5, "new ids follow the copied ones")
    }

    /// Stock without a journal (counts changed outside juicemaker, or a journal cleared) is still the
    /// stand's own: a copy does not overwrite it without `replacing`; a freshly seeded stand may be.
    @Test func restoringOverAStandWithStockOfItsOwnNeedsReplacing() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let copy = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 1)], journal: [])
        try database.restore(copy, replacing: false)
        #expect(try database.counts()["kiwi"] == 1, "a stand with only its initial stock takes a copy")
        let other = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 2)], journal: [])
        #expect(throws: StateError.standNotEmpty(location: sandbox.path, stand: "main", entries: 0,
                                                 stock: [FruitCount(fruit: "kiwi", count: 1)])) {
            try database.restore(other, replacing: false)
        }
        #expect(try database.counts()["kiwi"] == 1)
        #expect(StateError.standNotEmpty(location: "x", stand: "main", entries: 0, stock: [FruitCount(fruit: "kiwi", count: 1)])
            .message(in: .en) == "Stand 'main' in 'x' already has stock of its own (kiwi 1); nothing was copied. "
                + "Copy to another stand (--stand NAME), or add --replace to overwrite it (which discards them).")
    }

    @Test func restoringOverAStandWithAJournalNeedsReplacing() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        try sandbox.order("kiwi", in: database)
        let before = try database.snapshot()
        let empty = StockSnapshot(stock: [FruitCount(fruit: "kiwi", count: 1)], journal: [])
        #expect(throws: StateError.standNotEmpty(location: sandbox.path, stand: "main", entries: 1,
                                                 stock: [FruitCount(fruit: "kiwi", count: 7)])) {
            try database.restore(empty, replacing: false)
        }
        #expect(try database.snapshot() == before, "a refused restore changes nothing")
        try database.restore(empty, replacing: true)
        #expect(try database.counts()["kiwi"] == 1)
        #expect(try database.counts()["mango"] == 10, "menu fruits the snapshot lacks are seeded")
        #expect(try database.history().isEmpty)
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
