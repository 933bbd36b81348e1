import ArgumentParser
import JuiceMakerKit

/// The root command: global options every subcommand reads through `@ParentCommand`.
struct JuiceMakerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker",
        abstract: "Turns a juice stand's menu (YAML) into orders and stock.",
        discussion: """
        The menu is recipes.yaml in the current directory unless --menu or JUICEMAKER_MENU says otherwise.

        Exit codes: 0 done, 1 invalid menu, 2 usage or unreadable file, 3 out of stock, 4 state error.

        Examples:
          juicemaker order strawberry-banana
          juicemaker --menu custom.yaml validate
        """,
        version: JuiceMakerVersion.current,
        subcommands: [
            ShellCommand.self, OrderCommand.self, MenuCommand.self, StockCommand.self, HistoryCommand.self,
            UndoCommand.self, ValidateCommand.self, SchemaCommand.self,
        ]
    )

    @Option(name: .long, help: ArgumentHelp("The menu file (default: $JUICEMAKER_MENU, else recipes.yaml).", valueName: "path"))
    var menu: String?

    @Option(name: .long, help: ArgumentHelp("The stock file (default: $JUICEMAKER_STATE, else .juicemaker/<menu name>.sqlite beside the menu).", valueName: "path"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp("Language of messages and names: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).", valueName: "language"))
    var lang: Language?

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

    /// Plain `juicemaker`: the order screen on a terminal; elsewhere (a script, a pipe) the help, as
    /// before the screen existed, so nothing waits for keys that will never come.
    func run() throws {
        guard ShellCommand.isInteractive else { throw CleanExit.helpRequest(self) }
        try ShellCommand.open(root: self, lineMode: false)
    }

    /// The menu in effect: `--menu`, else `JUICEMAKER_MENU`, else `recipes.yaml`.
    var menuPath: String {
        if let menu { return menu }
        if let fromEnvironment = Environment.value("JUICEMAKER_MENU"), !fromEnvironment.isEmpty { return fromEnvironment }
        return "recipes.yaml"
    }
}

extension Language: ExpressibleByArgument {}

enum JuiceMakerVersion {
    static let current = "0.1.0"
}
