/// Reads a stock amount as people type it for add/remove/set: a whole number from 0 to `Limits.maxStockChange`.
package enum StockAmount {
    /// - Throws: `JuiceMakerError.invalidAmount` for anything else (`-3`, `1.5`, `ten`).
    package static func parse(_ word: String) throws(JuiceMakerError) -> Int {
        guard let amount = OrderParser.wholeNumber(Substring(word)), amount <= Limits.maxStockChange else {
            throw .invalidAmount(word)
        }
        return amount
    }
}
