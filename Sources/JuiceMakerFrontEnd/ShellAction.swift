import JuiceMakerKit
/// What a key press asks of the stock: the state machine decides, the controller carries it out.
/// Fruits and juices are menu indices.
public enum ShellAction: Sendable, Hashable {
    /// Nothing to change (the screen may still have changed).
    case none
    /// One glass of the juice.
    case order(juice: Int)
    case add(fruit: Int, amount: Int)
    case remove(fruit: Int, amount: Int)
    case set(fruit: Int, amount: Int)
    case undo
    /// Read the journal and show it.
    case showHistory
    case quit(ShellExit)
}
