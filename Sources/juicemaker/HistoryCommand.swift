import ArgumentParser
import Foundation
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct HistoryCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: HelpText.say("List orders and stock changes, newest first.", "주문과 재고 변경을 최근 것부터 보여 줘요."),
        discussion: HelpText.say("""
        Examples:
          juicemaker history
          juicemaker history 5
          juicemaker history --limit 100 --json
          juicemaker history --today
          juicemaker history --since 2024-05-01 --tz Asia/Seoul

        Times are shown on the stand's clock: --tz, else the menu's `timezone:`, else the
        machine's time zone (--json gives them in UTC, ISO 8601).
        """, """
        예:
          juicemaker history
          juicemaker history 5
          juicemaker history --limit 100 --json
          juicemaker history --today
          juicemaker history --since 2024-05-01 --tz Asia/Seoul

        시간은 매장의 시계로 보여요: --tz, 없으면 메뉴의 `timezone:`, 없으면 이 컴퓨터의 시간대
        (--json은 UTC, ISO 8601로 줘요).
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp(HelpText.say("How many entries to show, as the shell's `history 5` (the same as --limit).", "보여 줄 개수 (셸의 `history 5`처럼; --limit와 같아요).")))
    var count: Int?

    @Option(help: ArgumentHelp(HelpText.say("How many entries to show (default: 20; with --today or --since, all of them).",
                                            "보여 줄 개수 (기본: 20; --today나 --since와 함께면 모두).")))
    var limit: Int?

    @Flag(help: ArgumentHelp(HelpText.say("Only today's entries, on the stand's clock.", "매장의 시계로 오늘 것만.")))
    var today = false

    @Option(help: ArgumentHelp(HelpText.say("Only entries from this day on (YYYY-MM-DD, on the stand's clock).",
                                            "이 날부터의 것만 (YYYY-MM-DD, 매장의 시계로)."), valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(HelpText.say("The clock times are shown on and days begin by: an IANA time zone such as Asia/Seoul or UTC (default: the menu's timezone:, else the machine's).",
                                            "시간을 보여 주고 하루를 나누는 시계: Asia/Seoul이나 UTC 같은 IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것)."),
                           valueName: "zone"))
    var tz: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError(HelpText.say("--limit must be at least 1", "--limit는 1 이상이어야 해요")) }
        if today && since != nil { throw ValidationError(HelpText.say("give --today or --since, not both", "--today와 --since 중 하나만 주세요")) }
        try ClockOption.check(tz)
        if let since, StandClock(zone: .gmt).start(ofDay: since) == nil {
            throw ValidationError(HelpText.say("'\(since)' is not a date; give --since as YYYY-MM-DD, such as 2024-05-01",
                                               "'\(since)'은(는) 날짜가 아니에요; --since는 2024-05-01처럼 YYYY-MM-DD로 주세요"))
        }
        if let count, count < 1 { throw ValidationError(HelpText.say("the count must be at least 1, as in 'juicemaker history 5'",
                                                                             "개수는 1 이상이어야 해요 (예: 'juicemaker history 5')")) }
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
                Terminal.out(UIText.noHistory(since: String(clock.timestamp(from).prefix(10)), language))
                return
            }
            Self.printText(entries, language: language, clock: clock)
        }
    }

    /// The entries as a table, or a line that says there are none.
    static func printText(_ entries: [JournalEntry], language: Language, clock: StandClock) {
        guard !entries.isEmpty else {
            Terminal.out(UIText.noHistory(language))
            return
        }
        var titles = UIText.historyHeader(language, clock: clock.name)  // #, time, what, change: the kind goes after the time
        titles.insert(UIText.kindHeader(language), at: 2)
        var table = Table(columns: titles.enumerated().map { $0 == 0 ? .init($1, alignment: .trailing) : .init($1) })
        for entry in entries {
            // Read back from a store another program may have written: printed with control characters escaped.
            table.add([String(entry.id), clock.timestamp(entry.time), JournalText.kind(entry.kind, language), entry.description.terminalSafe,
                       JournalText.changes(of: entry, language).terminalSafe])
        }
        Terminal.out(table.render(color: Terminal.wantsColor()), terminator: "")
    }
}
