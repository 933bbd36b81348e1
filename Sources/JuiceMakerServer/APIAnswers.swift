import JuiceMakerMenu
import JuiceMakerStock

/// The bodies the API answers with, as `config/openapi.json` describes them: each route's answer
/// is one of these, written by `StandAPI.answer(_:status:)` in the one JSON layout (keys sorted,
/// `null` for a field without a value). The shapes of stock, entries and plans are `StockJSON`'s,
/// shared with the command line's `--json`.
enum APIAnswer {
    /// `GET /api/stock`.
    struct Stock: Encodable {
        let stock: [StockJSON.Level]
    }

    /// A change of stock (`POST /api/stock/{fruit}`, `/api/reset`): its entry and the levels after it.
    struct Change: Encodable {
        let entry: StockJSON.Entry
        let stock: [StockJSON.Level]
    }

    /// `POST /api/orders`: what the customer is told, the entry, the levels, and the fruits the
    /// order left low.
    struct Order: Encodable {
        let message: String
        let entry: StockJSON.Entry
        let stock: [StockJSON.Level]
        let low: [StockJSON.FruitRules]
    }

    /// `POST /api/undo`: the entry reverted (now marked undone), the undo's own entry, the levels.
    struct Undo: Encodable {
        let reverted: StockJSON.Entry
        let entry: StockJSON.Entry
        let stock: [StockJSON.Level]
    }

    /// `GET /api/history`: one page, and the link to the next one when there is one (the key is
    /// left out on the last page).
    struct History: Encodable {
        let entries: [StockJSON.Entry]
        let next: String?

        private enum CodingKeys: String, CodingKey { case entries, next }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entries, forKey: .entries)
            if let next { try container.encode(next, forKey: .next) }
        }
    }

    /// `GET /api/restock`: the plan.
    struct RestockPlan: Encodable {
        let restock: [StockJSON.FruitRules]
    }

    /// `POST /api/restock`: the plan bought, its entry (null when nothing was needed), the levels.
    struct Restock: Encodable {
        let restock: [StockJSON.FruitRules]
        let entry: StockJSON.Entry?
        let stock: [StockJSON.Level]
    }

    /// `GET /api/menu`: the menu served with its stock, its version, and the menu file's state.
    struct Menu: Encodable {
        struct Fruit: Encodable {
            let fruit: String
            let name: String
            let names: [String: String]
            let emoji: String?
            let initialStock: Int
            let reorder: Int?
            let par: Int
            let stock: Int
        }

        struct Juice: Encodable {
            struct Amount: Encodable {
                let fruit: String
                let amount: Int
            }

            let juice: String
            let name: String
            let names: [String: String]
            let recipe: [Amount]
            let canMake: Int
        }

        let version: String
        let fruits: [Fruit]
        let juices: [Juice]
        let file: MenuFile?
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds.
    struct MenuFile: Encodable {
        struct Problem: Encodable {
            let line: Int?
            let column: Int?
            let severity: String
            let code: String
            let message: String
        }

        let name: String
        let version: String
        let changed: Bool
        let problems: [Problem]
    }

    /// The data of a `menu` event: the version now served, and whether the file's latest edit is broken.
    struct MenuEvent: Encodable {
        let version: String
        let broken: Bool
    }
}
