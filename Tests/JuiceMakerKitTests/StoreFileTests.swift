import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreFileTests {
    @Test func stockSurvivesClosingAndReopening() async throws {
        let sandbox = try StoreSandbox()
        let first = try await sandbox.open()
        _ = try await sandbox.order("mango-kiwi:2", in: first)
        try await first.add(fruit: "banana", amount: 3)
        let stock = try await first.stock()
        let history = try await first.history()
        try await first.close()
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "-wal"))

        let second = try await sandbox.open()
        await #expect(try second.stock() == stock)
        await #expect(try second.history() == history)
    }

    @Test func fileIsMarkedOursAndInWALMode() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let (applicationID, version, journalMode) = try await database.read { db in
            (try Int32.fetchOne(db, sql: "PRAGMA application_id"), try Int.fetchOne(db, sql: "PRAGMA user_version"),
             try String.fetchOne(db, sql: "PRAGMA journal_mode"))
        }
        #expect(applicationID == StockSchema.applicationID)
        #expect(version == StockSchema.version)
        #expect(journalMode == "wal")
    }

    @Test func createsMissingDirectories() async throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.directory.appendingPathComponent("a/b/stock.sqlite").path
        let database = try await StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
        await #expect(try database.stock().count == 5)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func anEmptyFileIsSetUp() async throws {
        let sandbox = try StoreSandbox()
        try sandbox.write(Data())
        await #expect(try sandbox.open().stock().map(\.count) == [10, 10, 10, 10, 10])
    }

    @Test func menuEditSeedsNewFruitAndKeepsStockOnHand() async throws {
        let sandbox = try StoreSandbox()
        let first = try await sandbox.open()
        _ = try await sandbox.order("strawberry-banana", in: first)
        try await first.close()

        // The edited menu adds apple, raises strawberry's initial stock and drops mango.
        var fruits = EngineFixtures.defaultFruits.filter { $0.id != "mango" }
        fruits[0] = EngineFixtures.fruit("strawberry", "Strawberry", "딸기", stock: 50)
        fruits.append(EngineFixtures.fruit("apple", "Apple", "사과", stock: 7))
        let juices = EngineFixtures.defaultJuices.filter { !$0.id.rawValue.hasPrefix("mango") }
            + [EngineFixtures.juice("apple", "Apple Juice", "사과쥬스", [("apple", 2)])]
        let edited = try await sandbox.open(Menu(version: 1, fruits: fruits, juices: juices))
        await #expect(try edited.stock().map(\.fruit.id) == ["strawberry", "banana", "pineapple", "kiwi", "apple"])
        await #expect(try edited.stock().map(\.count) == [0, 9, 10, 10, 7])
        _ = try await sandbox.order("apple:3", in: edited)

        // Only reset applies the new initial stock.
        try await edited.reset()
        await #expect(try edited.stock().map(\.count) == [50, 10, 10, 10, 7])
        try await edited.close()

        // Mango's row was kept while it was off the menu.
        let back = try await sandbox.open()
        await #expect(try back.counts()["mango"] == 10)
        await #expect(try back.counts()["strawberry"] == 50)
    }

    @Test func onlyAHeaderWithNothingBesideItIsTrustedWithoutAConnection() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        let header = Array(try sandbox.bytes().prefix(100))
        func settled(_ header: [UInt8]) -> Int? { StateFileInspector.settledVersion(header: header, path: sandbox.path) }
        #expect(settled(header) == StockSchema.version)

        // A WAL with frames, or a rollback journal, may hold newer marks than the main file's header.
        try sandbox.write(Data([1]), to: sandbox.path + "-wal")
        #expect(settled(header) == nil)
        try sandbox.write(Data(), to: sandbox.path + "-wal")
        #expect(settled(header) == StockSchema.version)
        try sandbox.write(Data(), to: sandbox.path + "-journal")
        #expect(settled(header) == nil)
        try FileManager.default.removeItem(atPath: sandbox.path + "-journal")

        var rollbackMode = header
        rollbackMode[18] = 1
        rollbackMode[19] = 1
        #expect(settled(rollbackMode) == nil)
        var newer = header
        newer.replaceSubrange(60..<64, with: StoreSandbox.bigEndian(UInt32(StockSchema.version + 1)))
        #expect(settled(newer) == nil)
        var foreign = header
        foreign.replaceSubrange(68..<72, with: StoreSandbox.bigEndian(0x1234_5678))
        #expect(settled(foreign) == nil)
        await #expect(try sandbox.open().stock().count == 5)
    }

    @Test func aWALBesideTheRealFileOfALinkedStockFileIsSeen() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        let header = Array(try sandbox.bytes().prefix(100))
        let link = sandbox.path + "-link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.path)
        #expect(StateFileInspector.settledVersion(header: header, path: link) == StockSchema.version)

        // SQLite puts the WAL beside the file the link points to, not beside the link.
        try sandbox.write(Data([1]), to: sandbox.path + "-wal")
        #expect(StateFileInspector.settledVersion(header: header, path: link) == nil)
    }

    // MARK: Files that are not ours

    @Test func aTextFileIsRefusedAndLeftAlone() async throws {
        let sandbox = try StoreSandbox()
        let text = Data("fruits:\n  - strawberry\n".utf8)
        try sandbox.write(text)
        await #expect(throws: StateError.notAStockFile(path: sandbox.path)) { try await sandbox.open() }
        #expect(try sandbox.bytes() == text)
        let message = StateError.notAStockFile(path: sandbox.path).message(in: .en)
        #expect(message.contains(sandbox.path) && message.contains("not an SQLite database"))
    }

    @Test func aShortFileIsRefused() async throws {
        let sandbox = try StoreSandbox()
        let bytes = Data("SQLite format 3\u{0}".utf8)
        try sandbox.write(bytes)
        await #expect(throws: StateError.notAStockFile(path: sandbox.path)) { try await sandbox.open() }
        #expect(try sandbox.bytes() == bytes)
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndLeftAlone() async throws {
        let sandbox = try StoreSandbox()
        do {
            let other = try DatabaseQueue(path: sandbox.path)
            try await other.write { db in
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
                try db.execute(sql: "INSERT INTO notes (text) VALUES ('buy mangoes')")
            }
            try other.close()
        }
        let before = try sandbox.bytes()
        await #expect(throws: StateError.foreignDatabase(path: sandbox.path)) { try await sandbox.open() }
        #expect(try sandbox.bytes() == before)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "-wal"))
    }

    @Test func aDatabaseWithAnotherApplicationIDIsRefused() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        try sandbox.patch(at: 68, with: StoreSandbox.bigEndian(0x1234_5678))  // PRAGMA application_id
        let before = try sandbox.bytes()
        await #expect(throws: StateError.foreignDatabase(path: sandbox.path)) { try await sandbox.open() }
        #expect(try sandbox.bytes() == before)
    }

    @Test func aNewerSchemaIsRefusedAndLeftAlone() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        try sandbox.patch(at: 60, with: StoreSandbox.bigEndian(99))  // PRAGMA user_version
        let before = try sandbox.bytes()
        let expected = StateError.newerVersion(path: sandbox.path, found: 99, supported: StockSchema.version)
        await #expect(throws: expected) { try await sandbox.open() }
        #expect(try sandbox.bytes() == before)
        #expect(expected.message(in: .en).contains("newer juicemaker"))
        #expect(expected.message(in: .ko).contains("더 새로운 juicemaker"))
    }

    @Test func aDamagedSchemaPageIsRefusedAndLeftAlone() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        try sandbox.patch(at: 100, with: Array(repeating: 0xFF, count: 200))  // sqlite_master's b-tree page header
        let before = try sandbox.bytes()
        await #expect(throws: StateError.self) { try await sandbox.open() }
        do {
            _ = try await sandbox.open()
        } catch let error as StateError {
            guard case .corrupt(let path, _) = error else {
                Issue.record("expected corrupt, got \(error)")
                return
            }
            #expect(path == sandbox.path)
        }
        #expect(try sandbox.bytes() == before)
    }

    @Test func aDamagedDataPageIsRefusedAndLeftAlone() async throws {
        let sandbox = try StoreSandbox()
        try await sandbox.makeClosedStockFile()
        let size = try sandbox.bytes().count
        try sandbox.patch(at: 4096, with: Array(repeating: 0xFF, count: size - 4096))  // every page after the first
        let before = try sandbox.bytes()
        do {
            _ = try await sandbox.open()
            Issue.record("a damaged file must be refused")
        } catch let error as StateError {
            guard case .corrupt = error else {
                Issue.record("expected corrupt, got \(error)")
                return
            }
            #expect(error.message(in: .en).contains("damaged"))
        }
        #expect(try sandbox.bytes() == before)
    }

    @Test func aDirectoryIsRefused() async throws {
        let sandbox = try StoreSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path, withIntermediateDirectories: true)
        await #expect(throws: StateError.isDirectory(path: sandbox.path)) { try await sandbox.open() }
    }

    @Test func aDirectoryThatCannotBeMadeIsAClearError() async throws {
        let sandbox = try StoreSandbox()
        let blocker = sandbox.directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.appendingPathComponent("sub/stock.sqlite").path
        do {
            _ = try await StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
            Issue.record("a path under a file cannot be created")
        } catch let error as StateError {
            guard case .cannotCreateDirectory(let directory, _) = error else {
                Issue.record("expected cannotCreateDirectory, got \(error)")
                return
            }
            #expect(directory == blocker.appendingPathComponent("sub").path)
            #expect(error.message(in: .en).hasPrefix("Cannot create the directory"))
        }
    }

    @Test func stateErrorsSpeakBothLanguages() {
        let errors: [StateError] = [
            .notAStockFile(path: "/p"), .foreignDatabase(path: "/p"), .newerVersion(path: "/p", found: 2, supported: 1),
            .corrupt(path: "/p", detail: "d"), .isDirectory(path: "/p"), .cannotCreateDirectory(path: "/p", detail: "d"),
            .cannotOpen(path: "/p", detail: "d"), .cannotWrite(path: "/p", detail: "d"), .busy(path: "/p", seconds: 10),
            .database(path: "/p", detail: "d"),
        ]
        for error in errors {
            #expect(error.message(in: .en).contains("/p"))
            #expect(error.message(in: .ko).contains("/p"))
            #expect(error.message(in: .en) != error.message(in: .ko))
        }
    }
}
