import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct ValidateCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: HelpWords.text("validate", "abstract"),
        discussion: HelpWords.text("validate", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand

    /// The files, `--format`, `--strict` and `--fix`, as `juicemaker-validate` takes them.
    @OptionGroup var check: ValidateOptions

    /// `--json`: the same as `--format json`.
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try check.format(json: json)
    }

    func run() async throws {
        await Self.run(files: check.files, options: root.options, format: try check.format(json: json), strict: check.strict, fix: check.fix)
    }

    /// Checks (and with `fix`, fixes) each menu (`MenuCheck`), writes the report, and exits with
    /// the status it comes to; `Main` calls it directly with what `QuickValidateArguments` read.
    ///
    /// - Parameters:
    ///   - files: Menu files, `-` for standard input; none checks `menuPath`.
    ///   - options: The global options: the menu they name (`--menu`, else the default) is checked
    ///     when no file is given; with `--state` (or `JUICEMAKER_STATE`), the stand's stock is
    ///     looked at, without changing it, for fruits the menu no longer names.
    ///   - format: The report's format; nil picks github inside GitHub Actions, else text.
    ///   - strict: Whether warnings fail the check.
    ///   - fix: Whether unambiguous fixes are applied first.
    static func run(files: [String], options: GlobalOptions, format: DiagnosticFormat?, strict: Bool, fix: Bool) async -> Never {
        let paths = files.isEmpty ? [options.menuPath] : files
        let status = MenuCheck.run(paths: paths, format: format, strict: strict, fix: fix, language: options.language)
        if status == ExitStatus.done, paths.count == 1, paths[0] != "-" { await warnAboutOrphanedStock(menuPath: paths[0], options: options) }
        // Exit here: tearing down a large menu's reports object by object costs more than 5% of
        // a big validate, and the process is about to give all of its memory back anyway.
        Terminal.exit(status)
    }

    /// With a state given (`--state` or `JUICEMAKER_STATE`), warns on standard error about stock the
    /// stand holds for fruits this menu no longer names, as the stock commands do; the store is only
    /// read (a file that does not exist yet is not made). Says nothing without a state, and never
    /// changes the exit status: a store that cannot be read is reported as a note.
    static func warnAboutOrphanedStock(menuPath: String, options: GlobalOptions) async {
        guard options.state != nil || Environment.value("JUICEMAKER_STATE").map({ !$0.isEmpty }) == true,
              let menu = MenuLoader.report(path: menuPath, language: options.language).menu,
              let stand = try? options.standName(json: false) else { return }
        let language = options.language
        do {
            let held = try await StoreOpener.peekStock(options.statePath, stand: stand)
            let orphans = StockSnapshot.orphanedStock(held ?? [], menu: menu)
            if !orphans.isEmpty { Terminal.err(language.ui.orphanedStock(stand: stand.rawValue, orphans, menu: menu)) }
        } catch let error as StateError {
            Terminal.err(language.ui.note + error.message(in: language).terminalSafe)
        } catch {
            Terminal.err(language.ui.note + "\(error)")
        }
    }
}
