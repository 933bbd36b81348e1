/// What a scalar means under YAML 1.2's core schema: quoted text is a string; plain text may be
/// null, a bool, an integer or a float. Tags `!!str`, `!!int`, … and `!` override the guess.
public enum ResolvedScalar: Sendable, Hashable {
    /// Null: `~`, `null`, `Null`, `NULL`, or nothing; or tagged `!!null`.
    case null
    /// A bool: `true`, `True`, `TRUE`, `false`, `False`, `FALSE`.
    case bool(Bool)
    /// An integer that fits in `Int`.
    case int(Int)
    /// An integer too large for `Int` (kept as text).
    case bigInt(String)
    /// A float, including `.inf`, `-.inf` and `.nan`.
    case float(Double)
    /// Text: quoted, tagged `!!str` or `!`, or plain text that is nothing else.
    case string(String)
}

extension YAMLNode {
    /// The core-schema meaning of a scalar; nil for collections.
    ///
    /// A standard tag decides (text it cannot read stays a string); a tag of someone else's keeps the
    /// text; a quoted or block scalar is a string.
    public var resolved: ResolvedScalar? {
        guard let text = scalar else { return nil }
        switch tag {
        case "tag:yaml.org,2002:str", "!": return .string(text)
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:bool": return ScalarResolution.bool(text).map(ResolvedScalar.bool) ?? .string(text)
        case "tag:yaml.org,2002:int": return ScalarResolution.integer(text) ?? .string(text)
        case "tag:yaml.org,2002:float": return ScalarResolution.float(text).map(ResolvedScalar.float) ?? .string(text)
        case nil: break
        default: return .string(text)  // a tag of someone else's: keep the text
        }
        guard style == .plain else { return .string(text) }
        return ScalarResolution.resolvePlain(text)
    }

    /// Whether `resolved == .null`, read from the bytes when there is no tag: no String is made for
    /// the names and numbers a menu is full of.
    public var resolvesToNull: Bool {
        let record = record
        guard record.kind == .scalar else { return false }
        guard !record.hasTag else { return resolved == .null }
        return record.style == .plain && withScalarBytes(ScalarResolution.isNullText)
    }
}

/// The core schema's regular expressions, written out by hand (no Foundation, no regex engine).
///
/// Public, not `package`, for one reason: the byte readers the menu validator calls on every scalar
/// (`isNullText`, `decimalValue`) must inline into JuiceMakerKit, and this toolchain does not inline
/// `@inlinable package` functions across modules.
public enum ScalarResolution {
    package static func resolvePlain(_ text: String) -> ResolvedScalar {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let bool = bool(text) { return .bool(bool) }
        if let integer = integer(text) { return integer }
        if let float = float(text) { return .float(float) }
        return .string(text)
    }

    /// The plain texts `resolvePlain` takes for null. No other UTF-8 compares equal to these as a String.
    ///
    /// - Parameter bytes: A plain scalar's bytes.
    /// - Returns: True for empty, `~`, `null`, `Null`, `NULL`.
    @inlinable public static func isNullText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 0: return true
        case 1: return bytes[0] == UInt8(ascii: "~")
        case 4:
            let word = (bytes[0], bytes[1], bytes[2], bytes[3])
            return word == (0x6E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x55, 0x4C, 0x4C)  // null Null NULL
        default: return false
        }
    }

    /// A decimal integer read by `decimalValue(_:)`: its value, or that it does not fit in `Int`.
    public enum DecimalValue: Equatable {
        /// The integer, which fits in `Int`.
        case value(Int)
        /// A decimal integer too large (or too small) for `Int`.
        case overflow
    }

    /// A decimal integer (`[-+]?[0-9]+`) read from bytes as `Int(text)` reads it.
    ///
    /// - Parameter bytes: A scalar's bytes.
    /// - Returns: `.value` for an integer that fits in `Int`, `.overflow` for one that does not, nil when
    ///   the text is not a decimal integer.
    @inlinable public static func decimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> DecimalValue? {
        // Up to 18 digits and no sign (every stock and amount of a menu) cannot overflow: one pass.
        if !bytes.isEmpty, bytes.count <= 18 {
            var value = 0
            var index = 0
            while index < bytes.count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                if digit > 9 { break }
                value = value &* 10 &+ Int(digit)
                index += 1
            }
            if index == bytes.count { return .value(value) }
        }
        guard isDecimalInteger(bytes[...]) else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative || bytes[0] == UInt8(ascii: "+") { index = 1 }
        // Accumulated as a negative number, which reaches Int.min.
        var value = 0
        while index < bytes.count {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowMinus) = times.subtractingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
            if overflowTimes || overflowMinus { return .overflow }
            value = next
            index += 1
        }
        if negative { return .value(value) }
        return value == Int.min ? .overflow : .value(-value)
    }

    package static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
    package static func integer(_ text: String) -> ResolvedScalar? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o"), let value = Int(String(decoding: bytes[2...], as: UTF8.self), radix: 8),
               bytes[2...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) {
                return .int(value)
            }
            if bytes[1] == UInt8(ascii: "x"), bytes[2...].allSatisfy(isHexDigit) {
                if let value = Int(String(decoding: bytes[2...], as: UTF8.self), radix: 16) { return .int(value) }
                return .bigInt(text)
            }
        }
        guard isDecimalInteger(bytes[...]) else { return nil }
        if let value = Int(text) { return .int(value) }
        return .bigInt(text)
    }

    /// `[-+]?[0-9]+`: the only way juicemaker accepts a count.
    @usableFromInline package static func isDecimalInteger<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.SubSequence == Bytes {
        var digits = bytes
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf`, `.nan` (in their three spellings).
    package static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let mantissaEnd = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) ?? bytes.endIndex
        let mantissa = bytes[..<mantissaEnd]
        let parts = mantissa.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let hasDot = mantissa.contains(UInt8(ascii: "."))
        let whole = parts.first ?? []
        let fraction = parts.count > 1 ? parts[1] : []
        guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return nil }
        if hasDot {
            guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        } else {
            guard !whole.isEmpty else { return nil }
        }
        if mantissaEnd != bytes.endIndex {
            guard isDecimalInteger(bytes[bytes.index(after: mantissaEnd)...]) else { return nil }
        }
        return Double(text)
    }

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
