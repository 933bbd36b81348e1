/// What a message says was written where something else belongs (`not a list`, `not the text
/// 'ten'`), worded by `MenuWords.found`: the one vocabulary of `WholeNumber`'s refusals and of the
/// validator's wrong-type messages.
enum FoundValue: Equatable {
    case mapping, list, nothing, null
    /// Text (quoted, or tagged as not a number).
    case text(String)
    /// A number, as written.
    case number(String)
    /// An integer not in decimal digits: octal, hex.
    case notDecimal(String)
    case decimalNumber(String)
    case boolean(String)
}
