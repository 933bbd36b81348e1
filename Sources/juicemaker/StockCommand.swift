import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct StockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock",
        abstract: HelpWords.text("stock", "abstract"),
        discussion: HelpWords.text("stock", "discussion"),
        subcommands: [Show.self, StockStep<AddStep>.self, StockStep<RemoveStep>.self, StockStep<SetStep>.self, Reset.self],
        defaultSubcommand: Show.self
    )

    struct Show: AsyncParsableCommand, PrintsJSON {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: HelpWords.text("stock show", "abstract"),
            discussion: HelpWords.text("stock show", "discussion")
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions

        @Option(help: ArgumentHelp(HelpWords.text("stock show", "low"), valueName: "count"))
        var low: LowThreshold?

        func run() async throws {
            let session = try await Session.open(root, json: json)
            await session.warnAboutOrphanedStock()
            try await session.run {
                let levels: [StockLevel]
                switch low {
                case nil: levels = try await session.store.stock()
                case .reorderPoints?: levels = try await session.store.maker().lowFruits()
                case .count(let count)?: levels = try await session.store.maker().lowFruits(threshold: count)
                }
                if json {
                    try session.print(CommandAnswer.Stock(stock: StockJSON.stock(levels, language: session.language)))
                } else {
                    Terminal.out(session.stockTable(levels), terminator: "")
                }
            }
        }
    }

    struct Reset: AsyncParsableCommand, PrintsJSON {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: HelpWords.text("stock reset", "abstract"),
            discussion: HelpWords.text("stock reset", "discussion")
        )
        @ParentCommand var root: JuiceMakerCommand
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await StockChange.run(root: root, json: json) { store in try await store.reset() }
        }
    }
}

/// One of the app's +/- steppers as a command: `stock add`, `stock remove`, `stock set`. The three
/// differ only in their words and in the store call, which `Step.verb` gives.
struct StockStep<Step: StockStepKind>: AsyncParsableCommand, PrintsJSON {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Step.verb.rawValue, abstract: HelpWords.text("stock \(Step.verb.rawValue)", "abstract"),
                             discussion: HelpWords.text("stock \(Step.verb.rawValue)", "discussion"))
    }
    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    /// The fruit (its id or a name) and the amount. Taken as plain words, so that `-3` reaches the
    /// amount check (and its message) instead of being read as an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(HelpWords.text("stock \(Step.verb.rawValue)", "<fruit amount>"), valueName: "fruit amount"))
    var words: [String] = []

    func run() async throws {
        guard words.count == 2 else {
            throw CommandFailure(code: "usage", status: ExitStatus.usage,
                          message: root.options.language.ui.stockTakesFruitAndAmount(Step.verb.rawValue, example: Step.verb.example)).report(json: json)
        }
        try await StockChange.run(root: root, json: json) { store in
            let fruit = try store.menu.fruitID(named: words[0])
            return try await Step.verb.apply(to: store, fruit: fruit, amount: try StockAmount.parse(words[1]))
        }
    }
}

/// The three steppers.
enum StockVerb: String {
    case add, remove, set

    var example: String {
        switch self {
        case .add: "juicemaker stock add strawberry 10"
        case .remove: "juicemaker stock remove kiwi 2"
        case .set: "juicemaker stock set mango 12"
        }
    }

    func apply(to store: any StockStore, fruit: Fruit.ID, amount: Int) async throws -> JournalEntry {
        switch self {
        case .add: try await store.add(fruit: fruit, amount: amount)
        case .remove: try await store.remove(fruit: fruit, amount: amount)
        case .set: try await store.set(fruit: fruit, amount: amount)
        }
    }
}

/// Names one `StockVerb` as a type, since each subcommand of swift-argument-parser is a type of its own.
protocol StockStepKind {
    static var verb: StockVerb { get }
}

enum AddStep: StockStepKind { static let verb = StockVerb.add }
enum RemoveStep: StockStepKind { static let verb = StockVerb.remove }
enum SetStep: StockStepKind { static let verb = StockVerb.set }

/// A journaled stock change, then the stock afterwards.
enum StockChange {
    static func run(root: JuiceMakerCommand, json: Bool, _ change: (any StockStore) async throws -> JournalEntry) async throws {
        let session = try await Session.open(root, json: json)
        // Warned after the change: a server's answer carries every count, so the warning costs no round trip.
        try await session.run(thenWarnAboutOrphans: true) {
            let entry = try await change(session.store)
            let levels = try await session.store.stock()
            if json {
                try session.print(CommandAnswer.Change(entry: StockJSON.entry(entry), stock: StockJSON.stock(levels, language: session.language)))
            } else {
                session.printChanged(entry, levels: levels)
            }
        }
    }
}

/// What `stock --low` compares with: each fruit's reorder point (`--low` alone), or a count (`--low 3`).
enum LowThreshold: ExpressibleByArgument, Equatable {
    case reorderPoints
    case count(Int)

    /// The value `--low` stands for when no count follows it (see `rewritingBareLow`).
    static let reorderWord = "reorder"

    init?(argument: String) {
        if argument == Self.reorderWord {
            self = .reorderPoints
        } else if let count = Int(argument), count >= 0 {
            self = .count(count)
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .default }

    /// swift-argument-parser has no option whose value may be left out, so `--low` with no count after
    /// it (the end, or another option) becomes `--low=reorder` before parsing. Only after `stock`.
    static func rewritingBareLow(_ arguments: [String]) -> [String] {
        guard let stock = arguments.firstIndex(of: "stock") else { return arguments }
        var result = arguments
        for index in result.indices where index > stock && result[index] == "--low" {
            let next = index + 1 < result.count ? result[index + 1] : nil
            if next.map({ Int($0) == nil && $0 != reorderWord }) ?? true { result[index] = "--low=\(reorderWord)" }
        }
        return result
    }
}
