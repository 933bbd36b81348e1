/// Formatters write UTF-8 into a byte array and make one String at the end: appending to a String piece by
/// piece (interpolations, `+`, a scalar at a time) cost more than the rest of a report of thousands of diagnostics.
extension Array where Element == UInt8 {
    /// The text's UTF-8, copied at once from its storage.
    @inline(__always)
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// `value` in decimal, as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
        guard value >= 0 else {
            append(contentsOf: String(value).utf8)
            return
        }
        var divisor = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: 0x30 + (value / divisor) % 10))
            divisor /= 10
        }
    }

    /// Each text in single quotes, with `, ` between: `'en', 'ko'`.
    mutating func appendQuoted(_ texts: [String]) {
        for (index, text) in texts.enumerated() {
            if index > 0 { append(", ") }
            append("'")
            append(text)
            append("'")
        }
    }

    /// The bytes as a String (they are UTF-8 built from Strings, so nothing is repaired).
    var utf8String: String {
        String(decoding: self, as: UTF8.self)
    }
}
