import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreStockTests {
    @Test func seedsInitialStockOnFirstUse() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        await #expect(try database.stock().map(\.fruit.id) == ["strawberry", "banana", "pineapple", "kiwi", "mango"])
        await #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])
        await #expect(try database.history().isEmpty)
    }

    @Test func exactlyOneStrawberryBananaThenOutOfStock() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let entry = try await sandbox.order("strawberry-banana", in: database)
        #expect(entry.kind == .order)
        #expect(entry.description == "strawberry-banana:1")
        #expect(entry.deltas == [FruitDelta(fruit: "strawberry", change: -10), FruitDelta(fruit: "banana", change: -1)])

        let before = try await database.stock()
        do {
            _ = try await sandbox.order("strawberry-banana", in: database)
            Issue.record("the second strawberry-banana must fail")
        } catch let error as JuiceMakerError {
            #expect(error.message(in: .en) == "Not enough fruit: needs 10 strawberry, has 0.")
            #expect(error.message(in: .ko) == "재료가 모자라요: 딸기 10개 필요 (재고 0개).")
        }
        await #expect(try database.stock() == before)
        // The refusal is journaled as a lost sale, which changes no stock and is not undone.
        let lost = try #require(try await database.history().first)
        #expect(lost.kind == .lost && lost.id == 2 && lost.description == "strawberry-banana:1" && lost.deltas.isEmpty)
        #expect(lost.sales == [SaleLine(juice: "strawberry-banana", glasses: 1, price: nil)])
        #expect(lost.short == [ShortFruit(fruit: "strawberry", need: 10, have: 0)])
        let undo = try await database.undo()
        #expect(undo.reverted.id == 1, "undo skips the lost sale and reverts the order")
    }

    @Test func restockThenItWorks() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        _ = try await sandbox.order("strawberry-banana", in: database)
        await #expect(throws: JuiceMakerError.self) { try await sandbox.order("strawberry-banana", in: database) }
        let added = try await database.add(fruit: "strawberry", amount: 10)
        #expect(added.description == "add strawberry 10")
        #expect(added.deltas == [FruitDelta(fruit: "strawberry", change: 10)])
        _ = try await sandbox.order("strawberry-banana", in: database)
        await #expect(try database.counts()["strawberry"] == 0)
        await #expect(try database.counts()["banana"] == 8)
    }

    @Test func batchIsAtomic() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        // mango-kiwi ×2 and banana fit; the last line (strawberry needs 16) does not.
        await #expect(throws: JuiceMakerError.outOfStock([
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 16, have: 10),
        ])) {
            try await sandbox.order("mango-kiwi:2 banana strawberry", in: database)
        }
        await #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])
        let lost = try await database.history()
        #expect(lost.map(\.kind) == [.lost] && lost.first?.deltas == [])
        #expect(lost.first?.sales.map(\.glasses) == [2, 1, 1])
        #expect(lost.first?.short == [ShortFruit(fruit: "strawberry", need: 16, have: 10)])

        let entry = try await sandbox.order("mango-kiwi:2 banana", in: database)
        #expect(entry.description == "mango-kiwi:2 banana:1")
        await #expect(try database.stock().map(\.count) == [10, 8, 10, 8, 6])
    }

    @Test func stockChangesAreCheckedAndJournaled() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        let label = FruitLabel(EngineFixtures.defaultFruits[3])
        await #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -11)) {
            try await database.remove(fruit: "kiwi", amount: 11)
        }
        await #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -12)) {
            try await database.set(fruit: "kiwi", amount: -2)
        }
        // The store takes ids; what a person typed is resolved before (`Menu.fruitID(named:)`).
        await #expect(throws: JuiceMakerError.unknownFruit(name: "kiwii", suggestion: nil)) {
            try await database.add(fruit: "kiwii", amount: 1)
        }
        await #expect(throws: JuiceMakerError.invalidAmount("-1")) { try await database.add(fruit: "kiwi", amount: -1) }
        await #expect(try database.history().isEmpty)

        try await database.remove(fruit: "kiwi", amount: 4)
        try await database.set(fruit: database.menu.fruitID(named: "키위"), amount: 3)
        try await database.add(fruit: "kiwi", amount: 2)
        await #expect(try database.counts()["kiwi"] == 5)
        let history = try await database.history()
        #expect(history.map(\.description) == ["add kiwi 2", "set kiwi 3", "remove kiwi 4"])
        #expect(history.map(\.kind) == [.add, .set, .remove])
        #expect(history.flatMap(\.deltas).map(\.change) == [2, -3, -4])
    }

    @Test func resetRestoresInitialStockAndIsJournaled() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        _ = try await sandbox.order("mango-kiwi:3", in: database)
        try await database.add(fruit: "banana", amount: 5)
        let reset = try await database.reset()
        #expect(reset.kind == .reset)
        #expect(reset.deltas == [FruitDelta(fruit: "banana", change: -5), FruitDelta(fruit: "kiwi", change: 3),
                                 FruitDelta(fruit: "mango", change: 6)])
        await #expect(try database.stock().map(\.count) == [10, 10, 10, 10, 10])
        await #expect(try database.history(limit: 1).first?.kind == .reset)
    }

    @Test func makerAnswersQuestionsAboutCurrentStock() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        _ = try await sandbox.order("mango:3", in: database)
        let maker = try await database.maker()
        #expect(maker.servings(of: "mango") == 0)
        #expect(maker.lowFruits(threshold: 1).map(\.fruit.id) == ["mango"])
    }

    @Test func manyOrdersInOneProcess() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        try await database.set(fruit: "banana", amount: 4000)
        let order = try OrderParser(menu: database.menu).parse("banana")
        let start = ContinuousClock.now
        for _ in 0..<2000 { try await database.order(order) }
        let elapsed = ContinuousClock.now - start
        await #expect(try database.counts()["banana"] == 0)
        await #expect(throws: JuiceMakerError.self) { try await database.order(order) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("store: 2000 committed orders in \(elapsed) (\(Int(2000 / seconds)) orders/s, debug build)")
    }
}
