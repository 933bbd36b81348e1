import Foundation
import JuiceMakerYAML
/// The way in from YAML: bytes → libyaml events → nodes with positions → validated `Menu`. A menu
/// made in code or decoded from JSON comes in the same way, as the file that would hold it
/// (`check(version:fruits:juices:)`).
///
/// Its functions never throw for a bad file: the report holds every problem, and a menu only when
/// there is no error. `load(path:)` throws instead.
///
/// ```swift
/// let report = MenuLoader.report(path: "recipes.yaml")
/// if let menu = report.menu {
///     print("\(menu.juices.count) juices, \(report.warningCount) warnings")
/// } else {
///     print(DiagnosticFormat.text.format([report], options: DiagnosticFormatOptions(toolVersion: "1.0")))
/// }
/// ```
public enum MenuLoader {
    /// Checks a menu file's bytes and reports every problem.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, UTF-8.
    ///   - file: How the report and its diagnostics name the file.
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the diagnostics' messages (their codes are the same in every language).
    /// - Returns: The diagnostics in source order, and the menu when there is no error (warnings allowed).
    public static func report(bytes: [UInt8], file: String, options: YAMLParserOptions = YAMLParserOptions(),
                              language: Language = .en) -> MenuReport {
        report(bytes: bytes, file: file, options: options, keepsMenu: true, language: language)
    }

    /// The report `report(bytes:file:options:)` gives, with the same diagnostics, but without the
    /// menu (`menu` is always nil): for callers that only show the diagnostics, such as
    /// `juicemaker validate`. A valid menu's juices are then checked without being built.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, UTF-8.
    ///   - file: How the report and its diagnostics name the file.
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the diagnostics' messages.
    /// - Returns: The diagnostics in source order; `menu` is nil.
    public static func diagnose(bytes: [UInt8], file: String, options: YAMLParserOptions = YAMLParserOptions(),
                                language: Language = .en) -> MenuReport {
        report(bytes: bytes, file: file, options: options, keepsMenu: false, language: language)
    }

    /// The report `diagnose(bytes:file:options:language:)` gives and, from the same reading of the
    /// file, its outline: what an editor completes and hovers from while the menu is still wrong.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, UTF-8.
    ///   - file: How the report and its diagnostics name the file.
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the diagnostics' messages.
    /// - Returns: The diagnostics in source order (`menu` is nil), and the outline; nil when the
    ///   bytes are not YAML (a syntax error) or hold no document.
    public static func diagnoseAndOutline(bytes: [UInt8], file: String, options: YAMLParserOptions = YAMLParserOptions(),
                                          language: Language = .en) -> (report: MenuReport, outline: MenuOutline?) {
        report(bytes: bytes, file: file, options: options, keepsMenu: false, keepsOutline: true, language: language)
    }

    private static func report(bytes: [UInt8], file: String, options: YAMLParserOptions, keepsMenu: Bool, language: Language) -> MenuReport {
        report(bytes: bytes, file: file, options: options, keepsMenu: keepsMenu, keepsOutline: false, language: language).report
    }

    private static func report(bytes: [UInt8], file: String, options: YAMLParserOptions, keepsMenu: Bool, keepsOutline: Bool,
                               language: Language) -> (report: MenuReport, outline: MenuOutline?) {
        // A UTF-16 or UTF-32 file is read as UTF-8, so positions, excerpts and fixes share one text.
        let bytes = SourceEncoding.utf8(of: bytes).text
        var (report, outline) = unlocated(bytes: bytes, file: file, options: options, keepsMenu: keepsMenu, keepsOutline: keepsOutline, language: language)
        if !report.diagnostics.isEmpty || outline != nil {
            // Diagnostics, then the outline's fruits and juices, each in source order: the lines
            // are found front to back, a pass restarting from the nearest line found before.
            var regions = DiagnosticRegions(source: bytes)
            for index in report.diagnostics.indices { report.diagnostics[index].range = regions.range(of: report.diagnostics[index]) }
            if var located = outline {
                outline = nil   // so `located` is the one reference and is changed in place
                for index in located.fruits.indices { located.fruits[index].range = regions.range(at: located.fruits[index].position) }
                for index in located.juices.indices { located.juices[index].range = regions.range(at: located.juices[index].position) }
                outline = located
            }
        }
        return (report, outline)
    }

    /// The report and outline of `bytes`, their byte ranges not yet found.
    private static func unlocated(bytes: [UInt8], file: String, options: YAMLParserOptions, keepsMenu: Bool, keepsOutline: Bool,
                                  language: Language) -> (report: MenuReport, outline: MenuOutline?) {
        switch check(bytes, options: options, keepsMenu: keepsMenu, keepsOutline: keepsOutline, language: language) {
        case .unreadable(let error):
            return (MenuReport(file: file, sourceBytes: bytes, diagnostics: [Diagnostic(error, language: language)], menu: nil), nil)
        case .noDocument:
            let message = language.menu.noDocument
            let report = MenuReport(
                file: file, sourceBytes: bytes,
                diagnostics: [.error(.emptyFile, message, at: SourcePosition(line: 1, column: 1))],
                menu: nil
            )
            return (report, nil)
        case .checked(let parts, let diagnostics, let outline):
            // The document is gone by now, so the menu's indexes and the source text do not add to its memory.
            let menu = parts.map { Menu(checkedVersion: $0.version, currency: $0.currency, timeZone: $0.timeZone, fruits: $0.fruits, juices: $0.juices) }
            // The text is only needed to show offending lines, so a clean file does not keep it; the
            // formatter decodes the lines it shows from the bytes.
            return (MenuReport(file: file, sourceBytes: diagnostics.isEmpty ? [] : bytes, diagnostics: diagnostics, menu: menu), outline)
        }
    }

    private enum Check {
        case unreadable(YAMLError)
        case noDocument
        case checked(MenuParts?, [Diagnostic], MenuOutline?)
    }

    /// Parses and validates, then finishes the unknown fruits' messages once the document is gone:
    /// their did-you-mean tables then never add to the document's memory.
    private static func check(_ bytes: [UInt8], options: YAMLParserOptions, keepsMenu: Bool, keepsOutline: Bool,
                              language: Language, placesInMessages: Bool = true) -> Check {
        switch validate(bytes, options: options, keepsMenu: keepsMenu, keepsOutline: keepsOutline, language: language,
                        placesInMessages: placesInMessages) {
        case .unreadable(let error):
            return .unreadable(error)
        case .noDocument:
            return .noDocument
        case .validated(let parts, var diagnostics, let outline, let unknownFruits):
            unknownFruits.finish(&diagnostics, language: language)
            return .checked(parts, diagnostics, outline)
        }
    }

    private enum Validation {
        case unreadable(YAMLError)
        case noDocument
        case validated(MenuParts?, [Diagnostic], MenuOutline?, UnknownFruitMessages)
    }

    /// Parses and validates; the document lives only inside this call.
    private static func validate(_ bytes: [UInt8], options: YAMLParserOptions, keepsMenu: Bool, keepsOutline: Bool,
                                 language: Language, placesInMessages: Bool) -> Validation {
        let document: YAMLDocument?
        do {
            document = try YAMLParser.parseDocument(bytes, options: options)
        } catch {
            return .unreadable(error)
        }
        guard let document else { return .noDocument }
        return document.withNodes { nodes in
            var validator = MenuValidator(document: document, nodes: nodes, keepsMenu: keepsMenu, keepsOutline: keepsOutline, language: language,
                                          placesInMessages: placesInMessages)
            let parts = validator.validate()
            return .validated(parts, validator.diagnostics, validator.outline, validator.unknownFruits)
        }
    }

    /// Checks a menu made in code or decoded from JSON by the one reader and rule book of menu
    /// files: its parts are written as a file (`MenuYAMLWriter`) and validated as one.
    ///
    /// - Parameters:
    ///   - version: The format version.
    ///   - currency: The currency of its prices and costs, if it has one.
    ///   - timeZone: The stand's time zone, if it names one.
    ///   - fruits: The fruits, in order.
    ///   - juices: The juices, in order.
    /// - Returns: The errors, in English and in the parts' order, without positions (the text was
    ///   only the way in) and without fixes; warnings are left to menu files, as before.
    package static func check(version: Int, currency: Currency? = nil, timeZone: TimeZone? = nil, fruits: [Fruit], juices: [Juice]) -> [Diagnostic] {
        let bytes = MenuYAMLWriter.yaml(version: version, currency: currency, timeZone: timeZone, fruits: fruits, juices: juices)
        let diagnostics: [Diagnostic]
        switch check(bytes, options: YAMLParserOptions(), keepsMenu: false, keepsOutline: false, language: .en, placesInMessages: false) {
        case .unreadable(let error):
            // The writer's text always parses; should a limit of the YAML layer refuse it, that is said.
            diagnostics = [Diagnostic(error)]
        case .noDocument:
            // Never so (the text starts with `version:`), and never taken as a menu without problems.
            diagnostics = [.error(.emptyFile, "the menu is empty; it needs 'fruits:' and 'juices:'", at: nil)]
        case .checked(_, let found, _):
            diagnostics = found
        }
        return diagnostics.filter { $0.severity == .error }.map { Diagnostic(.error, $0.code, $0.message, at: nil) }
    }

    /// Reads and checks the menu at `path`.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input (named `<stdin>` in the report).
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the diagnostics' messages.
    /// - Returns: The diagnostics in source order, and the menu when there is no error. A file that
    ///   cannot be read gives one `unreadable-file` error without a position.
    public static func report(path: String, options: YAMLParserOptions = YAMLParserOptions(), language: Language = .en) -> MenuReport {
        report(path: path, options: options, keepsMenu: true, language: language)
    }

    /// Reads and checks the menu at `path` like `report(path:options:)`, without building the menu
    /// (see `diagnose(bytes:file:options:)`).
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input (named `<stdin>` in the report).
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the diagnostics' messages.
    /// - Returns: The diagnostics in source order; `menu` is nil.
    public static func diagnose(path: String, options: YAMLParserOptions = YAMLParserOptions(), language: Language = .en) -> MenuReport {
        report(path: path, options: options, keepsMenu: false, language: language)
    }

    private static func report(path: String, options: YAMLParserOptions, keepsMenu: Bool, language: Language) -> MenuReport {
        let name = path == "-" ? "<stdin>" : path
        do {
            return report(bytes: try FileReader.read(path), file: name, options: options, keepsMenu: keepsMenu, language: language)
        } catch {
            let message = language.menu.unreadable(reason: error.reason(in: language))
            return MenuReport(file: name, source: "", diagnostics: [.error(.unreadableFile, message, at: nil)], menu: nil)
        }
    }

    /// The menu at `path`, or the report that says why there is none.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input.
    ///   - language: The language of the diagnostics' messages, should it fail.
    /// - Returns: The menu; the file's warnings are dropped (use `report(path:options:)` to see them).
    /// - Throws: `MenuError` with the file's diagnostics when it cannot be read or has an error.
    public static func load(path: String, language: Language = .en) throws(MenuError) -> Menu {
        let report = report(path: path, language: language)
        guard let menu = report.menu else { throw MenuError(report: report) }
        return menu
    }
}
