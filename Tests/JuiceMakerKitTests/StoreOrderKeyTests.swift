import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Orders made under a change id (an HTTP `Idempotency-Key`) in an SQLite stock file.
@Suite struct StoreOrderKeyTests {
    @Test func anOrderUnderAnIdIsMadeOnceWhoeverSendsItAgain() throws {
        let sandbox = try StoreSandbox()
        let first = try sandbox.open()
        let order = try OrderParser(menu: first.menu).parse("banana:2")
        let id = UUID()
        let made = try first.order(order, changeID: id)
        #expect(!made.replayed)
        #expect(made.entry.description == "banana:2")
        // Another connection to the file, as another process or a restarted server would open.
        let second = try sandbox.open()
        let again = try second.order(order, changeID: id)
        #expect(again.replayed)
        #expect(again.entry == made.entry)
        #expect(try second.counts()["banana"] == 6, "two bananas a juice, two juices, once")
        let other = try second.order(order, changeID: UUID())
        #expect(!other.replayed && other.entry.id == made.entry.id + 1)
        #expect(try second.counts()["banana"] == 2)
    }

    @Test func aRefusedOrderLeavesNoKeySoItsRetryRunsAgain() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let id = UUID()
        let order = try OrderParser(menu: database.menu).parse("strawberry")
        #expect(throws: JuiceMakerError.self) { try database.order(order, changeID: id) }
        try database.add(fruit: "strawberry", amount: 6)
        let made = try database.order(order, changeID: id)
        #expect(!made.replayed)
        #expect(try database.counts()["strawberry"] == 0)
    }

    @Test func keysBelongToTheirStandAndGoWhenItsJournalIsReplaced() throws {
        let sandbox = try StoreSandbox()
        let main = try sandbox.open()
        let seoul = try sandbox.open(stand: StandName("seoul"))
        let id = UUID()
        let order = try OrderParser(menu: main.menu).parse("kiwi")
        #expect(try !main.order(order, changeID: id).replayed)
        #expect(try !seoul.order(order, changeID: id).replayed, "the same key at another stand is another order")
        try main.restore(StockSnapshot(stock: [], journal: []), replacing: true)
        #expect(try !main.order(order, changeID: id).replayed, "the entry the key named is gone with the journal")
        let keys = try DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM order_key") }
        #expect(keys == 2)
    }
}
