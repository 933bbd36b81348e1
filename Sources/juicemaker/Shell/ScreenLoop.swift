#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// The full-screen mode: draw, wait for keys or signals, hand keys to the controller, draw again.
/// Every way out returns here first, so the terminal is given back before the process ends.
enum ScreenLoop {
    /// Signals that end the screen (Ctrl-C arrives as a key in raw mode; SIGINT still comes from `kill`),
    /// and SIGWINCH, which redraws at the new size.
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    static let handledSignals: [Int32] = endingSignals + [SIGWINCH]

    /// Runs until a quit key or signal; returns the exit status (0, 130 for Ctrl-C, 128 + signal).
    /// How often the menu file is checked for edits while no key comes.
    static let menuCheckMilliseconds: Int32 = 1000

    static func run(_ session: Session) async throws -> Int32 {
        var session = session
        var controller = try await ShellController(store: session.store, language: session.language)
        var watch = MenuReload.watch(session)
        /// Takes an edit of the menu file, or shows why not (the last good menu stays). Returns
        /// whether the file had changed, so a quiet second redraws nothing.
        @discardableResult
        func reloadIfEdited() async -> Bool {
            guard let outcome = await MenuReload.reload(session, watch: &watch) else { return false }
            switch outcome {
            case .unchanged:
                controller.showMenuProblem(nil)
            case .reloaded(let new):
                session = new
                await controller.replaceStore(new.store)
            case .broken(let problem):
                controller.showMenuProblem(session.language.ui.menuNotReloaded(problem))
            }
            return true
        }
        let color = Terminal.wantsColor()
        guard SignalPipe.install(handledSignals) else {
            throw CommandFailure(code: "terminal", status: ExitStatus.usage, message: session.language.ui.noSignalPipe)
        }
        defer { SignalPipe.uninstall(handledSignals) }
        guard RawTerminal.enter() else {
            throw CommandFailure(code: "terminal", status: ExitStatus.usage, message: session.language.ui.notARawTerminal)
        }
        defer { RawTerminal.leave() }

        var size = TerminalSize.current()
        var reader = KeyReader()
        ScreenPainter.paint(controller.render(width: size.width, height: size.height), color: color)
        while true {
            switch reader.next(tickMilliseconds: watch.isWatching ? menuCheckMilliseconds : nil) {
            case .tick:
                guard await reloadIfEdited() else { continue }
            case .keys(let keys):
                await reloadIfEdited()
                for key in keys {
                    if let exit = await controller.press(key) { return exit == .interrupt ? 130 : ExitStatus.done }
                }
            case .signal(let number):
                guard number == SIGWINCH else { return 128 + number }
                size = TerminalSize.current()
                await controller.refresh()
            case .closed:
                return 128 + SIGHUP
            }
            ScreenPainter.paint(controller.render(width: size.width, height: size.height), color: color)
        }
    }
}
