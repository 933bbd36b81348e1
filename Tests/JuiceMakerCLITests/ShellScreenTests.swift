import Foundation
import JuiceMakerTestSupport
import JuiceMakerKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen mode through a real terminal (tmux): keys in, screen out, stock checked afterwards
/// with the one-shot commands.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed: the full-screen shell tests need it (apt-get install tmux)"), .tags(.endToEnd, .terminal))
struct ShellScreenTests {


    /// Stock as the order screen's grid shows it, by English name: `🍓 Strawberry 10   🍌 Banana  9`.
    func stockOnScreen(_ screen: [String]) -> [String: Int] {
        guard let start = screen.firstIndex(of: " Stock") else { return [:] }
        var found: [String: Int] = [:]
        for line in screen[(start + 1)...].prefix(while: { !$0.isEmpty }) {
            for match in line.matches(of: /([A-Z][a-z]+) +(\d+)/) {
                found[String(match.output.1)] = Int(match.output.2)
            }
        }
        return found
    }

    @Test func orderUntilShortAnswerYesRaiseWithPlusCloseAndOrderAgain() async throws { try await blocking { try self.orderUntilShortAnswerYesRaiseWithPlusCloseAndOrderAgainBody() } }
    func orderUntilShortAnswerYesRaiseWithPlusCloseAndOrderAgainBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell; echo "shell ended $?""#)
        var screen = try pane.waitFor("juicemaker | Order")
        #expect(stockOnScreen(screen) == ["Strawberry": 10, "Banana": 10, "Pineapple": 10, "Kiwi": 10, "Mango": 10])
        #expect(screen.contains { $0.hasPrefix(" > 1  Strawberry Juice") && $0.contains("0  ✗ short  🍓16") })

        try pane.send("5")
        screen = try pane.waitFor("Strawberry Banana Juice is ready. Enjoy!")
        #expect(stockOnScreen(screen)["Strawberry"] == 0)
        #expect(stockOnScreen(screen)["Banana"] == 9)

        try pane.send("5")
        screen = try pane.waitFor("Edit stock? [y/N]")
        #expect(screen.contains(" Not enough fruit: needs 10 strawberry, has 0."))

        try pane.send("y")
        try pane.waitFor("juicemaker | Stock")
        try pane.waitFor(" > 🍓 Strawberry      0  [-] [+]")
        for _ in 1...9 { try pane.send("+") }
        try pane.send("Right")
        screen = try pane.waitFor(" > 🍓 Strawberry     10  [-] [+]")
        #expect(screen.contains(" Stock changed: add strawberry 1"))

        try pane.send("c")
        screen = try pane.waitUntil("the order screen with 10 strawberries") {
            $0.contains { $0.contains("juicemaker | Order") } && stockOnScreen($0)["Strawberry"] == 10
        }
        try pane.send("5")
        screen = try pane.waitFor("Strawberry Banana Juice is ready. Enjoy!")
        #expect(stockOnScreen(screen)["Strawberry"] == 0)

        try pane.send("q")
        try pane.waitFor("shell ended 0")
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 8, "pineapple": 10, "kiwi": 10, "mango": 10])
        let history = try CLIHarness.run(["history", "--limit", "100"], in: dir)
        #expect(history.stdout.components(separatedBy: "add strawberry 1").count - 1 == 10)
    }

    /// The `text` blocks of a page that start with `start`: the screens it shows.
    static func screens(in page: String, startingWith start: String) throws -> [[String]] {
        let text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        return DocumentBlock.parse(text).filter { $0.lines.first?.hasPrefix(start) == true }.map(\.lines)
    }

    /// A screen as the docs show it: rows without trailing blanks, blank rows left out.
    static func shown(_ rows: [String]) -> [String] {
        rows.map { String(DocumentStep.trimmed($0)) }.filter { !$0.isEmpty }
    }

    /// The screens the README and docs/shell.md show are what the shell draws on an 80 × 24
    /// terminal, taken here from a real one (issue 27: screenshots at 80 columns, by the tmux tests).
    @Test func theDocsScreensAreTheShellsScreens() async throws { try await blocking { try self.theDocsScreensAreTheShellsScreensBody() } }
    func theDocsScreensAreTheShellsScreensBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell"#)
        try pane.waitFor("juicemaker | Order")
        try pane.send("5")
        try pane.waitFor("Strawberry Banana Juice is ready. Enjoy!")
        try pane.send("5")
        let order = Self.shown(try pane.waitFor("Edit stock? [y/N]"))
        try pane.send("y")
        try pane.waitFor("juicemaker | Stock")
        for _ in 1...3 { try pane.send("+") }
        let stock = Self.shown(try pane.waitFor(" > 🍓 Strawberry      3  [-] [+]"))
        let orderScreens = try Self.screens(in: "README.md", startingWith: " juicemaker | Order")
            + Self.screens(in: "docs/shell.md", startingWith: " juicemaker | Order")
        let stockScreens = try Self.screens(in: "docs/shell.md", startingWith: " juicemaker | Stock")
        #expect(orderScreens.count == 2 && stockScreens.count == 1)
        for screen in orderScreens { #expect(Self.shown(screen) == order, "the shell draws:\n\(order.joined(separator: "\n"))") }
        for screen in stockScreens { #expect(Self.shown(screen) == stock, "the shell draws:\n\(stock.joined(separator: "\n"))") }
        try pane.send("q")
    }

    @Test func theScreenFits80x24AndRedrawsAt60Columns() async throws { try await blocking { try self.theScreenFits80x24AndRedrawsAt60ColumnsBody() } }
    func theScreenFits80x24AndRedrawsAt60ColumnsBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell"#)
        var screen = try pane.waitFor("juicemaker | Order")
        #expect(screen.count == 24)
        #expect(screen[0].hasPrefix(" juicemaker | Order") && screen[0].hasSuffix("? help"))
        #expect(screen[23].trimmingCharacters(in: .whitespaces) == "1-7 order  s stock  r restock  h history  u undo  q quit")
        #expect(screen.contains { $0.hasPrefix("   7  Mango Kiwi Juice") && $0.hasSuffix("🥭2 🥝1") })

        // SIGWINCH: the same screen at the new size, three fruits a row.
        try pane.resize(width: 60, height: 24)
        screen = try pane.waitFor("  🥝 Kiwi       10   🥭 Mango      10")
        #expect(screen.count == 24)
        for line in screen { #expect(TerminalWidth.displayWidth(of: line) <= 60) }
        #expect(screen[0].hasSuffix("? help"))
        #expect(screen[23].trimmingCharacters(in: .whitespaces) == "1-7 order  s stock  r restock  h history  u undo  q quit")
        #expect(screen.contains { $0.hasPrefix("   7  Mango Kiwi Juice") && $0.hasSuffix("🥭2 🥝1") })

        try pane.send("s")
        screen = try pane.waitFor("juicemaker | Stock")
        #expect(screen[23].trimmingCharacters(in: .whitespaces) == "↑↓ fruit  +/- step  0-9 Enter set  c close  q quit")
        try pane.send("q")
        try pane.waitFor(TmuxPane.prompt)
    }

    /// Korean names and emoji are two cells in tmux as in TerminalWidth: columns line up on screen.
    @Test func koreanColumnsLineUpOnA60ColumnTerminal() async throws { try await blocking { try self.koreanColumnsLineUpOnA60ColumnTerminalBody() } }
    func koreanColumnsLineUpOnA60ColumnTerminalBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 60, height: 20, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" --lang ko shell"#)
        var screen = try pane.waitFor("juicemaker | 주문")
        let rows = screen.filter { $0.range(of: #"^ [ >] \d  "#, options: .regularExpression) != nil }
        #expect(rows.count == 7)
        let recipes = ["🍓16", "🍌2", "🥝3", "🍍2", "🍓10 🍌1", "🥭3", "🥭2 🥝1"]
        let starts = zip(rows, recipes).compactMap { row, recipe in
            row.range(of: recipe).map { TerminalWidth.displayWidth(of: row[..<$0.lowerBound]) }
        }
        #expect(starts.count == 7 && Set(starts).count == 1, "\(rows)")
        #expect(screen.contains { $0.contains("딸기쥬스") && $0.contains("✗ 부족") })

        try pane.send("s")
        screen = try pane.waitFor("juicemaker | 재고 수정")
        let fruitRows = screen.filter { row in ["🍓", "🍌", "🍍", "🥝", "🥭"].contains { row.contains($0) } }
        let ends = fruitRows.map { row in TerminalWidth.displayWidth(of: row[..<(row.firstMatch(of: /\d+/)?.range.upperBound ?? row.endIndex)]) }
        #expect(fruitRows.count == 5 && Set(ends).count == 1, "\(fruitRows)")
        try pane.send("C-c")
        try pane.waitFor(TmuxPane.prompt)
    }

    enum Leaving: String, CaseIterable, CustomTestStringConvertible {
        case q, ctrlC, ctrlD, sigterm, sighup
        var testDescription: String { rawValue }
        var status: Int32 {
            switch self {
            case .q, .ctrlD: 0
            case .ctrlC: 130
            case .sigterm: 143
            case .sighup: 129
            }
        }
    }

    /// Every way out gives back the shell's screen and a cooked terminal (echo, line editing).
    @Test(arguments: Leaving.allCases)
    func leavingRestoresTheTerminal(_ leaving: Leaving) throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type("echo before-the-shell")
        try pane.waitFor("before-the-shell")
        // Plain juicemaker opens the screen on a terminal; the pid file lets the test send it signals.
        try pane.type(#"sh -c 'echo $$ > jm.pid; exec "$JM"'; echo "left with $?""#)
        var screen = try pane.waitFor("juicemaker | Order")
        #expect(!screen.contains { $0.contains("before-the-shell") }, "the alternate screen hides the shell's")

        switch leaving {
        case .q: try pane.send("q")
        case .ctrlC: try pane.send("C-c")
        case .ctrlD: try pane.send("C-d")
        case .sigterm, .sighup:
            let text = try String(contentsOf: dir.appendingPathComponent("jm.pid"), encoding: .utf8)
            let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(Glibc.kill(pid, leaving == .sigterm ? SIGTERM : SIGHUP) == 0)
        }
        screen = try pane.waitFor("left with \(leaving.status)")
        #expect(screen.contains { $0.contains("before-the-shell") }, "the shell's screen is back")
        #expect(!screen.contains { $0.contains("juicemaker | Order") })

        try pane.type(#"stty -a | tr ' ;' '\n\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\n' ' '; echo '<- modes'"#)
        try pane.waitFor("icanon echo <- modes")
    }

    @Test func anotherProcessShowsOnTheNextKeyAndCannotOversell() async throws { try await blocking { try self.anotherProcessShowsOnTheNextKeyAndCannotOversellBody() } }
    func anotherProcessShowsOnTheNextKeyAndCannotOversellBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell"#)
        try pane.waitFor("juicemaker | Order")

        #expect(try CLIHarness.run(["order", "mango"], in: dir).exitCode == 0)
        #expect(stockOnScreen(try pane.capture())["Mango"] == 10, "nothing is read before a key")
        try pane.send("r")
        try pane.waitUntil("7 mangoes on screen") { stockOnScreen($0)["Mango"] == 7 }

        #expect(try CLIHarness.run(["stock", "set", "mango", "2"], in: dir).exitCode == 0)
        try pane.send("6")
        let screen = try pane.waitFor("Not enough fruit: needs 3 mango, has 2.")
        #expect(stockOnScreen(screen)["Mango"] == 2)
        try pane.send("n", "q")
        try pane.waitFor(TmuxPane.prompt)
        #expect(try CLIHarness.stock(in: dir)["mango"] == 2)
    }
}
