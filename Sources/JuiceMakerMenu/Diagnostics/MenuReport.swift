/// Everything `validate` learned about one file: its diagnostics in source order, and the menu if it has no errors.
///
/// ```swift
/// let report = MenuLoader.report(path: "recipes.yaml")
/// print(report.errorCount, report.warningCount, report.passes(strict: true))
/// let output = DiagnosticFormat.json.format([report], options: DiagnosticFormatOptions(toolVersion: "1.0"))
/// ```
public struct MenuReport: Sendable {
    /// The file as the user named it (`-` is shown as `<stdin>`).
    public var file: String
    /// The file's text, kept so a formatter can show the offending line (invalid UTF-8 shown as U+FFFD).
    /// A report from `MenuLoader` keeps the bytes it read and makes this String only when asked.
    public var source: String {
        get { sourceText.string }
        set { sourceText = .string(newValue) }
    }
    /// Every error and warning, in source order.
    public var diagnostics: [Diagnostic]
    /// The menu, when the file has no error and the report was asked to keep it; else nil.
    public var menu: Menu?
    /// The text as given, or as read.
    var sourceText: SourceText

    /// Creates a report. `MenuLoader` makes the reports of files; this is for reports made elsewhere.
    ///
    /// - Parameters:
    ///   - file: How the file is named in output.
    ///   - source: The file's text, for showing offending lines; empty when there is none.
    ///   - diagnostics: The problems, in source order.
    ///   - menu: The menu, when the file gives one.
    public init(file: String, source: String, diagnostics: [Diagnostic], menu: Menu?) {
        self.file = file
        self.sourceText = .string(source)
        self.diagnostics = diagnostics
        self.menu = menu
    }

    /// A report that keeps the file's bytes as read: turning a 10 MB menu into a String (checking all
    /// of its UTF-8) cost more than the report that shows a few of its lines.
    init(file: String, sourceBytes: [UInt8], diagnostics: [Diagnostic], menu: Menu?) {
        self.file = file
        self.sourceText = .bytes(sourceBytes)
        self.diagnostics = diagnostics
        self.menu = menu
    }

    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.count(where: { $0.severity == .error }) }
    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.count(where: { $0.severity == .warning }) }
    /// Whether there is at least one error.
    public var hasErrors: Bool { errorCount > 0 }

    /// Whether the file passes: no errors, and no warnings either when `strict`.
    ///
    /// - Parameter strict: Whether warnings count as failures (`--strict`).
    /// - Returns: True when the file passes.
    public func passes(strict: Bool) -> Bool {
        errorCount == 0 && (!strict || warningCount == 0)
    }
}

/// A report's source: a String, or a file's bytes (UTF-8 as far as anyone has checked; shown lines are
/// decoded as `String(decoding:as:)` would, invalid sequences as U+FFFD).
enum SourceText: Sendable {
    case string(String)
    case bytes([UInt8])

    var string: String {
        switch self {
        case .string(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch self {
        case .string(let text):
            if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
            return Array(text.utf8).withUnsafeBufferPointer(body)
        case .bytes(let bytes):
            return bytes.withUnsafeBufferPointer(body)
        }
    }
}
