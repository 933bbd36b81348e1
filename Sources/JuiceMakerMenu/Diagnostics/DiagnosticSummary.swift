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
        if language == .ko {
            // `파일 2개 검사: 오류 1개, 경고 1개`
            var parts: [String] = []
            if errors > 0 { parts.append(paint("오류 \(errors)개", .error)) }
            if warnings > 0 { parts.append(paint("경고 \(warnings)개", .warning)) }
            var line = "파일 \(files)개 검사: " + (parts.isEmpty ? "문제 없음" : parts.joined(separator: ", "))
            if strict && warnings > 0 { line += " (strict: 경고도 실패로 쳐요)" }
            return line
        }
        var line = "\(Self.count(files, "file")) checked: "
        var parts: [String] = []
        if errors > 0 { parts.append(paint(Self.count(errors, "error"), .error)) }
        if warnings > 0 { parts.append(paint(Self.count(warnings, "warning"), .warning)) }
        line += parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        if strict && warnings > 0 {
            line += " (strict: warnings count as failures)"
        }
        return line
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
