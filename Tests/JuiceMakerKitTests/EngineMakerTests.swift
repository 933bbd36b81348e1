import Testing
@testable import JuiceMakerKit
import JuiceMakerTestSupport

@Suite struct EngineMakerTests {
    let menu: CompiledMenu
    let strawberryBanana: Int
    let strawberry: Int
    let mangoKiwi: Int
    let banana: Int

    init() throws {
        menu = try EngineFixtures.compiledDefault()
        strawberryBanana = try #require(menu.juiceIndex(of: "strawberry-banana"))
        strawberry = try #require(menu.juiceIndex(of: "strawberry"))
        mangoKiwi = try #require(menu.juiceIndex(of: "mango-kiwi"))
        banana = try #require(menu.juiceIndex(of: "banana"))
    }

    @Test func compilesRecipesToIndices() throws {
        #expect(menu.fruitCount == 5)
        #expect(menu.juiceCount == 7)
        #expect(Array(menu.recipe(of: strawberryBanana)) == [RecipeUse(fruit: 0, amount: 10), RecipeUse(fruit: 1, amount: 1)])
        #expect(menu.fruitIndex(of: "mango") == 4)
        #expect(menu.juiceIndex(of: "nope") == nil)
        #expect(menu.recipe(of: 99).isEmpty)
    }

    @Test func exactlyOneStrawberryBananaFromInitialStock() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(maker.servings(of: strawberryBanana) == 1)
        try maker.make(juice: strawberryBanana)
        #expect(maker.stock.counts == [0, 9, 10, 10, 10])

        let before = maker.stock
        #expect(throws: JuiceMakerError.outOfStock([
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 10, have: 0),
        ])) {
            try maker.make(juice: strawberryBanana)
        }
        #expect(maker.stock == before)
    }

    @Test func outOfStockMessageNamesNeedAndHave() throws {
        var maker = JuiceMaker(menu: menu)
        do {
            try maker.make(juice: strawberry)
            Issue.record("a strawberry juice needs 16 of 10 strawberries")
        } catch {
            #expect(error.message(in: .en) == "Not enough fruit: needs 16 strawberry, has 10.")
            #expect(error.message(in: .ko) == "재료가 모자라요: 딸기 16개 필요 (재고 10개).")
        }
    }

    @Test func restockThenItWorks() throws {
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: strawberryBanana)
        #expect(throws: JuiceMakerError.self) { try maker.make(juice: strawberryBanana) }
        try maker.add(10, to: 0)
        try maker.make(juice: strawberryBanana)
        #expect(maker.stock.counts == [0, 8, 10, 10, 10])
    }

    @Test func batchIsAllOrNothing() throws {
        var maker = JuiceMaker(menu: menu)
        // mango-kiwi ×2 fits, but then strawberry ×1 needs 16 of 10: nothing may change.
        let lines = [OrderLine(juice: mangoKiwi, count: 2), OrderLine(juice: banana), OrderLine(juice: strawberry)]
        #expect(throws: JuiceMakerError.outOfStock([
            Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 16, have: 10),
        ])) {
            try maker.make(lines)
        }
        #expect(maker.stock == FruitStore(menu: menu))

        let used = try maker.make(Array(lines.dropLast()))
        #expect(used == [FruitUse(fruit: 1, amount: 2), FruitUse(fruit: 3, amount: 2), FruitUse(fruit: 4, amount: 4)])
        #expect(maker.stock.counts == [10, 8, 10, 8, 6])
    }

    @Test func batchAddsNeedAcrossLinesAndListsEveryShortFruit() throws {
        var maker = JuiceMaker(menu: menu)
        // Each line alone fits; together they need 20 strawberry and 12 banana.
        let lines = [OrderLine(juice: strawberryBanana), OrderLine(juice: strawberryBanana),
                     OrderLine(juice: banana, count: 5)]
        do {
            try maker.make(lines)
            Issue.record("the batch needs more than stock")
        } catch {
            #expect(error == .outOfStock([
                Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[0]), need: 20, have: 10),
                Shortfall(fruit: FruitLabel(EngineFixtures.defaultFruits[1]), need: 12, have: 10),
            ]))
            #expect(error.message(in: .en) == "Not enough fruit: needs 20 strawberry, has 10; needs 12 banana, has 10.")
        }
        #expect(maker.shortfall(for: lines).map(\.missing) == [10, 2])
        // The scratch buffer was cleared: a small order still works afterwards.
        #expect(try maker.make([OrderLine(juice: banana)]) == [FruitUse(fruit: 1, amount: 2)])
    }

    @Test func rejectsLinesOutOfRange() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(throws: JuiceMakerError.invalidCount("0")) { try maker.make(juice: banana, count: 0) }
        #expect(throws: JuiceMakerError.invalidCount("1000001")) { try maker.make(juice: banana, count: 1_000_001) }
        #expect(throws: JuiceMakerError.unknownJuice(name: "#7", suggestion: nil)) { try maker.make(juice: 7) }
        #expect(throws: JuiceMakerError.unknownJuice(name: "#-1", suggestion: nil)) {
            try maker.make([OrderLine(juice: banana), OrderLine(juice: -1)])
        }
        #expect(maker.stock == FruitStore(menu: menu))
    }

    @Test func servingsAndLowFruits() throws {
        var maker = JuiceMaker(menu: menu)
        #expect(maker.servings(of: banana) == 5)
        #expect(maker.servings(of: mangoKiwi) == 5)
        #expect(maker.servings(of: strawberry) == 0)
        #expect(maker.servings(of: 42) == 0)
        try maker.make(juice: mangoKiwi, count: 4)
        #expect(maker.lowFruits(threshold: 2).map(\.fruit.id) == ["mango"])
        #expect(maker.lowFruits(threshold: 6).map(\.count) == [6, 2])
        #expect(maker.levels().map(\.count) == [10, 10, 10, 6, 2])
    }

    @Test func fruitStoreNeverGoesNegative() throws {
        var store = FruitStore(menu: menu)
        let label = FruitLabel(EngineFixtures.defaultFruits[0])
        #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -11)) {
            try store.remove(11, from: 0)
        }
        #expect(throws: JuiceMakerError.negativeStock(fruit: label, have: 10, change: -11)) {
            try store.set(-1, for: 0)
        }
        #expect(throws: JuiceMakerError.invalidAmount("-3")) { try store.add(-3, to: 0) }
        #expect(throws: JuiceMakerError.unknownFruit(name: "#9", suggestion: nil)) { try store.add(1, to: 9) }
        #expect(store[0] == 10)
        try store.remove(10, from: 0)
        try store.set(7, for: 1)
        try store.add(5, to: 2)
        #expect(store.counts == [0, 7, 15, 10, 10])
    }

    @Test func stockHasACeiling() throws {
        var store = FruitStore(menu: menu)
        try store.set(EngineLimits.maxStock, for: 0)
        #expect(throws: JuiceMakerError.self) { try store.add(1, to: 0) }
        #expect(throws: JuiceMakerError.self) { try store.apply(change: Int.max, to: 0) }
        #expect(store[0] == EngineLimits.maxStock)
    }

    @Test func resetRestoresInitialStock() throws {
        var maker = JuiceMaker(menu: menu)
        try maker.make(juice: mangoKiwi, count: 3)
        maker.reset()
        #expect(maker.stock == FruitStore(menu: menu))
    }

    @Test func compileRejectsBrokenMenus() {
        let unknown = Menu(fruits: [EngineFixtures.fruit("kiwi", "Kiwi", "키위")],
                           juices: [EngineFixtures.juice("k", "K", "K", [("kiwii", 1)])])
        #expect(throws: JuiceMakerError.unknownFruit(name: "kiwii", suggestion: "kiwi")) { try CompiledMenu(unknown) }
        let zero = Menu(fruits: [EngineFixtures.fruit("kiwi", "Kiwi", "키위")],
                        juices: [EngineFixtures.juice("k", "K", "K", [("kiwi", 0)])])
        #expect(throws: JuiceMakerError.invalidRecipe(juice: "k", fruit: "kiwi", amount: 0)) { try CompiledMenu(zero) }
        let negative = Menu(fruits: [EngineFixtures.fruit("kiwi", "Kiwi", "키위", stock: -1)], juices: [])
        #expect(throws: JuiceMakerError.invalidInitialStock(fruit: "kiwi", amount: -1)) { try CompiledMenu(negative) }
    }

    @Test func recipeNamingAFruitTwiceIsMerged() throws {
        let menu = try CompiledMenu(Menu(fruits: [EngineFixtures.fruit("kiwi", "Kiwi", "키위")],
                                         juices: [EngineFixtures.juice("k", "K", "K", [("kiwi", 6), ("kiwi", 6)])]))
        var maker = JuiceMaker(menu: menu)
        #expect(maker.servings(of: 0) == 0)
        #expect(throws: JuiceMakerError.self) { try maker.make(juice: 0) }
        #expect(maker.stock.counts == [10])
    }
}
