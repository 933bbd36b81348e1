import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

struct UndoCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: HelpWords.text("undo", "abstract"),
        discussion: HelpWords.text("undo", "discussion")
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
