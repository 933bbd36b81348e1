/// Diagnostics for people, in the style of compilers:
///
///     recipes.yaml:12:7: error: recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit]
///         - kiwii
///           ^
///     1 file checked: 1 error
///
/// The source line is indented by four spaces and the caret lines up under the column in a terminal
/// (wide characters take two cells, tabs are copied). A diagnostic without a position prints
/// `file: severity: message [code]` and no source. The summary closes the output.
public struct TextDiagnosticFormatter: DiagnosticFormatter {
    /// ANSI colour: bold location, red `error`, yellow `warning`, green caret. Without it, no escape byte at all.
    public var color: Bool
    /// Whether warnings fail the run; the summary says so when there are warnings.
    public var strict: Bool

    public init(color: Bool = false, strict: Bool = false) {
        self.color = color
        self.strict = strict
    }

    static let indent = "    "

    public func format(_ reports: [MenuReport]) -> String {
        var out = ""
        for report in reports {
            var source: SourceLines?
            let file = Self.printable(report.file)
            for diagnostic in report.diagnostics {
                var location = file + ":"
                if let position = diagnostic.position {
                    location += "\(position.line):\(position.column):"
                }
                out += paint(location, ANSI.bold) + " "
                out += paint(diagnostic.severity.rawValue + ":", ANSI.severity(diagnostic.severity)) + " "
                out += Self.printable(diagnostic.message) + " [\(diagnostic.code.rawValue)]\n"

                guard let position = diagnostic.position else { continue }
                if source == nil { source = SourceLines(report.source) }
                guard let excerpt = source?.excerpt(at: position) else { continue }
                out += excerpt.line.isEmpty ? "\n" : Self.indent + excerpt.line + "\n"
                out += Self.indent + excerpt.caretPadding + paint("^", ANSI.caret) + "\n"
            }
        }
        let summary = DiagnosticSummary(reports, strict: strict)
        out += summary.line { text, severity in paint(text, ANSI.severity(severity)) } + "\n"
        return out
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + ANSI.reset : text
    }

    /// A message or file name on one line with no control characters: `\n`, `\r`, `\t` and `\u{1B}`
    /// are written out, so user text quoted in a message cannot break lines or send escape sequences.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return text
        }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.properties.generalCategory == .control {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private enum ANSI {
        static let reset = "\u{1B}[0m"
        static let bold = "\u{1B}[1m"
        static let caret = "\u{1B}[1;32m"

        static func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            }
        }
    }
}
