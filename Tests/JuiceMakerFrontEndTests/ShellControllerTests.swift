import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// The screen model on a real stock file: each key's change is the store's journaled transaction.
@Suite struct ShellControllerTests {
    func press(_ keys: [ShellKey], on controller: inout ShellController) async {
        for key in keys {
            let exit = await controller.press(key)
            #expect(exit == nil, "\(key) must not quit")
        }
    }

    func text(_ controller: ShellController) -> String {
        controller.render(width: 80, height: 24).map(\.text).joined(separator: "\n")
    }

    @Test func orderUntilShortAnswerYesRestockWithPlusCloseAndOrderAgain() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        var controller = try await ShellController(store: database, language: .en)

        await press([.character("5")], on: &controller)
        #expect(controller.state.notice == ShellNotice(.success, "Strawberry Banana Juice is ready. Enjoy!"))
        #expect(controller.state.stock.map(\.count) == [0, 9, 10, 10, 10])

        await press([.character("5")], on: &controller)
        #expect(controller.state.screen == .confirmRestock)
        #expect(text(controller).contains("Not enough fruit: needs 10 strawberry, has 0.\n Edit stock? [y/N]"))

        await press([.character("y")], on: &controller)
        #expect(controller.state.screen == .stockEditor)
        await press(Array(repeating: .character("+"), count: 9) + [.right], on: &controller)
        #expect(controller.state.stock.map(\.count) == [10, 9, 10, 10, 10])
        #expect(controller.state.notice == ShellNotice(.info, "Stock changed: add strawberry 1"))

        await press([.character("c")], on: &controller)
        #expect(controller.state.screen == .order)
        await press([.character("5")], on: &controller)
        #expect(controller.state.notice == ShellNotice(.success, "Strawberry Banana Juice is ready. Enjoy!"))

        await #expect(try database.counts() == ["strawberry": 0, "banana": 8, "pineapple": 10, "kiwi": 10, "mango": 10])
        let history = try await database.history(limit: 100)
        #expect(history.count == 13)  // two orders, the lost sale between them and ten single steps, each its own entry
        #expect(history.filter { $0.kind == .add }.count == 10)
        #expect(history.filter { $0.kind == .lost }.map(\.description) == ["strawberry-banana:1"])
    }

    @Test func anOrderThatLeavesAFruitLowSaysSoAsTheCommandLineDoes() async throws {
        let mango = Fruit(id: "mango", name: EngineFixtures.names("Mango", "망고"), initialStock: 7, reorderPoint: 4)
        let kiwi = Fruit(id: "kiwi", name: EngineFixtures.names("Kiwi", "키위"), initialStock: 10, reorderPoint: 2)
        let menu = try Menu(version: 1, fruits: [mango, kiwi], juices: [
            EngineFixtures.juice("mango", "Mango Juice", "망고쥬스", [("mango", 3)]),
            EngineFixtures.juice("kiwi", "Kiwi Juice", "키위쥬스", [("kiwi", 3)]),
        ])
        let sandbox = try StoreSandbox()
        var controller = try await ShellController(store: try sandbox.open(menu), language: .en)
        await press([.character("2")], on: &controller)
        #expect(controller.state.notice == ShellNotice(.success, "Kiwi Juice is ready. Enjoy!"), "7 kiwis left: not low")
        await press([.character("1")], on: &controller)
        #expect(controller.state.notice == ShellNotice(.success,
            "Mango Juice is ready. Enjoy! Mango is low: 4 left, reorder at 4 — r for the restock plan"))
        #expect(text(controller).contains("Mango is low: 4 left"), "shown on the screen")

        var korean = try await ShellController(store: try sandbox.open(menu), language: .ko)
        await press([.character("1")], on: &korean)
        #expect(korean.state.notice == ShellNotice(.success,
            "망고쥬스 나왔습니다! 맛있게 드세요! 망고 재고가 얼마 안 남았어요: 1개 남음, 재주문 기준 4개 — r: 보충 계획"))
    }

    @Test func anotherProcessesChangeShowsOnTheNextKey() async throws {
        let sandbox = try StoreSandbox()
        var controller = try await ShellController(store: try sandbox.open(), language: .en)
        let other = try await sandbox.open()
        _ = try await sandbox.order("mango", in: other)
        #expect(controller.state.stock[4].count == 10)  // nothing read yet
        await press([.other], on: &controller)
        #expect(controller.state.stock[4].count == 7)
        #expect(controller.state.servings[5] == 2)
    }

    @Test func aStaleScreenCannotOversell() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        var controller = try await ShellController(store: database, language: .en)
        _ = try await sandbox.open().set(fruit: "mango", amount: 2)
        await press([.character("6")], on: &controller)
        #expect(controller.state.screen == .confirmRestock)
        #expect(controller.state.notice?.text == "Not enough fruit: needs 3 mango, has 2.")
        await #expect(try database.counts()["mango"] == 2)
    }

    @Test func typedNumbersMinusUndoAndHistory() async throws {
        let sandbox = try StoreSandbox()
        let database = try await sandbox.open()
        var controller = try await ShellController(store: database, language: .en)
        await press([.character("s"), .down, .character("0"), .enter, .character("-")], on: &controller)
        #expect(controller.state.stock[1].count == 0)
        #expect(controller.state.notice?.text == "Banana is already at 0; stock never goes below 0.")
        await #expect(try database.history().count == 1)  // the refused step journals nothing

        await press([.character("u")], on: &controller)
        #expect(text(controller).contains("Undo the last order or stock change? [y/N]"))
        #expect(text(controller).contains("Banana"), "asked over the stock editor")
        await #expect(try database.history().count == 1, "nothing undone before the answer")
        await press([.character("y")], on: &controller)
        #expect(controller.state.notice == ShellNotice(.info, "Undid #1 (set banana 0)."))
        #expect(controller.state.stock[1].count == 10)

        await press([.character("h")], on: &controller)
        #expect(controller.state.screen == .history)
        #expect(controller.state.history.map(\.description) == ["undo #1", "set banana 0"])
        await press([.character("x")], on: &controller)
        #expect(controller.state.screen == .stockEditor)
    }

    @Test func quitKeysEndTheLoop() async throws {
        let sandbox = try StoreSandbox()
        var controller = try await ShellController(store: try sandbox.open(), language: .ko)
        await #expect(controller.press(.character("q")) == .quit)
        await #expect(controller.press(.endOfInput) == .quit)
        await #expect(controller.press(.interrupt) == .interrupt)
        await #expect(try sandbox.open().history().isEmpty)
    }

    @Test func koreanFlow() async throws {
        let sandbox = try StoreSandbox()
        var controller = try await ShellController(store: try sandbox.open(), language: .ko)
        await press([.character("5")], on: &controller)
        #expect(controller.state.notice?.text == "딸바쥬스 나왔습니다! 맛있게 드세요!")
        await press([.character("5")], on: &controller)
        #expect(text(controller).contains("재료가 모자라요: 딸기 10개 필요 (재고 0개).\n 재고를 수정할까요? [y/N]"))
    }
}
