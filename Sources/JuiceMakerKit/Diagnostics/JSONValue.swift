/// A JSON document, written pretty-printed with sorted keys so the same value always gives the same bytes.
///
/// Hand-written instead of `JSONEncoder` so the output does not depend on Foundation's formatting
/// (spacing, slash escaping, key order), and so `null` is written for missing fields instead of being dropped.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value pretty-printed with two-space indentation, keys in byte order, and a trailing newline.
    public var prettyPrinted: String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .int(let value):
            out += String(value)
        case .string(let value):
            Self.writeString(value, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                element.write(to: &out, indent: indent + 1)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            Self.writeIndent(indent, to: &out)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                Self.writeString(key, to: &out)
                out += ": "
                members[key, default: .null].write(to: &out, indent: indent + 1)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            Self.writeIndent(indent, to: &out)
            out += "}"
        }
    }

    private static func writeIndent(_ level: Int, to out: inout String) {
        out += String(repeating: "  ", count: level)
    }

    private static func writeString(_ value: String, to out: inout String) {
        out += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}":
                // Valid JSON, but line terminators in JavaScript; escape them so the output embeds anywhere.
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
