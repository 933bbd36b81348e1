/// Diagnostics as GitHub Actions workflow commands, which GitHub shows as annotations on the files:
///
///     ::error file=recipes.yaml,line=12,col=7,title=unknown-fruit::recipe of 'mango-kiwi' names …
///     1 file checked: 1 error
///
/// One command per diagnostic (`::warning` for warnings; `line` and `col` left out when unknown), then the
/// summary as a plain line. Values are escaped as the runner expects: in the message `%`, CR and LF;
/// in properties also `:` and `,`. So text from a menu can never end the command or start another one.
public struct GitHubDiagnosticFormatter: DiagnosticFormatter {
    /// Whether warnings fail the run; the summary says so when there are warnings.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    public func format(_ reports: [MenuReport]) -> String {
        var out = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                var properties = ["file=" + Self.escapeProperty(report.file)]
                if let position = diagnostic.position {
                    properties.append("line=\(position.line)")
                    properties.append("col=\(position.column)")
                }
                properties.append("title=" + Self.escapeProperty(diagnostic.code.rawValue))
                out += "::\(diagnostic.severity.rawValue) " + properties.joined(separator: ",")
                out += "::" + Self.escapeData(diagnostic.message) + "\n"
            }
        }
        out += DiagnosticSummary(reports, strict: strict).line() + "\n"
        return out
    }

    /// The message of a command: `%` first, so the escapes themselves are not escaped again.
    static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value (`file=…`): as the message, and `:` and `,` which end a value.
    static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    private static func escape(_ text: String, isProperty: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where isProperty: out += "%3A"
            case "," where isProperty: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
