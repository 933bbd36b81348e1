/// JSON written straight into UTF-8 bytes: pretty-printed in exactly the layout of
/// `JSONValue.prettyPrinted` (two-space indentation, `"key": value`, empty containers as `[]` and
/// `{}`, a newline at the end), or compact for machines (`JSONValue.compactUTF8`: no space, no
/// newline).
///
/// The diagnostic formatters write through it member by member instead of building a `JSONValue` of
/// dictionaries per diagnostic, which cost more than loading a 10 MB menu with thousands of errors. Keys
/// must come in byte order, as `JSONValue` sorts them; debug builds check that they do.
package struct JSONWriter {
    private var bytes: [UInt8] = []
    /// Elements written so far in each open container, innermost last.
    private var counts: [Int] = []
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false
    /// Whether to write without indentation, line breaks or the space after a colon.
    private let compact: Bool
    #if DEBUG
    private var lastKeys: [String] = []
    #endif

    /// Creates an empty writer.
    ///
    /// - Parameter compact: True for JSON without any whitespace and no newline at the end.
    init(compact: Bool = false) {
        self.compact = compact
    }

    /// The text written; pretty-printed text is closed by a newline.
    mutating func finish() -> String {
        finishUTF8().utf8String
    }

    /// The same as UTF-8 bytes.
    mutating func finishUTF8() -> [UInt8] {
        assert(counts.isEmpty, "unclosed JSON container")
        if !compact { bytes.append(0x0A) }
        return bytes
    }

    package mutating func beginObject() {
        beginValue()
        bytes.append(0x7B)  // {
        open()
    }

    package mutating func endObject() {
        close(0x7D)  // }
    }

    package mutating func beginArray() {
        beginValue()
        bytes.append(0x5B)  // [
        open()
    }

    package mutating func endArray() {
        close(0x5D)  // ]
    }

    /// The next member's key; its value comes next.
    package mutating func key(_ name: String) {
        #if DEBUG
        if let last = lastKeys.last {
            assert(last.isEmpty || last.utf8.lexicographicallyPrecedes(name.utf8), "JSON keys out of order: \(last), \(name)")
        }
        if !lastKeys.isEmpty { lastKeys[lastKeys.count - 1] = name }
        #endif
        separate()
        writeString(name)
        bytes.append(0x3A)  // :
        if !compact { bytes.append(0x20) }
        afterKey = true
    }

    package mutating func string(_ value: String) {
        beginValue()
        writeString(value)
    }

    package mutating func int(_ value: Int) {
        beginValue()
        bytes.appendDecimal(value)
    }

    package mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(value ? "true" : "false")
    }

    package mutating func null() {
        beginValue()
        bytes.append("null")
    }

    /// A whole value, objects with their keys sorted by bytes.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let value): bool(value)
        case .int(let value): int(value)
        case .string(let value): string(value)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for key in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                self.key(key)
                self.value(members[key, default: .null])
            }
            endObject()
        }
    }

    // MARK: - Layout

    private mutating func open() {
        counts.append(0)
        #if DEBUG
        lastKeys.append("")
        #endif
    }

    private mutating func close(_ bracket: UInt8) {
        let count = counts.removeLast()
        #if DEBUG
        lastKeys.removeLast()
        #endif
        if count > 0, !compact {
            bytes.append(0x0A)
            writeIndent(counts.count)
        }
        bytes.append(bracket)
    }

    /// Before an element of an array (or the top-level value): its separator and indentation.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if !counts.isEmpty {
            separate()
        }
    }

    private mutating func separate() {
        let last = counts.count - 1
        if counts[last] > 0 { bytes.append(0x2C) }  // ,
        counts[last] += 1
        if compact { return }
        bytes.append(0x0A)
        writeIndent(counts.count)
    }

    private mutating func writeIndent(_ level: Int) {
        for _ in 0..<(2 * level) { bytes.append(0x20) }
    }

    // MARK: - Strings

    /// A JSON string: `"` and `\` escaped, the usual short escapes for BS, FF, LF, CR and tab, other C0
    /// controls and DEL as `\u00XX`, and LS and PS as `\u2028` and `\u2029` (valid JSON, but line
    /// terminators in JavaScript). Everything else is copied, so runs without any are one copy.
    private mutating func writeString(_ value: String) {
        bytes.append(0x22)
        if value.utf8.withContiguousStorageIfAvailable({ writeEscaped($0) }) == nil {
            Array(value.utf8).withUnsafeBufferPointer { writeEscaped($0) }
        }
        bytes.append(0x22)
    }

    private mutating func writeEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            var escape: String?
            var length = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20, 0x7F: escape = "\\u00" + Self.hex2(byte)
            case 0xE2 where index + 2 < count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                escape = text[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default: break
            }
            if let escape {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                bytes.append(escape)
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<count]))
    }

    private static func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
