import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Low marks, the `r` key's restock plan and a menu replaced while the shell runs: the state machine
/// and the renderer, without a terminal.
@Suite struct ShellRestockTests {
    /// The default stand with reorder points: strawberry at 9 (par 32), mango at 3.
    func rulesMenu() throws -> Menu {
        let emoji = ["🍓", "🍌", "🍍", "🥝", "🥭"]
        let rules: [(Int?, Int?)] = [(9, 32), (nil, nil), (nil, nil), (nil, nil), (3, nil)]
        let fruits = zip(zip(EngineFixtures.defaultFruits, emoji), rules).map { pair, rule in
            Fruit(id: pair.0.id, name: pair.0.name, emoji: pair.1, initialStock: pair.0.initialStock,
                  reorderPoint: rule.0, parLevel: rule.1)
        }
        return try Menu(version: 1, fruits: fruits, juices: EngineFixtures.defaultJuices)
    }

    @Test func rShowsThePlanAndYBuysIt() throws {
        let menu = try rulesMenu()
        var machine = try ShellFixtures.machine(counts: [0, 10, 10, 10, 2], menu: menu)
        #expect(machine.press(.character("r")) == .showRestockPlan)
        let maker = try JuiceMaker(menu: menu, stock: ["strawberry": 0, "banana": 10, "pineapple": 10, "kiwi": 10, "mango": 2])
        let plan = try maker.restockPlan(for: .lowStock)
        machine.complete(.showRestockPlan, with: .restockPlan(plan))
        #expect(machine.state.screen == .restockPlan)
        let lines = ShellRenderer.renderText(machine.state, menu: menu, language: .en, width: 80, height: 24)
        #expect(lines[0].hasPrefix(" juicemaker | Restock"))
        #expect(lines.contains(" To buy: 2 fruits are at or below the reorder point."))
        #expect(lines.contains { $0.hasPrefix("   🍓 Strawberry") && $0.hasSuffix("0        9   32   32") })
        #expect(lines.contains { $0.hasPrefix("   🥭 Mango") && $0.hasSuffix("2        3   10    8") })
        #expect(lines.contains(" Add it to stock (the delivery arrived)? [y/N]"))

        #expect(machine.press(.character("y")) == .change(.restock(.lowStock)))
        #expect(machine.state.screen == .order)
        let entry = JournalEntry(id: 3, time: .now, kind: .restock, description: plan.description, deltas: [])
        machine.complete(.change(.restock(.lowStock)), with: .restocked(RestockResult(plan: plan, entry: entry)))
        #expect(machine.state.notice == ShellNotice(.success, "Stock changed: restock strawberry 32, mango 8"))
    }

    @Test func anyOtherKeyLeavesThePlanUnbought() throws {
        let menu = try rulesMenu()
        var machine = try ShellFixtures.machine(counts: [0, 10, 10, 10, 10], menu: menu)
        _ = machine.press(.character("s"))
        #expect(machine.press(.character("r")) == .showRestockPlan)
        let plan = try JuiceMaker(menu: menu, stock: ["strawberry": 0]).restockPlan(for: .lowStock)
        machine.complete(.showRestockPlan, with: .restockPlan(plan))
        #expect(machine.press(.character("n")) == .none)
        #expect(machine.state.screen == .stockEditor, "back where r was pressed")
    }

    @Test func anEmptyPlanIsAMessageNotAScreen() throws {
        var machine = try ShellFixtures.machine(menu: try rulesMenu())
        machine.complete(.showRestockPlan, with: .restockPlan(RestockPlan(request: .lowStock, items: [])))
        #expect(machine.state.screen == .order)
        #expect(machine.state.notice == ShellNotice(.info, "Nothing is low: every fruit is above its reorder point."))
        var korean = try ShellFixtures.machine(language: .ko)
        korean.complete(.showRestockPlan, with: .restockPlan(RestockPlan(request: .lowStock, items: [])))
        #expect(korean.state.notice?.text.hasPrefix("부족한 과일이 없어요: 메뉴에 재주문 기준이 없어요") == true)
    }

    @Test func lowFruitsAreMarkedOnBothScreens() throws {
        let menu = try rulesMenu()
        var machine = try ShellFixtures.machine(counts: [0, 10, 10, 10, 3], menu: menu)
        var lines = ShellRenderer.renderText(machine.state, menu: menu, language: .en, width: 80, height: 24)
        #expect(lines.contains { $0.contains("🍓 Strawberry  0 ▼") })
        #expect(lines.contains { $0.contains("🥭 Mango       3 ▼") })
        #expect(lines.contains { $0.contains("🍌 Banana     10  ") })
        _ = machine.press(.character("s"))
        lines = ShellRenderer.renderText(machine.state, menu: menu, language: .ko, width: 80, height: 24)
        #expect(lines.contains { $0.contains("딸기") && $0.hasSuffix("▼ 재주문") })
        #expect(!lines.contains { $0.contains("바나나") && $0.contains("▼") })
    }

    @Test func aNewMenuKeepsTheCursorsInRangeAndDropsPendingQuestions() throws {
        let menu = try EngineFixtures.defaultMenu()
        var machine = try ShellFixtures.machine(menu: menu)
        _ = machine.press(.end)  // juice 7
        machine.showMenuProblem("recipes.yaml:3:1: broken")
        #expect(ShellRenderer.renderText(machine.state, menu: menu, language: .en, width: 80, height: 24)
            .contains(" recipes.yaml:3:1: broken"))
        let smaller = try Menu(fruits: [EngineFixtures.defaultFruits[1]], juices: [EngineFixtures.defaultJuices[1]])
        machine.replaceMenu(smaller, maker: JuiceMaker(menu: smaller))
        #expect(machine.menu == smaller)
        #expect(machine.state.juiceCursor == 0)
        #expect(machine.state.stock.map(\.fruit.id) == ["banana"])
        #expect(machine.state.menuProblem == nil)
        #expect(machine.press(.enter) == .change(.order(JuiceOrder(juice: "banana"))))
    }
}
