import Foundation
import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// The screens as text, for any terminal size, without a terminal.
@Suite struct ShellRendererTests {
    /// The screen's lines without the spaces that pad bars to the full width.
    func render(_ machine: ShellMachine, width: Int = 80, height: Int = 24) -> [String] {
        ShellRenderer.renderText(machine.state, menu: machine.menu, language: machine.language, width: width, height: height)
            .map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
    }

    func title(_ text: String, width: Int = 80) -> String {
        TerminalWidth.padded(" juicemaker | " + text, toWidth: width - 7) + "? help"
    }

    func machine(_ language: Language = .en, counts: [Int] = [10, 10, 10, 10, 10], menu: Menu? = nil,
                 keys: [ShellKey] = []) throws -> ShellMachine {
        var machine = try ShellFixtures.machine(counts: counts, language: language, menu: menu ?? ShellFixtures.emojiMenu())
        ShellFixtures.press(keys, on: &machine)
        return machine
    }

    /// Each screen, with a message and some history, as the fit checks need them.
    func everyScreen(_ language: Language, menu: Menu? = nil) throws -> [ShellMachine] {
        let menu = try menu ?? ShellFixtures.emojiMenu()
        var ordered = try machine(language, menu: menu)
        ordered.complete(.change(.order(JuiceOrder(juice: "strawberry-banana"))), with: .ordered(JuiceOrder(juice: "strawberry-banana")))
        var asking = try machine(language, counts: [0, 0], menu: menu)
        asking.complete(.change(.order(JuiceOrder(juice: "strawberry-banana"))), with: .failed(JuiceMakerError.outOfStock([
            ShellFixtures.shortfall(menu.fruits[0], need: 10, have: 0), ShellFixtures.shortfall(menu.fruits[1], need: 1, have: 0),
        ])))
        let editing = try machine(language, menu: menu, keys: [.character("s"), .down, .character("1"), .character("2")])
        var history = try machine(language, menu: menu)
        history.complete(.showHistory, with: .history((1...30).reversed().map { id in
            JournalEntry(id: id, time: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)), kind: .order,
                         description: "strawberry-banana:1",
                         deltas: [FruitDelta(fruit: "strawberry", change: -10), FruitDelta(fruit: "banana", change: -1)],
                         undoneBy: id == 2 ? 3 : nil)
        }))
        let help = try machine(language, menu: menu, keys: [.character("?")])
        let typing = try machine(language, menu: try ShellFixtures.emojiMenu(extraJuices: 20), keys: [.character("1")])
        return [ordered, asking, editing, history, help, typing]
    }

    @Test func everyScreenFitsEverySize() throws {
        let sizes = [(80, 24), (60, 24), (60, 12), (40, 20), (30, 10), (20, 6), (12, 3), (80, 2), (5, 1), (1, 1)]
        for language in Language.allCases {
            for menu in [try ShellFixtures.emojiMenu(), try EngineFixtures.defaultMenu(), try ShellFixtures.emojiMenu(extraJuices: 60, extraFruits: 40)] {
                for machine in try everyScreen(language, menu: menu) {
                    for (width, height) in sizes {
                        let lines = render(machine, width: width, height: height)
                        #expect(lines.count == height, "\(machine.state.screen) \(width)x\(height)")
                        for line in lines {
                            #expect(TerminalWidth.displayWidth(of: line) <= width, "\(machine.state.screen) \(width)x\(height): \(line)")
                        }
                    }
                }
            }
        }
        #expect(render(try machine(), width: 0, height: 24).isEmpty)
        #expect(render(try machine(), width: 80, height: 0).isEmpty)
    }

    @Test func orderScreenAt80x24() throws {
        var machine = try machine()
        machine.complete(.change(.order(JuiceOrder(juice: "strawberry-banana"))), with: .ordered(JuiceOrder(juice: "strawberry-banana")))
        let lines = render(machine)
        #expect(Array(lines.prefix(15)) == [
            title("Order"),
            "",
            " Stock",
            "  🍓 Strawberry 10   🍌 Banana     10   🍍 Pineapple  10   🥝 Kiwi       10",
            "  🥭 Mango      10",
            "",
            "   #  Juice                    Can make           Recipe",
            " > 1  Strawberry Juice                0  ✗ short  🍓16",
            "   2  Banana Juice                    5           🍌2",
            "   3  Kiwi Juice                      3           🥝3",
            "   4  Pineapple Juice                 5           🍍2",
            "   5  Strawberry Banana Juice         1           🍓10 🍌1",
            "   6  Mango Juice                     3           🥭3",
            "   7  Mango Kiwi Juice                5           🥭2 🥝1",
            "",
        ])
        #expect(lines[22] == " Strawberry Banana Juice is ready. Enjoy!")
        #expect(lines[23] == " 1-7 order  s stock  r restock  h history  u undo  q quit")
    }

    @Test func stockEditorAt80x24() throws {
        let machine = try machine(keys: [.character("s"), .down, .character("1"), .character("2")])
        let lines = render(machine)
        #expect(Array(lines.prefix(9)) == [
            title("Stock"),
            "",
            "   Fruit          Stock",
            "   🍓 Strawberry     10",
            " > 🍌 Banana         10  → 12_",
            "   🍍 Pineapple      10",
            "   🥝 Kiwi           10",
            "   🥭 Mango          10",
            "",
        ])
        #expect(lines[23] == " ↑↓ fruit  +/- step  0-9 Enter set  c close  q quit")
        let stepping = render(try self.machine(keys: [.character("s")]))
        #expect(stepping[3].hasSuffix("10  [-] [+]"))
    }

    @Test func theQuestionComesAfterTheShortfall() throws {
        let asking = try everyScreen(.en)[1]
        let lines = render(asking)
        #expect(lines[21] == " Not enough fruit: needs 10 strawberry, has 0; needs 1 banana, has 0.")
        #expect(lines[22] == " Edit stock? [y/N]")
        #expect(lines[23].hasPrefix(" y edit stock"))
        // Narrow: the message wraps, the question stays whole.
        let narrow = render(asking, width: 30, height: 16)
        #expect(narrow.suffix(5) == [
            " Not enough fruit: needs 10",
            " strawberry, has 0; needs 1",
            " banana, has 0.",
            " Edit stock? [y/N]",
            " y edit stock  n or any other…",
        ])
    }

    /// Korean names and emoji take two cells: every column must start at the same cell on every row.
    @Test func koreanColumnsLineUp() throws {
        for width in [80, 60, 44] {
            let machine = try machine(.ko, counts: [0, 10, 7, 10, 100])
            let lines = render(machine, width: width)
            let juiceRows = lines.filter { $0.range(of: #"^ [ >] \d"#, options: .regularExpression) != nil }
            #expect(juiceRows.count == 7)
            let recipes = ["🍓16", "🍌2", "🥝3", "🍍2", "🍓10 🍌1", "🥭3", "🥭2 🥝1"]
            var recipeColumns = Set<Int>()
            var countEnds = Set<Int>()
            for (row, recipe) in zip(juiceRows, recipes) {
                let start = try #require(row.range(of: recipe)).lowerBound
                recipeColumns.insert(TerminalWidth.displayWidth(of: row[..<start]))
                let count = try #require(row.range(of: #"\d+(?=  )"#, options: .regularExpression, range: row.index(row.startIndex, offsetBy: 6)..<row.endIndex))
                countEnds.insert(TerminalWidth.displayWidth(of: row[..<count.upperBound]))
            }
            #expect(recipeColumns.count == 1, "width \(width): \(juiceRows)")
            #expect(countEnds.count == 1, "width \(width): \(juiceRows)")

            // The stock grid: every count ends at the same cell in its column.
            let grid = lines.filter { $0.hasPrefix("  🍓") || $0.hasPrefix("  🥝") || $0.hasPrefix("  🍍") || $0.hasPrefix("  🥭") }
            let ends = grid.map { line in
                line.matches(of: /\d+/).map { TerminalWidth.displayWidth(of: line[..<$0.range.upperBound]) }
            }
            for column in 0..<(ends.map(\.count).min() ?? 0) {
                #expect(Set(ends.map { $0[column] }).count == 1, "width \(width): \(grid)")
            }
        }
    }

    @Test func koreanStockEditorLinesUp() throws {
        let machine = try machine(.ko, counts: [0, 10, 7, 10, 100], keys: [.character("s")])
        let rows = render(machine, width: 60).filter { $0.contains("🍓") || $0.contains("🍌") || $0.contains("🍍") || $0.contains("🥝") || $0.contains("🥭") }
        #expect(rows.count == 5)
        let ends = rows.map { row in TerminalWidth.displayWidth(of: row[..<(row.firstMatch(of: /\d+/)?.range.upperBound ?? row.endIndex)]) }
        #expect(Set(ends).count == 1, "\(rows)")
    }

    @Test func narrowScreensCutWithoutSplittingWideCharacters() throws {
        let lines = render(try machine(.ko), width: 17, height: 24)
        #expect(lines.contains { $0.hasSuffix("…") })
        for line in lines { #expect(TerminalWidth.displayWidth(of: line) <= 17) }
        #expect(ScreenText.clip("딸바쥬스", width: 4) == "딸…")
        #expect(ScreenText.clip("딸바쥬스", width: 8) == "딸바쥬스")
        #expect(ScreenText.clip("abc", width: 0) == "")
        #expect(TerminalWidth.wrap("재료가 모자라요: 딸기 16개 필요", width: 10) == ["재료가", "모자라요:", "딸기 16개", "필요"])
        #expect(TerminalWidth.wrap("strawberry-banana", width: 6) == ["strawb", "erry-b", "anana"])
        #expect(TerminalWidth.wrap("딸기딸기", width: 3) == ["딸", "기", "딸", "기"])
    }

    @Test func longListsScrollWithTheCursor() throws {
        let menu = try ShellFixtures.emojiMenu(extraJuices: 40)
        var machine = try machine(menu: menu)
        ShellFixtures.press(Array(repeating: .down, count: 30), on: &machine)
        let lines = render(machine)
        #expect(lines.contains { $0.hasPrefix(" > 31  Extra Juice 23") })
        #expect(lines.contains { $0.hasPrefix("   ↑ ") && $0.hasSuffix(" more") })
        #expect(lines.contains { $0.hasPrefix("   ↓ ") && $0.hasSuffix(" more") })
        let top = render(try self.machine(menu: menu))
        #expect(!top.contains { $0.hasPrefix("   ↑ ") })
        #expect(top.contains { $0.hasPrefix(" >  1  Strawberry Juice") })
    }

    @Test func manyFruitsLeaveRoomForTheJuices() throws {
        let menu = try ShellFixtures.emojiMenu(extraFruits: 40)
        let lines = render(try machine(menu: menu))
        #expect(lines.contains { $0.contains("more fruits (s: stock editor)") })
        #expect(lines.contains { $0.hasPrefix(" > 1  Strawberry Juice") })
        #expect(lines.contains { $0.hasPrefix("   7  Mango Kiwi Juice") })
    }

    @Test(arguments: [Language.en, .ko])
    func helpWrapsWhatDoesNotFitInstead(ofCuttingIt language: Language) throws {
        let lines = render(try machine(language, keys: [.character("?")]), width: 80, height: 40)
        #expect(lines.allSatisfy { TerminalWidth.displayWidth(of: $0) <= 80 })
        #expect(!lines.contains { $0.hasSuffix("…") }, "nothing cut")
        // Every word of every meaning is on the screen, in order.
        let shown = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        for (key, meaning) in language.ui.keys where !key.isEmpty {
            #expect(shown.contains(meaning.split(separator: " ").joined(separator: " ")), "\(meaning)")
        }
        if language == .en {
            let first = try #require(lines.firstIndex { $0.contains("order that juice") })
            let column = try #require(lines[first].range(of: "order that juice")).lowerBound.utf16Offset(in: lines[first])
            let next = lines[first + 1]
            #expect(next.prefix(column).allSatisfy { $0 == " " } && next.dropFirst(column).first != " ",
                    "continued in the meaning's column: \(next)")
        }
    }

    @Test func typingAJuiceNumberShowsIt() throws {
        let machine = try machine(menu: try ShellFixtures.emojiMenu(extraJuices: 20), keys: [.character("1")])
        #expect(render(machine).contains(" Juice number: 1_  (Enter orders, Esc cancels)"))
    }

    @Test func historyShowsTheNewestThatFit() throws {
        let history = try everyScreen(.en)[3]
        let lines = render(history, width: 80, height: 10)
        #expect(lines[2].hasPrefix("  #  time (UTC)"))
        #expect(lines[3].hasPrefix(" 30  2023-11-14 22:13:50  strawberry-banana:1  strawberry -10, banana -1"))
        #expect(lines.last == " any key: back  q quit")
        let undone = render(history, width: 100, height: 40).first { $0.hasPrefix("  2 ") }
        #expect(undone?.hasSuffix("(undone #3)") == true)
        var empty = try machine()
        empty.complete(.showHistory, with: .history([]))
        #expect(render(empty).contains(" No history yet."))
    }

    @Test func windowKeepsTheCursorInView() {
        #expect(ScreenWindow(count: 5, cursor: 2, rows: 10) == ScreenWindow(count: 5, cursor: 0, rows: 5))
        for count in [4, 10, 41] {
            for rows in 1...12 {
                for cursor in 0..<count {
                    let window = ScreenWindow(count: count, cursor: cursor, rows: rows)
                    #expect(window.range.contains(cursor))
                    let marks = (window.hiddenAbove > 0 ? 1 : 0) + (window.hiddenBelow > 0 ? 1 : 0)
                    #expect(window.range.count + marks <= rows)
                    #expect(window.hiddenAbove == window.range.lowerBound || window.hiddenAbove == 0)
                    #expect(window.hiddenAbove + window.range.count + window.hiddenBelow == count || rows < 3)
                }
            }
        }
    }
}
