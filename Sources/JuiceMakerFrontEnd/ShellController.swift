import JuiceMakerMenu
import JuiceMakerStock
/// The interactive mode on a stock file: reads the stock before every key (so a one-shot command in
/// another terminal shows at once), lets `ShellMachine` decide, and makes the change it names as one
/// journaled transaction, as the one-shot commands do.
///
/// Terminal-free: a front end feeds it keys and draws `render(width:height:)`.
public struct ShellController {
    public private(set) var store: any StockStore
    public private(set) var machine: ShellMachine

    /// How many journal entries the history screen reads (it shows as many as fit).
    static let historyLimit = 200

    public init(store: any StockStore, language: Language) async throws {
        self.store = store
        self.machine = ShellMachine(menu: store.menu, language: language, maker: try await store.maker())
    }

    public var state: ShellState { machine.state }

    /// Reads the stock again; a failure is shown on the screen and the last stock read stays.
    public mutating func refresh() async {
        do {
            machine.update(try await store.maker())
        } catch {
            machine.report(error)
        }
    }

    /// Goes on with an edited menu's store (`store.menu` is the new menu); stock is read again from it.
    ///
    /// - Parameter store: The store opened for the new menu.
    public mutating func replaceStore(_ store: any StockStore) async {
        self.store = store
        do {
            machine.replaceMenu(store.menu, maker: try await store.maker())
            machine.notify(machine.language.ui.menuReloaded(juices: store.menu.juices.count, fruits: store.menu.fruits.count))
        } catch {
            machine.report(error)
        }
    }

    /// Shows (or clears) why an edit of the menu file was not taken; the last good menu stays.
    public mutating func showMenuProblem(_ problem: String?) {
        machine.showMenuProblem(problem)
    }

    /// Handles one key. Returns how to leave when the key quits, else nil.
    public mutating func press(_ key: ShellKey) async -> ShellExit? {
        await refresh()
        let action = machine.press(key)
        switch action {
        case .none:
            return nil
        case .quit(let exit):
            return exit
        default:
            if let outcome = await perform(action) { machine.complete(action, with: outcome) }
            await refresh()
            return nil
        }
    }

    /// The current screen as lines for a terminal of this size.
    public func render(width: Int, height: Int) -> [ScreenLine] {
        ShellRenderer.render(machine.state, menu: machine.menu, language: machine.language, width: width, height: height)
    }

    /// Carries out a change; nil for an action that changes nothing.
    private func perform(_ action: ShellAction) async -> ShellOutcome? {
        do {
            switch action {
            case .change(let change):
                switch try await change.apply(to: store) {
                case .ordered(let order, let entry):
                    // The order is made: a failed read of the levels after it costs only the low note.
                    let low = (try? await store.stock()).map { StockLevel.leftLow(by: entry, in: $0) } ?? []
                    return .ordered(order, low: low)
                case .changed(let entry):
                    return .changed(entry)
                case .undid(let record):
                    return .undid(record)
                case .restocked(let result):
                    return .restocked(result)
                }
            case .showHistory:
                return .history(try await store.history(limit: Self.historyLimit))
            case .showRestockPlan:
                return .restockPlan(try await store.restockPlan(for: .lowStock))
            case .none, .quit:
                return nil
            }
        } catch {
            return .failed(error)
        }
    }
}
