/// The ways juicemaker can print what it found: `--format text|json|github|sarif`.
///
/// ```swift
/// let reports = ["a.yaml", "b.yaml"].map { MenuLoader.diagnose(path: $0) }
/// let options = DiagnosticFormatOptions(strict: true, toolVersion: "1.0")
/// let format = DiagnosticFormat(rawValue: "github") ?? .text
/// print(format.format(reports, options: options), terminator: "")
/// ```
public enum DiagnosticFormat: String, Sendable, Hashable, CaseIterable {
    /// For people: `file:line:column: severity: message [code]`, the source line and a caret.
    case text
    /// For scripts: one object per file, pretty-printed with sorted keys.
    case json
    /// GitHub Actions workflow commands (`::error file=…`), which become annotations on the pull request.
    case github
    /// A SARIF 2.1.0 log, for code-scanning tools.
    case sarif

    /// The formatter for this format, configured from `options` (each format uses the options it needs).
    ///
    /// - Parameter options: What the command line knows; `text` reads `color`, `strict` and
    ///   `language`, `json` reads `strict`, `github` `strict` and `language`, `sarif` `toolVersion`
    ///   and `informationURI`.
    /// - Returns: The formatter.
    public func formatter(_ options: DiagnosticFormatOptions) -> any DiagnosticFormatter {
        switch self {
        case .text:
            TextDiagnosticFormatter(color: options.color, strict: options.strict, language: options.language)
        case .json:
            JSONDiagnosticFormatter(strict: options.strict)
        case .github:
            GitHubDiagnosticFormatter(strict: options.strict, language: options.language)
        case .sarif:
            SARIFDiagnosticFormatter(toolVersion: options.toolVersion, informationURI: options.informationURI)
        }
    }

    /// Shorthand for `formatter(options).format(reports)`.
    ///
    /// - Parameters:
    ///   - reports: The reports of one run, in the order to print them.
    ///   - options: What the command line knows.
    /// - Returns: The output, ending with a newline.
    public func format(_ reports: [MenuReport], options: DiagnosticFormatOptions) -> String {
        formatter(options).format(reports)
    }

    /// Shorthand for `formatter(options).formatUTF8(reports)`: the same text as bytes.
    ///
    /// - Parameters:
    ///   - reports: The reports of one run, in the order to print them.
    ///   - options: What the command line knows.
    /// - Returns: The output as UTF-8, ending with a newline.
    public func formatUTF8(_ reports: [MenuReport], options: DiagnosticFormatOptions) -> [UInt8] {
        formatter(options).formatUTF8(reports)
    }

    /// Shorthand for `formatter(options).writeUTF8(reports, to: write)`: the same bytes, in pieces.
    ///
    /// - Parameters:
    ///   - reports: The reports of one run, in the order to print them.
    ///   - options: What the command line knows.
    ///   - write: Called with each piece of the output, in order; a piece is valid only during the call.
    public func writeUTF8(_ reports: [MenuReport], options: DiagnosticFormatOptions, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        formatter(options).writeUTF8(reports, to: write)
    }
}
