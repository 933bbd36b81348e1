import ArgumentParser

/// `--json` on every command that prints a result.
struct OutputOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(HelpText.say("Print the result as JSON (for scripts).", "결과를 JSON으로 출력해요 (스크립트용).")))
    var json = false
}

/// A command whose result can be printed as JSON: asked for with `--json` after the command or,
/// as a global option, before it (`juicemaker --json stock`).
protocol PrintsJSON {
    var root: JuiceMakerCommand { get }
    var output: OutputOptions { get }
}

extension PrintsJSON {
    /// Whether `--json` was given, after the command or before it.
    var json: Bool { output.json || root.json }
}

/// A command that prints no result (it is a screen, a server or a protocol): refuses a global
/// `--json` rather than ignore it.
enum NoJSONResult {
    /// - Throws: A usage error when `root` has `--json`.
    static func check(_ root: JuiceMakerCommand, command: String) throws {
        if root.json {
            throw ValidationError("'juicemaker \(command)' prints no result to give as JSON; leave out --json")
        }
    }
}
