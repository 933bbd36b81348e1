import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerCommandLine

struct ShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: HelpWords.text("shell", "abstract"),
        discussion: HelpWords.text("shell", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand

    @Flag(help: ArgumentHelp(HelpWords.text("shell", "lines")))
    var lines = false

    func validate() throws {
        try NoJSONResult.check(root, command: "shell")
    }

    func run() async throws {
        try await Self.open(root: root, lineMode: lines)
    }

    /// The screen when both standard input and output are terminals, else the line mode.
    static func open(root: JuiceMakerCommand, lineMode: Bool) async throws {
        let session = try await Session.open(root, json: false)
        var status = ExitStatus.done
        if !lineMode && isInteractive {
            try await session.run { status = try await ScreenLoop.run(session) }
        } else {
            status = await LineMode.run(session)
        }
        if status != ExitStatus.done { throw ExitCode(status) }
    }

    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
}
