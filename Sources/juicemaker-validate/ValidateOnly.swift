import ArgumentParser
import JuiceMakerCommandLine
import JuiceMakerMenu

/// `juicemaker-validate [FILE...]`: `juicemaker validate` alone, for CI and pre-commit hooks. It
/// links the menu core and no database, server or network library, so it builds in about a
/// minute where the whole program takes several (BENCHMARKS.md); the report, the fixes and the
/// exit codes are `juicemaker validate`'s (`MenuCheck`). What it cannot do is look at a stand's
/// stock (`juicemaker validate --state`).
@main
struct ValidateOnly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker-validate",
        abstract: HelpText.say("Check menu files and report every problem with its file:line:column (juicemaker validate, without the stock).",
                               "메뉴 파일을 검사하고 모든 문제를 파일:줄:열과 함께 알려 줘요 (재고를 보지 않는 juicemaker validate)."),
        discussion: HelpText.say("""
        With no file, checks $JUICEMAKER_MENU, else recipes.yaml; - reads standard input. Inside GitHub Actions the default format is github.

        \(ValidateHelp.exitCodes)

        Examples:
          juicemaker-validate --strict menus/*.yaml
          juicemaker-validate --format sarif menu.yaml > juicemaker.sarif
        """, """
        파일을 주지 않으면 $JUICEMAKER_MENU, 없으면 recipes.yaml을 검사해요; -는 표준 입력을 읽어요. GitHub Actions 안에서는 기본 형식이 github이에요.

        \(ValidateHelp.exitCodes)

        예:
          juicemaker-validate --strict menus/*.yaml
          juicemaker-validate --format sarif menu.yaml > juicemaker.sarif
        """),
        version: JuiceMakerVersion.current
    )

    /// The files, `--format`, `--strict` and `--fix`, as `juicemaker validate` takes them.
    @OptionGroup var check: ValidateOptions

    @Flag(help: ArgumentHelp(ValidateHelp.json))
    var json = false

    @Option(help: ArgumentHelp(HelpText.say("The language of messages: en or ko (default: from LC_ALL, LC_MESSAGES or LANG).",
                                            "메시지 언어: en 또는 ko (기본: LC_ALL, LC_MESSAGES 또는 LANG에서)."), valueName: "language"))
    var lang: Language?

    func validate() throws {
        _ = try check.format(json: json)
    }

    /// Runs the check; a usage error exits 2, as `juicemaker`'s do (swift-argument-parser would use 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = HelpText.language == .ko
                ? ParserText.korean(for: error, of: ValidateOnly.self, words: Array(CommandLine.arguments.dropFirst()))
                : fullMessage(for: error)
            if code == .success {
                Terminal.out(message)
                Terminal.exit(0)
            }
            if !message.isEmpty { Terminal.err(message) }
            Terminal.exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
        }
    }

    func run() throws {
        let menu = Environment.value("JUICEMAKER_MENU").flatMap { $0.isEmpty ? nil : $0 } ?? "recipes.yaml"
        let language = lang ?? .ofLocale
        let status = MenuCheck.run(paths: check.files.isEmpty ? [menu] : check.files, format: try check.format(json: json),
                                   strict: check.strict, fix: check.fix, language: language)
        Terminal.exit(status)
    }
}
