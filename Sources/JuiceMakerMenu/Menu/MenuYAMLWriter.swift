import Foundation

/// Writes a menu's parts as a menu file, so that a menu made in code or decoded from JSON is read
/// by the one reader of the format and checked by its one rule book (`MenuLoader.check(version:fruits:juices:)`).
///
/// The text says exactly what the values hold, whatever they hold: every string is double-quoted,
/// with anything YAML would fold, refuse or read otherwise (line breaks, control characters, the
/// byte-order mark, `"` and `\`) escaped, so the reader gets back the same scalars; a key too long
/// for YAML's implicit keys (1,024 characters) is written as an explicit `? key`. Numbers are
/// written as they are, out of range or not: the rules judge them. Every field the value has is
/// written, an empty name or recipe as `{}`, which the rules refuse as they would in a file.
package enum MenuYAMLWriter {
    /// The menu file of these parts, UTF-8.
    ///
    /// - Parameters:
    ///   - version: The format version.
    ///   - currency: The currency of its prices and costs, if it has one.
    ///   - timeZone: The stand's time zone, if it names one.
    ///   - fruits: The fruits, in order.
    ///   - juices: The juices, in order.
    /// - Returns: A block-style YAML document that reads back as these parts.
    package static func yaml(version: Int, currency: Currency? = nil, timeZone: TimeZone? = nil, fruits: [Fruit], juices: [Juice]) -> [UInt8] {
        var out = Output()
        out.line("version: \(version)")
        if let currency { out.line("currency: \(currency.code)") }
        if let timeZone { out.line("timezone: " + Self.quoted(Self.name(of: timeZone))) }
        out.line(fruits.isEmpty ? "fruits: {}" : "fruits:")
        for fruit in fruits {
            out.key(fruit.id.rawValue, indent: 2)
            out.name(fruit.name, indent: 4)
            if let emoji = fruit.emoji { out.line("    emoji: " + Self.quoted(emoji)) }
            out.line("    stock: \(fruit.initialStock)")
            if let reorder = fruit.reorderPoint { out.line("    reorder: \(reorder)") }
            if let par = fruit.parLevel { out.line("    par: \(par)") }
            if let cost = fruit.cost { out.line("    cost: " + Self.amount(cost, in: currency)) }
            if !fruit.formerIDs.isEmpty {
                out.line("    was:")
                for former in fruit.formerIDs { out.line("      - " + Self.quoted(former.rawValue)) }
            }
        }
        out.line(juices.isEmpty ? "juices: {}" : "juices:")
        for juice in juices {
            out.key(juice.id.rawValue, indent: 2)
            out.name(juice.name, indent: 4)
            if let price = juice.price { out.line("    price: " + Self.amount(price, in: currency)) }
            out.line(juice.recipe.isEmpty ? "    recipe: {}" : "    recipe:")
            for item in juice.recipe {
                out.key(item.fruit.rawValue, indent: 6, value: "\(item.amount)")
            }
        }
        return out.bytes
    }

    /// The name a menu writes for `zone`: UTC for the zone Foundation calls GMT.
    static func name(of zone: TimeZone) -> String {
        zone.identifier == "GMT" ? "UTC" : zone.identifier
    }

    /// An amount in minor units as the menu writes it in `currency` (`4.50`); without a currency,
    /// the bare number, which the rules refuse as a price without `currency:`.
    private static func amount(_ minorUnits: Int, in currency: Currency?) -> String {
        currency?.decimal(minorUnits) ?? String(minorUnits)
    }

    /// `text` as a double-quoted YAML scalar that reads back as exactly `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The scalar, quotes included.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            // What YAML reads as itself inside double quotes: printable, and not a line break
            // (which it would fold) nor the byte-order mark.
            case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...:
                result.unicodeScalars.append(scalar)
            case 0..<0x100: result += "\\x" + Self.hex(scalar.value, digits: 2)
            case 0..<0x10000: result += "\\u" + Self.hex(scalar.value, digits: 4)
            default: result += "\\U" + Self.hex(scalar.value, digits: 8)
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The text being written.
    private struct Output {
        var bytes: [UInt8] = []

        mutating func line(_ text: String) {
            bytes += text.utf8
            bytes.append(UInt8(ascii: "\n"))
        }

        /// A mapping key at `indent`, with its scalar value on the same line, or, without one, the
        /// value's lines to follow (indented deeper).
        mutating func key(_ key: String, indent: Int, value: String? = nil) {
            let pad = String(repeating: " ", count: indent)
            let quoted = MenuYAMLWriter.quoted(key)
            // YAML reads an implicit key of at most 1,024 characters; past that it needs `?`.
            if quoted.unicodeScalars.count > 1000 {
                line(pad + "? " + quoted)
                line(pad + ":" + (value.map { " " + $0 } ?? ""))
            } else {
                line(pad + quoted + ":" + (value.map { " " + $0 } ?? ""))
            }
        }

        /// `name:` and its translations, at `indent`.
        mutating func name(_ name: LocalizedName, indent: Int) {
            let pad = String(repeating: " ", count: indent)
            guard !name.translations.isEmpty else { return line(pad + "name: {}") }
            line(pad + "name:")
            for translation in name.translations {
                key(translation.language, indent: indent + 2, value: MenuYAMLWriter.quoted(translation.text))
            }
        }
    }
}
