import JuiceMakerKit
/// One line of the line mode (`juicemaker shell` reading a script): the one-shot commands' words,
/// without `juicemaker` in front. Fruits are menu ids, already resolved.
public enum ShellLineCommand: Sendable, Hashable {
    /// `order mango-kiwi:2 banana`
    case order(JuiceOrder)
    /// `stock add kiwi 3`
    case add(fruit: Fruit.ID, amount: Int)
    /// `stock remove kiwi 3`
    case remove(fruit: Fruit.ID, amount: Int)
    /// `stock set kiwi 3`
    case set(fruit: Fruit.ID, amount: Int)
    /// `stock reset`
    case reset
    /// `stock` or `stock show`
    case showStock
    /// `menu`
    case menu
    /// `history` or `history 50`
    case history(limit: Int)
    /// `undo`
    case undo
    /// `restock`, `restock --apply`, `restock --for mango-kiwi:2 [--apply]`
    case restock(RestockRequest, apply: Bool)
    /// `help` or `?`
    case help
    /// `quit`, `exit` or `q`: lines after it are not read.
    case quit
    /// A blank line or a `#` comment.
    case nothing
}
