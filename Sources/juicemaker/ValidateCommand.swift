import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit

extension DiagnosticFormat: ExpressibleByArgument {}

struct ValidateCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check menu files and report every problem with its file:line:column.",
        discussion: """
        With no file, checks the menu in effect (--menu, else $JUICEMAKER_MENU, else recipes.yaml); - reads standard input. Every file is checked even when an earlier one fails. Inside GitHub Actions the default format is github.

        --fix corrects every unambiguous typo (unknown keys and fruits with exactly one closest name) in place, changing only those words, then reports what is left. For - it prints the fixed menu on standard output and the report on standard error.

        Exit codes: 0 valid (warnings allowed unless --strict), 1 a menu has errors, 2 usage or a file that cannot be read or written.

        Examples:
          juicemaker validate
          juicemaker validate --strict recipes.yaml config/examples/*.yaml
          juicemaker validate --format sarif menu.yaml > juicemaker.sarif
          juicemaker validate --fix menu.yaml
        """
    )

    @ParentCommand var root: JuiceMakerCommand

    @Argument(help: ArgumentHelp("Menu files to check (- for standard input).", valueName: "file"))
    var files: [String] = []

    @Option(help: "Output format: text, json, github or sarif (default: github inside GitHub Actions, else text).")
    var format: DiagnosticFormat?

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    @Flag(help: "Apply every unambiguous fix in place (atomically), then report what is left; with -, print the fixed menu.")
    var fix = false

    /// `--json`: the same as `--format json`.
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one")
        }
    }

    func run() throws {
        Self.run(files: files, options: root.options, format: json ? .json : format, strict: strict, fix: fix)
    }

    /// Checks (and with `fix`, fixes) each menu, writes the report, and exits with the status it
    /// comes to; `Main` calls it directly with what `QuickValidateArguments` read.
    ///
    /// - Parameters:
    ///   - files: Menu files, `-` for standard input; none checks `menuPath`.
    ///   - options: The global options: the menu they name (`--menu`, else the default) is checked
    ///     when no file is given; with `--state` (or `JUICEMAKER_STATE`), the stand's stock is
    ///     looked at, without changing it, for fruits the menu no longer names.
    ///   - format: The report's format; nil picks github inside GitHub Actions, else text.
    ///   - strict: Whether warnings fail the check.
    ///   - fix: Whether unambiguous fixes are applied first.
    static func run(files: [String], options: GlobalOptions, format: DiagnosticFormat?, strict: Bool, fix: Bool) -> Never {
        let paths = files.isEmpty ? [options.menuPath] : files
        let language = options.language
        var failedWrite = false
        // Only the diagnostics are printed: the menus themselves are checked, not built.
        let reports = fix
            ? paths.map { fixMenu(at: $0, language: language, failedWrite: &failedWrite) }
            : paths.map { MenuLoader.diagnose(path: $0, language: language) }
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

        var status = ExitStatus.done
        if failedWrite || reports.contains(where: { $0.diagnostics.contains { $0.code == .unreadableFile } }) {
            status = ExitStatus.usage
        } else if reports.contains(where: { !$0.passes(strict: strict) }) {
            status = ExitStatus.invalidMenu
        }
        if status == ExitStatus.done, paths.count == 1, paths[0] != "-" { warnAboutOrphanedStock(menuPath: paths[0], options: options) }
        // Exit here: tearing down a large menu's reports object by object costs more than 5% of
        // a big validate, and the process is about to give all of its memory back anyway.
        Terminal.exit(status)
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
            return MenuLoader.diagnose(path: path, language: language)
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
            Terminal.err(UIText.cannotWriteFixed(name, reason: error.reason(in: language), language))
            return MenuLoader.diagnose(bytes: bytes, file: name, language: language)
        }
        Terminal.err(UIText.fixedProblems(name, count: result.applied.count, language))
        return result.report
    }

    /// With a state given (`--state` or `JUICEMAKER_STATE`), warns on standard error about stock the
    /// stand holds for fruits this menu no longer names, as the stock commands do; the store is only
    /// read (a file that does not exist yet is not made). Says nothing without a state, and never
    /// changes the exit status: a store that cannot be read is reported as a note.
    static func warnAboutOrphanedStock(menuPath: String, options: GlobalOptions) {
        guard options.state != nil || Environment.value("JUICEMAKER_STATE").map({ !$0.isEmpty }) == true,
              let menu = MenuLoader.report(path: menuPath, language: options.language).menu,
              let stand = try? options.standName(json: false) else { return }
        let language = options.language
        do {
            let held = try StoreOpener.peekStock(options.statePath, stand: stand)
            let orphans = StockSnapshot.orphanedStock(held ?? [], menu: menu)
            if !orphans.isEmpty { Terminal.err(UIText.orphanedStock(stand: stand.rawValue, orphans, menu: menu, language)) }
        } catch let error as StateError {
            Terminal.err(UIText.note(language) + error.message(in: language).terminalSafe)
        } catch {
            Terminal.err(UIText.note(language) + "\(error)")
        }
    }
}
