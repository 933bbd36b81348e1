import JuiceMakerMenu

/// `StandNameError`'s messages in Korean.
extension StandNameError {
    public var korean: String {
        let rule = "소문자, 숫자, '-', '_'로 1자에서 \(StandName.maxLength)자까지, 글자나 숫자로 시작하게 쓰세요 (예: gangnam)"
        return switch self {
        case .empty: "매장 이름이 비어 있어요: \(rule)"
        case .tooLong(let text): "매장 이름 '\(text.prefix(80))'이(가) 너무 길어요: \(rule)"
        case .invalidCharacters(let text): "'\(text.prefix(80))'은(는) 매장 이름으로 쓸 수 없어요: \(rule)"
        }
    }
}
