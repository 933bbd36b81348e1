import JuiceMakerMenu

/// Every help text of the command line (`--help`, the man page made from it), one catalogue per
/// language: `HelpWords+English.swift` and `HelpWords+Korean.swift`, with the same keys (checked
/// by `HelpWordsTests`). A command declares `HelpWords.text("restock", "lead-days")` where its
/// words would be.
package enum HelpWords {
    /// Help shared by the commands that take the same option group (`--json`; `validate`'s options
    /// in both programs), looked up when a command has no entry of its own.
    static let shared = "shared"

    /// A help text in the language of help texts (`HelpText.language`).
    ///
    /// - Parameters:
    ///   - command: The command as typed after the program's name (`stock add`); `juicemaker`
    ///     and `juicemaker-validate` for the programs themselves.
    ///   - entry: `abstract`, `discussion`, an option's long name or a positional argument's
    ///     `<value name>`.
    /// - Returns: The text; the English one if the language has none, and empty if neither has
    ///   (the tests fail on both).
    package static func text(_ command: String, _ entry: String) -> String {
        for catalogue in HelpText.language == .ko ? [korean, english] : [english] {
            if let text = catalogue[command]?[entry] ?? catalogue[shared]?[entry] { return text }
        }
        return ""
    }

    /// The catalogue of a language, for the tests.
    package static func catalogue(_ language: Language) -> [String: [String: String]] {
        language == .ko ? korean : english
    }
}
