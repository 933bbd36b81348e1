import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

struct RestockCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "restock",
        abstract: HelpText.say("The shopping list: what to buy to bring low fruits back to par; --apply when it arrives.", "장보기 목록: 부족한 과일을 적정 재고까지 채우려면 살 것; 도착하면 --apply."),
        discussion: HelpText.say("""
        A fruit is low when its stock is at or below its reorder point (`reorder:` in the menu); the plan buys it back up to its par (`par:`, else its initial stock). With --for, the plan is only what is short to make those orders from the stock on hand.

        --apply adds the plan to stock as one journaled change; `juicemaker undo` reverts it whole. Nothing to buy is not an error: a line says so, exit 0.

        --suggest proposes each fruit's reorder point and par from the last --days of sales and lost sales (orders refused because a fruit was short: the demand a shortage hid): the high day is the 90th percentile of its demand on the days the stand was open; the reorder point covers the --lead-days a delivery takes, the par a day more. --fix writes them into the menu, changing only those values.

        Examples:
          juicemaker restock
          juicemaker restock --for mango-kiwi:4 banana:2
          juicemaker restock --format csv > shopping.csv
          juicemaker restock --apply
          juicemaker restock --suggest --days 28 --lead-days 2
          juicemaker restock --suggest --fix
        """, """
        재고가 재주문 기준(메뉴의 `reorder:`) 이하이면 부족한 과일이에요; 계획은 적정 재고(`par:`, 없으면 초기 재고)까지 사요. --for를 주면 지금 재고로 그 주문들을 만드는 데 모자란 것만 계획해요.

        --apply는 계획을 하나의 기록된 변경으로 재고에 더해요; `juicemaker undo`가 통째로 되돌려요. 살 것이 없어도 오류가 아니에요: 한 줄로 알려 주고 종료 코드 0.

        --suggest는 최근 --days일의 판매와 놓친 주문(과일이 모자라 거절된 주문: 부족이 가린 수요)으로 과일마다 재주문 기준과 적정 재고를 제안해요: 많이 팔린 날은 장사한 날들의 수요 중 90번째 백분위예요; 재주문 기준은 배달에 걸리는 --lead-days를, 적정 재고는 하루를 더 채워요. --fix는 그 값만 바꿔 메뉴에 써요.

        예:
          juicemaker restock
          juicemaker restock --for mango-kiwi:4 banana:2
          juicemaker restock --format csv > shopping.csv
          juicemaker restock --apply
          juicemaker restock --suggest --days 28 --lead-days 2
          juicemaker restock --suggest --fix
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(name: .customLong("for"), parsing: .upToNextOption,
            help: ArgumentHelp(HelpText.say("Plan only what is short to make these orders, each JUICE or JUICE:COUNT.", "이 주문들을 만드는 데 모자란 것만 계획해요, 각각 JUICE 또는 JUICE:COUNT."), valueName: "juice"))
    var orders: [String] = []

    @Flag(help: ArgumentHelp(HelpText.say("The delivery arrived: add the plan to stock as one journaled change.", "배달이 왔어요: 계획을 하나의 기록된 변경으로 재고에 더해요.")))
    var apply = false

    @Option(help: ArgumentHelp(HelpText.say("How to print the plan: text, json (as --json) or csv.", "계획을 출력할 형식: text, json(--json과 같음) 또는 csv."), valueName: "format"))
    var format: RestockFormat?

    @Flag(help: ArgumentHelp(HelpText.say("Suggest each fruit's reorder point and par from the stand's sales.", "매장의 판매로 과일마다 재주문 기준과 적정 재고를 제안해요.")))
    var suggest = false

    @Option(help: ArgumentHelp(HelpText.say("With --suggest: how many days of sales to read, today included (default: 14).",
                                            "--suggest와 함께: 읽을 판매 일수, 오늘 포함 (기본: 14)."), valueName: "days"))
    var days = 14

    @Option(help: ArgumentHelp(HelpText.say("With --suggest: how many days a delivery takes (default: 1).",
                                            "--suggest와 함께: 배달에 걸리는 일수 (기본: 1)."), valueName: "days"))
    var leadDays = 1

    @Flag(help: ArgumentHelp(HelpText.say("With --suggest: write the suggested reorder points and pars into the menu.",
                                          "--suggest와 함께: 제안한 재주문 기준과 적정 재고를 메뉴에 써요.")))
    var fix = false

    @Option(help: ArgumentHelp(HelpText.say("With --suggest: the clock whose midnights divide the days: an IANA time zone (default: the menu's timezone:, else the machine's).",
                                            "--suggest와 함께: 하루를 나누는 시계: IANA 시간대 (기본: 메뉴의 timezone:, 없으면 이 컴퓨터의 것)."), valueName: "zone"))
    var tz: String?

    func validate() throws {
        if json, let format, format != .json {
            throw OutputOptions.twoFormats(format.rawValue)
        }
        guard suggest else {
            if fix || tz != nil || days != 14 || leadDays != 1 {
                throw ValidationError(HelpText.say("--days, --lead-days, --tz and --fix go with --suggest", "--days, --lead-days, --tz, --fix는 --suggest와 함께 써요"))
            }
            return
        }
        if apply || !orders.isEmpty || format == .csv {
            throw ValidationError(HelpText.say("--suggest goes without --apply, --for and --format csv", "--suggest는 --apply, --for, --format csv와 함께 쓸 수 없어요"))
        }
        guard (1...366).contains(days) else { throw ValidationError(HelpText.say("--days must be from 1 to 366", "--days는 1부터 366까지예요")) }
        guard (0...30).contains(leadDays) else { throw ValidationError(HelpText.say("--lead-days must be from 0 to 30", "--lead-days는 0부터 30까지예요")) }
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
            Terminal.out(UIText.nothingToBuy(plan.request, menu: session.menu, language))
            return
        }
        Terminal.out(UIText.restockHeading(plan.request, count: plan.items.count, language))
        Terminal.out(table(plan, session: session), terminator: "")
        if let entry, let levels {
            Terminal.out("")
            session.printChanged(entry, levels: levels)
        } else {
            Terminal.out(UIText.applyHint(applyCommand, language))
        }
    }

    /// Fruit, id, stock, reorder point, par, how many to buy.
    static func table(_ plan: RestockPlan, session: Session) -> String {
        let language = session.language
        var table = Table(columns: [
            .init(UIText.fruit(language)), .init("id"), .init(UIText.stock(language), alignment: .trailing),
            .init(UIText.reorder(language), alignment: .trailing), .init(UIText.par(language), alignment: .trailing),
            .init(UIText.buy(language), alignment: .trailing),
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
