import Foundation
import JuiceMakerCommandLine
import JuiceMakerFrontEnd
import JuiceMakerKit

/// `restock --suggest`: reorder points and pars from the stand's sales (`ParSuggestion`), shown
/// beside the menu's, and with `--fix` written into the menu file (`StockRuleWriter`).
enum RestockSuggestion {
    /// Reads the journal of the last `days` days, suggests, prints, and with `fix` writes.
    ///
    /// - Throws: A `CommandFailure` when the menu cannot take the rules or cannot be written.
    static func run(session: Session, days: Int, leadDays: Int, fix: Bool, json: Bool, tz: String?) async throws {
        let language = session.language
        let clock = StandClock.of(tz, menu: session.menu)
        // One moment for the read and the suggestion, so both see the same days across a midnight.
        let now = Date()
        let first = clock.start(ofLast: days, now: now)
        let entries = try await session.store.history(since: first)
        let suggestions = ParSuggestion.suggest(from: entries, menu: session.menu, days: days, leadDays: leadDays, clock: clock, now: now)
        let changed = suggestions.filter(\.changes)
        var written = false
        if fix, !changed.isEmpty {
            try write(changed, session: session)
            written = true
        }
        if json {
            try session.print(CommandAnswer.Suggestion(days: days, leadDays: leadDays, suggestions: suggestions.map { suggestion in
                CommandAnswer.Suggestion.Fruit(fruit: suggestion.fruit.rawValue, highDay: suggestion.highDay, lost: suggestion.lost,
                                               par: .init(now: suggestion.currentPar, suggested: suggestion.par),
                                               reorder: .init(now: suggestion.currentReorder, suggested: suggestion.reorder), used: suggestion.used)
            }, written: written))
            return
        }
        let words = language.ui
        let since = String(clock.timestamp(first).prefix(10))
        Terminal.out(words.suggestionRule(since: since, days: days, clock: clock.name, leadDays: leadDays))
        var table = Table(columns: [
            .init(words.fruit), .init("id"), .init(words.usedHeader, alignment: .trailing),
            .init(words.lostHeader, alignment: .trailing), .init(words.highDayHeader, alignment: .trailing),
            .init(words.reorder, alignment: .trailing), .init(words.par, alignment: .trailing),
        ])
        for suggestion in suggestions {
            guard let fruit = session.menu.fruit(suggestion.fruit) else { continue }
            func pair(_ now: String, _ suggested: Int?) -> String {
                guard let suggested else { return now }
                return now == String(suggested) ? now : "\(now) → \(suggested)"
            }
            let none = suggestion.used + suggestion.lost == 0
            table.add([session.name(of: fruit), fruit.id.rawValue, String(suggestion.used), String(suggestion.lost),
                       none ? "-" : String(suggestion.highDay),
                       pair(suggestion.currentReorder.map(String.init) ?? "-", suggestion.reorder), pair(String(suggestion.currentPar), suggestion.par)])
        }
        Terminal.out(table.render(color: Terminal.wantsColor()), terminator: "")
        let unsold = suggestions.filter { $0.used + $0.lost == 0 }.map(\.fruit.rawValue)
        if !unsold.isEmpty {
            Terminal.out(words.unsoldLeft(days: days, unsold.joined(separator: ", ")))
        }
        let file = session.options.menuPath
        if written {
            Terminal.out(words.wroteRules(count: changed.count, into: file))
        } else if changed.isEmpty {
            Terminal.out(words.rulesAlreadyThese)
        } else {
            Terminal.out(words.toWriteRules("juicemaker \(session.options.globalArguments)restock --suggest --fix"))
        }
    }

    /// Writes the changed rules into the menu file, atomically, or throws and leaves it as it was.
    private static func write(_ changed: [ParSuggestion], session: Session) throws {
        let language = session.language
        let words = language.ui
        let path = session.options.menuPath
        guard path != "-" else {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: words.fixNeedsAFile)
        }
        let rules = changed.compactMap { suggestion in
            suggestion.reorder.flatMap { reorder in suggestion.par.map { StockRuleWriter.Rule(fruit: suggestion.fruit.rawValue, reorder: reorder, par: $0) } }
        }
        let bytes: [UInt8]
        let updated: [UInt8]
        do {
            bytes = try FileReader.read(path)
            updated = try StockRuleWriter.write(rules, into: bytes)
        } catch let failure as StockRuleWriter.Failure {
            let message: String
            switch failure {
            case .brokenMenu:
                message = words.menuNoLongerReads(path)
            case .cannotEdit(let fruit), .notAsAsked(let fruit):
                message = words.cannotWriteRules(fruit: fruit, into: path)
            }
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: message)
        } catch {
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage,
                                 message: words.cannotRead(path))
        }
        do {
            try AtomicFileWriter.replaceContents(of: path, with: updated)
        } catch {
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: words.cannotWrite(path, reason: error.reason(in: language)))
        }
    }
}
