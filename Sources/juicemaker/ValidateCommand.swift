import ArgumentParser
import JuiceMakerKit

extension DiagnosticFormat: ExpressibleByArgument {}

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check menu files and report every problem with its file:line:column.",
        discussion: """
        With no file, checks the menu in effect (--menu, else $JUICEMAKER_MENU, else recipes.yaml); - reads standard input. Every file is checked even when an earlier one fails. Inside GitHub Actions the default format is github.

        Exit codes: 0 valid (warnings allowed unless --strict), 1 a menu has errors, 2 usage or a file that cannot be read.

        Examples:
          juicemaker validate
          juicemaker validate --strict recipes.yaml config/examples/*.yaml
          juicemaker validate --format sarif menu.yaml > juicemaker.sarif
        """
    )

    @ParentCommand var root: JuiceMakerCommand

    @Argument(help: ArgumentHelp("Menu files to check (- for standard input).", valueName: "file"))
    var files: [String] = []

    @Option(help: "Output format: text, json, github or sarif (default: github inside GitHub Actions, else text).")
    var format: DiagnosticFormat?

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    func run() throws {
        let paths = files.isEmpty ? [root.menuPath] : files
        // Only the diagnostics are printed: the menus themselves are checked, not built.
        let reports = paths.map { MenuLoader.diagnose(path: $0) }
        let chosen = format ?? (Environment.value("GITHUB_ACTIONS") == "true" ? .github : .text)
        let options = DiagnosticFormatOptions(
            color: chosen == .text && Terminal.wantsColor(),
            strict: strict,
            toolVersion: JuiceMakerVersion.current
        )
        Terminal.out(bytes: chosen.formatUTF8(reports, options: options))

        var status = ExitStatus.done
        if reports.contains(where: { $0.diagnostics.contains { $0.code == .unreadableFile } }) {
            status = ExitStatus.usage
        } else if reports.contains(where: { !$0.passes(strict: strict) }) {
            status = ExitStatus.invalidMenu
        }
        // Exit here: tearing down a large menu's reports object by object costs more than 5% of
        // a big validate, and the process is about to give all of its memory back anyway.
        Terminal.exit(status)
    }
}
