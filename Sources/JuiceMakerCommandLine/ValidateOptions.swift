import ArgumentParser
import JuiceMakerMenu

extension DiagnosticFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

/// The options of `validate`, declared once for `juicemaker validate` and `juicemaker-validate`:
/// the files, `--format`, `--strict` and `--fix`, with their help words (`HelpWords`, under `validate`). Each
/// program adds its own `--json`.
package struct ValidateOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(HelpWords.text("validate", "<file>"), valueName: "file"))
    package var files: [String] = []

    @Option(help: ArgumentHelp(HelpWords.text("validate", "format")))
    package var format: DiagnosticFormat?

    @Flag(help: ArgumentHelp(HelpWords.text("validate", "strict")))
    package var strict = false

    @Flag(help: ArgumentHelp(HelpWords.text("validate", "fix")))
    package var fix = false

    package init() {}

    /// The report's format: json under `--json`, else `--format`'s; nil picks the default.
    ///
    /// - Parameter json: Whether `--json` was given.
    /// - Returns: The format asked for, if any.
    /// - Throws: `ValidationError` when `--json` and `--format` name two formats.
    package func format(json: Bool) throws -> DiagnosticFormat? {
        if json, let format, format != .json { throw ValidationError(HelpText.usage.twoFormats(format.rawValue)) }
        return json ? .json : format
    }
}
