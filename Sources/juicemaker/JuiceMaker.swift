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
          juicemaker --state postgresql://stand@db.example/juice --stand gangnam order mango-kiwi
        """,
        version: JuiceMakerVersion.current,
        subcommands: [
            ShellCommand.self, OrderCommand.self, MenuCommand.self, StockCommand.self, RestockCommand.self, HistoryCommand.self,
            UndoCommand.self, StateCommand.self, ValidateCommand.self, SchemaCommand.self, LSPCommand.self, ServeCommand.self,
        ]
    )

    @Option(name: .long, help: ArgumentHelp("The menu file (default: $JUICEMAKER_MENU, else recipes.yaml).", valueName: "path"))
    var menu: String?

    @Option(name: .long, help: ArgumentHelp("Where stock lives: an SQLite file, or a postgresql:// URL (default: $JUICEMAKER_STATE, else .juicemaker/<menu name>.sqlite beside the menu).", valueName: "path-or-url"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp("The stand whose stock to use; stands keep stock and history apart in one database (default: $JUICEMAKER_STAND, else main).", valueName: "name"))
    var stand: String?

    @Option(name: .long, help: ArgumentHelp("Language of messages and names: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).", valueName: "language"))
    var lang: Language?

    @Flag(name: .long, help: "Print the command's result as JSON (for scripts), as --json after it does.")
    var json = false

    /// The global options as plain values, for code that need not know about parsing.
    var options: GlobalOptions { GlobalOptions(menu: menu, state: state, stand: stand, lang: lang) }

    var statePath: String { options.statePath }
    var language: Language { options.language }
    var globalArguments: String { options.globalArguments }

    /// Plain `juicemaker`: the order screen on a terminal; elsewhere (a script, a pipe) the help, as
    /// before the screen existed, so nothing waits for keys that will never come.
    func run() throws {
        guard ShellCommand.isInteractive else { throw CleanExit.helpRequest(self) }
        try ShellCommand.open(root: self, lineMode: false)
    }

    var menuPath: String { options.menuPath }
}

extension Language: ExpressibleByArgument {}

enum JuiceMakerVersion {
    static let current = "0.1.0"
}
