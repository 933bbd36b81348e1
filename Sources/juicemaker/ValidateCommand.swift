import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct ValidateCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: HelpText.say("Check menu files and report every problem with its file:line:column.", "메뉴 파일을 검사하고 모든 문제를 파일:줄:열과 함께 알려 줘요."),
        discussion: HelpText.say("""
        With no file, checks the menu in effect (--menu, else $JUICEMAKER_MENU, else recipes.yaml); - reads standard input. Every file is checked even when an earlier one fails. Inside GitHub Actions the default format is github.

        --fix corrects every unambiguous typo (unknown keys and fruits with exactly one closest name) in place, changing only those words, then reports what is left. For - it prints the fixed menu on standard output and the report on standard error.

        \(ValidateHelp.exitCodes)

        Examples:
          juicemaker validate
          juicemaker validate --strict recipes.yaml config/examples/*.yaml
          juicemaker validate --format sarif menu.yaml > juicemaker.sarif
          juicemaker validate --fix menu.yaml
        """, """
        파일을 주지 않으면 쓰고 있는 메뉴(--menu, 없으면 $JUICEMAKER_MENU, 없으면 recipes.yaml)를 검사해요; -는 표준 입력을 읽어요. 앞의 파일이 실패해도 모든 파일을 검사해요. GitHub Actions 안에서는 기본 형식이 github이에요.

        --fix는 확실한 오타(가장 가까운 이름이 딱 하나인 모르는 키와 과일)를 제자리에서 그 단어만 고치고, 남은 것을 알려 줘요. -이면 고친 메뉴는 표준 출력으로, 보고는 표준 오류로 내보내요.

        \(ValidateHelp.exitCodes)

        예:
          juicemaker validate
          juicemaker validate --strict recipes.yaml config/examples/*.yaml
          juicemaker validate --format sarif menu.yaml > juicemaker.sarif
          juicemaker validate --fix menu.yaml
        """)
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
            if !orphans.isEmpty { Terminal.err(UIText.orphanedStock(stand: stand.rawValue, orphans, menu: menu, language)) }
        } catch let error as StateError {
            Terminal.err(UIText.note(language) + error.message(in: language).terminalSafe)
        } catch {
            Terminal.err(UIText.note(language) + "\(error)")
        }
    }
}
