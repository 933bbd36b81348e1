import ArgumentParser
import JuiceMakerKit

struct SchemaCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the menu format's JSON Schema (draft-07).",
        discussion: """
        Editors that run the YAML language server check menus against it as you type. The schema is
        JSON with or without --json. Example:
          juicemaker schema > menu.schema.json
        """
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() {
        Terminal.out(MenuSchema.json, terminator: MenuSchema.json.hasSuffix("\n") ? "" : "\n")
    }
}
