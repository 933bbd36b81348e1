import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Reorder points and par levels: how the menu gives them, what it refuses, and what they mean for
/// low fruits and restock plans.
@Suite struct StockRulesTests {
    let rulesMenu = """
    defaults:
      stock: 10
      reorder: 2
    fruits:
      mango: { stock: 10, reorder: 4, par: 12 }
      kiwi: {}
      lime: { stock: 6, par: 8 }
    juices:
      mango-kiwi: { recipe: { mango: 2, kiwi: 1 } }
      lime: { recipe: { lime: 1 } }

    """

    private func menu(_ text: String) throws -> Menu {
        let report = check(text)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        return try #require(report.menu)
    }

    // MARK: The menu format

    @Test func rulesComeFromTheFruitThenDefaultsAndParFromTheInitialStock() throws {
        let menu = try menu(rulesMenu)
        let mango = try #require(menu.fruit("mango"))
        #expect(mango.reorderPoint == 4 && mango.parLevel == 12 && mango.par == 12)
        let kiwi = try #require(menu.fruit("kiwi"))
        #expect(kiwi.reorderPoint == 2 && kiwi.parLevel == nil && kiwi.par == 10)
        let lime = try #require(menu.fruit("lime"))
        #expect(lime.reorderPoint == 2 && lime.par == 8)
    }

    @Test func withoutReorderNothingIsEverLow() throws {
        let menu = try menu(validMenu)
        #expect(menu.fruits.allSatisfy { $0.reorderPoint == nil })
        let maker = try JuiceMaker(menu: menu, stock: [:])
        #expect(maker.lowFruits().isEmpty)
        #expect(try maker.restockPlan(for: .lowStock).isEmpty)
    }

    @Test func parMustBeAboveReorderAtTheParValue() {
        let report = check(rulesMenu.replacingOccurrences(of: "reorder: 4, par: 12", with: "reorder: 4, par: 4"))
        #expect(report.summary == ["par-not-above-reorder 5:40"])
        #expect(report.diagnostics[0].message == "par of fruit 'mango' is 4 but its reorder point is 4: a restock would leave it low; set 'par' above 4")
        #expect(report.menu == nil)
    }

    @Test func anImplicitParIsTheInitialStockAndIsReportedAtTheStock() {
        let report = check(rulesMenu.replacingOccurrences(of: "lime: { stock: 6, par: 8 }", with: "lime: { stock: 2 }"))
        #expect(report.summary == ["par-not-above-reorder 7:18"])
        #expect(report.diagnostics[0].message.hasPrefix("par of fruit 'lime' is its initial stock, 2, but its reorder point is 2"))
        // No stock on the fruit either: at its id.
        let bare = check("defaults: { stock: 1, reorder: 1 }\nfruits:\n  lime:\njuices:\n  lime: { recipe: { lime: 1 } }\n")
        #expect(bare.summary == ["par-not-above-reorder 3:3"])
    }

    @Test func brokenDefaultsAreReportedOnceAtTheirPar() {
        let report = check(rulesMenu.replacingOccurrences(of: "  reorder: 2\n", with: "  reorder: 5\n  par: 5\n"))
        // mango sets its own reorder and par; kiwi takes both defaults (reported once, at defaults.par);
        // lime sets par 8 above the default reorder 5.
        #expect(report.summary == ["par-not-above-reorder 4:8"])
        #expect(report.diagnostics[0].message.hasPrefix("par of defaults is 5 but its reorder point is 5"))
    }

    @Test func numbersFollowTheStockRulesAndLimits() {
        let report = check("""
        defaults: { reorder: -1, par: 0 }
        fruits:
          a: { reorder: 1.5, par: 1000000001 }
          b: { reorder: 1000000001, par: -3 }
          c: { reorder: 0, par: 1000000000 }
        juices:
          j: { recipe: { a: 1, b: 1, c: 1 } }

        """)
        #expect(report.summary == [
            "negative-stock 1:22", "amount-too-small 1:31",
            "not-a-whole-number 3:17", "number-too-large 3:27",
            "number-too-large 4:17", "amount-too-small 4:34",
        ])
        #expect(report.diagnostics[0].message == "reorder point of defaults is -1; it cannot be negative, use 0 or more")
        #expect(report.diagnostics[1].message == "par of defaults is 0; a par level is at least 1")
        #expect(report.diagnostics[3].message == "par of fruit 'a' is too large; use at most 1000000000")
    }

    @Test func reorderZeroAndParAtTheLimitAreAccepted() throws {
        let menu = try menu("fruits:\n  c: { stock: 1, reorder: 0, par: 1000000000 }\njuices:\n  j: { recipe: { c: 1 } }\n")
        let fruit = try #require(menu.fruit("c"))
        #expect(fruit.reorderPoint == 0 && fruit.par == Limits.maxMenuNumber)
        #expect(fruit.isLow(at: 0) && !fruit.isLow(at: 1))
        #expect(try JuiceMaker(menu: menu).restockPlan(for: .lowStock).isEmpty)
        let plan = try JuiceMaker(menu: menu, stock: ["c": 0]).restockPlan(for: .lowStock)
        #expect(plan.items.map(\.buy) == [1_000_000_000])
    }

    @Test func unknownKeysInDefaultsAndFruitsSuggestTheRuleKeys() {
        let report = check(rulesMenu.replacingOccurrences(of: "par: 12", with: "parr: 12").replacingOccurrences(of: "  reorder: 2\n", with: "  reoder: 2\n"))
        #expect(report.diagnostics.map(\.message) == [
            "'defaults' has no key 'reoder'; did you mean 'reorder'?",
            "fruit 'mango' has no key 'parr'; did you mean 'par'?",
        ])
    }

    @Test func menusMadeInCodeFollowTheSameRules() {
        func fruit(reorder: Int?, par: Int?, stock: Int = 10) -> Fruit {
            Fruit(id: "mango", name: LocalizedName(english: "Mango"), initialStock: stock, reorderPoint: reorder, parLevel: par)
        }
        let juice = Juice(id: "mango", name: LocalizedName(english: "Mango"), recipe: [FruitAmount(fruit: "mango", amount: 1)])
        #expect(throws: MenuError.self) { try Menu(fruits: [fruit(reorder: 4, par: 4)], juices: [juice]) }
        #expect(throws: MenuError.self) { try Menu(fruits: [fruit(reorder: 10, par: nil)], juices: [juice]) }
        #expect(throws: MenuError.self) { try Menu(fruits: [fruit(reorder: -1, par: nil)], juices: [juice]) }
        #expect(throws: MenuError.self) { try Menu(fruits: [fruit(reorder: nil, par: 0)], juices: [juice]) }
        #expect(throws: MenuError.self) { try Menu(fruits: [fruit(reorder: nil, par: Limits.maxMenuNumber + 1)], juices: [juice]) }
        #expect(throws: Never.self) { try Menu(fruits: [fruit(reorder: 0, par: Limits.maxMenuNumber)], juices: [juice]) }
        #expect(throws: Never.self) { try Menu(fruits: [fruit(reorder: nil, par: nil, stock: 0)], juices: [juice]) }
    }

    @Test func theRuleIsDecidedFromTheFruitThenDefaultsThenTheInitialStock() {
        typealias Levels = StockRule.Levels
        // The fruit's own par, else defaults', else its initial stock; the fruit's reorder, else defaults'.
        #expect(StockRule.violation(own: Levels(reorder: 4, par: 4), initialStock: 10) == .init(par: 4, reorder: 4, source: .fruit))
        #expect(StockRule.violation(own: Levels(reorder: 4, par: 5), initialStock: 0) == nil)
        #expect(StockRule.violation(own: Levels(reorder: 10), initialStock: 10) == .init(par: 10, reorder: 10, source: .initialStock))
        #expect(StockRule.violation(own: Levels(reorder: 9), initialStock: 10) == nil)
        #expect(StockRule.violation(own: Levels(reorder: 6), defaults: Levels(par: 6), initialStock: 50) == .init(par: 6, reorder: 6, source: .defaults))
        #expect(StockRule.violation(own: Levels(par: 3), defaults: Levels(reorder: 3), initialStock: 50) == .init(par: 3, reorder: 3, source: .fruit))
        #expect(StockRule.violation(own: Levels(), defaults: Levels(reorder: 3), initialStock: 3) == .init(par: 3, reorder: 3, source: .initialStock))
        // Both levels from defaults: defaults break the rule, reported once there, not per fruit.
        #expect(StockRule.violation(own: Levels(), defaults: Levels(reorder: 5, par: 5), initialStock: 0) == nil)
        #expect(StockRule.violation(defaults: Levels(reorder: 5, par: 5)) == .init(par: 5, reorder: 5, source: .defaults))
        // Defaults have no stock: without a written par they break nothing themselves.
        #expect(StockRule.violation(defaults: Levels(reorder: 5)) == nil)
        // No reorder point: nothing is ever low.
        #expect(StockRule.violation(own: Levels(par: 0), initialStock: 0) == nil)
    }

    @Test func aMenuMadeInCodeHearsTheFilesWords() throws {
        let file = check("fruits:\n  mango: { stock: 10, reorder: 4, par: 4 }\n  lime: { stock: 2, reorder: 2 }\njuices:\n  m: { recipe: { mango: 1, lime: 1 } }\n")
        let mango = Fruit(id: "mango", name: LocalizedName(english: "Mango"), initialStock: 10, reorderPoint: 4, parLevel: 4)
        let lime = Fruit(id: "lime", name: LocalizedName(english: "Lime"), initialStock: 2, reorderPoint: 2)
        let juice = Juice(id: "m", name: LocalizedName(english: "M"), recipe: [FruitAmount(fruit: "mango", amount: 1), FruitAmount(fruit: "lime", amount: 1)])
        let error = try #require(throws: MenuError.self) { try Menu(fruits: [mango, lime], juices: [juice]) }
        #expect(file.diagnostics.count == 2)
        #expect(error.diagnostics.map(\.message) == file.diagnostics.map(\.message))
    }

    // MARK: Low fruits and plans

    @Test func anOrderThatCrossesTheReorderPointByExactlyOneMakesItLow() throws {
        let menu = try menu(rulesMenu)
        var maker = try JuiceMaker(menu: menu, stock: ["mango": 6, "kiwi": 10, "lime": 6])
        #expect(maker.lowFruits().isEmpty)
        try maker.make(juice: "mango-kiwi")  // mango 6 → 4: at the reorder point
        #expect(maker.lowFruits().map(\.fruit.id) == ["mango"])
        #expect(maker.lowFruits()[0].lowStockMessage(in: .en, command: "juicemaker restock") == "mango is low: 4 left, reorder at 4 — juicemaker restock")
        var above = try JuiceMaker(menu: menu, stock: ["mango": 7, "kiwi": 10, "lime": 6])
        try above.make(juice: "mango-kiwi")  // 7 → 5: one above
        #expect(above.lowFruits().isEmpty)
    }

    @Test func theShoppingListBuysLowFruitsBackToPar() throws {
        let menu = try menu(rulesMenu)
        let maker = try JuiceMaker(menu: menu, stock: ["mango": 3, "kiwi": 2, "lime": 3])
        let plan = try maker.restockPlan(for: .lowStock)
        #expect(plan.items.map { "\($0.fruit.id) \($0.stock) \($0.reorderPoint ?? -1) \($0.par) \($0.buy)" } == [
            "mango 3 4 12 9", "kiwi 2 2 10 8",
        ])
        #expect(plan.description == "restock mango 9, kiwi 8")
    }

    @Test func aPlanForOrdersBuysOnlyWhatIsShort() throws {
        let menu = try menu(rulesMenu)
        let maker = try JuiceMaker(menu: menu, stock: ["mango": 3, "kiwi": 10, "lime": 3])
        let order = JuiceOrder(lines: [OrderLine(juice: "mango-kiwi", count: 4), OrderLine(juice: "lime", count: 2)])
        let plan = try maker.restockPlan(for: .orders(order))
        #expect(plan.items.map { "\($0.fruit.id) \($0.buy)" } == ["mango 5"])
        #expect(try maker.restockPlan(for: .orders(JuiceOrder(juice: "lime", count: 3))).isEmpty)
        #expect(throws: JuiceMakerError.emptyOrder) {
            try maker.restockPlan(for: .orders(JuiceOrder(lines: [])))
        }
        #expect(throws: JuiceMakerError.invalidCount("0")) {
            try maker.restockPlan(for: .orders(JuiceOrder(juice: "lime", count: 0)))
        }
    }

    // MARK: The store

    @Test func aRestockIsOneJournaledChangeThatUndoRevertsWhole() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open(try menu(rulesMenu))
        _ = try await database.set(fruit: "mango", amount: 1)
        _ = try await database.set(fruit: "kiwi", amount: 2)
        let result = try await database.restock(.lowStock)
        let entry = try #require(result.entry)
        #expect(entry.kind == .restock)
        #expect(entry.description == "restock mango 11, kiwi 8")
        #expect(entry.deltas == [FruitDelta(fruit: "mango", change: 11), FruitDelta(fruit: "kiwi", change: 8)])
        await #expect(try database.stock().map(\.count) == [12, 10, 6])
        await #expect(try database.history(limit: 1).first?.kind == .restock)

        let undo = try await database.undo()
        #expect(undo.reverted.id == entry.id)
        await #expect(try database.stock().map(\.count) == [1, 2, 6])
    }

    @Test func nothingToBuyWritesNothing() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open(try menu(rulesMenu))
        let result = try await database.restock(.lowStock)
        #expect(result.entry == nil && result.plan.isEmpty)
        await #expect(try database.history().isEmpty)
        await #expect(throws: JuiceMakerError.nothingToUndo) { try await database.undo() }
    }

    @Test func fruitsThatLeftTheMenuAreNeitherLowNorBought() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open(try menu(rulesMenu))
        _ = try await database.set(fruit: "lime", amount: 0)
        try await database.close()
        // The edit removes lime; its stock row stays, but plans only know the menu's fruits.
        let edited = try menu("""
        defaults: { stock: 10, reorder: 2 }
        fruits:
          mango: { stock: 10, reorder: 4, par: 12 }
          kiwi: {}
        juices:
          mango-kiwi: { recipe: { mango: 2, kiwi: 1 } }

        """)
        let reopened = try await sandbox.open(edited)
        await #expect(try reopened.restockPlan(for: .lowStock).isEmpty)
        await #expect(try reopened.restock(.lowStock).entry == nil)
        await #expect(try reopened.snapshot().stock.contains { $0.fruit == "lime" && $0.count == 0 })
    }
}
