import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerMenu

/// The JSON shapes of stock, journal entries and restock plans: one rule for every front end that
/// prints them (`--json` on the command line, the HTTP API of `juicemaker serve`).
package enum StockJSON {
    /// `[{"fruit", "name", "emoji", "stock", "low"}]`, in menu order; `name` in `language`.
    package static func stock(_ levels: [StockLevel], language: Language) -> JSONValue {
        .array(levels.map {
            .object([
                "fruit": .string($0.fruit.id.rawValue),
                "name": .string($0.fruit.name.text(for: language.code)),
                "emoji": $0.fruit.emoji.map(JSONValue.string) ?? .null,
                "stock": .int($0.count),
                "low": .bool($0.isLow),
            ])
        })
    }

    /// Low fruits as an order's answer lists them: `fruit`, `name`, `stock`, `reorder`, `par`.
    package static func low(_ levels: [StockLevel], language: Language) -> JSONValue {
        .array(levels.map { .object(ruleFields($0.fruit, stock: $0.count, language: language)) })
    }

    /// A fruit with its stock and stock rules: `fruit`, `name`, `stock`, `reorder` (null without
    /// one), `par`.
    package static func ruleFields(_ fruit: Fruit, stock: Int, language: Language) -> [String: JSONValue] {
        [
            "fruit": .string(fruit.id.rawValue),
            "name": .string(fruit.name.text(for: language.code)),
            "stock": .int(stock),
            "reorder": fruit.reorderPoint.map(JSONValue.int) ?? .null,
            "par": .int(fruit.par),
        ]
    }

    /// A journal entry: `id`, `time` (ISO 8601, UTC), `kind`, `description`, `changes`
    /// (`[{"fruit", "change"}]`), `undoneBy`, `undoes`.
    package static func entry(_ entry: JournalEntry) -> JSONValue {
        // Built member by member: one literal of seven members took the fuzzer's build of the
        // type checker past its time limit.
        let changes: [JSONValue] = entry.deltas.map { delta in
            let fields: [String: JSONValue] = ["fruit": .string(delta.fruit.rawValue), "change": .int(delta.change)]
            return .object(fields)
        }
        var object: [String: JSONValue] = [:]
        object["id"] = .int(entry.id)
        object["time"] = .string(timestamp(entry.time))
        object["kind"] = .string(entry.kind.rawValue)
        object["description"] = .string(entry.description)
        object["changes"] = .array(changes)
        object["undoneBy"] = entry.undoneBy.map(JSONValue.int) ?? .null
        object["undoes"] = entry.undoes.map(JSONValue.int) ?? .null
        return .object(object)
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

    /// `[{"fruit", "name", "stock", "reorder", "par", "buy"}]`; `reorder` is null for a fruit without one.
    package static func restockPlan(_ plan: RestockPlan, language: Language) -> JSONValue {
        .array(plan.items.map { item in
            var fields = ruleFields(item.fruit, stock: item.stock, language: language)
            fields["buy"] = .int(item.buy)
            return .object(fields)
        })
    }
}
