import ArgumentParser
import JuiceMakerMenu

extension DiagnosticFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

/// The options of `validate`, declared once for `juicemaker validate` and `juicemaker-validate`:
/// the files, `--format`, `--strict` and `--fix`, with their help words (`ValidateHelp`). Each
/// program adds its own `--json`.
package struct ValidateOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(ValidateHelp.files, valueName: "file"))
    package var files: [String] = []

    @Option(help: ArgumentHelp(ValidateHelp.format))
    package var format: DiagnosticFormat?

    @Flag(help: ArgumentHelp(ValidateHelp.strict))
    package var strict = false

    @Flag(help: ArgumentHelp(ValidateHelp.fix))
    package var fix = false

    package init() {}

    /// The report's format: json under `--json`, else `--format`'s; nil picks the default.
    ///
    /// - Parameter json: Whether `--json` was given.
    /// - Returns: The format asked for, if any.
    /// - Throws: `ValidationError` when `--json` and `--format` name two formats.
    package func format(json: Bool) throws -> DiagnosticFormat? {
        if json, let format, format != .json { throw ValidationError(ValidateHelp.twoFormats(format.rawValue)) }
        return json ? .json : format
    }
}
