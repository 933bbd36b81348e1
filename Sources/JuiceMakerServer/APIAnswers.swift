import JuiceMakerMenu
import JuiceMakerStock

/// The bodies the API answers with, as `config/openapi.json` describes them: each route's answer
/// is one of these, written by `StandAPI.answer(_:status:)` in the one JSON layout (`JSONText`:
/// keys sorted, so properties are declared in their byte order; `null` for a field without a
/// value). The shapes of stock, entries and plans are `StockJSON`'s, shared with the command
/// line's `--json`.
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
        let entry: StockJSON.Entry
        let low: [StockJSON.FruitRules]
        let message: String
        let stock: [StockJSON.Level]
    }

    /// `POST /api/undo`: the entry reverted (now marked undone), the undo's own entry, the levels.
    struct Undo: Encodable {
        let entry: StockJSON.Entry
        let reverted: StockJSON.Entry
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
        let entry: StockJSON.Entry?
        let restock: [StockJSON.FruitRules]
        let stock: [StockJSON.Level]
    }

    /// `GET /api/menu`: the menu served with its stock, its version, and the menu file's state.
    struct Menu: Encodable {
        struct Fruit: Encodable {
            let emoji: String?
            let fruit: String
            let initialStock: Int
            let name: String
            let names: [String: String]
            let par: Int
            let reorder: Int?
            let stock: Int
        }

        struct Juice: Encodable {
            let canMake: Int
            let juice: String
            let name: String
            let names: [String: String]
            /// In minor units of `currency`; null without a price.
            let price: Int?
            let recipe: [StockJSON.FruitAmount]
        }

        /// The prices' ISO 4217 code; null for a menu without prices.
        let currency: String?
        let file: MenuFile?
        let fruits: [Fruit]
        let juices: [Juice]
        /// The stand's clock (`StandClock`): the menu's `timezone:`, else the server's zone.
        let timezone: String
        let version: String
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds.
    struct MenuFile: Encodable {
        struct Problem: Encodable {
            let code: String
            let column: Int?
            let line: Int?
            let message: String
            let severity: String
        }

        let changed: Bool
        let name: String
        let problems: [Problem]
        let version: String
    }

    /// The data of a `menu` event: the version now served, and whether the file's latest edit is broken.
    struct MenuEvent: Encodable {
        let broken: Bool
        let version: String
    }
}
