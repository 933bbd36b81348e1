import Foundation
import GRDB
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Several orders of an SQLite stock file in one transaction and one pass of the ledger
/// (`StockStore.orders(_:)`), as `serve` makes the orders that queue up for its writer.
@Suite struct StoreOrderingTogetherTests {
    /// `orders(_:)` makes in one pass of the ledger exactly what `order(_:)` and `stock()` make one
    /// order at a time: the same entries and refusals, the levels right after each order, the same
    /// stock and journal in the end, committed for every other connection.
    @Test func ordersInOnePassAreWhatEachMadeAloneWouldBe() async throws {
        let together = try StoreSandbox()
        let alone = try StoreSandbox()
        let database = try await together.open()
        let twin = try await alone.open()
        let parser = OrderParser(menu: database.menu)
        // Ten of each fruit: strawberry needs 16; after 4 and 6 bananas none is left for the
        // second "banana:3" or "banana"; kiwi takes 3 kiwis, "mango-kiwi:2" 2 more, then kiwi
        // finds 5; durian is no juice; no glasses is no order.
        var orders = try ["banana:2", "strawberry", "kiwi", "banana:3", "banana:3", "mango-kiwi:2", "kiwi", "banana"]
            .map { try parser.parse($0) }
        orders.insert(JuiceOrder(juice: "durian"), at: 3)
        orders.insert(JuiceOrder(juice: "kiwi", count: 0), at: 6)
        let made = try await database.orders(orders.map { ($0, nil) })
        #expect(made.count == orders.count)
        for (index, order) in orders.enumerated() {
            let expected: Result<(entry: JournalEntry, stock: [StockLevel]), JuiceMakerError>
            do {
                expected = .success((entry: try await twin.order(order), stock: try await twin.stock()))
            } catch let error as JuiceMakerError {
                expected = .failure(error)
            } catch {
                Issue.record("\(order): \(error)")
                expected = .failure(.emptyOrder)
            }
            switch (made[index], expected) {
            case (.success(let got), .success(let want)):
                #expect(got.entry.id == want.entry.id, "\(order)")
                #expect(got.entry.description == want.entry.description)
                #expect(got.entry.deltas == want.entry.deltas, "\(order)")
                #expect(got.stock.map { "\($0.fruit.id):\($0.count)" } == want.stock.map { "\($0.fruit.id):\($0.count)" }, "levels right after \(order)")
            case (.failure(let got), .failure(let want)):
                #expect(got as? JuiceMakerError == want, "\(order)")
            default:
                Issue.record("\(order): together \(made[index]), alone \(expected)")
            }
        }
        // Each order refused for want of fruit took the next id as a lost sale, as alone.
        #expect(made.compactMap { try? $0.get().entry.id } == [1, 3, 4, 6, 7], "entries numbered without gaps")
        let other = try await together.open()
        await #expect(try other.counts() == twin.counts())
        await #expect(try other.counts()["banana"] == 0)
        await #expect(try other.counts()["kiwi"] == 2)
        let journal = try await other.history(limit: 100, before: nil)
        #expect(journal.map { "\($0.kind) \($0.description)" } == [
            "lost banana:1", "order kiwi:1", "order mango-kiwi:2", "lost banana:3", "order banana:3", "order kiwi:1",
            "lost strawberry:1", "order banana:2",
        ])
        let twinJournal = try await twin.history(limit: 100, before: nil)
        #expect(journal.map(\.deltas) == twinJournal.map(\.deltas))
        #expect(journal.map(\.short) == twinJournal.map(\.short))
        #expect(journal.map(\.sales) == twinJournal.map(\.sales))
    }


    /// Orders with change ids in one pass are each made once, as `order(_:changeID:)` makes them:
    /// the same id again, later in the same call or in another, is answered with the first entry
    /// and takes nothing; a refused order leaves its id free for a retry.
    @Test func keyedOrdersInOnePassAreMadeOnce() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let parser = OrderParser(menu: database.menu)
        let kiwi = try parser.parse("kiwi")
        let strawberry = try parser.parse("strawberry")  // 16 of 10 strawberries
        let (first, second, short) = (UUID(), UUID(), UUID())
        let made = try await database.orders([(kiwi, first), (kiwi, first), (kiwi, nil), (strawberry, short), (kiwi, second)])
        let answers = made.map { try? $0.get() }
        #expect(answers.map { $0?.entry.id } == [1, 1, 2, nil, 4], "the refusal is lost sale #3")
        #expect(answers.map { $0?.replayed } == [false, true, false, nil, false])
        #expect(answers.map { $0?.stock.first { $0.fruit.id == "kiwi" }?.count } == [7, 7, 4, nil, 1],
                "a replay answers with the levels as they are when it is asked")
        if case .failure(let refusal) = made[3], case .outOfStock(let short)? = refusal as? JuiceMakerError {
            #expect(short.map { "\($0.fruit.id) \($0.need) \($0.have)" } == ["strawberry 16 10"])
        } else {
            Issue.record("strawberry: \(made[3])")
        }

        // Another call, as after a restart: the ids are remembered in the file.
        let again = try await sandbox.open().orders([(kiwi, second), (strawberry, short)])
        #expect((try? again[0].get())?.entry.id == 4)
        #expect((try? again[0].get())?.replayed == true)
        #expect((try? again[1].get()) == nil, "still refused: the id was never used")
        _ = try await database.add(fruit: "strawberry", amount: 6)
        let retried = try await database.orders([(strawberry, short)])
        #expect((try? retried[0].get())?.replayed == false, "a refused order's id is free for its retry")
        await #expect(try database.order(strawberry, changeID: short).replayed, "and taken once it is made")
        await #expect(try sandbox.open().counts()["kiwi"] == 1)
        await #expect(try sandbox.open().counts()["strawberry"] == 0)
        // Each refusal is a lost sale of its own; the key is remembered only for the order made.
        await #expect(try database.history(limit: 100, before: nil).map { "\($0.kind) \($0.description)" } == [
            "order strawberry:1", "add add strawberry 6", "lost strawberry:1", "order kiwi:1", "lost strawberry:1", "order kiwi:1",
            "order kiwi:1",
        ])
    }

    /// A store error in the middle of a batch (here a change id that names an entry the journal
    /// lacks) keeps none of it, not even the orders before the error.
    @Test func aStoreErrorInTheMiddleKeepsNoneOfTheBatch() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let kiwi = try OrderParser(menu: database.menu).parse("kiwi")
        let broken = UUID()
        try await DatabaseQueue(path: sandbox.path).write { db in
            try db.execute(sql: "INSERT INTO order_key (stand, change_id, entry_id) VALUES (?, ?, 99)",
                           arguments: [StandName.main.rawValue, broken.uuidString.lowercased()])
        }
        await #expect(throws: StateError.self) {
            try await database.orders([(kiwi, nil), (kiwi, UUID()), (kiwi, broken), (kiwi, nil)])
        }
        await #expect(try sandbox.open().counts()["kiwi"] == 10)
        await #expect(try database.history(limit: 10, before: nil).isEmpty)
        await #expect(try DatabaseQueue(path: sandbox.path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM order_key") } == 1)
    }

    /// On a pool, `orders(while:answer:)` makes batch after batch in one visit to the writer, each
    /// its own transaction answered as it commits, and stops after `batchesPerVisit` batches so that
    /// other changes take their turn; what it leaves is given on the next call.
    @Test func batchesWhileTheyComeInOneVisitThenLetOthersIn() async throws {
        let sandbox = try StoreSandbox()
        let database = try await StockDatabase.open(path: sandbox.path, menu: try EngineFixtures.defaultMenu(),
                                                    connections: .pool(readers: 2))
        try await database.set(fruit: "kiwi", amount: 1000)
        let kiwi = try OrderParser(menu: database.menu).parse("kiwi")
        let left = Locked(StockDatabase.batchesPerVisit + 4)
        let answered = Locked<[[Int]]>([])
        let next: @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]? = {
            left.withLock { left in
                guard left > 0 else { return nil }
                left -= 1
                return [(kiwi, nil), (kiwi, nil)]
            }
        }
        let answer: @Sendable ([Result<MadeOrder, any Error>]) -> Void = { results in
            answered.withLock { $0.append(results.compactMap { try? $0.get().entry.id }) }
        }
        try await database.orders(while: next, answer: answer)
        #expect(answered.withLock { $0.count } == StockDatabase.batchesPerVisit, "one visit makes at most that many")
        try await database.orders(while: next, answer: answer)
        let batches = answered.withLock { $0 }
        #expect(batches.count == StockDatabase.batchesPerVisit + 4)
        #expect(batches.flatMap { $0 } == Array(2...(2 * batches.count + 1)), "two entries a batch, in the order taken")
        await #expect(try database.counts()["kiwi"] == 1000 - 3 * 2 * batches.count)
        try await database.close()
    }
}

/// A value every access to which holds `lock`: what makes it Sendable.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
