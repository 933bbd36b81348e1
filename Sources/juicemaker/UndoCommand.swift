import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

struct UndoCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: HelpText.say("Revert the last order or stock change.", "마지막 주문이나 재고 변경을 취소해요."),
        discussion: HelpText.say("""
        Refuses (exit 3) when that would take stock below 0, and (exit 4) when there is nothing to undo.

        Example:
          juicemaker undo
        """, """
        재고가 0 아래로 내려가게 되면 거절하고 (종료 코드 3), 취소할 것이 없으면 거절해요 (종료 코드 4).

        예:
          juicemaker undo
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try await Session.open(root, json: json)
        try await session.run {
            let record = try await session.store.undo()
            let levels = try await session.store.stock()
            if json {
                try session.print(CommandAnswer.Undo(entry: StockJSON.entry(record.undo), reverted: StockJSON.entry(record.reverted),
                                                     stock: StockJSON.stock(levels, language: session.language)))
            } else {
                session.printUndid(record, levels: levels)
            }
        }
    }
}
