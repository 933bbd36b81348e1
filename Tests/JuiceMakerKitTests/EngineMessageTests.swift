import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct EngineMessageTests {
    let menu: Menu

    init() throws {
        menu = try EngineFixtures.defaultMenu()
    }

    @Test func readyMessageUsesLocalizedNames() throws {
        let order = try OrderParser(menu: menu).parse("strawberry-banana")
        #expect(menu.readyMessage(for: order, in: .en) == "Strawberry Banana Juice is ready. Enjoy!")
        #expect(menu.readyMessage(for: order, in: .ko) == "딸바쥬스 나왔습니다! 맛있게 드세요!")
    }

    @Test func readyMessageForSeveralJuices() throws {
        let order = try OrderParser(menu: menu).parse("mango-kiwi:2 banana kiwi")
        #expect(menu.readyMessage(for: order, in: .en)
            == "Mango Kiwi Juice ×2, Banana Juice and Kiwi Juice are ready. Enjoy!")
        #expect(menu.readyMessage(for: order, in: .ko) == "망키쥬스 2잔, 바나나쥬스, 키위쥬스 나왔습니다! 맛있게 드세요!")
    }

    @Test func languageFollowsPosixPrecedence() {
        #expect(Language.detect(environment: [:]) == .en)
        #expect(Language.detect(environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.detect(environment: ["LANG": "ko"]) == .ko)
        #expect(Language.detect(environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect(Language.detect(environment: ["LC_ALL": "", "LC_MESSAGES": "ko_KR", "LANG": "en_US"]) == .ko)
        #expect(Language.detect(environment: ["LC_MESSAGES": "en_US.UTF-8", "LANG": "ko_KR"]) == .en)
        #expect(Language.detect(environment: ["LANG": "kok_IN"]) == .en)
    }

    @Test func everyErrorSpeaksBothLanguages() {
        let label = FruitLabel(EngineFixtures.defaultFruits[0])
        let errors: [JuiceMakerError] = [
            .unknownJuice(name: "x", suggestion: nil), .unknownFruit(name: "x", suggestion: "y"),
            .invalidCount("mango:0"), .invalidAmount("-1"), .emptyOrder,
            .outOfStock([Shortfall(fruit: label, need: 16, have: 10)]),
            .negativeStock(fruit: label, have: 3, change: -5), .stockLimit(fruit: label, have: 1, change: 2),
            .nothingToUndo, .cannotUndo(entryID: 3, description: "add strawberry +5",
                                        shortfalls: [Shortfall(fruit: label, need: 5, have: 3)]),
        ]
        for error in errors {
            let english = error.message(in: .en)
            let korean = error.message(in: .ko)
            #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        }
        #expect(JuiceMakerError.negativeStock(fruit: label, have: 3, change: -5).message(in: .en)
            == "Stock of strawberry cannot go below 0: has 3, change -5.")
        #expect(JuiceMakerError.negativeStock(fruit: label, have: 3, change: -5).message(in: .ko)
            == "딸기 재고는 0보다 적어질 수 없어요: 재고 3개, 변경 -5개.")
    }
}
