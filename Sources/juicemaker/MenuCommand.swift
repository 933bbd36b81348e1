import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct MenuCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: HelpWords.text("menu", "abstract"),
        discussion: HelpWords.text("menu", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let session = try await Session.open(root, json: json)
        await session.warnAboutOrphanedStock()
        let language = session.language
        try await session.run {
            let maker = try await session.store.maker()
            let levels = try await session.store.stock()
            let menu = session.menu
            if json {
                let juices = menu.juices.enumerated().map { index, juice in
                    CommandAnswer.Menu.Juice(id: juice.id.rawValue, name: juice.name.text(for: language.code), price: juice.price,
                                             recipe: juice.recipe.map { .init(amount: $0.amount, fruit: $0.fruit) },
                                             servings: maker.servings(ofJuiceAt: index))
                }
                try session.print(CommandAnswer.Menu(currency: menu.currency?.code, fruits: StockJSON.stock(levels, language: language), juices: juices,
                                                     timezone: StandClock.of(nil, menu: menu).name))
                return
            }
            Self.printText(session, maker: maker, levels: levels)
        }
    }

    /// The juices with recipes and servings, then the stock, as two tables.
    static func printText(_ session: Session, maker: JuiceMaker, levels: [StockLevel]) {
        let language = session.language
        let menu = session.menu
        var columns: [Table.Column] = [
            .init("#", alignment: .trailing), .init(language.ui.juice), .init("id"),
            .init(language.ui.canMake, alignment: .trailing), .init(language.ui.recipe),
        ]
        // A price column only for a menu with prices: other menus print as they always have.
        if menu.currency != nil { columns.insert(.init(language.ui.price, alignment: .trailing), at: 3) }
        var juices = Table(columns: columns)
        for (index, juice) in menu.juices.enumerated() {
            let recipe = juice.recipe.map { item in
                let fruit = menu.fruit(item.fruit)
                return (fruit?.emoji.map { $0 + " " } ?? "") + "\(item.fruit) \(item.amount)"
            }.joined(separator: ", ")
            var row = [String(index + 1), juice.name.text(for: language.code), juice.id.rawValue, String(maker.servings(ofJuiceAt: index)), recipe]
            if let currency = menu.currency { row.insert(juice.price.map { currency.text($0, language: language) } ?? "—", at: 3) }
            juices.add(row)
        }
        Terminal.out(juices.render(color: Terminal.wantsColor()))
        Terminal.out(session.stockTable(levels), terminator: "")
    }
}
