import JuiceMakerMenu
import JuiceMakerStock
/// What a key press asks of the stock: the state machine decides, the controller carries it out.
/// Fruits and juices by id: the machine turns the rows a person picks into ids.
public enum ShellAction: Sendable, Hashable {
    /// Nothing to change (the screen may still have changed).
    case none
    /// A change to the stock: an order of one glass, `+`, `-`, a typed count, an undo, or buying
    /// the low fruits' restock plan (the delivery arrived).
    case change(StockChange)
    /// Read the journal and show it.
    case showHistory
    /// Plan the restock of the low fruits and show it.
    case showRestockPlan
    case quit(ShellExit)
}
