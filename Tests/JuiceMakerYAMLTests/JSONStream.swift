/// Plain data as JSON sees it, to compare YAML documents with the test suite's `in.json`.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// Reads a sequence of JSON values written one after another (as `in.json` does for several documents).
struct JSONStreamReader {
    private let bytes: [UInt8]
    private var index = 0

    struct Failure: Error {}

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func readAll() throws -> [JSONValue] {
        var values: [JSONValue] = []
        skipSpace()
        while index < bytes.count {
            values.append(try value())
            skipSpace()
        }
        return values
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw Failure() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard case .string(let key) = try value() else { throw Failure() }
                skipSpace()
                guard bytes[index] == UInt8(ascii: ":") else { throw Failure() }
                index += 1
                members[key] = try value()
                skipSpace()
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw Failure() }
                index += 1
                return .object(members)
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw Failure() }
                index += 1
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): index += 4; return .bool(true)
        case UInt8(ascii: "f"): index += 5; return .bool(false)
        case UInt8(ascii: "n"): index += 4; return .null
        default:
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Failure() }
            return .number(number)
        }
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars: [UInt8] = []
        var pendingHigh: UInt32?
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 1
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    guard let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { throw Failure() }
                    index += 4
                    var scalarValue = code
                    if (0xD800...0xDBFF).contains(code) { pendingHigh = code; continue }
                    if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
                        scalarValue = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                        pendingHigh = nil
                    }
                    guard let scalar = Unicode.Scalar(scalarValue) else { throw Failure() }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: scalars.append(escape)
                }
            } else {
                scalars.append(bytes[index])
                index += 1
            }
        }
        index += 1
        return String(decoding: scalars, as: UTF8.self)
    }
}
