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
        abstract: HelpWords.text("juicemaker-validate", "abstract"),
        discussion: HelpWords.text("juicemaker-validate", "discussion"),
        version: JuiceMakerVersion.current
    )

    /// The files, `--format`, `--strict` and `--fix`, as `juicemaker validate` takes them.
    @OptionGroup var check: ValidateOptions

    @Flag(help: ArgumentHelp(HelpWords.text("juicemaker-validate", "json")))
    var json = false

    @Option(help: ArgumentHelp(HelpWords.text("juicemaker-validate", "lang"), valueName: "language"))
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
