import ArgumentParser
import JuiceMakerCommandLine

/// `--json` on every command that prints a result.
struct OutputOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(HelpWords.text("shared", "json")))
    var json = false

    /// The refusal of `--json` with a `--format` other than json (`validate`, `restock`).
    ///
    /// - Parameter format: The other format asked for.
    /// - Returns: The usage error to throw.
    static func twoFormats(_ format: String) -> ValidationError {
        ValidationError(HelpText.usage.twoFormats(format))
    }
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
            throw ValidationError(HelpText.usage.noJSONResult(command))
        }
    }
}
