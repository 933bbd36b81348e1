import JuiceMakerKit

/// The words of `--help` (and of the man page made from it) in the language the command line asks
/// for: `--lang` among its words, else the locale, decided once for the process.
enum HelpText {
    /// The language of help texts: read once, from the arguments and the environment.
    static let language: Language = ParserText.language(of: CommandLine.arguments.dropFirst())

    /// `english`, or `korean` when help is read in Korean.
    ///
    /// - Parameters:
    ///   - english: The text in English.
    ///   - korean: The same text in Korean.
    /// - Returns: The text in `language`.
    static func say(_ english: String, _ korean: String) -> String {
        language == .ko ? korean : english
    }
}
