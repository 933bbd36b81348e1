/// A JSON document, written pretty-printed with sorted keys so the same value always gives the same bytes.
///
/// Hand-written instead of `JSONEncoder` so the output does not depend on Foundation's formatting
/// (spacing, slash escaping, key order), and so `null` is written for missing fields instead of being dropped.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value pretty-printed with two-space indentation, keys in byte order, and a trailing newline.
    package var prettyPrinted: String {
        var writer = JSONWriter()
        writer.value(self)
        return writer.finish()
    }

    /// The value as compact UTF-8 JSON, keys in byte order: no whitespace, no newline at the end.
    package var compactUTF8: [UInt8] {
        var writer = JSONWriter(compact: true)
        writer.value(self)
        return writer.finishUTF8()
    }
}
