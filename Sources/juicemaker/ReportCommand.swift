import ArgumentParser
import Foundation
import JuiceMakerCommandLine
import JuiceMakerFrontEnd
import JuiceMakerKit

/// `juicemaker report`: a day (or days) of the stand in numbers, on its own clock.
struct ReportCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: HelpText.say("The day in numbers: cups, takings, lost sales, by juice and by hour.",
                               "하루를 숫자로: 쥬스별, 시간별 잔 수, 매출, 놓친 주문."),
        discussion: HelpText.say("""
        Today, unless --day, --since or --until says otherwise; days begin at the stand's clock's
        midnight (--tz, else the menu's `timezone:`, else the machine's time zone). Undone orders do
        not count as sales; they are counted apart. A lost sale is an order refused because a fruit
        was short: what the shortage turned away, and the fruit to blame.

        Examples:
          juicemaker report
          juicemaker report --day 2024-05-01
          juicemaker report --since 2024-05-01 --until 2024-05-07
          juicemaker report --format csv > today.csv
          juicemaker report --json
        """, """
        --day, --since, --until이 없으면 오늘이에요; 하루는 매장 시계의 자정에 시작해요 (--tz, 없으면
        메뉴의 `timezone:`, 없으면 이 컴퓨터의 시간대). 취소된 주문은 판매로 세지 않고 따로 세요. 놓친
        주문은 과일이 모자라 거절된 주문이에요: 부족해서 놓친 것과 그 과일이에요.

        예:
          juicemaker report
          juicemaker report --day 2024-05-01
          juicemaker report --since 2024-05-01 --until 2024-05-07
          juicemaker report --format csv > today.csv
          juicemaker report --json
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp(HelpText.say("One day (YYYY-MM-DD, on the stand's clock).", "하루 (YYYY-MM-DD, 매장의 시계로)."), valueName: "date"))
    var day: String?

    @Option(help: ArgumentHelp(HelpText.say("From this day on (YYYY-MM-DD), to today or --until.", "이 날부터 (YYYY-MM-DD), 오늘이나 --until까지."),
                               valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(HelpText.say("To this day, included (YYYY-MM-DD); with --since.", "이 날까지, 포함 (YYYY-MM-DD); --since와 함께."),
                               valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp(HelpText.say("How to print the report: text, json (as --json) or csv (one row a juice, an hour and the total).",
                                            "보고서를 출력할 형식: text, json(--json과 같음) 또는 csv (쥬스, 시간, 합계마다 한 줄)."),
                               valueName: "format"))
    var format: RestockFormat?

    @Option(help: ArgumentHelp(HelpText.say("The clock days begin by and hours are counted on: an IANA time zone such as Asia/Seoul or UTC (default: the menu's timezone:, else the machine's).",
                                            "하루를 나누고 시간을 세는 시계: Asia/Seoul이나 UTC 같은 IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것)."),
                           valueName: "zone"))
    var tz: String?

    func validate() throws {
        if json, let format, format != .json { throw OutputOptions.twoFormats(format.rawValue) }
        if day != nil && (since != nil || until != nil) {
            throw ValidationError(HelpText.say("give --day, or --since (with --until), not both", "--day나 --since(--until과 함께) 중 하나만 주세요"))
        }
        if until != nil && since == nil { throw ValidationError(HelpText.say("--until goes with --since", "--until은 --since와 함께 써요")) }
        try ClockOption.check(tz)
        for (option, value) in [("--day", day), ("--since", since), ("--until", until)] {
            guard let value else { continue }
            if StandClock(zone: .gmt).start(ofDay: value) == nil {
                throw ValidationError(HelpText.say("'\(value)' is not a date; give \(option) as YYYY-MM-DD, such as 2024-05-01",
                                                   "'\(value)'은(는) 날짜가 아니에요; \(option)은(는) 2024-05-01처럼 YYYY-MM-DD로 주세요"))
            }
            // The journal's times, and ISO 8601's four-digit years, hold no other.
            if !("1970"..."9998").contains(value.prefix(4)) {
                throw ValidationError(HelpText.say("\(option) \(value) is outside 1970-01-01 to 9998-12-31",
                                                   "\(option) \(value)은(는) 1970-01-01부터 9998-12-31 사이가 아니에요"))
            }
        }
        if let since, let until, until < since {
            throw ValidationError(HelpText.say("--until \(until) is before --since \(since)", "--until \(until)이(가) --since \(since)보다 앞이에요"))
        }
    }

    func run() async throws {
        let format = format ?? (json ? .json : .text)
        let session = try await Session.open(root, json: format == .json)
        let clock = StandClock.of(tz, menu: session.menu)
        let now = Date()
        let first = (day ?? since).flatMap(clock.start(ofDay:)) ?? clock.startOfToday(now)
        let last = (day ?? until).flatMap(clock.start(ofDay:)) ?? clock.startOfToday(now)
        let end = clock.calendar.date(byAdding: .day, value: 1, to: last) ?? last
        try await session.run {
            let summary = try await session.store.summary(from: first, to: end, stock: false)
            let report = StandReport(summary, menu: session.menu, clock: clock, now: now)
            switch format {
            case .json: try session.print(ReportJSON(report, menu: session.menu, language: session.language))
            case .csv: Terminal.out(ReportText.csv(report, menu: session.menu, language: session.language), terminator: "")
            case .text: Terminal.out(ReportText.text(report, menu: session.menu, language: session.language), terminator: "")
            }
        }
    }
}
