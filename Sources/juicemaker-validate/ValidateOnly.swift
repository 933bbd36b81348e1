import ArgumentParser
import JuiceMakerCommandLine
import JuiceMakerMenu

extension DiagnosticFormat: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

/// `juicemaker-validate [FILE...]`: `juicemaker validate` alone, for CI and pre-commit hooks. It
/// links the menu core and no database, server or network library, so it builds in about a
/// minute where the whole program takes several (BENCHMARKS.md); the report, the fixes and the
/// exit codes are `juicemaker validate`'s (`MenuCheck`). What it cannot do is look at a stand's
/// stock (`juicemaker validate --state`).
@main
struct ValidateOnly: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker-validate",
        abstract: "Check menu files and report every problem with its file:line:column (juicemaker validate, without the stock).",
        discussion: """
        With no file, checks $JUICEMAKER_MENU, else recipes.yaml; - reads standard input. Inside GitHub Actions the default format is github.

        Exit codes: 0 valid (warnings allowed unless --strict), 1 a menu has errors, 2 usage or a file that cannot be read or written.

        Examples:
          juicemaker-validate --strict menus/*.yaml
          juicemaker-validate --format sarif menu.yaml > juicemaker.sarif
        """,
        version: JuiceMakerVersion.current
    )

    @Argument(help: ArgumentHelp("Menu files to check (- for standard input).", valueName: "file"))
    var files: [String] = []

    @Option(help: "Output format: text, json, github or sarif (default: github inside GitHub Actions, else text).")
    var format: DiagnosticFormat?

    @Flag(help: "Print the report as JSON (the same as --format json).")
    var json = false

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    @Flag(help: "Apply every unambiguous fix in place (atomically), then report what is left; with -, print the fixed menu.")
    var fix = false

    @Option(help: ArgumentHelp("The language of the report: en or ko (default: from LC_ALL, LC_MESSAGES or LANG).", valueName: "language"))
    var lang: Language?

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one")
        }
    }

    /// Runs the check; a usage error exits 2, as `juicemaker`'s do (swift-argument-parser would use 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
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
        let language = lang ?? Language.detect(environment: ["LC_ALL", "LC_MESSAGES", "LANG"].reduce(into: [:]) { $0[$1] = Environment.value($1) })
        let status = MenuCheck.run(paths: files.isEmpty ? [menu] : files, format: json ? .json : format, strict: strict, fix: fix,
                                   language: language)
        Terminal.exit(status)
    }
}
