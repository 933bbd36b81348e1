import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// The line mode's commands: the one-shot commands' words without `juicemaker`.
@Suite struct ShellLineParserTests {
    let parser: ShellLineParser

    init() throws {
        parser = ShellLineParser(menu: try EngineFixtures.defaultMenu())
    }

    func error(_ line: String) -> ShellLineError? {
        do {
            _ = try parser.parse(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func orders() throws {
        #expect(try parser.parse("order mango-kiwi:2") == .change(.order(JuiceOrder(lines: [OrderLine(juice: "mango-kiwi", count: 2)]))))
        #expect(try parser.parse("order mango-kiwi:2 banana") ==
                .change(.order(JuiceOrder(lines: [OrderLine(juice: "mango-kiwi", count: 2), OrderLine(juice: "banana", count: 1)]))))
        #expect(try parser.parse("  ORDER   딸바쥬스  ") == .change(.order(JuiceOrder(juice: "strawberry-banana"))))
    }

    /// `restock` shows the plan; with `--apply` (anywhere) it is a change, bought.
    @Test func restockPlansOrBuys() throws {
        let forTwo = RestockRequest.orders(JuiceOrder(lines: [OrderLine(juice: "mango-kiwi", count: 2)]))
        #expect(try parser.parse("restock") == .restockPlan(.lowStock))
        #expect(try parser.parse("restock --apply") == .change(.restock(.lowStock)))
        #expect(try parser.parse("restock --for mango-kiwi:2") == .restockPlan(forTwo))
        #expect(try parser.parse("restock --apply --for mango-kiwi:2") == .change(.restock(forTwo)))
        #expect(try parser.parse("restock --for mango-kiwi:2 --apply") == .change(.restock(forTwo)))
    }

    @Test func stockCommands() throws {
        #expect(try parser.parse("stock add kiwi 3") == .change(.add(fruit: "kiwi", amount: 3)))
        #expect(try parser.parse("stock remove 키위 1") == .change(.remove(fruit: "kiwi", amount: 1)))
        #expect(try parser.parse("stock set Mango 12") == .change(.set(fruit: "mango", amount: 12)))
        #expect(try parser.parse("stock ADD kiwi 0") == .change(.add(fruit: "kiwi", amount: 0)))
        #expect(try parser.parse("stock reset") == .change(.reset))
        #expect(try parser.parse("stock") == .showStock)
        #expect(try parser.parse("stock show") == .showStock)
    }

    @Test func otherCommands() throws {
        #expect(try parser.parse("menu") == .menu)
        #expect(try parser.parse("history") == .history(limit: 20))
        #expect(try parser.parse("history 5") == .history(limit: 5))
        #expect(try parser.parse("undo") == .change(.undo))
        #expect(try parser.parse("help") == .help)
        #expect(try parser.parse("?") == .help)
        for quit in ["quit", "exit", "q", "QUIT"] { #expect(try parser.parse(quit) == .quit) }
    }

    @Test func blankLinesAndCommentsDoNothing() throws {
        for line in ["", "   ", "\t", "# restock before opening", "#order banana"] {
            #expect(try parser.parse(line) == .nothing)
        }
    }

    @Test func unknownCommandsSuggestTheClosest() {
        #expect(error("oder banana") == .unknownCommand("oder", suggestion: "order"))
        #expect(error("stok") == .unknownCommand("stok", suggestion: "stock"))
        #expect(error("make banana") == .unknownCommand("make", suggestion: nil))
        #expect(error("oder")?.message(in: .en) == "Unknown command 'oder'. Did you mean 'order'? Type 'help' for the list.")
        #expect(error("oder")?.message(in: .ko) == "모르는 명령이에요: 'oder'. 혹시 'order' 말씀이세요? 'help'로 목록을 볼 수 있어요.")
    }

    @Test func missingOrExtraWordsShowTheUsage() {
        #expect(error("stock add kiwi") == .usage("stock add FRUIT AMOUNT"))
        #expect(error("stock set kiwi 1 2") == .usage("stock set FRUIT AMOUNT"))
        #expect(error("stock reset now") == .usage("stock reset"))
        #expect(error("stock sell kiwi 1")?.message(in: .en).hasPrefix("Usage: stock [show | add FRUIT AMOUNT") == true)
        #expect(error("menu please") == .usage("menu"))
        #expect(error("undo 3") == .usage("undo"))
        #expect(error("history 0") == .usage("history [COUNT]"))
        #expect(error("history ten") == .usage("history [COUNT]"))
        #expect(error("stock add kiwi")?.message(in: .ko) == "사용법: stock add FRUIT AMOUNT")
    }

    @Test func badJuicesFruitsAndNumbersAreTheEnginesErrors() {
        #expect(error("order") == .engine(.emptyOrder))
        #expect(error("order mango-kiwii") == .engine(.unknownJuice(name: "mango-kiwii", suggestion: "mango-kiwi")))
        #expect(error("order mango:0") == .engine(.invalidCount("mango:0")))
        #expect(error("stock add kiwii 3") == .engine(.unknownFruit(name: "kiwii", suggestion: "kiwi")))
        #expect(error("stock add kiwi -1") == .engine(.invalidAmount("-1")))
        #expect(error("stock set kiwi 1.5")?.message(in: .en) == "'1.5' is not a valid amount: use a whole number from 0 to 1000000000000.")
    }
}
