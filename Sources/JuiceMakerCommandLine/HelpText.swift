import JuiceMakerMenu

/// The words of `--help` (and of the man page made from it) in the language the command line asks
/// for: `--lang` among its words, else the locale, decided once for the process.
package enum HelpText {
    /// The language of help texts: read once, from the arguments and the environment.
    package static let language: Language = ParserText.language(of: CommandLine.arguments.dropFirst())

    /// `english`, or `korean` when help is read in Korean.
    ///
    /// - Parameters:
    ///   - english: The text in English.
    ///   - korean: The same text in Korean.
    /// - Returns: The text in `language`.
    package static func say(_ english: String, _ korean: String) -> String {
        language == .ko ? korean : english
    }
}

extension Language {
    /// The language the environment asks for: `LC_ALL`, else `LC_MESSAGES`, else `LANG`
    /// (`Language.detect(environment:)`); what `--lang` falls back to.
    package static var ofLocale: Language {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = Environment.value(name) }
        return detect(environment: environment)
    }
}
