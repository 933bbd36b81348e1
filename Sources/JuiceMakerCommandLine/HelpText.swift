import JuiceMakerMenu

/// The language of what the command line says before a command runs (`--help`, the man page made
/// from it, usage refusals: `HelpWords`, `UsageWords`): `--lang` among its words, else the locale,
/// decided once for the process.
package enum HelpText {
    /// The language of help texts: read once, from the arguments and the environment.
    package static let language: Language = ParserText.language(of: CommandLine.arguments.dropFirst())
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
