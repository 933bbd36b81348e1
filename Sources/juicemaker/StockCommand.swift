import ArgumentParser
import JuiceMakerKit

struct StockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock",
        abstract: "Show or change the stock on hand (the +/- steppers of the app).",
        discussion: """
        Stock never goes below 0. Every change is journaled; `juicemaker undo` reverts the last one.

        Examples:
          juicemaker stock
          juicemaker stock add strawberry 10
          juicemaker stock remove kiwi 2
          juicemaker stock set mango 12
          juicemaker stock reset
        """,
        subcommands: [Show.self, Add.self, Remove.self, Set.self, Reset.self],
        defaultSubcommand: Show.self
    )

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show the stock of every fruit on the menu.",
            discussion: "Example:\n  juicemaker stock show --json"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions

        func run() throws {
            let session = try Session.open(root, json: output.json)
            try session.run {
                let levels = try session.database.stock()
                if output.json {
                    session.print(.object(["stock": Session.json(levels, language: session.language)]))
                } else {
                    Terminal.out(session.stockTable(levels), terminator: "")
                }
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add fruit to stock.", discussion: "Example:\n  juicemaker stock add strawberry 10"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions
        @Argument(help: "The fruit.") var fruit: String
        @Argument(help: "How many (a whole number).") var amount: String

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.add(fruit: fruit, amount: try StockAmount.parse(amount))
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take fruit out of stock (never below 0).", discussion: "Example:\n  juicemaker stock remove kiwi 2"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions
        @Argument(help: "The fruit.") var fruit: String
        @Argument(help: "How many (a whole number).") var amount: String

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.remove(fruit: fruit, amount: try StockAmount.parse(amount))
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Set a fruit's stock to a number.", discussion: "Example:\n  juicemaker stock set mango 12"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions
        @Argument(help: "The fruit.") var fruit: String
        @Argument(help: "The new stock (a whole number, 0 or more).") var amount: String

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.set(fruit: fruit, amount: try StockAmount.parse(amount))
            }
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Put every fruit back to the menu's initial stock.",
            discussion: "Example:\n  juicemaker stock reset"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in try database.reset() }
        }
    }
}

/// A journaled stock change, then the stock afterwards.
enum StockChange {
    static func run(root: JuiceMakerCommand, json: Bool, _ change: (StockDatabase) throws -> JournalEntry) throws {
        let session = try Session.open(root, json: json)
        try session.run {
            let entry = try change(session.database)
            let levels = try session.database.stock()
            if json {
                session.print(.object([
                    "ok": .bool(true),
                    "entry": HistoryCommand.json(entry),
                    "stock": Session.json(levels, language: session.language),
                ]))
            } else {
                session.printChanged(entry, levels: levels)
            }
        }
    }
}
