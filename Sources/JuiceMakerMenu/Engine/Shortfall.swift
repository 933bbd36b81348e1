/// One fruit an order (or an undo) needs more of than the stand has.
public struct Shortfall: Sendable, Hashable {
    /// The fruit that is short.
    public let fruit: FruitLabel
    /// How many of it the order (or the undo) needs.
    public let need: Int
    /// How many of it the stand has.
    public let have: Int

    /// Creates a shortfall.
    ///
    /// - Parameters:
    ///   - fruit: The fruit that is short.
    ///   - need: How many are needed.
    ///   - have: How many there are; less than `need`.
    public init(fruit: FruitLabel, need: Int, have: Int) {
        self.fruit = fruit
        self.need = need
        self.have = have
    }

    /// How many are missing: `need - have`.
    public var missing: Int { need - have }

    /// The shortfall as a clause of a message: `needs 16 strawberry, has 10` / `딸기 16개 필요 (재고 10개)`.
    ///
    /// - Parameter language: The language to write in.
    /// - Returns: The clause, without a capital or a full stop.
    public func phrase(in language: Language) -> String {
        language.menu.shortfall(fruit: fruit.display(in: language), need: need, have: have)
    }

    /// Several shortfalls in one clause, in the order given.
    static func list(_ shortfalls: [Shortfall], in language: Language) -> String {
        shortfalls.map { $0.phrase(in: language) }.joined(separator: language.menu.shortfallSeparator)
    }
}
