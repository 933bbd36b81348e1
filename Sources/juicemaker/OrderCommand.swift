import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct OrderCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "order",
        abstract: HelpText.say("Make juices, using their fruit — all of the order or none of it.", "과일을 써서 쥬스를 만들어요 — 주문 전부를 만들거나, 아무것도 안 만들어요."),
        discussion: HelpText.say("""
        Each juice may carry a count (JUICE:COUNT). When any fruit is short, nothing is used and the shortfall is listed with the command that restocks it (exit 3).

        Examples:
          juicemaker order strawberry-banana
          juicemaker order mango-kiwi:2 banana
          juicemaker order --dry-run strawberry:2
        """, """
        쥬스마다 개수를 붙일 수 있어요 (JUICE:COUNT). 과일이 하나라도 모자라면 아무것도 쓰지 않고, 모자란 것과 채우는 명령을 알려 줘요 (종료 코드 3).

        예:
          juicemaker order strawberry-banana
          juicemaker order mango-kiwi:2 banana
          juicemaker order --dry-run strawberry:2
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp(HelpText.say("Juices to make, each JUICE or JUICE:COUNT.", "만들 쥬스, 각각 JUICE 또는 JUICE:COUNT."), valueName: "juice"))
    var juices: [String]

    @Flag(help: ArgumentHelp(HelpText.say("Check whether the order can be made, without using any fruit.", "과일을 쓰지 않고 주문을 만들 수 있는지만 확인해요.")))
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
                    Terminal.out(UIText.wouldBeMade(description, language))
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
