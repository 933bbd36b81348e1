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

    /// The language of the summary line.
    public var language: Language

    /// Creates a GitHub Actions formatter.
    ///
    /// - Parameters:
    ///   - strict: Whether warnings fail the run; only the summary line changes.
    ///   - language: The language of the summary line.
    public init(strict: Bool = false, language: Language = .en) {
        self.strict = strict
        self.language = language
    }

    /// One workflow command per diagnostic, then the summary line, as UTF-8 bytes.
    ///
    /// - Parameter reports: The reports of one run, in the order to print them.
    /// - Returns: The output as UTF-8, ending with a newline.
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        var out: [UInt8] = []
        for report in reports {
            let file = Self.escaped(report.file, isProperty: true)
            for diagnostic in report.diagnostics {
                let place = diagnostic.position.map { ",line=\($0.line),col=\($0.column)" } ?? ""
                out.append("::\(diagnostic.severity.rawValue) file=\(file)\(place),title=\(diagnostic.code.rawValue)::")
                out.append(Self.escaped(diagnostic.message, isProperty: false))
                out.append(0x0A)
            }
        }
        out.append(DiagnosticSummary(reports, strict: strict, language: language).line())
        out.append(0x0A)
        return out
    }

    /// `text` as the runner reads it: `%` first, so the escapes themselves are not escaped again,
    /// then CR and LF; in a property (`file=…`) also `:` and `,`, which end a value.
    static func escaped(_ text: String, isProperty: Bool) -> String {
        // Most messages have nothing to escape: they are given back as they are.
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A || (isProperty && ($0 == 0x3A || $0 == 0x2C)) }) else {
            return text
        }
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
