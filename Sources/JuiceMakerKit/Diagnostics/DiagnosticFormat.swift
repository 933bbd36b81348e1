/// The ways juicemaker can print what it found: `--format text|json|github|sarif`.
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
    public func formatter(_ options: DiagnosticFormatOptions) -> any DiagnosticFormatter {
        switch self {
        case .text:
            TextDiagnosticFormatter(color: options.color, strict: options.strict)
        case .json:
            JSONDiagnosticFormatter(strict: options.strict)
        case .github:
            GitHubDiagnosticFormatter(strict: options.strict)
        case .sarif:
            SARIFDiagnosticFormatter(toolVersion: options.toolVersion, informationURI: options.informationURI)
        }
    }

    /// Shorthand for `formatter(options).format(reports)`.
    public func format(_ reports: [MenuReport], options: DiagnosticFormatOptions) -> String {
        formatter(options).format(reports)
    }

    /// Shorthand for `formatter(options).formatUTF8(reports)`: the same text as bytes.
    public func formatUTF8(_ reports: [MenuReport], options: DiagnosticFormatOptions) -> [UInt8] {
        formatter(options).formatUTF8(reports)
    }
}
