import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerMenu

/// The JSON shapes of stock, journal entries and restock plans: one rule for every front end that
/// prints them (`--json` on the command line, the HTTP API of `juicemaker serve`), declared as
/// `Encodable` types (their properties in the byte order of their keys) and written by `JSONText`
/// in the one layout.
package enum StockJSON {
    /// A fruit's level: `fruit`, `name` (in the language asked), `emoji`, `stock`, `low`.
    package struct Level: Encodable, Sendable {
        let emoji: String?
        let fruit: String
        let low: Bool
        let name: String
        let stock: Int
    }

    /// A fruit with its stock and stock rules: `fruit`, `name`, `stock`, `reorder` (null without
    /// one), `par`; in a restock plan also `buy`.
    package struct FruitRules: Encodable, Sendable {
        /// How many to buy; only a restock plan's fruits have it (the key is left out otherwise).
        var buy: Int?
        let fruit: String
        let name: String
        let par: Int
        let reorder: Int?
        let stock: Int

        init(_ fruit: Fruit, stock: Int, language: Language) {
            self.fruit = fruit.id.rawValue
            name = fruit.name.text(for: language.code)
            par = fruit.par
            reorder = fruit.reorderPoint
            self.stock = stock
        }

        private enum CodingKeys: String, CodingKey { case buy, fruit, name, par, reorder, stock }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let buy { try container.encode(buy, forKey: .buy) }
            try container.encode(fruit, forKey: .fruit)
            try container.encode(name, forKey: .name)
            try container.encode(par, forKey: .par)
            try container.encodeIfPresent(reorder, forKey: .reorder)
            try container.encode(stock, forKey: .stock)
        }
    }

    /// An amount of a fruit: a recipe's line, or what an order used.
    package struct FruitAmount: Encodable, Sendable {
        let amount: Int
        let fruit: String

        package init(amount: Int, fruit: Fruit.ID) {
            self.amount = amount
            self.fruit = fruit.rawValue
        }
    }

    /// A journal entry: `id`, `time` (ISO 8601, UTC), `kind`, `description`, `changes`
    /// (`[{"fruit", "change"}]`), `undoneBy`, `undoes`.
    package struct Entry: JSONDirectlyWritable, Sendable {
        struct Change: Encodable, Sendable {
            let change: Int
            let fruit: String
        }

        /// A juice an order sold (or a lost sale would have), at its price then.
        struct Sale: Encodable, Sendable {
            let glasses: Int
            let juice: String
            let price: Int?
        }

        /// A fruit that was short, for a lost sale.
        struct Short: Encodable, Sendable {
            let fruit: String
            let have: Int
            let need: Int
        }

        /// What the sales come to, in minor units of `currency` (unpriced lines count 0).
        let amount: Int
        let changes: [Change]
        let currency: String?
        let description: String
        let id: Int
        let kind: String
        let sales: [Sale]
        let short: [Short]
        let time: String
        let undoes: Int?
        let undoneBy: Int?

        /// What the synthesized `Encodable` writes, keys in the same (sorted) order: an entry is in
        /// every answer `serve` gives to an order, and this costs a fraction of the containers.
        package func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("amount")
            writer.int(amount)
            writer.key("changes")
            writer.beginArray()
            for change in changes {
                writer.beginObject()
                writer.key("change")
                writer.int(change.change)
                writer.key("fruit")
                writer.string(change.fruit)
                writer.endObject()
            }
            writer.endArray()
            writer.key("currency")
            if let currency { writer.string(currency) } else { writer.null() }
            writer.key("description")
            writer.string(description)
            writer.key("id")
            writer.int(id)
            writer.key("kind")
            writer.string(kind)
            writer.key("sales")
            writer.beginArray()
            for sale in sales {
                writer.beginObject()
                writer.key("glasses")
                writer.int(sale.glasses)
                writer.key("juice")
                writer.string(sale.juice)
                writer.key("price")
                if let price = sale.price { writer.int(price) } else { writer.null() }
                writer.endObject()
            }
            writer.endArray()
            writer.key("short")
            writer.beginArray()
            for fruit in short {
                writer.beginObject()
                writer.key("fruit")
                writer.string(fruit.fruit)
                writer.key("have")
                writer.int(fruit.have)
                writer.key("need")
                writer.int(fruit.need)
                writer.endObject()
            }
            writer.endArray()
            writer.key("time")
            writer.string(time)
            writer.key("undoes")
            if let undoes { writer.int(undoes) } else { writer.null() }
            writer.key("undoneBy")
            if let undoneBy { writer.int(undoneBy) } else { writer.null() }
            writer.endObject()
        }
    }

    /// Every menu fruit's level, in menu order; names in `language`.
    package static func stock(_ levels: [StockLevel], language: Language) -> [Level] {
        levels.map {
            Level(emoji: $0.fruit.emoji, fruit: $0.fruit.id.rawValue, low: $0.isLow, name: $0.fruit.name.text(for: language.code),
                  stock: $0.count)
        }
    }

    /// Low fruits as an order's answer lists them: `fruit`, `name`, `stock`, `reorder`, `par`.
    package static func low(_ levels: [StockLevel], language: Language) -> [FruitRules] {
        levels.map { FruitRules($0.fruit, stock: $0.count, language: language) }
    }

    /// An entry as the journal's readers see it.
    package static func entry(_ entry: JournalEntry) -> Entry {
        Entry(amount: entry.amount, changes: entry.deltas.map { Entry.Change(change: $0.change, fruit: $0.fruit.rawValue) },
              currency: entry.currency?.code, description: entry.description, id: entry.id, kind: entry.kind.rawValue,
              sales: entry.sales.map { Entry.Sale(glasses: $0.glasses, juice: $0.juice.rawValue, price: $0.price) },
              short: entry.short.map { Entry.Short(fruit: $0.fruit.rawValue, have: $0.have, need: $0.need) },
              time: timestamp(entry.time), undoes: entry.undoes, undoneBy: entry.undoneBy)
    }

    /// A restock plan's fruits, each with what to buy.
    package static func restockPlan(_ plan: RestockPlan, language: Language) -> [FruitRules] {
        plan.items.map { item in
            var fields = FruitRules(item.fruit, stock: item.stock, language: language)
            fields.buy = item.buy
            return fields
        }
    }

    /// `2026-11-26T00:50:22Z`, as `ISO8601DateFormatter` writes it by default, without making one:
    /// a formatter costs ICU's set-up each time (a third of a served order's CPU), and is not
    /// certain to be safe to share across threads on every platform.
    package static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
