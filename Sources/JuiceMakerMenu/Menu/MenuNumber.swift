/// A fruit's number in a menu (its initial stock, reorder point or par level) and the rules on it,
/// for a fruit's field and for `defaults:` alike. Recipe amounts have their own rule, `amountProblem`.
enum MenuNumber {
    case stock, reorder, par

    /// The values it may take (`Limits`).
    var bounds: ClosedRange<Int> {
        switch self {
        case .stock: Limits.initialStock
        case .reorder: Limits.reorderPoint
        case .par: Limits.parLevel
        }
    }

    /// A number a message shows as an example.
    var example: Int {
        switch self {
        case .stock: 10
        case .reorder: 2
        case .par: 12
        }
    }

    /// What is wrong with `value` as this number of `owner`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - owner: The fruit (or `defaults`) it belongs to; made only for a message.
    ///   - language: The message's language.
    /// - Returns: The diagnostic's code and message; nil when `value` is within `bounds`.
    func problem(_ value: Int, of owner: @autoclosure () -> MessageOwner, _ language: Language) -> (code: DiagnosticCode, message: String)? {
        if value > bounds.upperBound { return tooLarge(of: owner(), language) }
        guard value < bounds.lowerBound else { return nil }
        if self == .par { return (.amountTooSmall, language.menu.parBelowOne(of: owner(), par: value)) }
        return (.negativeStock, language.menu.negative(self, of: owner(), value: value))
    }

    /// The diagnostic for a value above `bounds`, however large (a file's may not fit an `Int`).
    func tooLarge(of owner: MessageOwner, _ language: Language) -> (code: DiagnosticCode, message: String) {
        (.numberTooLarge, language.menu.tooLarge(self, of: owner))
    }

    /// What is wrong with `amount` as a recipe's amount of `fruit` in `juice`.
    ///
    /// - Parameters:
    ///   - amount: The amount.
    ///   - fruit: The fruit id as written; made only for a message.
    ///   - juice: The juice id; made only for a message.
    ///   - language: The message's language.
    /// - Returns: The diagnostic's code and message; nil when `amount` is within `Limits.recipeAmount`.
    static func amountProblem(_ amount: Int, fruit: @autoclosure () -> String, juice: @autoclosure () -> String,
                              _ language: Language) -> (code: DiagnosticCode, message: String)? {
        if amount > Limits.recipeAmount.upperBound { return amountTooLarge(fruit: fruit(), juice: juice(), language) }
        guard amount < Limits.recipeAmount.lowerBound else { return nil }
        return (.amountTooSmall, language.menu.amountBelowOne(fruit: fruit(), juice: juice(), amount: amount))
    }

    /// The diagnostic for a recipe amount above `Limits.recipeAmount`, however large.
    static func amountTooLarge(fruit: String, juice: String, _ language: Language) -> (code: DiagnosticCode, message: String) {
        (.numberTooLarge, language.menu.amountTooLarge(fruit: fruit, juice: juice))
    }
}
