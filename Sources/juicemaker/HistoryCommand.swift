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
        """, """
        예:
          juicemaker history
          juicemaker history 5
          juicemaker history --limit 100 --json
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp(HelpText.say("How many entries to show, as the shell's `history 5` (the same as --limit).", "보여 줄 개수 (셸의 `history 5`처럼; --limit와 같아요).")))
    var count: Int?

    @Option(help: ArgumentHelp(HelpText.say("How many entries to show.", "보여 줄 개수.")))
    var limit = 20

    func validate() throws {
        guard limit >= 1 else { throw ValidationError(HelpText.say("--limit must be at least 1", "--limit는 1 이상이어야 해요")) }
        if let count, count < 1 { throw ValidationError(HelpText.say("the count must be at least 1, as in 'juicemaker history 5'",
                                                                             "개수는 1 이상이어야 해요 (예: 'juicemaker history 5')")) }
    }

    func run() async throws {
        let session = try await Session.open(root, json: json)
        let language = session.language
        try await session.run {
            let entries = try await session.store.history(limit: count ?? limit)
            if json {
                try session.print(CommandAnswer.History(entries: entries.map(StockJSON.entry)))
                return
            }
            Self.printText(entries, language: language)
        }
    }

    /// The entries as a table, or a line that says there are none.
    static func printText(_ entries: [JournalEntry], language: Language) {
        guard !entries.isEmpty else {
            Terminal.out(UIText.noHistory(language))
            return
        }
        var titles = UIText.historyHeader(language)  // #, time, what, change: the kind goes after the time
        titles.insert(UIText.kindHeader(language), at: 2)
        var table = Table(columns: titles.enumerated().map { $0 == 0 ? .init($1, alignment: .trailing) : .init($1) })
        for entry in entries {
            // Read back from a store another program may have written: printed with control characters escaped.
            table.add([String(entry.id), JournalText.timestamp(entry.time), JournalText.kind(entry.kind, language), entry.description.terminalSafe,
                       JournalText.changes(of: entry, language).terminalSafe])
        }
        Terminal.out(table.render(color: Terminal.wantsColor()), terminator: "")
    }
}
