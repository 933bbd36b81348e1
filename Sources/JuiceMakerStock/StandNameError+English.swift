import JuiceMakerMenu

/// `StandNameError`'s messages in English (the Korean ones are in `StandNameError+Korean.swift`).
extension StandNameError {
    public var english: String {
        let rule = "use 1 to \(StandName.maxLength) lowercase letters, digits, '-' or '_', starting with a letter or digit (e.g. gangnam)"
        return switch self {
        case .empty: "the stand name is empty: \(rule)"
        case .tooLong(let text): "the stand name '\(text.prefix(80))' is too long: \(rule)"
        case .invalidCharacters(let text): "'\(text.prefix(80))' is not a valid stand name: \(rule)"
        }
    }
}
