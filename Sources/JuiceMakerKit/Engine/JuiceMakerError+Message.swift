extension JuiceMakerError: LocalizedMessage {
    /// One or two sentences that say what is wrong and, where it helps, what to type instead.
    public var english: String {
        switch self {
        case .unknownJuice(let name, let suggestion):
            "There is no juice '\(name)' on the menu." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .unknownFruit(let name, let suggestion):
            "There is no fruit '\(name)' on the menu." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .invalidCount(let word):
            "'\(word)' has an invalid count: use a whole number from 1 to \(Limits.maxOrderCount), like 'mango:2'."
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

    /// The same message as `english`, in Korean; names fruits by their Korean name.
    public var korean: String {
        switch self {
        case .unknownJuice(let name, let suggestion):
            "메뉴에 없는 주스예요: '\(name)'." + (suggestion.map { " 혹시 '\($0)' 말씀이세요?" } ?? "")
        case .unknownFruit(let name, let suggestion):
            "메뉴에 없는 과일이에요: '\(name)'." + (suggestion.map { " 혹시 '\($0)' 말씀이세요?" } ?? "")
        case .invalidCount(let word):
            "잔 수가 올바르지 않아요: '\(word)'. 'mango:2'처럼 1부터 \(Limits.maxOrderCount)까지의 정수로 적어 주세요."
        case .invalidAmount(let word):
            "수량이 올바르지 않아요: '\(word)'. 0부터 \(Limits.maxStockChange)까지의 정수로 적어 주세요."
        case .emptyOrder:
            "주문이 비어 있어요: 주스를 하나 이상 '주스' 또는 '주스:잔수'로 적어 주세요."
        case .outOfStock(let shortfalls):
            "재료가 모자라요: \(Shortfall.list(shortfalls, in: .ko))."
        case .negativeStock(let fruit, let have, let change):
            "\(fruit.display(in: .ko)) 재고는 0보다 적어질 수 없어요: 재고 \(have)개, 변경 \(signed(change))개."
        case .stockLimit(let fruit, let have, let change):
            "\(fruit.display(in: .ko)) 재고는 \(Limits.maxStock)개를 넘을 수 없어요: 재고 \(have)개, 변경 \(signed(change))개."
        case .nothingToUndo:
            "되돌릴 작업이 없어요."
        case .cannotUndo(let id, let description, let shortfalls):
            "#\(id) (\(description)) 작업은 되돌릴 수 없어요: \(Shortfall.list(shortfalls, in: .ko)). 재고는 0보다 적어질 수 없어요."
        }
    }

    private func signed(_ change: Int) -> String {
        change > 0 ? "+\(change)" : "\(change)"
    }
}
