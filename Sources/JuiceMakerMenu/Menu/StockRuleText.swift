/// The words of the stock-rule diagnostics, written once in each language.
enum StockRuleText {
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'mango'`.
    ///   - par: The fruit's par level.
    ///   - isSet: Whether the menu set `par` (else it is the initial stock).
    ///   - reorder: The fruit's reorder point.
    ///   - language: The language of the message (and of `owner`).
    static func parNotAboveReorder(owner: String, par: Int, isSet: Bool, reorder: Int, language: Language = .en) -> String {
        if language == .ko {
            let what = isSet ? "\(owner)의 par가 \(par)인데" : "\(owner)의 par는 초기 재고인 \(par)인데"
            return "\(what) 주문점(reorder)이 \(reorder)이라서, 재고를 채워도 부족 상태로 남아요; 'par'를 \(reorder)보다 크게 하세요"
        }
        let what = isSet ? "par of \(owner) is \(par)" : "par of \(owner) is its initial stock, \(par),"
        return "\(what) but its reorder point is \(reorder): a restock would leave it low; set 'par' above \(reorder)"
    }
}
