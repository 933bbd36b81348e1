import ArgumentParser
import JuiceMakerLanguageServer

/// `juicemaker lsp`: the language server on standard input and output, for editors.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server (LSP) on standard input/output, for editors.",
        discussion: """
        Speaks LSP 3.17 (JSON-RPC with Content-Length framing): the diagnostics of validate as you type, quick fixes, completion of fruit ids and keys, hover on fruit and juice ids. Started by an editor, not by hand; see docs/editors.md for Neovim, Helix and VS Code.

        Exit codes: 0 after shutdown then exit, 1 on exit without shutdown or when the input ends first.
        """
    )

    @ParentCommand var root: JuiceMakerCommand

    @Option(name: .customLong("debounce-ms"), help: "Milliseconds to wait after the last change before checking (default 50).")
    var debounceMilliseconds: Int = 50

    func validate() throws {
        try NoJSONResult.check(root, command: "lsp")
        guard (0...10_000).contains(debounceMilliseconds) else {
            throw ValidationError("--debounce-ms must be from 0 to 10000")
        }
    }

    func run() throws {
        let configuration = ServerConfiguration(version: JuiceMakerVersion.current, debounce: .milliseconds(debounceMilliseconds),
                                                language: root.options.language)
        Terminal.exit(LanguageServerRunner.run(configuration: configuration))
    }
}
