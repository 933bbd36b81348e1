/// What a recipe's fruits cost, summed as the recipe is read: by the validator (the `below-cost`
/// warning) and by the language server's hover (the margin).
public enum RecipeCost {
    /// `total` plus `amount` of a fruit that costs `unitCost` each.
    ///
    /// - Parameters:
    ///   - unitCost: The fruit's cost in minor units; nil when it has none.
    ///   - amount: How many of it the recipe uses.
    ///   - total: The recipe's cost so far; nil once some fruit had no cost.
    /// - Returns: The new total; nil when either is unknown. A total past `Int.max` stays at
    ///   `Int.max`, which is above any price.
    public static func adding(_ unitCost: Int?, times amount: Int, to total: Int?) -> Int? {
        guard let total, let unitCost else { return nil }
        let (product, overflow) = unitCost.multipliedReportingOverflow(by: amount)
        let (sum, overflowed) = total.addingReportingOverflow(product)
        return overflow || overflowed ? .max : sum
    }
}
