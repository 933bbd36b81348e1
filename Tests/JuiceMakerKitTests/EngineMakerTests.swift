import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct EngineMakerTests {
    let menu: Menu

    init() throws {
        menu = try EngineFixtures.defaultMenu()
    }

    /// Stock per fruit in menu order, as a person reads the stock table.
    func counts(_ maker: JuiceMaker) -> [Int] { maker.levels().map(\.count) }

    @Test func compilesRecipesToPositions() throws {
        let compiled = CompiledMenu(menu)
        #expect(compiled.fruitCount == 5)
        #expect(compiled.juiceCount == 7)
        let strawberryBanana = try #require(menu.juiceIndex(of: "strawberry-banana"))
        #expect(Array(compiled.uses(ofJuiceAt: strawberryBanana)) == [.init(fruit: 0, amount: 10), .init(fruit: 1, amount: 1)])
        #expect(menu.fruitIndex(of: "mango") == 4)
        #expect(menu.juiceIndex(of: "nope") == nil)
        #expect(compiled.uses(ofJuiceAt: 99).isEmpty)
    }

    @Test func exactlyOneStrawberryBananaFromInitialStock() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(maker.servings(of: "strawberry-banana") == 1)
        try maker.make(juice: "strawberry-banana")
        #expect(counts(maker) == [0, 9, 10, 10, 10])

        let before = counts(maker)
        #expect(throws: JuiceMakerError.outOfStock([
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 10, have: 0),
        ])) {
            try maker.make(juice: "strawberry-banana")
        }
        #expect(counts(maker) == before)
    }

    @Test func outOfStockMessageNamesNeedAndHave() throws {
        var maker = JuiceMaker(menu: menu)
        do {
            try maker.make(juice: "strawberry")
            Issue.record("a strawberry juice needs 16 of 10 strawberries")
        } catch {
            #expect(error.message(in: .en) == "Not enough fruit: needs 16 strawberry, has 10.")
            #expect(error.message(in: .ko) == "재료가 모자라요: 딸기 16개 필요 (재고 10개).")
        }
    }

    @Test func restockThenItWorks() throws {
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: "strawberry-banana")
        #expect(throws: JuiceMakerError.self) { try maker.make(juice: "strawberry-banana") }
        try maker.add(10, to: "strawberry")
        try maker.make(juice: "strawberry-banana")
        #expect(counts(maker) == [0, 8, 10, 10, 10])
        #expect(maker.stock(of: "banana") == 8)
    }

    @Test func batchIsAllOrNothing() throws {
        var maker = JuiceMaker(menu: menu)
        // mango-kiwi ×2 fits, but then strawberry ×1 needs 16 of 10: nothing may change.
        let lines = [OrderLine(juice: "mango-kiwi", count: 2), OrderLine(juice: "banana"), OrderLine(juice: "strawberry")]
        #expect(throws: JuiceMakerError.outOfStock([
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 16, have: 10),
        ])) {
            try maker.make(JuiceOrder(lines: lines))
        }
        #expect(counts(maker) == [10, 10, 10, 10, 10])

        let used = try maker.make(JuiceOrder(lines: Array(lines.dropLast())))
        #expect(used == [FruitAmount(fruit: "banana", amount: 2), FruitAmount(fruit: "kiwi", amount: 2), FruitAmount(fruit: "mango", amount: 4)])
        #expect(counts(maker) == [10, 8, 10, 8, 6])
    }

    @Test func batchAddsNeedAcrossLinesAndListsEveryShortFruit() throws {
        var maker = JuiceMaker(menu: menu)
        // Each line alone fits; together they need 20 strawberry and 12 banana.
        let order = JuiceOrder(lines: [OrderLine(juice: "strawberry-banana"), OrderLine(juice: "strawberry-banana"),
                                       OrderLine(juice: "banana", count: 5)])
        do {
            try maker.make(order)
            Issue.record("the batch needs more than stock")
        } catch {
            #expect(error == .outOfStock([
                Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 20, have: 10),
                Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[1]), need: 12, have: 10),
            ]))
            #expect(error.message(in: .en) == "Not enough fruit: needs 20 strawberry, has 10; needs 12 banana, has 10.")
        }
        #expect(maker.shortfall(for: order).map(\.missing) == [10, 2])
        // The scratch buffer was cleared: a small order still works afterwards.
        #expect(try maker.make(JuiceOrder(juice: "banana")) == [FruitAmount(fruit: "banana", amount: 2)])
    }

    @Test func rejectsLinesOutOfRange() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(throws: JuiceMakerError.invalidCount("0")) { try maker.make(juice: "banana", count: 0) }
        #expect(throws: JuiceMakerError.invalidCount("1000001")) { try maker.make(juice: "banana", count: Limits.maxOrderCount + 1) }
        try maker.make(juice: "pineapple", count: 0 + 5)
        #expect(throws: JuiceMakerError.unknownJuice(name: "lemon", suggestion: nil)) { try maker.make(juice: "lemon") }
        #expect(throws: JuiceMakerError.unknownJuice(name: "lemon", suggestion: nil)) {
            try maker.make(JuiceOrder(lines: [OrderLine(juice: "banana"), OrderLine(juice: "lemon")]))
        }
        #expect(counts(maker) == [10, 10, 0, 10, 10])
    }

    @Test func anEmptyOrderIsRefused() async throws {
        var maker = JuiceMaker(menu: menu)
        #expect(throws: JuiceMakerError.emptyOrder) { try maker.make(JuiceOrder(lines: [])) }
        let sandbox = try StoreSandbox()
        let store = try await sandbox.open(menu)
        await #expect(throws: JuiceMakerError.emptyOrder) { try await store.order(JuiceOrder(lines: [])) }
        await #expect(try store.history().isEmpty)
    }

    @Test func servingsAndLowFruits() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(maker.servings(of: "banana") == 5)
        #expect(maker.servings(of: "mango-kiwi") == 5)
        #expect(maker.servings(of: "strawberry") == 0)
        #expect(maker.servings(of: "lemon") == 0)
        try maker.make(juice: "mango-kiwi", count: 4)
        #expect(maker.lowFruits(threshold: 2).map(\.fruit.id) == ["mango"])
        #expect(maker.lowFruits(threshold: 6).map(\.count) == [6, 2])
        #expect(counts(maker) == [10, 10, 10, 6, 2])
    }

    @Test func stockNeverGoesNegative() throws {
        var maker = JuiceMaker(menu: menu)
        let label = FruitLabel(EngineFixtures.defaultFruits[0])
        #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -11)) {
            try maker.remove(11, from: "strawberry")
        }
        #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -11)) {
            try maker.set(-1, for: "strawberry")
        }
        #expect(throws: JuiceMakerError.invalidAmount("-3")) { try maker.add(-3, to: "strawberry") }
        #expect(throws: JuiceMakerError.unknownFruit(name: "lemon", suggestion: nil)) { try maker.add(1, to: "lemon") }
        #expect(maker.stock(of: "strawberry") == 10)
        try maker.remove(10, from: "strawberry")
        try maker.set(7, for: "banana")
        try maker.add(5, to: "pineapple")
        #expect(counts(maker) == [0, 7, 15, 10, 10])
    }

    @Test func stockHasACeiling() throws {
        var maker = try JuiceMaker(menu: menu, stock: ["strawberry": Limits.maxStock])
        #expect(throws: JuiceMakerError.self) { try maker.add(1, to: "strawberry") }
        #expect(maker.stock(of: "strawberry") == Limits.maxStock)
        #expect(maker.stock(of: "banana") == 0)
        #expect(throws: JuiceMakerError.self) { _ = try JuiceMaker(menu: menu, stock: ["kiwi": Limits.maxStock + 1]) }
        var counts = StockCounts(menu: CompiledMenu(menu))
        #expect(throws: JuiceMakerError.self) { try counts.apply(change: Int.max, to: 0) }
    }

    @Test func resetRestoresInitialStock() throws {
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: "mango-kiwi", count: 3)
        maker.reset()
        #expect(counts(maker) == [10, 10, 10, 10, 10])
    }

    @Test func ordersUpToTheLimitsNeverOverflow() throws {
        // The largest recipe amount times the largest count is far below Int.max.
        let fruit = EngineFixtures.fruit("kiwi", "Kiwi", "키위", stock: Limits.maxMenuNumber)
        let menu = try Menu(fruits: [fruit], juices: [EngineFixtures.juice("k", "K", "K", [("kiwi", Limits.maxMenuNumber)])])
        var maker = try JuiceMaker(menu: menu, stock: ["kiwi": Limits.maxStock])
        #expect(maker.servings(of: "k") == 1_000)
        #expect(throws: JuiceMakerError.self) { try maker.make(juice: "k", count: Limits.maxOrderCount) }
        try maker.make(juice: "k", count: 1_000)
        #expect(maker.stock(of: "kiwi") == 0)
        let order = JuiceOrder(lines: [OrderLine(juice: "k", count: Limits.maxOrderCount), OrderLine(juice: "k", count: Limits.maxOrderCount)])
        #expect(maker.shortfall(for: order).map(\.need) == [2 * Limits.maxOrderCount * Limits.maxMenuNumber])
    }
}
