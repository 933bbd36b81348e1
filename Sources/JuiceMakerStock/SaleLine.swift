import JuiceMakerMenu

/// One juice of an order as the journal keeps it: what an `order` entry sold, or what a `lost`
/// entry would have sold, at the price the menu gave it then (a later price change never rewrites
/// it).
public struct SaleLine: Sendable, Hashable {
    /// The juice, by id (it may have left the menu since).
    public let juice: Juice.ID
    /// How many glasses.
    public let glasses: Int
    /// What one glass sold for, in minor units of the entry's currency; nil when the menu gave the
    /// juice no price (or for orders journaled before prices were kept).
    public let price: Int?

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - juice: The juice.
    ///   - glasses: How many glasses, 1 or more.
    ///   - price: What one glass sold for, in minor units; nil when unpriced.
    public init(juice: Juice.ID, glasses: Int, price: Int?) {
        self.juice = juice
        self.glasses = glasses
        self.price = price
    }

    /// `glasses × price`, or nil when unpriced (or past `Int.max`, which no valid menu reaches).
    public var amount: Int? {
        guard let price else { return nil }
        let (product, overflow) = price.multipliedReportingOverflow(by: glasses)
        return overflow ? nil : product
    }

    /// What `lines` come to, in minor units: unpriced lines count 0, and a sum past `Int.max`
    /// (which no valid menu reaches) stops there.
    ///
    /// - Parameter lines: Sale lines in one currency.
    /// - Returns: The total.
    public static func total(_ lines: [SaleLine]) -> Int {
        lines.reduce(0) { total, line in
            let (sum, overflow) = total.addingReportingOverflow(line.amount ?? 0)
            return overflow ? Int.max : sum
        }
    }
}

/// A fruit that made an order a lost sale: the order needed `need` of it and the stand had `have`.
public struct ShortFruit: Sendable, Hashable {
    /// The fruit that ran out, by id.
    public let fruit: Fruit.ID
    /// How many of it the order needed.
    public let need: Int
    /// How many of it the stand had; less than `need`.
    public let have: Int

    /// Creates a short fruit.
    ///
    /// - Parameters:
    ///   - fruit: The fruit.
    ///   - need: How many the order needed.
    ///   - have: How many there were.
    public init(fruit: Fruit.ID, need: Int, have: Int) {
        self.fruit = fruit
        self.need = need
        self.have = have
    }
}
