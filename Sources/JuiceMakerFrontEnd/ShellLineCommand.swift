import JuiceMakerMenu
import JuiceMakerStock
/// One line of the line mode (`juicemaker shell` reading a script): the one-shot commands' words,
/// without `juicemaker` in front. Fruits are menu ids, already resolved.
public enum ShellLineCommand: Sendable, Hashable {
    /// A change to the stock: `order …`, `stock add|remove|set …`, `stock reset`, `undo`,
    /// `restock … --apply`.
    case change(StockChange)
    /// `restock`, `restock --for mango-kiwi:2`: the plan, shown, not bought.
    case restockPlan(RestockRequest)
    /// `stock` or `stock show`
    case showStock
    /// `menu`
    case menu
    /// `history` or `history 50`
    case history(limit: Int)
    /// `help` or `?`
    case help
    /// `quit`, `exit` or `q`: lines after it are not read.
    case quit
    /// A blank line or a `#` comment.
    case nothing
}
