import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

/// The root command: global options every subcommand reads through `@ParentCommand`.
struct JuiceMakerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker",
        abstract: HelpWords.text("juicemaker", "abstract"),
        discussion: HelpWords.text("juicemaker", "discussion"),
        version: JuiceMakerVersion.current,
        subcommands: [
            InitCommand.self, ShellCommand.self, OrderCommand.self, MenuCommand.self, StockCommand.self, RestockCommand.self, HistoryCommand.self, ReportCommand.self,
            UndoCommand.self, StateCommand.self, ValidateCommand.self, SchemaCommand.self, LSPCommand.self, ServeCommand.self,
        ]
    )

    @Option(name: .long, help: ArgumentHelp(HelpWords.text("juicemaker", "menu"), valueName: "path"))
    var menu: String?

    @Option(name: .long, help: ArgumentHelp(HelpWords.text("juicemaker", "state"), valueName: "path-or-url"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp(HelpWords.text("juicemaker", "stand"), valueName: "name"))
    var stand: String?

    @Option(name: .long, help: ArgumentHelp(HelpWords.text("juicemaker", "lang"), valueName: "language"))
    var lang: Language?

    @Flag(name: .long, help: ArgumentHelp(HelpWords.text("juicemaker", "json")))
    var json = false

    /// The global options as plain values, for code that need not know about parsing.
    var options: GlobalOptions { GlobalOptions(menu: menu, state: state, stand: stand, lang: lang) }

    var statePath: String { options.statePath }
    var language: Language { options.language }
    var globalArguments: String { options.globalArguments }

    /// Plain `juicemaker`: the order screen on a terminal; elsewhere (a script, a pipe) the help, as
    /// before the screen existed, so nothing waits for keys that will never come.
    func run() async throws {
        guard ShellCommand.isInteractive else { throw CleanExit.helpRequest(self) }
        try await ShellCommand.open(root: self, lineMode: false)
    }

    var menuPath: String { options.menuPath }
}

