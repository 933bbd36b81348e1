#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// The shell without a screen: one command per line from standard input, plain results on standard
/// output and problems on standard error, as the one-shot commands print them. A failed line does
/// not stop the ones after it; the exit status is that of the first failure (0 when none failed).
enum LineMode {
    static func run(_ session: Session) async -> Int32 {
        var session = session
        var parser = ShellLineParser(menu: session.menu)
        var watch = MenuReload.watch(session)
        let prompt = isatty(0) == 1
        var status = ExitStatus.done
        while true {
            if prompt {
                Terminal.flush()
                Terminal.err("> ", terminator: "")
            }
            guard let line = readLine(strippingNewline: true) else { break }
            // An edited menu is taken before the line runs; a broken edit is reported and the last good menu stays.
            if let outcome = await MenuReload.reload(session, watch: &watch) {
                switch outcome {
                case .unchanged:
                    break
                case .reloaded(let new):
                    session = new
                    parser = ShellLineParser(menu: new.menu)
                    Terminal.err(session.language.ui.menuReloaded(juices: new.menu.juices.count, fruits: new.menu.fruits.count))
                    new.reportRenames()
                case .broken(let problem):
                    Terminal.err(session.language.ui.menuNotReloaded(problem))
                }
            }
            do {
                let command = try parser.parse(line)
                if command == .quit { break }
                try await execute(command, session)
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

    private static func execute(_ command: ShellLineCommand, _ session: Session) async throws {
        let store = session.store
        switch command {
        case .change(let change):
            let made = try await change.apply(to: store)
            let levels = try await store.stock()
            switch made {
            case .ordered(let order, let entry):
                session.printServed(store.menu.readyMessage(for: order, in: session.language), low: StockLevel.leftLow(by: entry, in: levels),
                                    levels: levels, restockCommand: "restock")
            case .changed(let entry):
                session.printChanged(entry, levels: levels)
            case .undid(let record):
                session.printUndid(record, levels: levels)
            case .restocked(let result):
                RestockText.printText(result.plan, entry: result.entry, levels: levels, session: session, applyCommand: "")
            }
        case .restockPlan(let request):
            let again = RestockText.applyCommand(prefix: "", orders: request.orderDescription.map { [$0] } ?? [])
            RestockText.printText(try await store.restockPlan(for: request), entry: nil, levels: nil, session: session, applyCommand: again)
        case .showStock:
            await session.warnAboutOrphanedStock()
            Terminal.out(session.stockTable(try await store.stock()), terminator: "")
        case .menu:
            MenuCommand.printText(session, maker: try await store.maker(), levels: try await store.stock())
        case .history(let limit):
            HistoryCommand.printText(try await store.history(limit: limit), language: session.language, clock: StandClock.of(nil, menu: session.menu))
        case .help:
            Terminal.out(session.language.ui.lineModeHelp)
        case .quit, .nothing:
            break
        }
    }

    /// Exit status and message for a line; a restock hint names the line mode's own command.
    private static func failure(for error: Error, language: Language) -> CommandFailure {
        switch error {
        case ShellLineError.engine(let engineError):
            return CommandFailure(engineError, language: language, commandPrefix: "")
        case let lineError as ShellLineError:
            return CommandFailure(code: "usage", status: ExitStatus.usage, message: lineError.message(in: language))
        default:
            return CommandFailure(error, language: language, commandPrefix: "")
        }
    }
}
