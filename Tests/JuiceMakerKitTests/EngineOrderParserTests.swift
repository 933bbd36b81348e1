import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct EngineOrderParserTests {
    let menu: Menu
    let parser: OrderParser

    init() throws {
        menu = try EngineFixtures.defaultMenu()
        parser = OrderParser(menu: menu)
    }

    @Test func readsCountsAndBareNames() throws {
        let order = try parser.parse(words: ["mango-kiwi:2", "banana"])
        #expect(order.lines == [OrderLine(juice: "mango-kiwi", count: 2), OrderLine(juice: "banana", count: 1)])
        #expect(order.description == "mango-kiwi:2 banana:1")
    }

    @Test func sameJuiceTwiceAddsUp() throws {
        let order = try parser.parse("banana mango:2, banana:3")
        #expect(order.lines == [OrderLine(juice: "banana", count: 4), OrderLine(juice: "mango", count: 2)])
    }

    @Test func acceptsLocalizedNamesAndOtherCase() throws {
        #expect(try parser.parse("딸바쥬스").lines == [OrderLine(juice: "strawberry-banana", count: 1)])
        #expect(try parser.parse("MANGO:2").lines == [OrderLine(juice: "mango", count: 2)])
    }

    @Test func unknownJuiceSuggestsTheClosest() {
        #expect(throws: JuiceMakerError.unknownJuice(name: "kiwii", suggestion: "kiwi")) { try parser.parse("kiwii") }
        #expect(throws: JuiceMakerError.unknownJuice(name: "durian", suggestion: nil)) { try parser.parse("durian:2") }
        let message = JuiceMakerError.unknownJuice(name: "kiwii", suggestion: "kiwi")
        #expect(message.message(in: .en) == "There is no juice 'kiwii' on the menu. Did you mean 'kiwi'?")
        #expect(message.message(in: .ko) == "메뉴에 없는 쥬스예요: 'kiwii'. 혹시 'kiwi' 말씀이세요?")
    }

    @Test(arguments: ["mango:0", "mango:x", "mango:", "mango:-1", "mango:+2", "mango:1.5", "mango:1000001",
                      "mango:99999999999999999999"])
    func badCountsAreRejected(word: String) {
        #expect(throws: JuiceMakerError.invalidCount(word)) { try parser.parse(words: [word]) }
    }

    @Test func countsPastTheCapWhenAddedUpAreRejected() throws {
        #expect(throws: JuiceMakerError.orderTooLarge(juice: "mango", total: 1_000_001)) { try parser.parse("mango:1000000 mango:1") }
        #expect(try parser.parse("mango:1000000").lines == [OrderLine(juice: "mango", count: 1_000_000)])
    }

    @Test func emptyOrderIsAnError() throws {
        #expect(throws: JuiceMakerError.emptyOrder) { try parser.parse(words: []) }
        #expect(throws: JuiceMakerError.emptyOrder) { try parser.parse(" , ") }
    }

    @Test func fruitNamesResolveWithSuggestions() throws {
        #expect(try menu.fruitID(named: "kiwi") == "kiwi")
        #expect(try menu.fruitID(named: "Kiwi") == "kiwi")
        #expect(try menu.fruitID(named: "망고") == "mango")
        #expect(throws: JuiceMakerError.unknownFruit(name: "bananna", suggestion: "banana")) {
            try menu.fruitID(named: "bananna")
        }
    }

    @Test func stockAmounts() throws {
        #expect(try StockAmount.parse("0") == 0)
        #expect(try StockAmount.parse("25") == 25)
        #expect(try StockAmount.parse("1000000000000") == Limits.maxStockChange)
        for word in ["-1", "x", "", "1000000000001", "3.0"] {
            #expect(throws: JuiceMakerError.invalidAmount(word)) { try StockAmount.parse(word) }
        }
    }
}
