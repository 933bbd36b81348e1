/// Diagnostics for people, in the style of compilers:
///
///     recipes.yaml:12:7: error: recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit]
///         - kiwii
///           ^
///     1 file checked: 1 error
///
/// The source line is indented by four spaces and the caret lines up under the column in a terminal
/// (wide characters take two cells, tabs are copied). A diagnostic with a fix ends its first line with
/// `(fixable with --fix)` after the code. A diagnostic without a position prints
/// `file: severity: message [code]` and no source. The summary closes the output.
public struct TextDiagnosticFormatter: DiagnosticFormatter {
    /// ANSI colour: bold location, red `error`, yellow `warning`, green caret. Without it, no escape byte at all.
    public var color: Bool
    /// Whether warnings fail the run; the summary says so when there are warnings.
    public var strict: Bool
    /// The language of the words the formatter adds: `error`, `(fixable with --fix)`, the summary.
    public var language: Language

    /// Creates a text formatter.
    ///
    /// - Parameters:
    ///   - color: Whether to write ANSI colour.
    ///   - strict: Whether warnings fail the run; only the summary line changes.
    ///   - language: The language of the formatter's own words (codes stay as they are).
    public init(color: Bool = false, strict: Bool = false, language: Language = .en) {
        self.color = color
        self.strict = strict
        self.language = language
    }

    static let indent = "    "
    /// Closes the first line of a diagnostic that carries a fix.
    static func fixableNote(_ language: Language) -> String {
        language.menu.fixable
    }

    /// Every diagnostic with its source line and caret, then the summary line, as UTF-8 bytes:
    /// the pieces of `writeUTF8(_:to:)` in one array.
    ///
    /// - Parameter reports: The reports of one run, in the order to print them.
    /// - Returns: The output as UTF-8, ending with a newline.
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        var all: [UInt8] = []
        writeUTF8(reports) { all.append(contentsOf: $0) }
        return all
    }

    /// The bytes of `formatUTF8(_:)`, handed over about every 64 KiB: one buffer is filled and
    /// emptied again, where the whole report of a broken 50 MB menu (8 MB of text, grown by
    /// doubling) cost thousands of page faults.
    ///
    /// - Parameters:
    ///   - reports: The reports of one run, in the order to print them.
    ///   - write: Called with each piece, in order; a piece is valid only during the call.
    public func writeUTF8(_ reports: [MenuReport], to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        let pieceSize = 1 << 16
        var out: [UInt8] = []
        out.reserveCapacity(pieceSize + 4096)
        var excerpt = SourceExcerpt()
        for report in reports {
            var source: SourceLines?
            let file = Self.printable(report.file)
            for diagnostic in report.diagnostics {
                if out.count >= pieceSize {
                    out.withUnsafeBufferPointer(write)
                    out.removeAll(keepingCapacity: true)
                }
                if color { out.append(ANSI.bold) }
                out.append(file)
                out.append(0x3A)  // ":"
                if let position = diagnostic.position {
                    out.appendDecimal(position.line)
                    out.append(0x3A)
                    out.appendDecimal(position.column)
                    out.append(0x3A)
                }
                if color { out.append(ANSI.reset) }
                out.append(0x20)
                if color { out.append(ANSI.severity(diagnostic.severity)) }
                out.append(diagnostic.severity.word(language))
                out.append(0x3A)
                if color { out.append(ANSI.reset) }
                out.append(0x20)
                Self.appendPrintable(diagnostic.message, to: &out)
                out.append(" [")
                out.append(diagnostic.code.rawValue)
                out.append("]")
                if diagnostic.fix != nil { out.append(Self.fixableNote(language)) }
                out.append(0x0A)

                guard let position = diagnostic.position else { continue }
                if source == nil { source = SourceLines(report.sourceText) }
                guard source?.excerpt(at: position, into: &excerpt) == true else { continue }
                if !excerpt.line.isEmpty {
                    out.append(Self.indent)
                    out.append(contentsOf: excerpt.line)
                }
                out.append(0x0A)
                out.append(Self.indent)
                out.append(contentsOf: excerpt.caretPadding)
                if color { out.append(ANSI.caret) }
                out.append(0x5E)  // "^"
                if color { out.append(ANSI.reset) }
                out.append(0x0A)
            }
        }
        let summary = DiagnosticSummary(reports, strict: strict, language: language)
        out.append(summary.line { text, severity in paint(text, ANSI.severity(severity)) })
        out.append(0x0A)
        out.withUnsafeBufferPointer(write)
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + ANSI.reset : text
    }

    /// `printable(text)` appended to `out`; text with no control character (nearly all) is copied as it is.
    static func appendPrintable(_ text: String, to out: inout [UInt8]) {
        if hasControl(text) {
            out.append(printable(text))
        } else {
            out.append(text)
        }
    }

    /// Whether `text` has a scalar of general category Cc: U+0000–U+001F, U+007F (one byte each in UTF-8)
    /// or U+0080–U+009F (C2 80 to C2 9F).
    private static func hasControl(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(hasControl) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(hasControl)
    }

    private static func hasControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var previous: UInt8 = 0
        var index = 0
        while index < bytes.count {
            // Eight printable ASCII bytes at once (every message has a hundred or more): none is a
            // control character, and none is the 0xC2 that starts U+0080–U+009F.
            if bytes.count - index >= 8, ASCIIWord.isPrintable(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                previous = bytes[index - 1]
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F && byte >= 0x80) { return true }
            previous = byte
            index += 1
        }
        return false
    }

    /// A message or file name on one line with no control characters: `\n`, `\r`, `\t` and `\u{1B}`
    /// are written out, so user text quoted in a message cannot break lines or send escape sequences.
    static func printable(_ text: String) -> String {
        guard hasControl(text) else { return text }
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
