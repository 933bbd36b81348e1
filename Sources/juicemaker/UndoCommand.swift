import ArgumentParser
import JuiceMakerKit

struct UndoCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Revert the last order or stock change.",
        discussion: """
        Refuses (exit 3) when that would take stock below 0, and (exit 4) when there is nothing to undo.

        Example:
          juicemaker undo
        """
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() throws {
        let session = try Session.open(root, json: json)
        try session.run {
            let record = try session.store.undo()
            let levels = try session.store.stock()
            if json {
                session.print(.object([
                    "ok": .bool(true),
                    "reverted": StockJSON.entry(record.reverted),
                    "entry": StockJSON.entry(record.undo),
                    "stock": StockJSON.stock(levels, language: session.language),
                ]))
            } else {
                session.printUndid(record, levels: levels)
            }
        }
    }
}
