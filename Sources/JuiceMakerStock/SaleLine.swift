import Foundation
import JuiceMakerMenu

/// One juice of an order as the journal keeps it: what an `order` entry sold, or what a `lost`
/// entry would have sold, at the price the menu gave it then (a later price change never rewrites
/// it).
public struct SaleLine: Sendable, Hashable {
    /// The juice, by id (it may have left the menu since).
    public let juice: Juice.ID
    /// How many glasses.
    public let glasses: Int
    /// What one glass sold for, in minor units of the entry's currency; nil when the menu gave the
    /// juice no price (or for orders journaled before prices were kept).
    public let price: Int?

    /// Creates a line.
    ///
    /// - Parameters:
    ///   - juice: The juice.
    ///   - glasses: How many glasses, 1 or more.
    ///   - price: What one glass sold for, in minor units; nil when unpriced.
    public init(juice: Juice.ID, glasses: Int, price: Int?) {
        self.juice = juice
        self.glasses = glasses
        self.price = price
    }

    /// `glasses × price`, or nil when unpriced (or past `Int.max`, which no valid menu reaches).
    public var amount: Int? {
        guard let price else { return nil }
        let (product, overflow) = price.multipliedReportingOverflow(by: glasses)
        return overflow ? nil : product
    }

    /// What `lines` come to, in minor units: unpriced lines count 0, and a sum past `Int.max`
    /// (which no valid menu reaches) stops there.
    ///
    /// - Parameter lines: Sale lines in one currency.
    /// - Returns: The total.
    public static func total(_ lines: [SaleLine]) -> Int {
        lines.reduce(0) { total, line in
            let (sum, overflow) = total.addingReportingOverflow(line.amount ?? 0)
            return overflow ? Int.max : sum
        }
    }
}

/// A fruit that made an order a lost sale: the order needed `need` of it and the stand had `have`.
public struct ShortFruit: Sendable, Hashable {
    /// The fruit that ran out, by id.
    public let fruit: Fruit.ID
    /// How many of it the order needed.
    public let need: Int
    /// How many of it the stand had; less than `need`.
    public let have: Int

    /// Creates a short fruit.
    ///
    /// - Parameters:
    ///   - fruit: The fruit.
    ///   - need: How many the order needed.
    ///   - have: How many there were.
    public init(fruit: Fruit.ID, need: Int, have: Int) {
        self.fruit = fruit
        self.need = need
        self.have = have
    }
}

/// How the journal keeps an entry's sale lines and short fruits: in a text column of the entry's
/// own row, as a JSON array of arrays (`[["mango",2,4000],["banana",1,null]]`,
/// `[["strawberry",10,0]]`), so that an order writes no row but its own (a table of lines cost
/// orders a fifth of their rate on SQLite) and reports still add them up in SQL (`json_each`,
/// `json_array_elements`).
public enum JournalColumns {
    /// The sale lines as the journal keeps them; nil for none.
    public static func text(of lines: [SaleLine]) -> String? {
        guard !lines.isEmpty else { return nil }
        var text = "["
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "," }
            text += "[" + quoted(line.juice.rawValue) + "," + String(line.glasses) + "," + (line.price.map(String.init) ?? "null") + "]"
        }
        return text + "]"
    }

    /// The short fruits as the journal keeps them; nil for none.
    public static func text(of short: [ShortFruit]) -> String? {
        guard !short.isEmpty else { return nil }
        return "[" + short.map { "[" + quoted($0.fruit.rawValue) + "," + String($0.need) + "," + String($0.have) + "]" }
            .joined(separator: ",") + "]"
    }

    /// The sale lines of a journal's text; nil when it is not such text.
    public static func saleLines(_ text: String?) -> [SaleLine]? {
        guard let rows = rows(text) else { return text == nil ? [] : nil }
        var lines: [SaleLine] = []
        for row in rows {
            guard row.count == 3, let juice = row[0] as? String, let glasses = (row[1] as? NSNumber)?.intValue else { return nil }
            let price = (row[2] as? NSNumber)?.intValue
            guard price != nil || row[2] is NSNull else { return nil }
            lines.append(SaleLine(juice: Juice.ID(rawValue: juice), glasses: glasses, price: price))
        }
        return lines
    }

    /// The short fruits of a journal's text; nil when it is not such text.
    public static func shortFruits(_ text: String?) -> [ShortFruit]? {
        guard let rows = rows(text) else { return text == nil ? [] : nil }
        var short: [ShortFruit] = []
        for row in rows {
            guard row.count == 3, let fruit = row[0] as? String, let need = (row[1] as? NSNumber)?.intValue,
                  let have = (row[2] as? NSNumber)?.intValue else { return nil }
            short.append(ShortFruit(fruit: Fruit.ID(rawValue: fruit), need: need, have: have))
        }
        return short
    }

    private static func rows(_ text: String?) -> [[Any]]? {
        guard let text, let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
        return object as? [[Any]]
    }

    /// A JSON string: ids are slugs, but a quote, backslash or control character is escaped all the same.
    private static func quoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
