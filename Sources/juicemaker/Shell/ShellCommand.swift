import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The order screen and the stock editor, in the terminal (line by line when input is not a terminal).",
        discussion: """
        On a terminal: press a juice's number to order it. When fruit is short, y opens the stock editor, where +/- (or the arrows) step the selected fruit and a typed number sets it. h history, u undo, ? help, q quit. Plain `juicemaker` on a terminal opens the same screen.

        Otherwise one command per line, as the one-shot commands without `juicemaker`: order JUICE[:COUNT] ..., stock, stock add|remove|set FRUIT AMOUNT, stock reset, menu, history [N], undo, help, quit. The exit status is that of the first line that failed (0 when none did).

        Examples:
          juicemaker shell
          printf 'order mango-kiwi:2\\nstock add kiwi 3\\n' | juicemaker shell
        """
    )

    @ParentCommand var root: JuiceMakerCommand

    @Flag(help: "Read commands line by line even on a terminal.")
    var lines = false

    func validate() throws {
        try NoJSONResult.check(root, command: "shell")
    }

    func run() throws {
        try Self.open(root: root, lineMode: lines)
    }

    /// The screen when both standard input and output are terminals, else the line mode.
    static func open(root: JuiceMakerCommand, lineMode: Bool) throws {
        let session = try Session.open(root, json: false)
        var status = ExitStatus.done
        if !lineMode && isInteractive {
            try session.run { status = try ScreenLoop.run(session) }
        } else {
            status = LineMode.run(session)
        }
        if status != ExitStatus.done { throw ExitCode(status) }
    }

    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
}
