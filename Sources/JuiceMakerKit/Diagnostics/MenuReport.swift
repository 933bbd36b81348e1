/// Everything `validate` learned about one file: its diagnostics in source order, and the menu if it has no errors.
public struct MenuReport: Sendable {
    /// The file as the user named it (`-` is shown as `<stdin>`).
    public var file: String
    /// The file's text, kept so a formatter can show the offending line (invalid UTF-8 shown as U+FFFD).
    /// A report from `MenuLoader` keeps the bytes it read and makes this String only when asked.
    public var source: String {
        get { sourceText.string }
        set { sourceText = .string(newValue) }
    }
    public var diagnostics: [Diagnostic]
    public var menu: Menu?
    /// The text as given, or as read.
    var sourceText: SourceText

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

    public var errorCount: Int { diagnostics.count(where: { $0.severity == .error }) }
    public var warningCount: Int { diagnostics.count(where: { $0.severity == .warning }) }
    public var hasErrors: Bool { errorCount > 0 }

    /// Whether the file passes: no errors, and no warnings either when `strict`.
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
