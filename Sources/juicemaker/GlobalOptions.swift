import JuiceMakerKit

/// `--menu`, `--state` and `--lang` as the user gave them, and what they come to with the
/// environment. `JuiceMakerCommand` parses them; `QuickOrderArguments` builds them directly, since
/// even creating the command's option wrappers costs an order process measurable time.
struct GlobalOptions {
    var menu: String?
    var state: String?
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

    var language: Language {
        if let lang { return lang }
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = Environment.value(name) }
        return Language.detect(environment: environment)
    }

    /// The global options the user typed, to repeat them in a suggested command.
    var globalArguments: String {
        var words: [String] = []
        if let menu { words += ["--menu", ShellQuote.word(menu)] }
        if let state { words += ["--state", ShellQuote.word(state)] }
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }
}
