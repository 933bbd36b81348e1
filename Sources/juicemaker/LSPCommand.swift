import ArgumentParser
import JuiceMakerLanguageServer
import JuiceMakerCommandLine

/// `juicemaker lsp`: the language server on standard input and output, for editors.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: HelpText.say("Run a language server (LSP) on standard input/output, for editors.", "편집기를 위한 언어 서버(LSP)를 표준 입출력으로 실행해요."),
        discussion: HelpText.say("""
        Speaks LSP 3.17 (JSON-RPC with Content-Length framing): the diagnostics of validate as you type, quick fixes, completion of fruit ids and keys, hover on fruit and juice ids. Started by an editor, not by hand; see docs/editors.md for Neovim, Helix and VS Code.

        Exit codes: 0 after shutdown then exit, 1 on exit without shutdown or when the input ends first.
        """, """
        LSP 3.17(Content-Length 프레이밍의 JSON-RPC)로 말해요: 입력하는 동안 validate의 진단, 빠른 수정, 과일 id와 키 자동 완성, 과일과 쥬스 id의 호버. 사람이 아니라 편집기가 실행해요; Neovim, Helix, VS Code 설정은 docs/editors.md를 보세요.

        종료 코드: 'shutdown' 뒤 'exit'이면 0, 'shutdown' 없이 'exit'하거나 입력이 먼저 끝나면 1.
        """)
    )

    @ParentCommand var root: JuiceMakerCommand

    @Option(name: .customLong("debounce-ms"), help: ArgumentHelp(HelpText.say("Milliseconds to wait after the last change before checking (default 50).", "마지막 변경 뒤 검사하기 전에 기다릴 밀리초 (기본 50).")))
    var debounceMilliseconds: Int = 50

    func validate() throws {
        try NoJSONResult.check(root, command: "lsp")
        guard (0...10_000).contains(debounceMilliseconds) else {
            throw ValidationError(HelpText.say("--debounce-ms must be from 0 to 10000", "--debounce-ms은(는) 0부터 10000까지여야 해요"))
        }
    }

    func run() throws {
        let configuration = ServerConfiguration(version: JuiceMakerVersion.current, debounce: .milliseconds(debounceMilliseconds),
                                                language: root.options.language)
        Terminal.exit(LanguageServerRunner.run(configuration: configuration))
    }
}
