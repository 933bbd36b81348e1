import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreJournalTests {
    @Test func undoRestoresTheLastOrder() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let order = try sandbox.order("strawberry-banana", in: database)
        let record = try database.undo()
        #expect(record.reverted.id == order.id)
        #expect(record.reverted.undoneBy == record.undo.id)
        #expect(record.undo.kind == .undo)
        #expect(record.undo.undoes == order.id)
        #expect(record.undo.description == "undo #\(order.id)")
        #expect(record.undo.deltas == [FruitDelta(fruit: "strawberry", change: 10), FruitDelta(fruit: "banana", change: 1)])
        #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])

        let history = try database.history()
        #expect(history.map(\.kind) == [.undo, .order])
        #expect(history[1].isUndone)
        #expect(history[1].undoneBy == history[0].id)
        #expect(throws: JuiceMakerError.nothingToUndo) { try database.undo() }
        #expect(JuiceMakerError.nothingToUndo.message(in: .en) == "Nothing to undo.")
    }

    @Test func undoWalksBackThroughEveryKindOfChange() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        var snapshots = [try database.stock()]
        _ = try sandbox.order("mango-kiwi:2 banana", in: database)
        snapshots.append(try database.stock())
        try database.add(fruit: "strawberry", amount: 6)
        snapshots.append(try database.stock())
        try database.set(fruit: "banana", amount: 1)
        snapshots.append(try database.stock())
        try database.remove(fruit: "kiwi", amount: 8)
        snapshots.append(try database.stock())
        try database.reset()

        for expected in snapshots.reversed() {
            try database.undo()
            #expect(try database.stock() == expected)
        }
        #expect(throws: JuiceMakerError.nothingToUndo) { try database.undo() }
        #expect(try database.history(limit: 100).filter { $0.kind == .undo }.count == 5)
    }

    @Test func undoSkipsEntriesAlreadyUndone() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        _ = try sandbox.order("banana", in: database)
        _ = try sandbox.order("kiwi", in: database)
        #expect(try database.undo().reverted.description == "kiwi:1")
        _ = try sandbox.order("mango", in: database)
        #expect(try database.undo().reverted.description == "mango:1")
        #expect(try database.undo().reverted.description == "banana:1")
        #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])
        #expect(throws: JuiceMakerError.nothingToUndo) { try database.undo() }
    }

    /// Undo is exact while every change goes through the journal; a change made behind its back
    /// (another tool editing the file) can leave too little to take back.
    @Test func undoRefusesToGoNegativeAndChangesNothing() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let add = try database.add(fruit: "kiwi", amount: 5)
        try database.write { db in try db.execute(sql: "UPDATE stock SET count = 2 WHERE fruit_id = 'kiwi'") }
        let historyBefore = try database.history()

        let expected = JuiceMakerError.cannotUndo(entryID: add.id, description: "add kiwi 5", shortfalls: [
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[3]), need: 5, have: 2),
        ])
        #expect(throws: expected) { try database.undo() }
        #expect(expected.message(in: .en)
            == "Cannot undo #\(add.id) (add kiwi 5): needs 5 kiwi, has 2. Stock never goes below 0.")
        #expect(expected.message(in: .ko).contains("키위 5개 필요 (재고 2개)"))
        #expect(try database.counts()["kiwi"] == 2)
        #expect(try database.history() == historyBefore)
    }

    @Test func historyIsNewestFirstAndLimited() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        for juice in ["banana", "kiwi", "mango", "pineapple"] { _ = try sandbox.order(juice, in: database) }
        let history = try database.history(limit: 2)
        #expect(history.map(\.description) == ["pineapple:1", "mango:1"])
        #expect(history[0].id > history[1].id)
        #expect(history[0].time.timeIntervalSinceNow < 60)
        #expect(try database.history(limit: 0).isEmpty)
    }
}
