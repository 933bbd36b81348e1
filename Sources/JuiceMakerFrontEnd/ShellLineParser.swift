import JuiceMakerMenu
import JuiceMakerStock
/// Reads the line mode's commands: `order mango-kiwi:2`, `stock add kiwi 3`, `stock remove kiwi 1`,
/// `stock set kiwi 12`, `stock reset`, `stock`, `menu`, `history [N]`, `undo`,
/// `restock [--for JUICE[:COUNT] ...] [--apply]`, `help`, `quit`.
/// Command words are case-insensitive; juices and fruits are named as in the one-shot commands.
public struct ShellLineParser: Sendable {
    public let menu: Menu

    /// The words a line may start with, for did-you-mean.
    static let commands = ["order", "stock", "menu", "history", "undo", "restock", "help", "quit", "exit"]

    public init(menu: Menu) {
        self.menu = menu
    }

    public func parse(_ line: String) throws(ShellLineError) -> ShellLineCommand {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return .nothing }
        let rest = Array(words.dropFirst())
        switch first.lowercased() {
        case "order":
            do {
                return .change(.order(try OrderParser(menu: menu).parse(words: rest)))
            } catch {
                throw .engine(error)
            }
        case "stock":
            return try parseStock(rest)
        case "menu":
            try expectNoWords(rest, form: "menu")
            return .menu
        case "history":
            guard rest.count <= 1 else { throw .usage("history [COUNT]") }
            guard let word = rest.first else { return .history(limit: 20) }
            guard let limit = OrderParser.wholeNumber(Substring(word)), limit >= 1 else { throw .usage("history [COUNT]") }
            return .history(limit: limit)
        case "undo":
            try expectNoWords(rest, form: "undo")
            return .change(.undo)
        case "restock":
            return try parseRestock(rest)
        case "help", "?":
            return .help
        case "quit", "exit", "q":
            return .quit
        default:
            let suggestion = NameSuggester(candidates: Self.commands).suggestion(for: first.lowercased())
            throw .unknownCommand(first, suggestion: suggestion)
        }
    }

    private func parseStock(_ words: [String]) throws(ShellLineError) -> ShellLineCommand {
        guard let verb = words.first?.lowercased() else { return .showStock }
        let arguments = Array(words.dropFirst())
        switch verb {
        case "show":
            try expectNoWords(arguments, form: "stock show")
            return .showStock
        case "reset":
            try expectNoWords(arguments, form: "stock reset")
            return .change(.reset)
        case "add", "remove", "set":
            let form = "stock \(verb) FRUIT AMOUNT"
            guard arguments.count == 2 else { throw .usage(form) }
            do {
                let fruit = try menu.fruitID(named: arguments[0])
                let amount = try StockAmount.parse(arguments[1])
                switch verb {
                case "add": return .change(.add(fruit: fruit, amount: amount))
                case "remove": return .change(.remove(fruit: fruit, amount: amount))
                default: return .change(.set(fruit: fruit, amount: amount))
                }
            } catch {
                throw .engine(error)
            }
        default:
            throw .usage("stock [show | add FRUIT AMOUNT | remove FRUIT AMOUNT | set FRUIT AMOUNT | reset]")
        }
    }

    /// `--apply` anywhere; `--for` followed by the orders, up to the next option.
    private func parseRestock(_ words: [String]) throws(ShellLineError) -> ShellLineCommand {
        let form = "restock [--for JUICE[:COUNT] ...] [--apply]"
        var apply = false
        var orders: [String]?
        var index = 0
        while index < words.count {
            switch words[index] {
            case "--apply":
                apply = true
                index += 1
            case "--for":
                var juices: [String] = []
                index += 1
                while index < words.count, !words[index].hasPrefix("--") {
                    juices.append(words[index])
                    index += 1
                }
                guard !juices.isEmpty, orders == nil else { throw .usage(form) }
                orders = juices
            default:
                throw .usage(form)
            }
        }
        guard let orders else { return apply ? .change(.restock(.lowStock)) : .restockPlan(.lowStock) }
        do {
            let request = RestockRequest.orders(try OrderParser(menu: menu).parse(words: orders))
            return apply ? .change(.restock(request)) : .restockPlan(request)
        } catch {
            throw .engine(error)
        }
    }

    private func expectNoWords(_ words: [String], form: String) throws(ShellLineError) {
        guard words.isEmpty else { throw .usage(form) }
    }
}
