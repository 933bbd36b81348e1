/// A JSON reader for request bodies that keeps what `JSONDecoder` throws away: a member given twice
/// is refused (not "first wins"), and a number keeps the text it was written as, so `1.0` and
/// `1e2` are not taken for whole numbers.
///
/// It reads RFC 8259 JSON and nothing else: UTF-8 only (one leading byte-order mark is passed
/// over), no comments, no trailing commas, no `NaN`; strings with every escape, surrogate pairs
/// joined and lone surrogates refused. Nesting is limited to `maxDepth`, so a body of 64 KiB of
/// `[` cannot exhaust the stack.
///
/// ```swift
/// let value = try StrictJSON.parse(Array(#"{"add": 5}"#.utf8))
/// ```
enum StrictJSON {
    /// A JSON value, members in the order written.
    indirect enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number as written (`12`, `-0.5`, `1e2`).
        case number(String)
        case string(String)
        case array([Value])
        case object([(name: String, value: Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let a), .bool(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
            default: false
            }
        }

        /// The whole number this is, when it is written as one (`-?(0|[1-9][0-9]*)`) and fits in
        /// an `Int`; nil for any other value, a fraction or an exponent included.
        var wholeNumber: Int? {
            guard case .number(let text) = self, !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return nil }
            return Int(text)
        }

        /// What kind of value this is, for messages: `a list`, `text`, `null`, ….
        var kind: String {
            switch self {
            case .null: "null"
            case .bool: "true or false"
            case .number: "a number"
            case .string: "text"
            case .array: "a list"
            case .object: "an object"
            }
        }
    }

    /// Why a text is not JSON this reader takes.
    enum Failure: Error, Equatable {
        /// Not JSON at this byte offset.
        case notJSON(offset: Int)
        /// An object gives this member twice; `path` is where the object is (`lines[0]`, empty for the top).
        case duplicateMember(path: String, name: String)
        /// Nested deeper than `maxDepth`.
        case tooDeep
    }

    /// How deep arrays and objects may nest.
    static let maxDepth = 32

    /// Reads a whole text as one JSON value.
    ///
    /// - Parameter bytes: The text, UTF-8.
    /// - Returns: The value.
    /// - Throws: `Failure`.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> Value {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0, path: "")
        reader.skipSpace()
        guard reader.index == bytes.count else { throw .notJSON(offset: reader.index) }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        func fail() -> Failure { .notJSON(offset: index) }

        mutating func value(depth: Int, path: String) throws(Failure) -> Value {
            skipSpace()
            guard index < bytes.count else { throw fail() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < StrictJSON.maxDepth else { throw .tooDeep }
                return try object(depth: depth + 1, path: path)
            case UInt8(ascii: "["):
                guard depth < StrictJSON.maxDepth else { throw .tooDeep }
                return try array(depth: depth + 1, path: path)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default:
                return .number(try number())
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            let letters = Array(word.utf8)
            guard index + letters.count <= bytes.count, bytes[index..<index + letters.count].elementsEqual(letters) else { throw fail() }
            index += letters.count
        }

        mutating func object(depth: Int, path: String) throws(Failure) -> Value {
            index += 1  // {
            var members: [(name: String, value: Value)] = []
            var names = Set<String>()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail() }
                let name = try string()
                guard names.insert(name).inserted else { throw .duplicateMember(path: path, name: name) }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail() }
                index += 1
                let memberPath = path.isEmpty ? name : "\(path).\(name)"
                members.append((name, try value(depth: depth, path: memberPath)))
                skipSpace()
                guard index < bytes.count else { throw fail() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                } else {
                    throw fail()
                }
            }
        }

        mutating func array(depth: Int, path: String) throws(Failure) -> Value {
            index += 1  // [
            var items: [Value] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value(depth: depth, path: "\(path)[\(items.count)]"))
                skipSpace()
                guard index < bytes.count else { throw fail() }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                } else {
                    throw fail()
                }
            }
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
        mutating func number() throws(Failure) -> String {
            let start = index
            func digits(_ reader: inout Reader) -> Int {
                let from = reader.index
                while reader.index < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.index]) { reader.index += 1 }
                return reader.index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let first = index
            let whole = digits(&self)
            guard whole > 0, !(whole > 1 && bytes[first] == 0x30) else { throw Failure.notJSON(offset: start) }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw fail() }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw fail() }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A string at `index` (which is at its opening quote), escapes resolved; UTF-8 checked.
        mutating func string() throws(Failure) -> String {
            index += 1  // "
            var scalars = String.UnicodeScalarView()
            var plainStart = index
            func flushPlain(_ reader: Reader, into scalars: inout String.UnicodeScalarView) throws(Failure) {
                guard plainStart < reader.index else { return }
                // Decoded strictly: an invalid UTF-8 sequence is refused, never replaced.
                guard let text = String(validating: reader.bytes[plainStart..<reader.index], as: UTF8.self) else {
                    throw Failure.notJSON(offset: plainStart)
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    try flushPlain(self, into: &scalars)
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    try flushPlain(self, into: &scalars)
                    index += 1
                    guard index < bytes.count else { throw fail() }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        let unit = try hex4()
                        if (0xD800...0xDBFF).contains(unit) {
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw fail() }
                            index += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else { throw fail() }
                            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                            guard let scalar = Unicode.Scalar(value) else { throw fail() }
                            scalars.append(scalar)
                        } else {
                            guard let scalar = Unicode.Scalar(UInt32(unit)) else { throw fail() }  // a lone low surrogate
                            scalars.append(scalar)
                        }
                    default:
                        throw Failure.notJSON(offset: index - 1)
                    }
                    plainStart = index
                case 0x00..<0x20:
                    throw fail()  // a control character must be escaped
                default:
                    index += 1
                }
            }
            throw fail()
        }

        mutating func hex4() throws(Failure) -> UInt16 {
            guard index + 4 <= bytes.count else { throw fail() }
            var value: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw fail()
                }
                value = value << 4 | UInt16(digit)
                index += 1
            }
            return value
        }
    }
}
