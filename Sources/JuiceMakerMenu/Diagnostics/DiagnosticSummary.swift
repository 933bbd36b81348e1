/// The closing line of `text` and `github` output: how many files, errors and warnings.
struct DiagnosticSummary: Sendable, Hashable {
    var files: Int
    var errors: Int
    var warnings: Int
    var strict: Bool
    var language: Language

    init(_ reports: [MenuReport], strict: Bool, language: Language = .en) {
        files = reports.count
        errors = reports.reduce(0) { $0 + $1.errorCount }
        warnings = reports.reduce(0) { $0 + $1.warningCount }
        self.strict = strict
        self.language = language
    }

    /// `2 files checked: 1 error, 1 warning`, `1 file checked: no problems`; under `strict`, a note that the
    /// warnings fail the run. `paint` colours the counts (identity when there is no colour).
    func line(paint: (String, Severity) -> String = { text, _ in text }) -> String {
        let words = language.menu
        var parts: [String] = []
        if errors > 0 { parts.append(paint(words.errors(errors), .error)) }
        if warnings > 0 { parts.append(paint(words.warnings(warnings), .warning)) }
        return words.checked(files: files) + (parts.isEmpty ? words.noProblems : parts.joined(separator: ", "))
            + (strict && warnings > 0 ? words.strictNote : "")
    }
}
