#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerFrontEnd
import JuiceMakerKit

/// The shell without a screen: one command per line from standard input, plain results on standard
/// output and problems on standard error, as the one-shot commands print them. A failed line does
/// not stop the ones after it; the exit status is that of the first failure (0 when none failed).
enum LineMode {
    static func run(_ session: Session) -> Int32 {
        let parser = ShellLineParser(menu: session.menu)
        let prompt = isatty(0) == 1
        var status = ExitStatus.done
        while true {
            if prompt {
                Terminal.flush()
                Terminal.err("> ", terminator: "")
            }
            guard let line = readLine(strippingNewline: true) else { break }
            do {
                let command = try parser.parse(line)
                if command == .quit { break }
                try execute(command, session)
            } catch {
                let failure = failure(for: error, language: session.language)
                _ = failure.report(json: false)
                if status == ExitStatus.done { status = failure.status }
            }
            Terminal.flush()
        }
        Terminal.flush()
        return status
    }

    private static func execute(_ command: ShellLineCommand, _ session: Session) throws {
        let store = session.store
        switch command {
        case .order(let order):
            try store.order(order)
            session.printServed(store.menu.readyMessage(for: order, in: session.language), levels: try store.stock())
        case .add(let fruit, let amount):
            session.printChanged(try store.add(fruit: fruit, amount: amount), levels: try store.stock())
        case .remove(let fruit, let amount):
            session.printChanged(try store.remove(fruit: fruit, amount: amount), levels: try store.stock())
        case .set(let fruit, let amount):
            session.printChanged(try store.set(fruit: fruit, amount: amount), levels: try store.stock())
        case .reset:
            session.printChanged(try store.reset(), levels: try store.stock())
        case .showStock:
            Terminal.out(session.stockTable(try store.stock()), terminator: "")
        case .menu:
            MenuCommand.printText(session, maker: try store.maker(), levels: try store.stock())
        case .history(let limit):
            HistoryCommand.printText(try store.history(limit: limit), language: session.language)
        case .undo:
            session.printUndid(try store.undo(), levels: try store.stock())
        case .help:
            Terminal.out(UIText.lineModeHelp(session.language))
        case .quit, .nothing:
            break
        }
    }

    /// Exit status and message for a line; a restock hint names the line mode's own command.
    private static func failure(for error: Error, language: Language) -> Failure {
        switch error {
        case ShellLineError.engine(let engineError):
            return Failure(engineError, language: language, commandPrefix: "")
        case let lineError as ShellLineError:
            return Failure(code: "usage", status: ExitStatus.usage, message: lineError.message(in: language))
        default:
            return Failure(error, language: language, commandPrefix: "")
        }
    }
}
