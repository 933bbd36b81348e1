/// `JuiceMakerError`'s messages in Korean (the English ones are in `JuiceMakerError+English.swift`).
extension JuiceMakerError {
    /// The same message as `english`, in Korean; names fruits by their Korean name.
    public var korean: String {
        switch self {
        case .unknownJuice(let name, let suggestion):
            "메뉴에 없는 쥬스예요: '\(name.revealingInvisibles)'." + (suggestion.map { " 혹시 '\($0)' 말씀이세요?" } ?? "")
        case .unknownFruit(let name, let suggestion):
            "메뉴에 없는 과일이에요: '\(name.revealingInvisibles)'." + (suggestion.map { " 혹시 '\($0)' 말씀이세요?" } ?? "")
        case .invalidCount(let word):
            "잔 수가 올바르지 않아요: '\(word)'. 'mango:2'처럼 1부터 \(Limits.maxOrderCount)까지의 정수로 적어 주세요."
        case .orderTooLarge(let juice, let total):
            "'\(juice)' 주문이 모두 \(total)잔이에요. 한 주문에는 쥬스마다 \(Limits.maxOrderCount)잔까지 담을 수 있어요. 여러 번 나눠 주문해 주세요."
        case .beyondStockLimit(let fruit, let need):
            "\(fruit.display(in: .ko)) \(need)개가 필요해요. 매장이 가질 수 있는 재고(\(Limits.maxStock)개)보다 많아요. 잔 수를 줄여 주세요."
        case .invalidAmount(let word):
            "수량이 올바르지 않아요: '\(word)'. 0부터 \(Limits.maxStockChange)까지의 정수로 적어 주세요."
        case .emptyOrder:
            "주문이 비어 있어요: 쥬스를 하나 이상 '쥬스' 또는 '쥬스:잔수'로 적어 주세요."
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
}
