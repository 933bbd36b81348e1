import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker shell` with standard input not a terminal: one command per line, plain results.
@Suite(.tags(.endToEnd)) struct ShellLineModeTests {


    /// The stock table of recipes.yaml: strawberry is low at 9 or fewer, banana at 3 or fewer.
    func table(_ counts: [Int]) -> String {
        let marks = [counts[0] <= 9, counts[1] <= 3]
        let marked = marks.contains(true)
        func mark(_ index: Int) -> String { marked && marks[index] ? "  ▼ low" : "" }
        return """
        Fruit          id          Stock
        🍓 Strawberry  strawberry  \(String(repeating: " ", count: 5 - String(counts[0]).count))\(counts[0])\(mark(0))
        🍌 Banana      banana      \(String(repeating: " ", count: 5 - String(counts[1]).count))\(counts[1])\(mark(1))
        🍍 Pineapple   pineapple      10
        🥝 Kiwi        kiwi           10
        🥭 Mango       mango          10

        """
    }

    /// The issue's flow: order until short, restock, order again.
    @Test func orderUntilShortRestockAndOrderAgain() async throws { try await blocking { try self.orderUntilShortRestockAndOrderAgainBody() } }
    func orderUntilShortRestockAndOrderAgainBody() throws {
        let dir = try CLIHarness.makeShop()
        let script = """
        order strawberry-banana
        order strawberry-banana
        stock add strawberry 10
        order strawberry-banana
        quit
        order banana

        """
        let result = try CLIHarness.run(["shell"], in: dir, stdin: script)
        #expect(result.stdout == """
        Strawberry Banana Juice is ready. Enjoy!
        Strawberry is low: 0 left, reorder at 9 — restock

        Stock now:
        \(table([0, 9]))Stock changed: add strawberry 10
        \(table([10, 9]))Strawberry Banana Juice is ready. Enjoy!
        Strawberry is low: 0 left, reorder at 9 — restock

        Stock now:
        \(table([0, 8]))
        """)
        #expect(result.stderr == CLIHarness.createdNotice + "Not enough fruit: needs 10 strawberry, has 0.\nEdit stock? stock add strawberry 10\n")
        #expect(result.exitCode == 3, "the first failure's status")
        // `order banana` came after quit: not run.
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 8, "pineapple": 10, "kiwi": 10, "mango": 10])
    }

    @Test func everyLineRunsAndTheFirstFailureGivesTheStatus() async throws { try await blocking { try self.everyLineRunsAndTheFirstFailureGivesTheStatusBody() } }
    func everyLineRunsAndTheFirstFailureGivesTheStatusBody() throws {
        let dir = try CLIHarness.makeShop()
        let script = """
        # a comment, then a blank line

        oder banana
        stock add kiwii 3
        order mango-kiwi:2
        stock remove mango 100
        stock set banana 4
        """
        let result = try CLIHarness.run(["shell"], in: dir, stdin: script)
        #expect(result.exitCode == 2)
        #expect(result.stderr == CLIHarness.createdNotice + """
        Unknown command 'oder'. Did you mean 'order'? Type 'help' for the list.
        There is no fruit 'kiwii' on the menu. Did you mean 'kiwi'?
        Stock of mango cannot go below 0: has 6, change -100.

        """)
        #expect(result.stdout.hasPrefix("Mango Kiwi Juice ×2 are ready. Enjoy!\n"))
        #expect(result.stdout.contains("Stock changed: set banana 4\n"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 4, "pineapple": 10, "kiwi": 8, "mango": 6])
    }

    @Test func menuHistoryUndoResetAndHelp() async throws { try await blocking { try self.menuHistoryUndoResetAndHelpBody() } }
    func menuHistoryUndoResetAndHelpBody() throws {
        let dir = try CLIHarness.makeShop()
        let script = """
        order banana
        menu
        history 1
        undo
        stock remove kiwi 4
        stock reset
        stock
        help
        """
        let result = try CLIHarness.run(["shell"], in: dir, stdin: script)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr == CLIHarness.createdNotice)
        #expect(result.stdout.contains("#  Juice                    id                 Can make  Recipe\n"))
        #expect(result.stdout.contains("  order  banana:1  banana -2\n"))
        #expect(result.stdout.contains("Undid #1 (banana:1).\n"))
        #expect(result.stdout.contains("Stock changed: remove kiwi 4\n"))
        #expect(result.stdout.contains("Stock changed: reset\n"))
        #expect(result.stdout.contains("  stock add FRUIT AMOUNT     add fruit\n"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 10, "pineapple": 10, "kiwi": 10, "mango": 10])
    }

    @Test func koreanLines() async throws { try await blocking { try self.koreanLinesBody() } }
    func koreanLinesBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["--lang", "ko", "shell"], in: dir, stdin: "order 딸바쥬스\norder strawberry-banana\nstock add 딸기 10\n")
        #expect(result.stdout.hasPrefix("딸바쥬스 나왔습니다! 맛있게 드세요!\n"))
        #expect(result.stdout.contains("재고 변경: add strawberry 10\n"))
        #expect(result.stderr == CLIHarness.createdNoticeKorean + "재료가 모자라요: 딸기 10개 필요 (재고 0개).\n재고를 수정할까요? stock add strawberry 10\n")
        #expect(result.exitCode == 3)
    }

    @Test func emptyInputEndsQuietly() async throws { try await blocking { try self.emptyInputEndsQuietlyBody() } }
    func emptyInputEndsQuietlyBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["shell"], in: dir, stdin: "")
        #expect(result.exitCode == 0)
        #expect(result.stdout.isEmpty && result.stderr == CLIHarness.createdNotice)
    }

    @Test func aBrokenMenuIsReportedBeforeAnyLine() async throws { try await blocking { try self.aBrokenMenuIsReportedBeforeAnyLineBody() } }
    func aBrokenMenuIsReportedBeforeAnyLineBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try "fruits: [".write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIHarness.run(["shell"], in: dir, stdin: "order banana\n")
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty)
    }

    /// Plain juicemaker opens the screen only on a terminal; from a script it prints the help, as before.
    @Test func plainJuicemakerWithoutATerminalPrintsHelp() async throws { try await blocking { try self.plainJuicemakerWithoutATerminalPrintsHelpBody() } }
    func plainJuicemakerWithoutATerminalPrintsHelpBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run([], in: dir, stdin: "")
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Turns a juice stand's menu (YAML) into orders and stock."))
        #expect(result.stdout.contains("  shell "))
        #expect(try CLIHarness.stock(in: dir).isEmpty == false)
    }
}
