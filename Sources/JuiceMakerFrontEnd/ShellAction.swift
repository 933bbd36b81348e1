import JuiceMakerKit
/// What a key press asks of the stock: the state machine decides, the controller carries it out.
/// Fruits and juices by id: the machine turns the rows a person picks into ids.
public enum ShellAction: Sendable, Hashable {
    /// Nothing to change (the screen may still have changed).
    case none
    /// One glass of the juice.
    case order(juice: Juice.ID)
    case add(fruit: Fruit.ID, amount: Int)
    case remove(fruit: Fruit.ID, amount: Int)
    case set(fruit: Fruit.ID, amount: Int)
    case undo
    /// Read the journal and show it.
    case showHistory
    /// Plan the restock of the low fruits and show it.
    case showRestockPlan
    /// Buy the low fruits' restock plan (the delivery arrived).
    case restock
    case quit(ShellExit)
}
