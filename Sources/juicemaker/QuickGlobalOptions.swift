import JuiceMakerKit

/// The global options before a one-shot command (`[--menu PATH] [--state PATH] [--stand NAME]
/// [--lang LANG] COMMAND ...`), read without swift-argument-parser for `QuickOrderArguments` and
/// `QuickValidateArguments`.
///
/// It takes only what cannot be read two ways: each option at most once, apart from its value,
/// with a value that is plain (see `isPlain`), and a `--lang` that names a language. Anything else
/// is left to swift-argument-parser, so every error and every request for help keeps its answer.
enum QuickGlobalOptions {
    /// Reads the global options up to `command`.
    ///
    /// - Parameters:
    ///   - words: The arguments after the program's name.
    ///   - command: The subcommand that must follow the global options.
    /// - Returns: The options and the words after `command`, or nil when the words are not that
    ///   plain shape.
    static func read(_ words: ArraySlice<String>, upTo command: String) -> (options: GlobalOptions, rest: ArraySlice<String>)? {
        var menu: String?
        var state: String?
        var stand: String?
        var lang: Language?
        var rest = words
        while let word = rest.first, word != command {
            let value = rest.dropFirst().first
            guard let value, isPlain(value) else { return nil }
            switch word {
            case "--menu" where menu == nil: menu = value
            case "--state" where state == nil: state = value
            case "--stand" where stand == nil: stand = value
            case "--lang" where lang == nil:
                guard let language = Language(rawValue: value) else { return nil }
                lang = language
            default: return nil
            }
            rest = rest.dropFirst(2)
        }
        guard rest.first == command else { return nil }
        return (GlobalOptions(menu: menu, state: state, stand: stand, lang: lang), rest.dropFirst())
    }

    /// A word no parser could take for an option, a terminator or a request for help.
    static func isPlain(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && word != "help"
    }
}
