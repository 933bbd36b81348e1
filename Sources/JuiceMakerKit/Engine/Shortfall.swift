/// One fruit an order (or an undo) needs more of than the stand has.
public struct Shortfall: Sendable, Hashable {
    public let fruit: FruitLabel
    public let need: Int
    public let have: Int

    public init(fruit: FruitLabel, need: Int, have: Int) {
        self.fruit = fruit
        self.need = need
        self.have = have
    }

    /// How many are missing.
    public var missing: Int { need - have }

    /// `needs 16 strawberry, has 10` / `딸기 16개 필요 (재고 10개)`.
    public func phrase(in language: Language) -> String {
        switch language {
        case .en: "needs \(need) \(fruit.display(in: language)), has \(have)"
        case .ko: "\(fruit.display(in: language)) \(need)개 필요 (재고 \(have)개)"
        }
    }

    /// Several shortfalls in one clause, in the order given.
    static func list(_ shortfalls: [Shortfall], in language: Language) -> String {
        shortfalls.map { $0.phrase(in: language) }.joined(separator: language == .en ? "; " : ", ")
    }
}
