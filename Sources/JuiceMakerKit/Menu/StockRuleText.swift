/// The words of the stock-rule diagnostics that both the YAML validator and the rules for menus
/// made in code give, written once.
enum StockRuleText {
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'mango'`.
    ///   - par: The fruit's par level.
    ///   - isSet: Whether the menu set `par` (else it is the initial stock).
    ///   - reorder: The fruit's reorder point.
    static func parNotAboveReorder(owner: String, par: Int, isSet: Bool, reorder: Int) -> String {
        let what = isSet ? "par of \(owner) is \(par)" : "par of \(owner) is its initial stock, \(par),"
        return "\(what) but its reorder point is \(reorder): a restock would leave it low; set 'par' above \(reorder)"
    }
}
