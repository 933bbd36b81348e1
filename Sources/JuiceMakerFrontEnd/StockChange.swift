import JuiceMakerMenu
import JuiceMakerStock

/// A change to the stand's stock, in the words both of the shell's ways of asking share: a key
/// press (`ShellAction`) and a line of the line mode (`ShellLineCommand`). Fruits and juices are
/// menu ids, already resolved.
public enum StockChange: Sendable, Hashable {
    /// `order mango-kiwi:2 banana`; a key press orders one glass.
    case order(JuiceOrder)
    /// `stock add kiwi 3`; `+` adds one.
    case add(fruit: Fruit.ID, amount: Int)
    /// `stock remove kiwi 3`; `-` takes one out.
    case remove(fruit: Fruit.ID, amount: Int)
    /// `stock set kiwi 3`; a number typed in the stock editor.
    case set(fruit: Fruit.ID, amount: Int)
    /// `stock reset`.
    case reset
    /// `undo`; `u` and `y`.
    case undo
    /// `restock --apply`; `r` then `y` buys the low fruits' plan.
    case restock(RestockRequest)

    /// What a change made.
    public enum Made: Sendable {
        /// The order made, and its journal entry.
        case ordered(JuiceOrder, JournalEntry)
        /// The journal entry of an add, remove, set or reset.
        case changed(JournalEntry)
        /// The entry undone, and the undo's own entry.
        case undid(UndoRecord)
        /// The plan bought, and its entry (none when nothing was needed).
        case restocked(RestockResult)
    }

    /// Makes the change in the store.
    ///
    /// - Parameter store: The stand's stock.
    /// - Returns: What it made.
    /// - Throws: What the store throws: `JuiceMakerError` for a change the stock or the menu
    ///   refuses (nothing is written then), `StateError` when the stock cannot be used.
    public func apply(to store: any StockStore) async throws -> Made {
        switch self {
        case .order(let order): await .ordered(order, try store.order(order))
        case .add(let fruit, let amount): .changed(try await store.add(fruit: fruit, amount: amount))
        case .remove(let fruit, let amount): .changed(try await store.remove(fruit: fruit, amount: amount))
        case .set(let fruit, let amount): .changed(try await store.set(fruit: fruit, amount: amount))
        case .reset: .changed(try await store.reset())
        case .undo: .undid(try await store.undo())
        case .restock(let request): .restocked(try await store.restock(request))
        }
    }
}
