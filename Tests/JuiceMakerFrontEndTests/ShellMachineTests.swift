import Testing
@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// The key → action state machine, without a terminal or a stock file.
@Suite struct ShellMachineTests {
    let strawberry = EngineFixtures.defaultFruits[0]
    let banana = EngineFixtures.defaultFruits[1]

    @Test func aDigitOrdersThatJuiceAtOnce() throws {
        var machine = try ShellFixtures.machine()
        #expect(machine.press(.character("5")) == .change(.order(JuiceOrder(juice: "strawberry-banana"))))
        #expect(machine.state.juiceCursor == 4)
        #expect(machine.state.typed.isEmpty)
        #expect(machine.state.screen == .order)
    }

    @Test func zeroAndNumbersPastTheMenuOrderNothing() throws {
        var machine = try ShellFixtures.machine()
        #expect(machine.press(.character("0")) == .none)
        #expect(machine.press(.character("8")) == .none)
        #expect(machine.state.notice == ShellNotice(.problem, "There is no juice 8: choose 1 to 7."))
        #expect(machine.state.typed.isEmpty)
    }

    @Test func withTenJuicesOrMoreANumberWaitsForTheNextDigitOrEnter() throws {
        var machine = try ShellFixtures.machine(menu: try EngineFixtures.defaultMenu(extraJuices: (1...5).map {
            EngineFixtures.juice("extra-\($0)", "Extra \($0)", "추가\($0)", [("banana", 1)])
        }))
        #expect(machine.press(.character("1")) == .none)
        #expect(machine.state.typed == "1")
        #expect(machine.press(.character("2")) == .change(.order(JuiceOrder(juice: "extra-5"))))
        #expect(machine.press(.character("1")) == .none)
        #expect(machine.press(.enter) == .change(.order(JuiceOrder(juice: "strawberry"))))
        #expect(machine.press(.character("2")) == .change(.order(JuiceOrder(juice: "banana"))))  // 20 > 12: nothing longer can follow
        ShellFixtures.press([.character("1"), .backspace], on: &machine)
        #expect(machine.state.typed.isEmpty)
        #expect(machine.press(.character("1")) == .none)
        #expect(machine.press(.character("3")) == .none)
        #expect(machine.state.notice == ShellNotice(.problem, "There is no juice 13: choose 1 to 12."))
        ShellFixtures.press([.character("1"), .escape], on: &machine)
        #expect(machine.state.typed.isEmpty)
    }

    @Test func arrowsSelectAJuiceAndEnterOrdersIt() throws {
        var machine = try ShellFixtures.machine()
        ShellFixtures.press([.down, .down, .character("j")], on: &machine)
        #expect(machine.state.juiceCursor == 3)
        #expect(machine.press(.enter) == .change(.order(JuiceOrder(juice: "pineapple"))))
        ShellFixtures.press([.up, .up, .up, .up, .up, .character("k")], on: &machine)
        #expect(machine.state.juiceCursor == 0)
        ShellFixtures.press([.end], on: &machine)
        #expect(machine.state.juiceCursor == 6)
        ShellFixtures.press([.pageDown], on: &machine)
        #expect(machine.state.juiceCursor == 6)
        ShellFixtures.press([.home], on: &machine)
        #expect(machine.state.juiceCursor == 0)
    }

    @Test func aShortOrderAsksAndYesOpensTheEditorOnTheShortFruit() throws {
        var machine = try ShellFixtures.machine(counts: [10, 0])
        let action = machine.press(.character("2"))
        #expect(action == .change(.order(JuiceOrder(juice: "banana"))))
        machine.complete(action, with: .failed(JuiceMakerError.outOfStock([ShellFixtures.shortfall(banana, need: 2, have: 0)])))
        #expect(machine.state.screen == .confirmRestock)
        #expect(machine.state.notice == ShellNotice(.problem, "Not enough fruit: needs 2 banana, has 0."))
        #expect(machine.press(.character("y")) == .none)
        #expect(machine.state.screen == .stockEditor)
        #expect(machine.state.fruitCursor == 1)
        // The shortfall stays in view while stock is edited.
        #expect(machine.state.notice?.text == "Not enough fruit: needs 2 banana, has 0.")
    }

    @Test func anyOtherAnswerIsNoAndOrdersNothing() throws {
        for answer: ShellKey in [.character("n"), .enter, .escape, .character("5"), .character("s")] {
            var machine = try ShellFixtures.machine(counts: [0])
            let action = machine.press(.character("5"))
            machine.complete(action, with: .failed(JuiceMakerError.outOfStock([ShellFixtures.shortfall(strawberry, need: 10, have: 0)])))
            #expect(machine.press(answer) == .none)
            #expect(machine.state.screen == .order, "after \(answer)")
        }
    }

    @Test func koreanYesOnAHangulKeyboard() throws {
        var machine = try ShellFixtures.machine(counts: [0], language: .ko)
        let action = machine.press(.character("1"))
        machine.complete(action, with: .failed(JuiceMakerError.outOfStock([ShellFixtures.shortfall(strawberry, need: 16, have: 0)])))
        #expect(machine.state.notice?.text == "재료가 모자라요: 딸기 16개 필요 (재고 0개).")
        _ = machine.press(.character("ㅛ"))
        #expect(machine.state.screen == .stockEditor)
    }

    @Test func theEditorStepsTheSelectedFruitByOne() throws {
        var machine = try ShellFixtures.machine()
        _ = machine.press(.character("s"))
        #expect(machine.state.screen == .stockEditor)
        #expect(machine.press(.character("+")) == .change(.add(fruit: "strawberry", amount: 1)))
        #expect(machine.press(.right) == .change(.add(fruit: "strawberry", amount: 1)))
        #expect(machine.press(.character("-")) == .change(.remove(fruit: "strawberry", amount: 1)))
        #expect(machine.press(.left) == .change(.remove(fruit: "strawberry", amount: 1)))
        _ = machine.press(.down)
        #expect(machine.press(.character("+")) == .change(.add(fruit: "banana", amount: 1)))
        ShellFixtures.press([.down, .down, .down, .down, .down], on: &machine)
        #expect(machine.state.fruitCursor == 4)
        ShellFixtures.press([.up, .character("k")], on: &machine)
        #expect(machine.state.fruitCursor == 2)
    }

    @Test func minusAtZeroChangesNothing() throws {
        var machine = try ShellFixtures.machine(counts: [0])
        _ = machine.press(.character("s"))
        #expect(machine.press(.character("-")) == .none)
        #expect(machine.press(.left) == .none)
        #expect(machine.state.notice == ShellNotice(.problem, "Strawberry is already at 0; stock never goes below 0."))
    }

    @Test func aTypedNumberSetsTheStock() throws {
        var machine = try ShellFixtures.machine()
        ShellFixtures.press([.character("s"), .down] + ShellFixtures.characters("123"), on: &machine)
        #expect(machine.state.typed == "123")
        _ = machine.press(.backspace)
        #expect(machine.press(.enter) == .change(.set(fruit: "banana", amount: 12)))
        #expect(machine.state.typed.isEmpty)
        #expect(machine.state.screen == .stockEditor)

        ShellFixtures.press(ShellFixtures.characters("0"), on: &machine)
        #expect(machine.press(.enter) == .change(.set(fruit: "banana", amount: 0)))

        // Typing stops at thirteen digits; past the limit of one change it is refused, not cut.
        ShellFixtures.press(ShellFixtures.characters("999999999999999"), on: &machine)
        #expect(machine.state.typed == "9999999999999")
        #expect(machine.press(.enter) == .none)
        #expect(machine.state.notice == ShellNotice(.problem, "'9999999999999' is not a valid amount: use a whole number from 0 to 1000000000000."))
    }

    @Test func movingOrSteppingDropsWhatWasTyped() throws {
        var machine = try ShellFixtures.machine()
        ShellFixtures.press([.character("s"), .character("7"), .down], on: &machine)
        #expect(machine.state.typed.isEmpty)
        ShellFixtures.press([.character("7")], on: &machine)
        #expect(machine.press(.character("+")) == .change(.add(fruit: "banana", amount: 1)))
        #expect(machine.state.typed.isEmpty)
    }

    @Test func escapeClearsTheNumberThenCloses() throws {
        var machine = try ShellFixtures.machine()
        ShellFixtures.press([.character("s"), .character("4"), .escape], on: &machine)
        #expect(machine.state.typed.isEmpty)
        #expect(machine.state.screen == .stockEditor)
        _ = machine.press(.escape)
        #expect(machine.state.screen == .order)
    }

    @Test func closeKeysGoBackToOrdering() throws {
        for close: ShellKey in [.character("c"), .character("s"), .escape, .enter] {
            var machine = try ShellFixtures.machine()
            _ = machine.press(.character("s"))
            #expect(machine.press(close) == .none)
            #expect(machine.state.screen == .order, "after \(close)")
        }
    }

    @Test func undoHistoryAndHelpFromBothScreens() throws {
        for opening: [ShellKey] in [[], [.character("s")]] {
            var machine = try ShellFixtures.machine()
            ShellFixtures.press(opening, on: &machine)
            let screen = machine.state.screen
            #expect(machine.press(.character("u")) == .none, "u asks first")
            #expect(machine.state.screen == .confirmUndo)
            #expect(machine.press(.character("n")) == .none)
            #expect(machine.state.screen == screen, "no: back where it was, nothing undone")
            #expect(machine.press(.character("u")) == .none)
            #expect(machine.press(.character("u")) == .none, "any key but y is no, u too")
            #expect(machine.state.screen == screen)
            #expect(machine.press(.character("u")) == .none)
            #expect(machine.press(.character("y")) == .change(.undo))
            #expect(machine.state.screen == screen)
            #expect(machine.press(.character("h")) == .showHistory)
            machine.complete(.showHistory, with: .history([]))
            #expect(machine.state.screen == .history)
            #expect(machine.press(.character("5")) == .none)  // any key goes back, and does nothing else
            #expect(machine.state.screen == screen)
            _ = machine.press(.character("?"))
            #expect(machine.state.screen == .help)
            _ = machine.press(.down)
            #expect(machine.state.screen == screen)
        }
    }

    @Test func quitKeysWorkOnEveryScreen() throws {
        let openings: [[ShellKey]] = [[], [.character("s")], [.character("?")]]
        for opening in openings {
            var machine = try ShellFixtures.machine()
            ShellFixtures.press(opening, on: &machine)
            #expect(machine.press(.character("q")) == .quit(.quit))
            #expect(machine.press(.endOfInput) == .quit(.quit))
            #expect(machine.press(.interrupt) == .quit(.interrupt))
        }
        var asking = try ShellFixtures.machine(counts: [0])
        asking.complete(.change(.order(JuiceOrder(juice: "strawberry"))), with: .failed(JuiceMakerError.outOfStock([ShellFixtures.shortfall(strawberry, need: 16, have: 0)])))
        #expect(asking.state.screen == .confirmRestock)
        #expect(asking.press(.interrupt) == .quit(.interrupt))
    }

    @Test func outcomesBecomeMessages() throws {
        var machine = try ShellFixtures.machine()
        machine.complete(.change(.order(JuiceOrder(juice: "strawberry-banana"))), with: .ordered(JuiceOrder(juice: "strawberry-banana")))
        #expect(machine.state.notice == ShellNotice(.success, "Strawberry Banana Juice is ready. Enjoy!"))
        let entry = JournalEntry(id: 3, time: .init(timeIntervalSince1970: 0), kind: .add, description: "add strawberry 1",
                                 deltas: [FruitDelta(fruit: "strawberry", change: 1)])
        machine.complete(.change(.add(fruit: "strawberry", amount: 1)), with: .changed(entry))
        #expect(machine.state.notice == ShellNotice(.info, "Stock changed: add strawberry 1"))
        machine.complete(.change(.undo), with: .failed(JuiceMakerError.nothingToUndo))
        #expect(machine.state.notice == ShellNotice(.problem, "Nothing to undo."))
        #expect(machine.state.screen == .order)

        var korean = try ShellFixtures.machine(language: .ko)
        korean.complete(.change(.order(JuiceOrder(juice: "strawberry-banana"))), with: .ordered(JuiceOrder(juice: "strawberry-banana")))
        #expect(korean.state.notice == ShellNotice(.success, "딸바쥬스 나왔습니다! 맛있게 드세요!"))
    }

    @Test func aMessageGoesWithTheScreenItBelongsTo() throws {
        var machine = try ShellFixtures.machine()
        machine.complete(.change(.order(JuiceOrder(juice: "banana"))), with: .ordered(JuiceOrder(juice: "banana")))
        #expect(machine.state.notice != nil)
        ShellFixtures.press([.character("h")], on: &machine)
        machine.complete(.showHistory, with: .history([]))
        ShellFixtures.press([.character("x")], on: &machine)
        #expect(machine.state.screen == .order)
        #expect(machine.state.notice == nil, "the order's message is not shown again after the history")

        machine.complete(.change(.order(JuiceOrder(juice: "banana"))), with: .ordered(JuiceOrder(juice: "banana")))
        ShellFixtures.press([.character("s")], on: &machine)
        #expect(machine.state.screen == .stockEditor)
        #expect(machine.state.notice == nil, "the editor does not show the order's message")
        let entry = JournalEntry(id: 3, time: .init(timeIntervalSince1970: 0), kind: .add, description: "add strawberry 1",
                                 deltas: [FruitDelta(fruit: "strawberry", change: 1)])
        machine.complete(.change(.add(fruit: "strawberry", amount: 1)), with: .changed(entry))
        ShellFixtures.press([.character("c")], on: &machine)
        #expect(machine.state.screen == .order)
        #expect(machine.state.notice == nil, "nor the order screen the editor's")

        // The shortfall that leads to the editor stays there: it says what to add.
        machine.complete(.change(.order(JuiceOrder(juice: "strawberry"))), with: .failed(JuiceMakerError.outOfStock([ShellFixtures.shortfall(strawberry, need: 16, have: 10)])))
        ShellFixtures.press([.character("y")], on: &machine)
        #expect(machine.state.screen == .stockEditor)
        #expect(machine.state.notice == ShellNotice(.problem, "Not enough fruit: needs 16 strawberry, has 10."))
    }

    @Test func aFailedChangeThatIsNotAnOrderDoesNotAsk() throws {
        var machine = try ShellFixtures.machine()
        machine.complete(.change(.undo), with: .failed(JuiceMakerError.cannotUndo(entryID: 1, description: "add kiwi 1", shortfalls: [])))
        #expect(machine.state.screen == .order)
    }

    @Test func newStockUpdatesServings() throws {
        var machine = try ShellFixtures.machine()
        #expect(machine.state.servings == [0, 5, 3, 5, 1, 3, 5])
        machine.update(try JuiceMaker(menu: machine.menu, stock: ["strawberry": 20, "banana": 1, "pineapple": 0, "kiwi": 9, "mango": 4]))
        #expect(machine.state.stock.map(\.count) == [20, 1, 0, 9, 4])
        #expect(machine.state.servings == [1, 0, 3, 0, 1, 1, 2])
    }
}
