import JuiceMakerYAML

/// `juicemaker validate --fix` without the files: checks a menu, applies every fix its diagnostics
/// carry, and checks it again.
///
/// A fix can reveal more: with `fruts:` corrected to `fruits:`, the recipes' fruits are checked for
/// the first time and their typos get fixes of their own. So fixing runs in passes, until a pass
/// finds nothing to fix or `maxPasses` have run. Ties are never fixed (their diagnostics carry no fix).
///
/// ```swift
/// let result = MenuFixer.fix(bytes: Array(text.utf8), file: "menu.yaml")
/// if result.changed { try write(result.bytes) }
/// print(result.report.errorCount)   // what is left
/// ```
public enum MenuFixer {
    /// How many times at most the menu is checked and fixed before the last check.
    public static let maxPasses = 4

    /// Fixes what can be fixed in a menu's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The menu file's bytes.
    ///   - file: How the report names the file.
    ///   - options: Limits and policies of the YAML layer.
    ///   - language: The language of the report's messages.
    /// - Returns: The fixed bytes, the fixes applied, and the report of the fixed bytes.
    public static func fix(bytes: [UInt8], file: String, options: YAMLParserOptions = YAMLParserOptions(),
                           language: Language = .en) -> MenuFixResult {
        // Fixed as UTF-8 and written back in the file's own encoding (UTF-16 stays UTF-16).
        let (text, encoding) = SourceEncoding.utf8(of: bytes)
        var current = text
        var applied: [DiagnosticFix] = []
        var report = MenuLoader.diagnose(bytes: current, file: file, options: options, language: language)
        for _ in 0..<maxPasses {
            let fixes = report.diagnostics.compactMap(\.fix)
            guard !fixes.isEmpty else { break }
            let pass = FixApplier.apply(fixes, to: current)
            guard !pass.applied.isEmpty else { break }
            current = pass.bytes
            applied += pass.applied
            report = MenuLoader.diagnose(bytes: current, file: file, options: options, language: language)
        }
        return MenuFixResult(bytes: applied.isEmpty ? bytes : encoding.encode(current), applied: applied, report: report)
    }
}
