/// What a message says was written where something else belongs (`not a list`, `not the text
/// 'ten'`), in each language: the one vocabulary of `WholeNumber`'s refusals and of the
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

    /// The words for it in `language`: `the text 'ten'`, `텍스트 'ten'`.
    func text(_ language: Language) -> String {
        switch (self, language) {
        case (.mapping, .en): "a mapping"
        case (.mapping, .ko): "매핑"
        case (.list, .en): "a list"
        case (.list, .ko): "목록"
        case (.nothing, .en): "nothing"
        case (.nothing, .ko): "아무것도 없음"
        case (.null, .en): "nothing (null)"
        case (.null, .ko): "빈 값(null)"
        case (.text(let text), .en): "the text \(Quoted.name(text))"
        case (.text(let text), .ko): "텍스트 \(Quoted.name(text))"
        case (.number(let text), .en): "the number \(text)"
        case (.number(let text), .ko): "숫자 \(text)"
        case (.notDecimal(let text), .en): "\(text) (write whole numbers in decimal digits)"
        case (.notDecimal(let text), .ko): "\(text) (정수는 10진수 숫자로 쓰세요)"
        case (.decimalNumber(let text), .en): "the decimal number \(text)"
        case (.decimalNumber(let text), .ko): "소수 \(text)"
        case (.boolean(let text), .en): "the boolean \(text)"
        case (.boolean(let text), .ko): "불리언 값 \(text)"
        }
    }
}
