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
        subcommands: [Show.self, StockStep<AddStep>.self, StockStep<RemoveStep>.self, StockStep<SetStep>.self, Reset.self],
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
                let levels = try low.map { try session.store.maker().lowFruits(threshold: $0) } ?? session.store.stock()
                if output.json {
                    session.print(.object(["stock": Session.json(levels, language: session.language)]))
                } else {
                    Terminal.out(session.stockTable(levels), terminator: "")
                }
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
            try StockChange.run(root: root, json: output.json) { store in try store.reset() }
        }
    }
}

/// One of the app's +/- steppers as a command: `stock add`, `stock remove`, `stock set`. The three
/// differ only in their words and in the store call, which `Step` gives.
struct StockStep<Step: StockStepKind>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Step.name, abstract: Step.abstract, discussion: "Example:\n  \(Step.example)")
    }
    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    /// The fruit (its id or a name) and the amount. Taken as plain words, so that `-3` reaches the
    /// amount check (and its message) instead of being read as an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The fruit (its id or name), then how many: a whole number, 0 or more.", valueName: "fruit amount"))
    var words: [String] = []

    func run() throws {
        guard words.count == 2 else {
            throw Failure(code: "usage", status: ExitStatus.usage,
                          message: "juicemaker stock \(Step.name) takes a fruit and an amount, like: \(Step.example)").report(json: output.json)
        }
        try StockChange.run(root: root, json: output.json) { store in
            let fruit = try store.menu.fruitID(named: words[0])
            return try Step.apply(to: store, fruit: fruit, amount: try StockAmount.parse(words[1]))
        }
    }
}

/// What makes `stock add`, `stock remove` and `stock set` different.
protocol StockStepKind {
    static var name: String { get }
    static var abstract: String { get }
    static var example: String { get }
    static func apply(to store: any StockStore, fruit: Fruit.ID, amount: Int) throws -> JournalEntry
}

enum AddStep: StockStepKind {
    static let name = "add"
    static let abstract = "Add fruit to stock."
    static let example = "juicemaker stock add strawberry 10"
    static func apply(to store: any StockStore, fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try store.add(fruit: fruit, amount: amount)
    }
}

enum RemoveStep: StockStepKind {
    static let name = "remove"
    static let abstract = "Take fruit out of stock (never below 0)."
    static let example = "juicemaker stock remove kiwi 2"
    static func apply(to store: any StockStore, fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try store.remove(fruit: fruit, amount: amount)
    }
}

enum SetStep: StockStepKind {
    static let name = "set"
    static let abstract = "Set a fruit's stock to a number."
    static let example = "juicemaker stock set mango 12"
    static func apply(to store: any StockStore, fruit: Fruit.ID, amount: Int) throws -> JournalEntry {
        try store.set(fruit: fruit, amount: amount)
    }
}

/// A journaled stock change, then the stock afterwards.
enum StockChange {
    static func run(root: JuiceMakerCommand, json: Bool, _ change: (any StockStore) throws -> JournalEntry) throws {
        let session = try Session.open(root, json: json)
        try session.run {
            let entry = try change(session.store)
            let levels = try session.store.stock()
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
