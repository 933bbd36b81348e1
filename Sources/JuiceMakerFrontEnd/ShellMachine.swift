import JuiceMakerMenu
import JuiceMakerStock
/// The interactive mode's state machine: a key press changes the screen state and names the stock
/// change to make (`ShellAction`); the outcome of that change comes back through `complete`.
///
/// Pure: no terminal, no file. `ShellController` ties it to a `StockStore`.
public struct ShellMachine: Sendable {
    public private(set) var menu: Menu
    public let language: Language
    public private(set) var state: ShellState

    /// The most digits a typed count may have: as many as `Limits.maxStockChange` has (13).
    static let maxTypedDigits = String(Limits.maxStockChange).count

    public init(menu: Menu, language: Language, maker: JuiceMaker) {
        self.menu = menu
        self.language = language
        self.state = ShellState(stock: [], servings: [])
        update(maker)
    }

    /// Takes the stock as just read (every key press reads it again, so other processes' changes show).
    public mutating func update(_ maker: JuiceMaker) {
        state.stock = maker.levels()
        state.servings = menu.juices.indices.map { maker.servings(ofJuiceAt: $0) }
    }

    /// Takes an edited menu: juices and fruits it added appear, those it removed go, cursors stay
    /// where they were as far as the lists allow, and a pending question about the old menu is dropped.
    ///
    /// - Parameters:
    ///   - menu: The new menu.
    ///   - maker: The stock, as the store for the new menu reads it.
    public mutating func replaceMenu(_ menu: Menu, maker: JuiceMaker) {
        self.menu = menu
        update(maker)
        state.juiceCursor = Self.clamp(state.juiceCursor, count: menu.juices.count)
        state.fruitCursor = Self.clamp(state.fruitCursor, count: menu.fruits.count)
        state.shortfalls = []
        state.restockPlan = nil
        state.typed = ""
        if state.screen == .confirmRestock || state.screen == .restockPlan { state.screen = .order }
        if state.previousScreen == .confirmRestock || state.previousScreen == .restockPlan { state.previousScreen = .order }
        state.menuProblem = nil
    }

    /// Shows (or, with nil, clears) why an edit of the menu file was not taken.
    public mutating func showMenuProblem(_ problem: String?) {
        state.menuProblem = problem
    }

    /// Shows a message that did not come from a key.
    mutating func notify(_ text: String) {
        state.notice = ShellNotice(.info, text)
    }

    /// Shows a problem that did not come from a key, such as a stock file that could not be read.
    public mutating func report(_ error: any Error) {
        state.notice = ShellNotice(.problem, Self.message(for: error, in: language))
    }

    // MARK: Keys

    public mutating func press(_ key: ShellKey) -> ShellAction {
        switch key {
        case .interrupt: return .quit(.interrupt)
        case .endOfInput, .character("q"): return .quit(.quit)
        default: break
        }
        switch state.screen {
        case .order: return pressOnOrder(key)
        case .confirmRestock: return pressOnConfirm(key)
        case .confirmUndo: return answer(key, yes: .change(.undo))
        case .restockPlan: return answer(key, yes: .change(.restock(.lowStock)))
        case .stockEditor: return pressOnEditor(key)
        case .history, .help:
            state.screen = state.previousScreen
            return .none
        }
    }

    private mutating func pressOnOrder(_ key: ShellKey) -> ShellAction {
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII {
            return typeJuiceDigit(digit)
        }
        switch key {
        case .enter:
            if state.typed.isEmpty { return orderSelected() }
            let typed = state.typed
            state.typed = ""
            return orderNumber(typed)
        case .backspace:
            if !state.typed.isEmpty { state.typed.removeLast() }
        case .escape:
            state.typed = ""
            state.notice = nil
        case .up, .character("k"): moveJuice(by: -1)
        case .down, .character("j"): moveJuice(by: 1)
        case .pageUp: moveJuice(by: -10)
        case .pageDown: moveJuice(by: 10)
        case .home: moveJuice(by: -menu.juices.count)
        case .end: moveJuice(by: menu.juices.count)
        case .character("s"): openEditor(at: state.fruitCursor)
        default: return commonKey(key)
        }
        return .none
    }

    private mutating func pressOnConfirm(_ key: ShellKey) -> ShellAction {
        if Self.isYes(key) {
            let firstShort = state.shortfalls.first.flatMap { menu.fruitIndex(of: $0.fruit.id) }
            openEditor(at: firstShort ?? state.fruitCursor)
        } else {
            // "No" is the default: back to ordering, the shortfall still shown.
            state.screen = .order
        }
        return .none
    }

    /// A yes/no question shown over the screen it was asked on (the restock plan, "Undo …?"):
    /// back to that screen, and `yes` when the key says yes. "No" is the default: any other key
    /// does nothing.
    private mutating func answer(_ key: ShellKey, yes: ShellAction) -> ShellAction {
        state.screen = state.previousScreen
        return Self.isYes(key) ? yes : .none
    }

    /// `y`, `Y`, or `ㅛ` (the same key on a Korean keyboard).
    private static func isYes(_ key: ShellKey) -> Bool {
        key == .character("y") || key == .character("Y") || key == .character("ㅛ")
    }

    private mutating func pressOnEditor(_ key: ShellKey) -> ShellAction {
        let fruit = state.fruitCursor
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII {
            if state.typed.count < Self.maxTypedDigits { state.typed.append(String(digit)) }
            return .none
        }
        switch key {
        case .character("+"), .character("="), .right:
            state.typed = ""
            guard menu.fruits.indices.contains(fruit) else { return .none }
            return .change(.add(fruit: menu.fruits[fruit].id, amount: 1))
        case .character("-"), .character("_"), .left:
            state.typed = ""
            guard fruit < state.stock.count, menu.fruits.indices.contains(fruit) else { return .none }
            guard state.stock[fruit].count > 0 else {
                state.notice = ShellNotice(.problem, language.ui.alreadyZero(fruitName(fruit)))
                return .none
            }
            return .change(.remove(fruit: menu.fruits[fruit].id, amount: 1))
        case .enter:
            guard !state.typed.isEmpty else {
                closeEditor()
                return .none
            }
            let typed = state.typed
            state.typed = ""
            guard menu.fruits.indices.contains(fruit) else { return .none }
            do {
                return .change(.set(fruit: menu.fruits[fruit].id, amount: try StockAmount.parse(typed)))
            } catch {
                report(error)
                return .none
            }
        case .backspace:
            if !state.typed.isEmpty { state.typed.removeLast() }
        case .escape:
            if state.typed.isEmpty { closeEditor() } else { state.typed = "" }
        case .character("c"), .character("s"):
            closeEditor()
        case .up, .character("k"): moveFruit(by: -1)
        case .down, .character("j"): moveFruit(by: 1)
        case .pageUp: moveFruit(by: -10)
        case .pageDown: moveFruit(by: 10)
        case .home: moveFruit(by: -menu.fruits.count)
        case .end: moveFruit(by: menu.fruits.count)
        default: return commonKey(key)
        }
        return .none
    }

    /// Keys that do the same on the order screen and in the stock editor.
    private mutating func commonKey(_ key: ShellKey) -> ShellAction {
        switch key {
        case .character("u"):
            state.typed = ""
            show(.confirmUndo)
        case .character("h"):
            state.typed = ""
            return .showHistory
        case .character("r"):
            state.typed = ""
            return .showRestockPlan
        case .character("?"):
            state.typed = ""
            show(.help)
        default:
            break  // any other key only refreshes the stock
        }
        return .none
    }

    // MARK: Outcomes

    /// Applies what the controller got from the stock for `action`.
    public mutating func complete(_ action: ShellAction, with outcome: ShellOutcome) {
        switch outcome {
        case .ordered(let order, let low):
            // As the command line says it: the ready message, then a note for each fruit left low.
            let notes = low.map { $0.lowStockMessage(in: language, command: language.ui.restockKey) }
            state.notice = ShellNotice(.success, ([menu.readyMessage(for: order, in: language)] + notes).joined(separator: " "))
        case .changed(let entry):
            state.notice = ShellNotice(.info, language.ui.changed(entry.description))
        case .undid(let record):
            state.notice = ShellNotice(.info, language.ui.undid(record.reverted.description, record.reverted.id))
        case .history(let entries):
            state.history = entries
            show(.history)
        case .restockPlan(let plan):
            if plan.isEmpty {
                state.notice = ShellNotice(.info, language.ui.nothingToBuy(plan.request, hasRules: menu.hasReorderPoints))
            } else {
                state.restockPlan = plan
                show(.restockPlan)
            }
        case .restocked(let result):
            if let entry = result.entry {
                state.notice = ShellNotice(.success, language.ui.changed(entry.description))
            } else {
                state.notice = ShellNotice(.info, language.ui.nothingToBuy(result.plan.request, hasRules: menu.hasReorderPoints))
            }
        case .failed(let error):
            report(error)
            if case .change(.order) = action, case .outOfStock(let shortfalls)? = error as? JuiceMakerError {
                state.shortfalls = shortfalls
                state.screen = .confirmRestock
            }
        }
    }

    // MARK: Helpers

    /// A digit on the order screen: orders at once when no longer number could follow
    /// (always with 9 juices or fewer), else waits for another digit or Enter.
    private mutating func typeJuiceDigit(_ digit: Int) -> ShellAction {
        if state.typed.isEmpty && digit == 0 { return .none }
        guard state.typed.count < Self.maxTypedDigits else { return .none }
        state.typed.append(String(digit))
        guard let number = Int(state.typed) else { return .none }
        if number > menu.juices.count || number * 10 > menu.juices.count {
            let typed = state.typed
            state.typed = ""
            return orderNumber(typed)
        }
        state.notice = nil
        return .none
    }

    private mutating func orderNumber(_ typed: String) -> ShellAction {
        guard let number = Int(typed), number >= 1, number <= menu.juices.count else {
            state.notice = ShellNotice(.problem, language.ui.noJuiceNumber(typed, menu.juices.count))
            return .none
        }
        state.juiceCursor = number - 1
        return .change(.order(JuiceOrder(juice: menu.juices[number - 1].id)))
    }

    private mutating func orderSelected() -> ShellAction {
        guard state.juiceCursor < menu.juices.count else { return .none }
        return .change(.order(JuiceOrder(juice: menu.juices[state.juiceCursor].id)))
    }

    private mutating func moveJuice(by offset: Int) {
        state.typed = ""
        state.juiceCursor = Self.clamp(state.juiceCursor + offset, count: menu.juices.count)
    }

    private mutating func moveFruit(by offset: Int) {
        state.typed = ""
        state.fruitCursor = Self.clamp(state.fruitCursor + offset, count: menu.fruits.count)
    }

    /// Opens the stock editor. A message of the screen left behind is cleared, but for the
    /// shortfall of the order that led here: it says what to add.
    private mutating func openEditor(at fruit: Int) {
        state.typed = ""
        if state.screen != .confirmRestock { state.notice = nil }
        state.fruitCursor = Self.clamp(fruit, count: menu.fruits.count)
        state.screen = .stockEditor
    }

    /// Back to ordering; the editor's last message is the editor's, so it goes.
    private mutating func closeEditor() {
        state.typed = ""
        state.notice = nil
        state.screen = .order
    }

    /// Shows a screen of its own (history, help, the restock plan) or a question over the current
    /// one (undo); the message of the screen left goes, so that none is seen again, out of place,
    /// on the way back.
    private mutating func show(_ screen: ShellScreen) {
        state.previousScreen = state.screen == .confirmRestock ? .order : state.screen
        state.notice = nil
        state.screen = screen
    }

    private func fruitName(_ fruit: Int) -> String {
        guard fruit >= 0, fruit < menu.fruits.count else { return "" }
        return menu.fruits[fruit].name.text(for: language.code)
    }

    private static func clamp(_ value: Int, count: Int) -> Int {
        max(0, min(value, count - 1))
    }

    static func message(for error: any Error, in language: Language) -> String {
        if let error = error as? LocalizedMessage { return error.message(in: language) }
        return "\(error)"
    }
}
