import ArgumentParser
import Foundation
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct HistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: HelpWords.text("history", "abstract"),
        discussion: HelpWords.text("history", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp(HelpWords.text("history", "<count>")))
    var count: Int?

    @Option(help: ArgumentHelp(HelpWords.text("history", "limit")))
    var limit: Int?

    @Flag(help: ArgumentHelp(HelpWords.text("history", "today")))
    var today = false

    @Option(help: ArgumentHelp(HelpWords.text("history", "since"), valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(HelpWords.text("history", "tz"),
                           valueName: "zone"))
    var tz: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError(HelpText.usage.limitAtLeastOne) }
        if today && since != nil { throw ValidationError(HelpText.usage.todayOrSince) }
        try ClockOption.check(tz)
        if let since, StandClock(zone: .gmt).start(ofDay: since) == nil {
            throw ValidationError(HelpText.usage.notADate(since, option: "--since"))
        }
        if let count, count < 1 { throw ValidationError(HelpText.usage.countAtLeastOne) }
    }

    func run() async throws {
        let session = try await Session.open(root, json: json)
        let language = session.language
        let clock = StandClock.of(tz, menu: session.menu)
        let from = today ? clock.startOfToday() : since.flatMap(clock.start(ofDay:))
        try await session.run {
            let entries: [JournalEntry]
            if let from {
                entries = try await session.store.history(since: from, limit: count ?? limit)
            } else {
                entries = try await session.store.history(limit: count ?? limit ?? 20)
            }
            if json {
                try session.print(CommandAnswer.History(entries: entries.map(StockJSON.entry)))
                return
            }
            if entries.isEmpty, let from {
                Terminal.out(language.ui.noHistory(since: String(clock.timestamp(from).prefix(10))))
                return
            }
            Self.printText(entries, language: language, clock: clock)
        }
    }

    /// The entries as a table, or a line that says there are none.
    static func printText(_ entries: [JournalEntry], language: Language, clock: StandClock) {
        guard !entries.isEmpty else {
            Terminal.out(language.ui.noHistoryYet)
            return
        }
        var titles = language.ui.historyHeader(clock: clock.name)  // #, time, what, change: the kind goes after the time
        titles.insert(language.ui.kindHeader, at: 2)
        var table = Table(columns: titles.enumerated().map { $0 == 0 ? .init($1, alignment: .trailing) : .init($1) })
        for entry in entries {
            // Read back from a store another program may have written: printed with control characters escaped.
            table.add([String(entry.id), clock.timestamp(entry.time), language.ui.kind(entry.kind), entry.description.terminalSafe,
                       JournalText.changes(of: entry, language).terminalSafe])
        }
        Terminal.out(table.render(color: Terminal.wantsColor()), terminator: "")
    }
}
