import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Orders made under a change id (an HTTP `Idempotency-Key`) in an SQLite stock file.
@Suite struct StoreOrderKeyTests {
    @Test func anOrderUnderAnIdIsMadeOnceWhoeverSendsItAgain() async throws {
        let sandbox = try StoreSandbox()
        let first = try await sandbox.open()
        let order = try OrderParser(menu: first.menu).parse("banana:2")
        let id = UUID()
        let made = try await first.order(order, changeID: id)
        #expect(!made.replayed)
        #expect(made.entry.description == "banana:2")
        // Another connection to the file, as another process or a restarted server would open.
        let second = try await sandbox.open()
        let again = try await second.order(order, changeID: id)
        #expect(again.replayed)
        #expect(again.entry == made.entry)
        await #expect(try second.counts()["banana"] == 6, "two bananas a juice, two juices, once")
        let other = try await second.order(order, changeID: UUID())
        #expect(!other.replayed && other.entry.id == made.entry.id + 1)
        await #expect(try second.counts()["banana"] == 2)
    }

    @Test func aRefusedOrderLeavesNoKeySoItsRetryRunsAgain() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let id = UUID()
        let order = try OrderParser(menu: database.menu).parse("strawberry")
        await #expect(throws: JuiceMakerError.self) { try await database.order(order, changeID: id) }
        try await database.add(fruit: "strawberry", amount: 6)
        let made = try await database.order(order, changeID: id)
        #expect(!made.replayed)
        await #expect(try database.counts()["strawberry"] == 0)
    }

    @Test func keysBelongToTheirStandAndGoWhenItsJournalIsReplaced() async throws {
        let sandbox = try StoreSandbox()
        let main = try await sandbox.open()
        let seoul = try await sandbox.open(stand: StandName("seoul"))
        let id = UUID()
        let order = try OrderParser(menu: main.menu).parse("kiwi")
        await #expect(try !main.order(order, changeID: id).replayed)
        await #expect(try !seoul.order(order, changeID: id).replayed, "the same key at another stand is another order")
        try await main.restore(StockSnapshot(stock: [], journal: []), replacing: true)
        await #expect(try !main.order(order, changeID: id).replayed, "the entry the key named is gone with the journal")
        let keys = try await DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM order_key") }
        #expect(keys == 2)
    }
}
