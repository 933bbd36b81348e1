/// Why there is no menu: the file could not be read, or it breaks the format's rules.
///
/// ```swift
/// do {
///     let menu = try Menu(yaml: data, file: "menu.yaml")
/// } catch let error as MenuError {
///     for diagnostic in error.diagnostics where diagnostic.severity == .error {
///         print("menu.yaml:\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.message)")
///     }
/// }
/// ```
public struct MenuError: Error, Sendable, CustomStringConvertible {
    /// The whole check: the file's name and text, and its diagnostics, for the formatters
    /// (`DiagnosticFormat`) that print them as `juicemaker validate` does.
    public let report: MenuReport

    /// How a menu made in code is named in its diagnostics.
    static let codeFileName = "<menu>"

    /// The error for a report whose file gives no menu.
    ///
    /// - Parameter report: The check that failed; its diagnostics say why.
    public init(report: MenuReport) {
        self.report = report
    }

    /// Every diagnostic, errors and warnings, in source order. Those of a file have 1-based
    /// `line` and `column`; those of a menu made in code have none.
    public var diagnostics: [Diagnostic] { report.diagnostics }

    /// The file as diagnostics name it (`<menu>` for a menu made in code).
    public var file: String { report.file }

    /// Whether the file could not be read at all (a usage problem, not a menu problem).
    public var isUnreadable: Bool { diagnostics.contains { $0.code == .unreadableFile } }

    /// One line per error: `file:line:column: message [code]`.
    public var description: String {
        diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let place = diagnostic.position.map { "\(file):\($0.line):\($0.column)" } ?? file
            return "\(place): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        }.joined(separator: "\n")
    }
}
