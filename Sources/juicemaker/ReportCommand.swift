import ArgumentParser
import Foundation
import JuiceMakerCommandLine
import JuiceMakerFrontEnd
import JuiceMakerKit

/// `juicemaker report`: a day (or days) of the stand in numbers, on its own clock.
struct ReportCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: HelpWords.text("report", "abstract"),
        discussion: HelpWords.text("report", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp(HelpWords.text("report", "day"), valueName: "date"))
    var day: String?

    @Option(help: ArgumentHelp(HelpWords.text("report", "since"),
                               valueName: "date"))
    var since: String?

    @Option(help: ArgumentHelp(HelpWords.text("report", "until"),
                               valueName: "date"))
    var until: String?

    @Option(help: ArgumentHelp(HelpWords.text("report", "format"),
                               valueName: "format"))
    var format: RestockFormat?

    @Option(help: ArgumentHelp(HelpWords.text("report", "tz"),
                           valueName: "zone"))
    var tz: String?

    func validate() throws {
        if json, let format, format != .json { throw OutputOptions.twoFormats(format.rawValue) }
        if day != nil && (since != nil || until != nil) {
            throw ValidationError(HelpText.usage.dayOrRange)
        }
        if until != nil && since == nil { throw ValidationError(HelpText.usage.untilNeedsSince) }
        try ClockOption.check(tz)
        for (option, value) in [("--day", day), ("--since", since), ("--until", until)] {
            guard let value else { continue }
            if StandClock(zone: .gmt).start(ofDay: value) == nil {
                throw ValidationError(HelpText.usage.notADate(value, option: option))
            }
            // The journal's times, and ISO 8601's four-digit years, hold no other.
            if !("1970"..."9998").contains(value.prefix(4)) {
                throw ValidationError(HelpText.usage.dayOutOfRange(value, option: option))
            }
        }
        if let since, let until, until < since {
            throw ValidationError(HelpText.usage.untilBeforeSince(until, since))
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
