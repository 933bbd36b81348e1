/// Everything `validate` learned about one file: its diagnostics in source order, and the menu if it has no errors.
public struct MenuReport: Sendable {
    /// The file as the user named it (`-` is shown as `<stdin>`).
    public var file: String
    /// The file's text, kept so a formatter can show the offending line.
    public var source: String
    public var diagnostics: [Diagnostic]
    public var menu: Menu?

    public init(file: String, source: String, diagnostics: [Diagnostic], menu: Menu?) {
        self.file = file
        self.source = source
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
