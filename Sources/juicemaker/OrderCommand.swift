import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct OrderCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "order",
        abstract: HelpWords.text("order", "abstract"),
        discussion: HelpWords.text("order", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp(HelpWords.text("order", "<juice>"), valueName: "juice"))
    var juices: [String]

    @Flag(help: ArgumentHelp(HelpWords.text("order", "dry-run")))
    var dryRun = false

    func run() async throws {
        try await Self.run(options: root.options, json: json, dryRun: dryRun, juices: juices)
    }

    /// The command's work, also reached through `QuickOrderArguments` without swift-argument-parser.
    static func run(options: GlobalOptions, json: Bool, dryRun: Bool, juices: [String]) async throws {
        let session = try await Session.open(options, json: json)
        let language = session.language
        // Warned after the order: a server answers an order with every count of the stand, so the
        // warning costs no round trip of its own.
        try await session.run(thenWarnAboutOrphans: true) {
            let order = try OrderParser(menu: session.menu).parse(words: juices)
            let description = order.description
            if dryRun {
                let shortfalls = try await session.store.maker().shortfall(for: order)
                if !shortfalls.isEmpty { throw JuiceMakerError.shortage(shortfalls) }
                if json {
                    try session.print(CommandAnswer.DryRun(order: description))
                } else {
                    Terminal.out(language.ui.wouldBeMade(description))
                }
                return
            }
            let entry = try await session.store.order(order)
            let levels = try await session.store.stock()
            let low = StockLevel.leftLow(by: entry, in: levels)
            let message = session.menu.readyMessage(for: order, in: language)
            if json {
                try session.print(CommandAnswer.Order(entry: entry.id, low: StockJSON.low(low, language: language), message: message,
                                                      order: description, stock: StockJSON.stock(levels, language: language),
                                                      used: entry.deltas.map { .init(amount: -$0.change, fruit: $0.fruit) }))
            } else {
                session.printServed(message, low: low, levels: levels, restockCommand: "juicemaker \(options.globalArguments)restock")
            }
        }
    }
}
