import ArgumentParser
import JuiceMakerLanguageServer
import JuiceMakerCommandLine

/// `juicemaker lsp`: the language server on standard input and output, for editors.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: HelpWords.text("lsp", "abstract"),
        discussion: HelpWords.text("lsp", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand

    @Option(name: .customLong("debounce-ms"), help: ArgumentHelp(HelpWords.text("lsp", "debounce-ms")))
    var debounceMilliseconds: Int = 50

    func validate() throws {
        try NoJSONResult.check(root, command: "lsp")
        guard (0...10_000).contains(debounceMilliseconds) else {
            throw ValidationError(HelpText.usage.outOfRange("--debounce-ms", from: 0, to: 10_000, seconds: false))
        }
    }

    func run() throws {
        let configuration = ServerConfiguration(version: JuiceMakerVersion.current, debounce: .milliseconds(debounceMilliseconds),
                                                language: root.options.language)
        Terminal.exit(LanguageServerRunner.run(configuration: configuration))
    }
}
