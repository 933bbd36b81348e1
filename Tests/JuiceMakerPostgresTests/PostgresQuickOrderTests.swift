import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// Orders made the quick way (`quickOrder`, `quickOrders`: what `orders(_:)`, and so `serve`, tries
/// first on PostgreSQL), on a throwaway server: the usual case in one round trip, everything else
/// left to the long way under the same id, and nothing ever made twice.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct PostgresQuickOrderTests {
    static var shared: Result<PostgresServer, any Error> { PostgresServer.shared }

    /// A store of the default menu (ten bananas, two a banana juice) on a database of its own.
    private static func freshStore() async throws -> (PostgresServer, String, PostgresStockStore) {
        let server = try shared.get()
        let name = "nb" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try server.createDatabase(String(name))
        let store = try await PostgresStockStore.open(url: server.url(database: String(name)), menu: try EngineFixtures.defaultMenu())
        return (server, String(name), store)
    }

    @Test func madeInOneCallAfterTheLongWaySeedsTheStand() async throws {
        let (_, _, store) = try await Self.freshStore()
        let banana = try OrderParser(menu: store.menu).parse("banana")
        let first = UUID()
        let unseeded = try await store.quickOrder(banana, changeID: first)
        #expect(unseeded == nil, "a new stand is seeded the long way")
        await #expect(try !store.order(banana, changeID: first).replayed)
        let made = try #require(try await store.quickOrder(banana, changeID: UUID()))
        #expect(made.entry.description == "banana:1")
        #expect(made.entry.id == 2)
        #expect(made.stock?.first { $0.fruit.id == "banana" }?.count == 6, "the levels came with the answer")
        await #expect(try store.counts()["banana"] == 6)
    }

    @Test func aRefusalIsTheLedgersOnTheRealCountsAndMakesNothing() async throws {
        let (_, _, store) = try await Self.freshStore()
        _ = try await store.add(fruit: "kiwi", amount: 0)  // seeds the stand
        let order = try OrderParser(menu: store.menu).parse("banana:6")
        do {
            _ = try await store.quickOrder(order, changeID: UUID())
            Issue.record("twelve bananas of ten were not refused")
        } catch JuiceMakerError.outOfStock(let shortfalls) {
            #expect(shortfalls.map { "\($0.need) of \($0.have)" } == ["12 of 10"], "worded from the server's counts")
        }
        await #expect(try store.counts()["banana"] == 10)
        let history = try await store.history()
        #expect(history.map(\.kind) == [.lost, .add], "the seeding add, and the refusal as a lost sale")
        #expect(history.first?.deltas == [] && history.first?.sales == [SaleLine(juice: "banana", glasses: 6, price: nil)])
        #expect(history.first?.short == [ShortFruit(fruit: "banana", need: 12, have: 10)])
        #expect(try await store.undo().reverted.id == 1, "undo skips the lost sale")
    }

    @Test func theSameIDTwiceIsMadeOnce() async throws {
        let (_, _, store) = try await Self.freshStore()
        _ = try await store.add(fruit: "kiwi", amount: 0)
        let mango = try OrderParser(menu: store.menu).parse("mango")
        let id = UUID()
        #expect(try await store.quickOrder(mango, changeID: id) != nil)
        #expect(try await store.quickOrder(mango, changeID: id) == nil, "the journal's unique change id refuses it")
        await #expect(try store.order(mango, changeID: id).replayed, "the long way finds the first")
        await #expect(try store.counts()["mango"] == 7)
    }

    @Test func aLostConnectionIsLeftToTheLongWayWhichConnectsAgain() async throws {
        let (server, database, store) = try await Self.freshStore()
        _ = try await store.add(fruit: "kiwi", amount: 0)
        _ = try server.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database)' AND pid <> pg_backend_pid()")
        let kiwi = try OrderParser(menu: store.menu).parse("kiwi")
        let id = UUID()
        #expect(try await store.quickOrder(kiwi, changeID: id) == nil)
        await #expect(try !store.order(kiwi, changeID: id).replayed)
        await #expect(try store.counts()["kiwi"] == 7)
        #expect(try await store.quickOrder(kiwi, changeID: UUID()) != nil, "the new connection serves the next one")
        await #expect(try store.counts()["kiwi"] == 4)
    }

    @Test func ordersSentTogetherAreEachWholeAndSeeTheOnesBefore() async throws {
        let (_, _, store) = try await Self.freshStore()
        _ = try await store.add(fruit: "kiwi", amount: 0)  // seeds the stand: ten bananas
        let banana = try OrderParser(menu: store.menu).parse("banana")
        let answers = await store.quickOrders((0..<6).map { _ in (banana, UUID()) })
        let made = answers.prefix(5).compactMap { try? $0.get() }
        #expect(made.map(\.entry.id) == [2, 3, 4, 5, 6], "made in the order given, each after the one before")
        #expect(made.map { $0.stock?.first { $0.fruit.id == "banana" }?.count } == [8, 6, 4, 2, 0])
        switch answers[5] {
        case .failure(JuiceMakerError.outOfStock(let shortfalls)):
            #expect(shortfalls.map { "\($0.need) of \($0.have)" } == ["2 of 0"], "worded from the counts the others left")
        default:
            Issue.record("the sixth banana juice was not refused: \(answers[5])")
        }
        await #expect(try store.counts()["banana"] == 0)
        let history = try await store.history()
        #expect(history.map(\.kind) == [.lost] + Array(repeating: .order, count: 5) + [.add],
                "the seeding add, five orders, and the sixth as a lost sale")
        #expect(history.first?.short == [ShortFruit(fruit: "banana", need: 2, have: 0)])
    }

    @Test func aStatementThatFailsLeavesEachOfItsOrdersToTheLongWay() async throws {
        let (_, _, store) = try await Self.freshStore()
        _ = try await store.add(fruit: "kiwi", amount: 0)
        let mango = try OrderParser(menu: store.menu).parse("mango")
        let taken = UUID()
        #expect(try await store.quickOrder(mango, changeID: taken) != nil)
        let ids = [UUID(), taken, UUID()]
        let answers = await store.quickOrders(ids.map { (mango, $0) })
        #expect(answers.allSatisfy { (try? $0.get()).flatMap { $0 } == nil }, "an id already journaled fails the statement: none made")
        await #expect(try store.counts()["mango"] == 7)
        // `orders(_:)` settles each by its own id: the taken one is the earlier order's.
        let settled = try await store.orders(ids.map { (mango, $0) })
        #expect(settled.map { (try? $0.get())?.replayed } == [false, true, false], "each settled by its own id")
        #expect(settled.map { (try? $0.get())?.stock.first { $0.fruit.id == "mango" }?.count } == [4, 4, 1])
        await #expect(try store.counts()["mango"] == 1)
    }
}
