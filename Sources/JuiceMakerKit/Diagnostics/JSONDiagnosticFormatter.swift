/// Diagnostics for scripts: a JSON array with one object per file, in the order given.
///
///     [
///       {
///         "diagnostics": [
///           {"code": "unknown-fruit", "column": 7, "file": "recipes.yaml", "line": 12,
///            "message": "…", "severity": "error"}
///         ],
///         "errors": 1,
///         "file": "recipes.yaml",
///         "valid": false,
///         "warnings": 0
///       }
///     ]
///
/// `line` and `column` are `null` when unknown; `column` counts Unicode code points. `valid` is whether the
/// file passes: no errors, and under `strict` no warnings either. Keys are sorted and the output is
/// pretty-printed with two spaces and ends with a newline, so the same reports always give the same bytes.
public struct JSONDiagnosticFormatter: DiagnosticFormatter {
    /// Whether warnings make a file invalid.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    public func format(_ reports: [MenuReport]) -> String {
        JSONValue.array(reports.map(fileObject)).prettyPrinted
    }

    private func fileObject(_ report: MenuReport) -> JSONValue {
        .object([
            "file": .string(report.file),
            "valid": .bool(report.passes(strict: strict)),
            "errors": .int(report.errorCount),
            "warnings": .int(report.warningCount),
            "diagnostics": .array(report.diagnostics.map { diagnostic in
                .object([
                    "file": .string(report.file),
                    "line": diagnostic.position.map { .int($0.line) } ?? .null,
                    "column": diagnostic.position.map { .int($0.column) } ?? .null,
                    "severity": .string(diagnostic.severity.rawValue),
                    "code": .string(diagnostic.code.rawValue),
                    "message": .string(diagnostic.message),
                ])
            }),
        ])
    }
}
