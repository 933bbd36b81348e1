import JuiceMakerKit

/// What the commands print under `--json`, as `Encodable` types written in the one JSON layout
/// (`Session.print(_:)`): the shapes of stock, entries and plans are `StockJSON`'s, shared with the
/// HTTP API.
enum CommandAnswer {
    /// `stock --json`.
    struct Stock: Encodable {
        let stock: [StockJSON.Level]
    }

    /// `stock add|remove|set|reset --json`.
    struct Change: Encodable {
        var ok = true
        let entry: StockJSON.Entry
        let stock: [StockJSON.Level]
    }

    /// `undo --json`.
    struct Undo: Encodable {
        var ok = true
        let reverted: StockJSON.Entry
        let entry: StockJSON.Entry
        let stock: [StockJSON.Level]
    }

    /// `history --json`.
    struct History: Encodable {
        let entries: [StockJSON.Entry]
    }

    /// `order --json`: the entry's id, the order, what the customer is told, the fruit used, the
    /// levels after it and the fruits it left low.
    struct Order: Encodable {
        struct Used: Encodable {
            let fruit: String
            let amount: Int
        }

        var ok = true
        let entry: Int
        let order: String
        let message: String
        let used: [Used]
        let stock: [StockJSON.Level]
        let low: [StockJSON.FruitRules]
    }

    /// `order --dry-run --json`: the order could be made; nothing was.
    struct DryRun: Encodable {
        var ok = true
        var dryRun = true
        let order: String
    }

    /// `menu --json`: each juice with its recipe and how many can be made now, and the fruits' levels.
    struct Menu: Encodable {
        struct Juice: Encodable {
            let id: String
            let name: String
            let recipe: [Order.Used]
            let servings: Int
        }

        let juices: [Juice]
        let fruits: [StockJSON.Level]
    }

    /// `restock --json`: the plan, the orders it is for (null for low stock), whether it was
    /// bought, and when it was, its entry and the levels after it (left out otherwise).
    struct Restock: Encodable {
        let restock: [StockJSON.FruitRules]
        let `for`: String?
        let applied: Bool
        let entry: StockJSON.Entry?
        let stock: [StockJSON.Level]?

        private enum CodingKeys: String, CodingKey { case restock, `for`, applied, entry, stock }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(restock, forKey: .restock)
            try container.encodeIfPresent(self.for, forKey: .for)
            try container.encode(applied, forKey: .applied)
            if let entry { try container.encode(entry, forKey: .entry) }
            if let stock { try container.encode(stock, forKey: .stock) }
        }
    }
}
