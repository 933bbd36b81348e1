import JuiceMakerKit

/// What the commands print under `--json`, as `Encodable` types written in the one JSON layout
/// (`Session.print(_:)`, `JSONText`: properties declared in the byte order of their keys): the
/// shapes of stock, entries and plans are `StockJSON`'s, shared with the HTTP API.
enum CommandAnswer {
    /// `stock --json`.
    struct Stock: Encodable {
        let stock: [StockJSON.Level]
    }

    /// `stock add|remove|set|reset --json`.
    struct Change: Encodable {
        let entry: StockJSON.Entry
        var ok = true
        let stock: [StockJSON.Level]
    }

    /// `undo --json`.
    struct Undo: Encodable {
        let entry: StockJSON.Entry
        var ok = true
        let reverted: StockJSON.Entry
        let stock: [StockJSON.Level]
    }

    /// `init --json`: the files written, and those already there and kept.
    struct Init: Encodable {
        let kept: [String]
        var ok = true
        let written: [String]
    }

    /// `history --json`.
    struct History: Encodable {
        let entries: [StockJSON.Entry]
    }

    /// `order --json`: the entry's id, the order, what the customer is told, the fruit used, the
    /// levels after it and the fruits it left low.
    struct Order: Encodable {
        let entry: Int
        let low: [StockJSON.FruitRules]
        let message: String
        var ok = true
        let order: String
        let stock: [StockJSON.Level]
        let used: [StockJSON.FruitAmount]
    }

    /// `order --dry-run --json`: the order could be made; nothing was.
    struct DryRun: Encodable {
        var dryRun = true
        var ok = true
        let order: String
    }

    /// `menu --json`: each juice with its recipe and how many can be made now, and the fruits' levels.
    struct Menu: Encodable {
        struct Juice: Encodable {
            let id: String
            let name: String
            /// In minor units of `currency`; left out when the menu gives the juice no price.
            let price: Int?
            let recipe: [StockJSON.FruitAmount]
            let servings: Int
        }

        /// The ISO 4217 code of the prices; left out for a menu without prices.
        let currency: String?
        let fruits: [StockJSON.Level]
        let juices: [Juice]
        /// The stand's clock: the menu's `timezone:`, else the machine's zone (`StandClock`).
        let timezone: String
    }

    /// `restock --suggest --json`: each fruit's use over the days read, its high day, its rules now
    /// and as suggested (null for a fruit nothing used), and whether `--fix` wrote them.
    struct Suggestion: Encodable {
        struct Rule: Encodable {
            let now: Int?
            let suggested: Int?
        }

        struct Fruit: Encodable {
            let fruit: String
            let highDay: Int
            /// What lost sales would have used.
            let lost: Int
            let par: Rule
            let reorder: Rule
            let used: Int
        }

        let days: Int
        let leadDays: Int
        let suggestions: [Fruit]
        let written: Bool
    }

    /// `restock --json`: the plan, the orders it is for (null for low stock), whether it was
    /// bought, and when it was, its entry and the levels after it (left out otherwise).
    struct Restock: Encodable {
        let applied: Bool
        let entry: StockJSON.Entry?
        let `for`: String?
        let restock: [StockJSON.FruitRules]
        let stock: [StockJSON.Level]?

        private enum CodingKeys: String, CodingKey { case applied, entry, `for`, restock, stock }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(applied, forKey: .applied)
            if let entry { try container.encode(entry, forKey: .entry) }
            try container.encodeIfPresent(self.for, forKey: .for)
            try container.encode(restock, forKey: .restock)
            if let stock { try container.encode(stock, forKey: .stock) }
        }
    }
}
