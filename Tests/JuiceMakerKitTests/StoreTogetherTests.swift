import Foundation
import Testing
@testable import JuiceMakerKit
import JuiceMakerTestSupport

/// Several changes of an SQLite stock file in one transaction (`CommittingTogether`), as `serve`
/// commits the orders that queue up for its writer.
@Suite struct StoreTogetherTests {
    @Test func aRefusedOrderAmongOthersIsUndoneAloneAndTheRestCommitOnce() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let parser = OrderParser(menu: database.menu)
        let orders = try ["banana:2", "strawberry", "kiwi", "banana:3", "banana"].map { try parser.parse($0) }
        var results: [Result<JournalEntry, any Error>] = []
        var levelsSeen: [Int] = []
        try database.together {
            for order in orders {
                results.append(Result { try database.order(order) })
                levelsSeen.append(try database.stock().first { $0.fruit.id == "banana" }?.count ?? -1)
            }
        }
        // Ten bananas, two a juice: 4 then 1 left; strawberry needs 16 of 10; banana:3 needs 6 of 6.
        #expect(results.map { (try? $0.get())?.description } == ["banana:2", nil, "kiwi:1", "banana:3", nil])
        #expect(levelsSeen == [6, 6, 6, 0, 0], "each read inside sees the changes before it")
        #expect(results.compactMap { try? $0.get().id } == [1, 2, 3], "entries numbered without gaps")
        // Another connection sees all of it, as one commit.
        let other = try sandbox.open()
        #expect(try other.counts()["banana"] == 0)
        #expect(try other.counts()["kiwi"] == 7)
        #expect(try other.counts()["strawberry"] == 10, "the refused order used nothing")
        #expect(try other.history().map(\.description) == ["banana:3", "kiwi:1", "banana:2"])
    }

    /// A change that fails after it wrote (here: an order made inside it, then an error) is rolled
    /// back to its own savepoint; the changes before and after it commit.
    @Test func aChangeThatFailsAfterWritingIsUndoneAloneInsideTogether() throws {
        struct Stop: Error {}
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let kiwi = try OrderParser(menu: database.menu).parse("kiwi")
        let mango = try OrderParser(menu: database.menu).parse("mango")
        try database.together {
            _ = try database.order(kiwi)
            #expect(throws: (any Error).self) {
                try database.write { _ in
                    _ = try database.order(mango)
                    throw Stop()
                }
            }
            _ = try database.order(kiwi)
        }
        let other = try sandbox.open()
        #expect(try other.counts()["kiwi"] == 4)
        #expect(try other.counts()["mango"] == 10, "the failed change's order is undone")
        #expect(try other.history().map(\.description) == ["kiwi:1", "kiwi:1"])
    }

    @Test func whenTheBodyThrowsNothingMadeInsideIsKept() throws {
        struct Stop: Error {}
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let order = try OrderParser(menu: database.menu).parse("kiwi")
        #expect(throws: Stop.self) {
            try database.together {
                _ = try database.order(order)
                _ = try database.add(fruit: "mango", amount: 5)
                throw Stop()
            }
        }
        #expect(try database.counts()["kiwi"] == 10)
        #expect(try database.counts()["mango"] == 10)
        #expect(try database.history().isEmpty)
        // The store works as before afterwards, on its own transactions.
        _ = try database.order(order)
        #expect(try sandbox.open().counts()["kiwi"] == 7)
    }

    @Test func keyedOrdersTogetherAreMadeOnceEvenTwiceInOneTransaction() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let order = try OrderParser(menu: database.menu).parse("mango")
        let id = UUID()
        var answers: [(entry: JournalEntry, replayed: Bool)] = []
        try database.together {
            answers.append(try database.order(order, changeID: id))
            answers.append(try database.order(order, changeID: id))
        }
        #expect(answers.map(\.replayed) == [false, true])
        #expect(answers[0].entry == answers[1].entry)
        #expect(try database.counts()["mango"] == 7)
    }

    /// `orders(_:)` makes in one pass of the ledger exactly what `order(_:)` and `stock()` make one
    /// order at a time: the same entries and refusals, the levels right after each order, the same
    /// stock and journal in the end, committed for every other connection.
    @Test func ordersInOnePassAreWhatEachMadeAloneWouldBe() throws {
        let together = try StoreSandbox()
        let alone = try StoreSandbox()
        let database = try together.open()
        let twin = try alone.open()
        let parser = OrderParser(menu: database.menu)
        // Ten of each fruit: strawberry needs 16; after 4 and 6 bananas none is left for the
        // second "banana:3" or "banana"; kiwi takes 3 kiwis, "mango-kiwi:2" 2 more, then kiwi
        // finds 5; durian is no juice; no glasses is no order.
        var orders = try ["banana:2", "strawberry", "kiwi", "banana:3", "banana:3", "mango-kiwi:2", "kiwi", "banana"]
            .map { try parser.parse($0) }
        orders.insert(JuiceOrder(juice: "durian"), at: 3)
        orders.insert(JuiceOrder(juice: "kiwi", count: 0), at: 6)
        let made = try database.orders(orders.map { ($0, nil) })
        #expect(made.count == orders.count)
        for (index, order) in orders.enumerated() {
            let expected = Result { () throws(JuiceMakerError) in
                do { return (entry: try twin.order(order), stock: try twin.stock()) } catch let error as JuiceMakerError { throw error } catch {
                    Issue.record("\(order): \(error)")
                    throw .emptyOrder
                }
            }
            switch (made[index], expected) {
            case (.success(let got), .success(let want)):
                #expect(got.entry.id == want.entry.id, "\(order)")
                #expect(got.entry.description == want.entry.description)
                #expect(got.entry.deltas == want.entry.deltas, "\(order)")
                #expect(got.stock.map { "\($0.fruit.id):\($0.count)" } == want.stock.map { "\($0.fruit.id):\($0.count)" }, "levels right after \(order)")
            case (.failure(let got), .failure(let want)):
                #expect(got == want, "\(order)")
            default:
                Issue.record("\(order): together \(made[index]), alone \(expected)")
            }
        }
        #expect(made.compactMap { try? $0.get().entry.id } == [1, 2, 3, 4, 5], "entries numbered without gaps")
        let other = try together.open()
        #expect(try other.counts() == twin.counts())
        #expect(try other.counts()["banana"] == 0)
        #expect(try other.counts()["kiwi"] == 2)
        let journal = try other.history(limit: 100, before: nil)
        #expect(journal.map(\.description) == ["kiwi:1", "mango-kiwi:2", "banana:3", "kiwi:1", "banana:2"])
        #expect(journal.map(\.deltas) == (try twin.history(limit: 100, before: nil)).map(\.deltas))
    }

    /// Orders made in one pass inside `together(_:)` are a savepoint of its transaction: undone
    /// with everything else when its body throws.
    @Test func ordersInOnePassInsideTogetherGoWithItsTransaction() throws {
        struct Stop: Error {}
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let kiwi = try OrderParser(menu: database.menu).parse("kiwi")
        #expect(throws: Stop.self) {
            try database.together {
                let made = try database.orders([(kiwi, nil), (kiwi, nil)])
                #expect(made.compactMap { try? $0.get().stock.first { $0.fruit.id == "kiwi" }?.count } == [7, 4])
                throw Stop()
            }
        }
        #expect(try sandbox.open().counts()["kiwi"] == 10)
        #expect(try database.history(limit: 10, before: nil).isEmpty)
    }

    /// Orders with change ids in one pass are each made once, as `order(_:changeID:)` makes them:
    /// the same id again, later in the same call or in another, is answered with the first entry
    /// and takes nothing; a refused order leaves its id free for a retry.
    @Test func keyedOrdersInOnePassAreMadeOnce() throws {
        let sandbox = try StoreSandbox()
        let database = try sandbox.open()
        let parser = OrderParser(menu: database.menu)
        let kiwi = try parser.parse("kiwi")
        let strawberry = try parser.parse("strawberry")  // 16 of 10 strawberries
        let (first, second, short) = (UUID(), UUID(), UUID())
        let made = try database.orders([(kiwi, first), (kiwi, first), (kiwi, nil), (strawberry, short), (kiwi, second)])
        let answers = made.map { try? $0.get() }
        #expect(answers.map { $0?.entry.id } == [1, 1, 2, nil, 3])
        #expect(answers.map { $0?.replayed } == [false, true, false, nil, false])
        #expect(answers.map { $0?.stock.first { $0.fruit.id == "kiwi" }?.count } == [7, 7, 4, nil, 1],
                "a replay answers with the levels as they are when it is asked")
        if case .failure(.outOfStock(let short)) = made[3] {
            #expect(short.map { "\($0.fruit.id) \($0.need) \($0.have)" } == ["strawberry 16 10"])
        } else {
            Issue.record("strawberry: \(made[3])")
        }

        // Another call, as after a restart: the ids are remembered in the file.
        let again = try sandbox.open().orders([(kiwi, second), (strawberry, short)])
        #expect((try? again[0].get())?.entry.id == 3)
        #expect((try? again[0].get())?.replayed == true)
        #expect((try? again[1].get()) == nil, "still refused: the id was never used")
        _ = try database.add(fruit: "strawberry", amount: 6)
        let retried = try database.orders([(strawberry, short)])
        #expect((try? retried[0].get())?.replayed == false, "a refused order's id is free for its retry")
        #expect(try database.order(strawberry, changeID: short).replayed, "and taken once it is made")
        #expect(try sandbox.open().counts()["kiwi"] == 1)
        #expect(try sandbox.open().counts()["strawberry"] == 0)
        #expect(try database.history(limit: 100, before: nil).map(\.description) == ["strawberry:1", "add strawberry 6", "kiwi:1", "kiwi:1", "kiwi:1"])
    }
}
