import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreJournalTests {
    @Test func undoRestoresTheLastOrder() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let order = try await sandbox.order("strawberry-banana", in: database)
        let record = try await database.undo()
        #expect(record.reverted.id == order.id)
        #expect(record.reverted.undoneBy == record.undo.id)
        #expect(record.undo.kind == .undo)
        #expect(record.undo.undoes == order.id)
        #expect(record.undo.description == "undo #\(order.id)")
        #expect(record.undo.deltas == [FruitDelta(fruit: "strawberry", change: 10), FruitDelta(fruit: "banana", change: 1)])
        await #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])

        let history = try await database.history()
        #expect(history.map(\.kind) == [.undo, .order])
        #expect(history[1].isUndone)
        #expect(history[1].undoneBy == history[0].id)
        await #expect(throws: JuiceMakerError.nothingToUndo) { try await database.undo() }
        #expect(JuiceMakerError.nothingToUndo.message(in: .en) == "Nothing to undo.")
    }

    @Test func undoWalksBackThroughEveryKindOfChange() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        var snapshots = await [try database.stock()]
        _ = try await sandbox.order("mango-kiwi:2 banana", in: database)
        await snapshots.append(try database.stock())
        try await database.add(fruit: "strawberry", amount: 6)
        await snapshots.append(try database.stock())
        try await database.set(fruit: "banana", amount: 1)
        await snapshots.append(try database.stock())
        try await database.remove(fruit: "kiwi", amount: 8)
        await snapshots.append(try database.stock())
        try await database.reset()

        for expected in snapshots.reversed() {
            try await database.undo()
            await #expect(try database.stock() == expected)
        }
        await #expect(throws: JuiceMakerError.nothingToUndo) { try await database.undo() }
        await #expect(try database.history(limit: 100).filter { $0.kind == .undo }.count == 5)
    }

    @Test func undoSkipsEntriesAlreadyUndone() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        _ = try await sandbox.order("banana", in: database)
        _ = try await sandbox.order("kiwi", in: database)
        await #expect(try database.undo().reverted.description == "kiwi:1")
        _ = try await sandbox.order("mango", in: database)
        await #expect(try database.undo().reverted.description == "mango:1")
        await #expect(try database.undo().reverted.description == "banana:1")
        await #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])
        await #expect(throws: JuiceMakerError.nothingToUndo) { try await database.undo() }
    }

    /// Undo is exact while every change goes through the journal; a change made behind its back
    /// (another tool editing the file) can leave too little to take back.
    @Test func undoRefusesToGoNegativeAndChangesNothing() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let add = try await database.add(fruit: "kiwi", amount: 5)
        try await database.write { db in try db.execute(sql: "UPDATE stock SET count = 2 WHERE fruit_id = 'kiwi'") }
        let historyBefore = try await database.history()

        let expected = JuiceMakerError.cannotUndo(entryID: add.id, description: "add kiwi 5", shortfalls: [
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[3]), need: 5, have: 2),
        ])
        await #expect(throws: expected) { try await database.undo() }
        #expect(expected.message(in: .en)
            == "Cannot undo #\(add.id) (add kiwi 5): needs 5 kiwi, has 2. Stock never goes below 0.")
        #expect(expected.message(in: .ko).contains("키위 5개 필요 (재고 2개)"))
        await #expect(try database.counts()["kiwi"] == 2)
        await #expect(try database.history() == historyBefore)
    }

    @Test func historyIsNewestFirstAndLimited() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        for juice in ["banana", "kiwi", "mango", "pineapple"] { _ = try await sandbox.order(juice, in: database) }
        let history = try await database.history(limit: 2)
        #expect(history.map(\.description) == ["pineapple:1", "mango:1"])
        #expect(history[0].id > history[1].id)
        #expect(history[0].time.timeIntervalSinceNow < 60)
        await #expect(try database.history(limit: 0).isEmpty)
    }
}
