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
/// A diagnostic with a fix (see `DiagnosticFix`) has one more member between `file` and `line`:
/// `"fix": {"column": 7, "endColumn": 12, "endLine": 12, "line": 12, "replacement": "kiwi"}`.
///
/// `line` and `column` are `null` when unknown; `column` counts Unicode code points. `valid` is whether the
/// file passes: no errors, and under `strict` no warnings either. Keys are sorted and the output is
/// pretty-printed with two spaces and ends with a newline, so the same reports always give the same bytes.
public struct JSONDiagnosticFormatter: DiagnosticFormatter {
    /// Whether warnings make a file invalid.
    public var strict: Bool

    /// Creates a JSON formatter.
    ///
    /// - Parameter strict: Whether warnings make a file invalid (`valid: false`).
    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// The JSON array of the reports, as UTF-8 bytes.
    ///
    /// Written member by member in the sorted key order (`JSONWriter`), not built as `JSONValue`s.
    ///
    /// - Parameter reports: The reports of one run, in the order to print them.
    /// - Returns: The output as UTF-8, ending with a newline.
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        var json = JSONWriter()
        json.beginArray()
        for report in reports {
            json.beginObject()
            json.key("diagnostics")
            json.beginArray()
            for diagnostic in report.diagnostics {
                json.beginObject()
                json.key("code")
                json.string(diagnostic.code.rawValue)
                json.key("column")
                if let position = diagnostic.position { json.int(position.column) } else { json.null() }
                json.key("file")
                json.string(report.file)
                if let fix = diagnostic.fix {
                    json.key("fix")
                    Self.write(fix, to: &json)
                }
                json.key("line")
                if let position = diagnostic.position { json.int(position.line) } else { json.null() }
                json.key("message")
                json.string(diagnostic.message)
                json.key("severity")
                json.string(diagnostic.severity.rawValue)
                json.endObject()
            }
            json.endArray()
            json.key("errors")
            json.int(report.errorCount)
            json.key("file")
            json.string(report.file)
            json.key("valid")
            json.bool(report.passes(strict: strict))
            json.key("warnings")
            json.int(report.warningCount)
            json.endObject()
        }
        json.endArray()
        return json.finishUTF8()
    }

    /// A fix as `{"column", "endColumn", "endLine", "line", "replacement"}`: 1-based, columns in
    /// characters, `endColumn` just after the replaced word.
    private static func write(_ fix: DiagnosticFix, to json: inout JSONWriter) {
        json.beginObject()
        json.key("column")
        json.int(fix.start.column)
        json.key("endColumn")
        json.int(fix.end.column)
        json.key("endLine")
        json.int(fix.end.line)
        json.key("line")
        json.int(fix.start.line)
        json.key("replacement")
        json.string(fix.replacement)
        json.endObject()
    }
}
