import JuiceMakerKit
import JuiceMakerCommandLine

/// `--menu`, `--state`, `--stand` and `--lang` as the user gave them, and what they come to with the
/// environment. `JuiceMakerCommand` parses them; `QuickOrderArguments` builds them directly, since
/// even creating the command's option wrappers costs an order process measurable time.
struct GlobalOptions {
    var menu: String?
    var state: String?
    var stand: String?
    var lang: Language?

    /// The menu in effect: `--menu`, else `JUICEMAKER_MENU`, else `recipes.yaml`.
    var menuPath: String {
        if let menu { return menu }
        if let fromEnvironment = Environment.value("JUICEMAKER_MENU"), !fromEnvironment.isEmpty { return fromEnvironment }
        return "recipes.yaml"
    }

    /// The stock file in effect: `--state`, else `JUICEMAKER_STATE`, else beside the menu.
    var statePath: String {
        if let state { return state }
        if let fromEnvironment = Environment.value("JUICEMAKER_STATE"), !fromEnvironment.isEmpty { return fromEnvironment }
        return StateLocation.defaultPath(forMenu: menuPath)
    }

    /// The stand in effect: `--stand`, else `JUICEMAKER_STAND`, else `main`.
    ///
    /// - Throws: A usage `CommandFailure` (exit 2) for a name that is not a valid stand name.
    func standName(json: Bool) throws -> StandName {
        let text: String
        if let stand {
            text = stand
        } else if let fromEnvironment = Environment.value("JUICEMAKER_STAND"), !fromEnvironment.isEmpty {
            text = fromEnvironment
        } else {
            return .main
        }
        do {
            return try StandName(text)
        } catch {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: error.message(in: language)).report(json: json)
        }
    }

    var language: Language {
        lang ?? .ofLocale
    }

    /// The global options the user typed, to repeat them in a suggested command.
    var globalArguments: String {
        var words: [String] = []
        if let menu { words += ["--menu", ShellQuote.word(menu)] }
        // A URL's password never reaches a message, not even in a suggested command.
        if let state { words += ["--state", ShellQuote.word(StockLocation(parsing: state).description)] }
        if let stand { words += ["--stand", ShellQuote.word(stand)] }
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }
}
