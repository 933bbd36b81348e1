import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct RestockCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "restock",
        abstract: HelpWords.text("restock", "abstract"),
        discussion: HelpWords.text("restock", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("for"), parsing: .upToNextOption,
            help: ArgumentHelp(HelpWords.text("restock", "for"), valueName: "juice"))
    var orders: [String] = []

    @Flag(help: ArgumentHelp(HelpWords.text("restock", "apply")))
    var apply = false

    @Option(help: ArgumentHelp(HelpWords.text("restock", "format"), valueName: "format"))
    var format: RestockFormat?

    @Flag(help: ArgumentHelp(HelpWords.text("restock", "suggest")))
    var suggest = false

    @Option(help: ArgumentHelp(HelpWords.text("restock", "days"), valueName: "days"))
    var days = 14

    @Option(help: ArgumentHelp(HelpWords.text("restock", "lead-days"), valueName: "days"))
    var leadDays = 1

    @Flag(help: ArgumentHelp(HelpWords.text("restock", "fix")))
    var fix = false

    @Option(help: ArgumentHelp(HelpWords.text("restock", "tz"), valueName: "zone"))
    var tz: String?

    func validate() throws {
        if json, let format, format != .json {
            throw OutputOptions.twoFormats(format.rawValue)
        }
        guard suggest else {
            if fix || tz != nil || days != 14 || leadDays != 1 {
                throw ValidationError(HelpText.usage.suggestOptionsNeedSuggest)
            }
            return
        }
        if apply || !orders.isEmpty || format == .csv {
            throw ValidationError(HelpText.usage.suggestExcludes)
        }
        guard (1...366).contains(days) else { throw ValidationError(HelpText.usage.outOfRange("--days", from: 1, to: 366, seconds: false)) }
        guard (0...30).contains(leadDays) else { throw ValidationError(HelpText.usage.outOfRange("--lead-days", from: 0, to: 30, seconds: false)) }
        try ClockOption.check(tz)
    }

    private var effectiveFormat: RestockFormat { format ?? (json ? .json : .text) }

    func run() async throws {
        let format = effectiveFormat
        let session = try await Session.open(root, json: format == .json)
        await session.warnAboutOrphanedStock()
        if suggest {
            try await session.run {
                try await RestockSuggestion.run(session: session, days: days, leadDays: leadDays, fix: fix, json: format == .json, tz: tz)
            }
            return
        }
        try await session.run {
            let request: RestockRequest = orders.isEmpty ? .lowStock : .orders(try OrderParser(menu: session.menu).parse(words: orders))
            if apply {
                let result = try await session.store.restock(request)
                let levels = try await session.store.stock()
                try print(result.plan, entry: result.entry, levels: levels, format: format, session: session)
            } else {
                try await print(session.store.restockPlan(for: request), entry: nil, levels: nil, format: format, session: session)
            }
        }
    }

    /// The plan in `format`; after `--apply`, its entry and the stock (text and JSON).
    private func print(_ plan: RestockPlan, entry: JournalEntry?, levels: [StockLevel]?, format: RestockFormat, session: Session) throws {
        let language = session.language
        switch format {
        case .csv:
            Terminal.out(RestockText.csv(plan, language: language), terminator: "")
        case .json:
            try session.print(CommandAnswer.Restock(applied: entry != nil, entry: entry.map(StockJSON.entry),
                                                    for: plan.request.orderDescription, restock: StockJSON.restockPlan(plan, language: language),
                                                    stock: levels.map { StockJSON.stock($0, language: language) }))
        case .text:
            let again = RestockText.applyCommand(prefix: "juicemaker \(session.options.globalArguments)", orders: orders.map(ShellQuote.word))
            RestockText.printText(plan, entry: entry, levels: levels, session: session, applyCommand: again)
        }
    }
}

/// How `restock` prints its plan.
enum RestockFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, csv
}

extension RestockRequest {
    /// The orders of a `--for` plan, as typed again; nil for the shopping list.
    var orderDescription: String? {
        if case .orders(let order) = self { return order.description }
        return nil
    }
}

/// A restock plan as a table, JSON and CSV.
enum RestockText {
    /// The command that buys a plan shown: `restock [--for ORDERS] --apply` after `prefix`
    /// (`juicemaker` and the global options on the command line, nothing in the line mode).
    static func applyCommand(prefix: String, orders: [String]) -> String {
        prefix + "restock" + (orders.isEmpty ? "" : " --for " + orders.joined(separator: " ")) + " --apply"
    }

    /// The plan as text, shared by `restock` and the shell's line mode: a line when it is empty; else
    /// a heading and the table, then the entry and the stock after `--apply`, or else the command that
    /// applies it.
    static func printText(_ plan: RestockPlan, entry: JournalEntry?, levels: [StockLevel]?, session: Session, applyCommand: String) {
        let language = session.language
        guard !plan.isEmpty else {
            Terminal.out(language.ui.nothingToBuy(plan.request, hasRules: session.menu.hasReorderPoints))
            return
        }
        Terminal.out(language.ui.restockHeading(plan.request, count: plan.items.count))
        Terminal.out(table(plan, session: session), terminator: "")
        if let entry, let levels {
            Terminal.out("")
            session.printChanged(entry, levels: levels)
        } else {
            Terminal.out(language.ui.applyHint(applyCommand))
        }
    }

    /// Fruit, id, stock, reorder point, par, how many to buy.
    static func table(_ plan: RestockPlan, session: Session) -> String {
        let language = session.language
        var table = Table(columns: [
            .init(language.ui.fruit), .init("id"), .init(language.ui.stock, alignment: .trailing),
            .init(language.ui.reorder, alignment: .trailing), .init(language.ui.par, alignment: .trailing),
            .init(language.ui.buy, alignment: .trailing),
        ])
        for item in plan.items {
            table.add([session.name(of: item.fruit), item.fruit.id.rawValue, String(item.stock),
                       item.reorderPoint.map(String.init) ?? "-", String(item.par), String(item.buy)])
        }
        return table.render(color: Terminal.wantsColor())
    }

    /// RFC 4180: a header line, then a line per fruit, CRLF-free (`\n`), fields quoted when they must be.
    /// Text fields that a spreadsheet would evaluate (starting with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return) get a leading `'`, as OWASP's CSV-injection advice says; numbers are written as
    /// they are.
    static func csv(_ plan: RestockPlan, language: Language) -> String {
        var out = "fruit,name,stock,reorder,par,buy\n"
        for item in plan.items {
            let fields = [neutralized(item.fruit.id.rawValue), neutralized(item.fruit.name.text(for: language.code)),
                          String(item.stock), item.reorderPoint.map(String.init) ?? "", String(item.par), String(item.buy)]
            out += fields.map(field).joined(separator: ",") + "\n"
        }
        return out
    }

    /// `'=HYPERLINK(…)` for `=HYPERLINK(…)`: a cell a spreadsheet shows as text, not a formula.
    static func neutralized(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
