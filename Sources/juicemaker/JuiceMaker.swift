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
        """,
        version: JuiceMakerVersion.current,
        subcommands: [ValidateCommand.self, SchemaCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp("The menu file (default: $JUICEMAKER_MENU, else recipes.yaml).", valueName: "path"))
    var menu: String?

    /// The menu in effect: `--menu`, else `JUICEMAKER_MENU`, else `recipes.yaml`.
    var menuPath: String {
        if let menu { return menu }
        if let fromEnvironment = Environment.value("JUICEMAKER_MENU"), !fromEnvironment.isEmpty { return fromEnvironment }
        return "recipes.yaml"
    }
}

enum JuiceMakerVersion {
    static let current = "0.1.0"
}
