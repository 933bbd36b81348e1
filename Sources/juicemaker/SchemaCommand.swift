import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

struct SchemaCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: HelpWords.text("schema", "abstract"),
        discussion: HelpWords.text("schema", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() {
        Terminal.out(MenuSchema.json, terminator: MenuSchema.json.hasSuffix("\n") ? "" : "\n")
    }
}
