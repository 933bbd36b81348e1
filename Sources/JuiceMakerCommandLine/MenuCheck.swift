import JuiceMakerMenu
import JuiceMakerStock

/// What `validate` does, for both programs that do it: `juicemaker validate` and the
/// validate-only `juicemaker-validate`, which links no database (a checker that builds in about a
/// minute, for CI and pre-commit hooks).
package enum MenuCheck {
    /// Checks (and with `fix`, fixes) each menu and writes the report.
    ///
    /// - Parameters:
    ///   - paths: Menu files, `-` for standard input.
    ///   - format: The report's format; nil picks github inside GitHub Actions, else text.
    ///   - strict: Whether warnings fail the check.
    ///   - fix: Whether unambiguous fixes are applied first, in place (or to standard output for `-`).
    ///   - language: The language of the report.
    /// - Returns: The exit status it comes to (`ExitStatus`): `done`, `invalidMenu`, or `usage`
    ///   when a file could not be read or written.
    package static func run(paths: [String], format: DiagnosticFormat?, strict: Bool, fix: Bool, language: Language) -> Int32 {
        var failedWrite = false
        // Only the diagnostics are printed: the menus themselves are checked, not built.
        let reports = fix
            ? paths.map { fixMenu(at: $0, language: language, failedWrite: &failedWrite) }
            : paths.map { MenuLoader.diagnose(path: $0, language: language).namedWithoutPasswords }
        // The fixed menu of standard input is standard output's: the report goes to standard error then.
        let reportDescriptor: Int32 = fix && paths.contains("-") ? 2 : 1
        let chosen = format ?? (Environment.value("GITHUB_ACTIONS") == "true" ? .github : .text)
        let formatOptions = DiagnosticFormatOptions(
            color: chosen == .text && Terminal.wantsColor(fileDescriptor: reportDescriptor),
            strict: strict,
            toolVersion: JuiceMakerVersion.current,
            language: language
        )
        // Written in pieces as it is made: a broken 50 MB menu's report is megabytes of text.
        Terminal.flush()
        chosen.writeUTF8(reports, options: formatOptions) { Terminal.write(reportDescriptor, $0) }
        if failedWrite || reports.contains(where: { $0.diagnostics.contains { $0.code == .unreadableFile } }) {
            return ExitStatus.usage
        }
        return reports.contains(where: { !$0.passes(strict: strict) }) ? ExitStatus.invalidMenu : ExitStatus.done
    }

    /// Fixes one menu: in place for a file (only when a fix applies), on standard output for `-`.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input.
    ///   - language: The language of the report and of what is said on standard error.
    ///   - failedWrite: Set when the fixed menu could not be written; the file is then left as it was.
    /// - Returns: The report of what is left after fixing (of the file as it was, when writing failed).
    private static func fixMenu(at path: String, language: Language, failedWrite: inout Bool) -> MenuReport {
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            return MenuLoader.diagnose(path: path, language: language).namedWithoutPasswords
        }
        let result = MenuFixer.fix(bytes: bytes, file: name, language: language)
        if path == "-" {
            Terminal.out(bytes: result.bytes)
            return result.report
        }
        guard result.changed else { return result.report }
        do {
            try AtomicFileWriter.replaceContents(of: path, with: result.bytes)
        } catch {
            failedWrite = true
            Terminal.err(language.cannotWriteFixes(to: name, reason: error.reason(in: language)))
            return MenuLoader.diagnose(bytes: bytes, file: name, language: language)
        }
        let count = result.applied.count
        Terminal.err(language.fixed(count, in: name))
        return result.report
    }
}

extension MenuReport {
    /// The report with its file named as messages show a location: a URL given as a menu path by
    /// mistake (`--menu postgresql://stand:pw@db/juice`) is shown without its password.
    package var namedWithoutPasswords: MenuReport {
        var report = self
        report.file = StockLocation.hidingPasswords(in: file)
        return report
    }
}
