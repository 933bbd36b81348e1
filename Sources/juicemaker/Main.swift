import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

/// Runs the command and maps failures to juicemaker's exit codes: usage errors are 2
/// (swift-argument-parser would use 64), help and version are 0.
/// A plain `order JUICE...` is read by `QuickOrderArguments` and a plain `validate [FILE...]` by
/// `QuickValidateArguments`, everything else by swift-argument-parser.
/// The stock file a command opened is closed on every way out (see `OpenStore`). Passwords in the
/// arguments are hidden from `ps` once they are read (see `ArgumentPasswords`).
@main
enum Main {
    static func main() async {
        let words = CommandLine.arguments.dropFirst()
        do {
            ArgumentPasswords.hide()
            if let quick = QuickOrderArguments.parse(words) {
                try await OrderCommand.run(options: quick.options, json: false, dryRun: false, juices: quick.juices)
            } else if let quick = QuickValidateArguments.parse(words) {
                await ValidateCommand.run(files: quick.files, options: quick.options, format: quick.format, strict: quick.strict, fix: false)
            } else {
                var command = try JuiceMakerCommand.parseAsRoot(LowThreshold.rewritingBareLow(Array(words)))
                if var asynchronous = command as? any AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
            }
        } catch let exit as ExitCode {
            await OpenStore.closeBeforeExit()
            Terminal.flush()
            Terminal.exit(exit.rawValue)
        } catch {
            await OpenStore.closeBeforeExit()
            let code = JuiceMakerCommand.exitCode(for: error)
            let message = HelpText.language == .ko
                ? ParserText.korean(for: error, of: JuiceMakerCommand.self, words: LowThreshold.rewritingBareLow(Array(words)))
                : JuiceMakerCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { Terminal.out(message) }
                Terminal.flush()
                Terminal.exit(0)
            }
            if !message.isEmpty { Terminal.err(message) }
            Terminal.flush()
            Terminal.exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
        }
        await OpenStore.closeBeforeExit()
        Terminal.flush()
    }
}
