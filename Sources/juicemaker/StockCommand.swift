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
            discussion: "Examples:\n  juicemaker stock show --json\n  juicemaker stock --low 3        (only fruits with 3 or fewer left)"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions

        @Option(help: ArgumentHelp("Show only fruits with at most this many left.", valueName: "count"))
        var low: Int?

        func validate() throws {
            if let low, low < 0 { throw ValidationError("--low takes a count of 0 or more") }
        }

        func run() throws {
            let session = try Session.open(root, json: output.json)
            try session.run {
                let levels = try low.map { try session.database.maker().lowFruits(threshold: $0) } ?? session.database.stock()
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
        @OptionGroup var change: FruitAmount

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.add(fruit: change.fruit, amount: try StockAmount.parse(change.amount))
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take fruit out of stock (never below 0).", discussion: "Example:\n  juicemaker stock remove kiwi 2"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions
        @OptionGroup var change: FruitAmount

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.remove(fruit: change.fruit, amount: try StockAmount.parse(change.amount))
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Set a fruit's stock to a number.", discussion: "Example:\n  juicemaker stock set mango 12"
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions
        @OptionGroup var change: FruitAmount

        func run() throws {
            try StockChange.run(root: root, json: output.json) { database in
                try database.set(fruit: change.fruit, amount: try StockAmount.parse(change.amount))
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

/// The words of a stepper: which fruit, how many. The amount stays text so the library can
/// explain a bad number in the user's language.
struct FruitAmount: ParsableArguments {
    @Argument(help: "The fruit (its id or name).") var fruit: String
    @Argument(help: "How many: a whole number, 0 or more.") var amount: String
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
