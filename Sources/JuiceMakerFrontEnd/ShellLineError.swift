import JuiceMakerMenu
import JuiceMakerStock
/// A line the line mode cannot run: an unknown command, missing words, or a bad juice, fruit or number.
public enum ShellLineError: Error, Sendable, Equatable {
    /// The first word is no command; the closest command, if one is near.
    case unknownCommand(String, suggestion: String?)
    /// A command with missing or extra words: how to write it.
    case usage(String)
    /// A juice, fruit or number the engine refuses.
    case engine(JuiceMakerError)
}

extension ShellLineError: LocalizedMessage {
    public var english: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            "Unknown command '\(word)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "") + " Type 'help' for the list."
        case .usage(let form):
            "Usage: \(form)"
        case .engine(let error):
            error.english
        }
    }

    public var korean: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            "모르는 명령이에요: '\(word)'." + (suggestion.map { " 혹시 '\($0)' 말씀이세요?" } ?? "") + " 'help'로 목록을 볼 수 있어요."
        case .usage(let form):
            "사용법: \(form)"
        case .engine(let error):
            error.korean
        }
    }
}
