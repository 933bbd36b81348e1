extension JuiceMakerError: LocalizedMessage {
    /// One or two sentences that say what is wrong and, where it helps, what to type instead.
    public var english: String {
        switch self {
        case .unknownJuice(let name, let suggestion):
            "There is no juice '\(name.revealingInvisibles)' on the menu." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .unknownFruit(let name, let suggestion):
            "There is no fruit '\(name.revealingInvisibles)' on the menu." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .invalidCount(let word):
            "'\(word)' has an invalid count: use a whole number from 1 to \(Limits.maxOrderCount), like 'mango:2'."
        case .orderTooLarge(let juice, let total):
            "The order asks for \(total) glasses of '\(juice)' in all; one order takes at most \(Limits.maxOrderCount) of a juice. Split it into several orders."
        case .beyondStockLimit(let fruit, let need):
            "This needs \(need) \(fruit.display(in: .en)), more than a stand can ever hold (\(Limits.maxStock)). Order fewer glasses."
        case .invalidAmount(let word):
            "'\(word)' is not a valid amount: use a whole number from 0 to \(Limits.maxStockChange)."
        case .emptyOrder:
            "The order is empty: name at least one juice, as 'juice' or 'juice:count'."
        case .outOfStock(let shortfalls):
            "Not enough fruit: \(Shortfall.list(shortfalls, in: .en))."
        case .negativeStock(let fruit, let have, let change):
            "Stock of \(fruit.display(in: .en)) cannot go below 0: has \(have), change \(signed(change))."
        case .stockLimit(let fruit, let have, let change):
            "Stock of \(fruit.display(in: .en)) cannot go above \(Limits.maxStock): has \(have), change \(signed(change))."
        case .nothingToUndo:
            "Nothing to undo."
        case .cannotUndo(let id, let description, let shortfalls):
            "Cannot undo #\(id) (\(description)): \(Shortfall.list(shortfalls, in: .en)). Stock never goes below 0."
        }
    }

    func signed(_ change: Int) -> String {
        change > 0 ? "+\(change)" : "\(change)"
    }
}
