/// Reads a stock amount as people type it for add/remove/set: a whole number from 0 to `maxStockChange`.
public enum StockAmount {
    public static func parse(_ word: String) throws(JuiceMakerError) -> Int {
        guard let amount = OrderParser.wholeNumber(Substring(word)), amount <= EngineLimits.maxStockChange else {
            throw .invalidAmount(word)
        }
        return amount
    }
}
