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

    /// Creates a GitHub Actions formatter.
    ///
    /// The language of the summary line.
    public var language: Language

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
            var file: [UInt8] = []
            Self.escape(report.file, isProperty: true, to: &file)
            for diagnostic in report.diagnostics {
                out.append("::")
                out.append(diagnostic.severity.rawValue)
                out.append(" file=")
                out.append(contentsOf: file)
                if let position = diagnostic.position {
                    out.append(",line=")
                    out.appendDecimal(position.line)
                    out.append(",col=")
                    out.appendDecimal(position.column)
                }
                out.append(",title=")
                Self.escape(diagnostic.code.rawValue, isProperty: true, to: &out)
                out.append("::")
                Self.escape(diagnostic.message, isProperty: false, to: &out)
                out.append(0x0A)
            }
        }
        out.append(DiagnosticSummary(reports, strict: strict, language: language).line())
        out.append(0x0A)
        return out
    }

    /// The message of a command: `%` first, so the escapes themselves are not escaped again.
    static func escapeData(_ text: String) -> String {
        var out: [UInt8] = []
        escape(text, isProperty: false, to: &out)
        return out.utf8String
    }

    /// A property value (`file=…`): as the message, and `:` and `,` which end a value.
    static func escapeProperty(_ text: String) -> String {
        var out: [UInt8] = []
        escape(text, isProperty: true, to: &out)
        return out.utf8String
    }

    /// Every character it escapes is ASCII, so it works on bytes and copies the rest as they are.
    private static func escape(_ text: String, isProperty: Bool, to out: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ escape($0, isProperty: isProperty, to: &out) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { escape($0, isProperty: isProperty, to: &out) }
        }
    }

    private static func escape(_ text: UnsafeBufferPointer<UInt8>, isProperty: Bool, to out: inout [UInt8]) {
        var runStart = 0
        for index in text.indices {
            let escape: String
            switch text[index] {
            case 0x25: escape = "%25"  // %
            case 0x0D: escape = "%0D"
            case 0x0A: escape = "%0A"
            case 0x3A where isProperty: escape = "%3A"  // :
            case 0x2C where isProperty: escape = "%2C"  // ,
            default: continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            out.append(escape)
            runStart = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
    }
}
