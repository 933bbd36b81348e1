#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a message body says about its document, read without decoding it: whether it is a
/// `didChange` that replaces the whole text, and which document it names.
///
/// The input queue uses it to drop a full change that a newer full change of the same document
/// makes useless before the server ever decodes it: only the latest full text matters, and decoding
/// a 5 MB body costs more than scanning it. The scan walks the JSON's structure but skips string
/// contents with `memchr`, so a document's text costs little more than a copy.
struct MessagePeek: Equatable, Sendable {
    /// The `method`, when the body is an object with a plain string there.
    var method: String?
    /// `params.textDocument.uri`, when present and written without escapes.
    var uri: String?
    /// Whether the body is a `textDocument/didChange` whose last content change has no `range`,
    /// so the text after it does not depend on any earlier change.
    var replacesText: Bool {
        method == "textDocument/didChange" && uri != nil && lastChangeIsFull && wellFormed
    }

    /// Whether `params.contentChanges` ends with an element without `range` (set by the scan).
    private var lastChangeIsFull = false
    /// Whether the whole body scanned as one JSON object: a broken body is never dropped for a
    /// newer one, so it still gets its parse error.
    private var wellFormed = false

    /// Peeks at a message body.
    ///
    /// - Parameter body: The bytes after the header.
    /// - Returns: What could be read; nil fields where the body is not what the scan expects (a body
    ///   that is not JSON peeks as nothing and is decoded, and answered, as usual).
    init(_ body: [UInt8]) {
        body.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            scanner.skipSpace()
            guard scanner.peek == UInt8(ascii: "{") else { return }
            let scanned = scanner.object { key, scanner in
                switch key {
                case "method":
                    method = scanner.plainString()
                    return method != nil || scanner.skipValue()
                case "params":
                    return scanner.peek == UInt8(ascii: "{") ? scanParams(&scanner) : scanner.skipValue()
                default:
                    return scanner.skipValue()
                }
            }
            scanner.skipSpace()
            wellFormed = scanned && scanner.peek == nil
        }
    }

    private mutating func scanParams(_ scanner: inout Scanner) -> Bool {
        scanner.object { key, scanner in
            switch key {
            case "textDocument" where scanner.peek == UInt8(ascii: "{"):
                return scanner.object { key, scanner in
                    if key == "uri", let uri = scanner.plainString() {
                        self.uri = uri
                        return true
                    }
                    return scanner.skipValue()
                }
            case "contentChanges" where scanner.peek == UInt8(ascii: "["):
                return scanner.array { scanner in
                    guard scanner.peek == UInt8(ascii: "{") else {
                        lastChangeIsFull = false
                        return scanner.skipValue()
                    }
                    var hasRange = false
                    let ok = scanner.object { key, scanner in
                        if key == "range" { hasRange = true }
                        return scanner.skipValue()
                    }
                    lastChangeIsFull = !hasRange
                    return ok
                }
            default:
                return scanner.skipValue()
            }
        }
    }
}

/// A forward-only walk over JSON bytes. Every method returns false (or nil) on anything
/// unexpected; the peek then simply knows less.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Walks an object at the cursor, calling `member` with each key once the cursor is at its
    /// value; `member` must consume the value.
    mutating func object(_ member: (String, inout Scanner) -> Bool) -> Bool {
        guard peek == UInt8(ascii: "{") else { return false }
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return true
        }
        while true {
            skipSpace()
            // A key with escapes is no key the peek looks for: skipped as a string.
            let key = plainString() ?? (skipString() ? "" : nil)
            guard let key else { return false }
            skipSpace()
            guard peek == UInt8(ascii: ":") else { return false }
            index += 1
            skipSpace()
            guard member(key, &self) else { return false }
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else if peek == UInt8(ascii: "}") {
                index += 1
                return true
            } else {
                return false
            }
        }
    }

    /// Walks an array at the cursor, calling `element` with the cursor at each element.
    mutating func array(_ element: (inout Scanner) -> Bool) -> Bool {
        guard peek == UInt8(ascii: "[") else { return false }
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return true
        }
        while true {
            skipSpace()
            guard element(&self) else { return false }
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else if peek == UInt8(ascii: "]") {
                index += 1
                return true
            } else {
                return false
            }
        }
    }

    /// The string at the cursor when it has no escapes, consumed; nil (cursor unmoved) otherwise.
    mutating func plainString() -> String? {
        guard peek == UInt8(ascii: "\""), let end = closingQuote(from: index + 1) else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        guard !text.contains(UInt8(ascii: "\\")) else { return nil }
        index = end + 1
        return String(decoding: text, as: UTF8.self)
    }

    /// Skips the string at the cursor, escapes and all.
    mutating func skipString() -> Bool {
        guard peek == UInt8(ascii: "\""), let end = closingQuote(from: index + 1) else { return false }
        index = end + 1
        return true
    }

    /// The index of the quote that closes a string whose contents start at `start`: the next `"`
    /// not escaped by an odd run of backslashes. `memchr` finds candidates, so a long text is
    /// crossed at memory speed, in debug builds too.
    func closingQuote(from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = start
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else { return nil }
            let quote = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return nil
    }

    /// Skips any value: a string, object, array, number or literal.
    mutating func skipValue() -> Bool {
        switch peek {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"):
            return object { _, scanner in scanner.skipValue() }
        case UInt8(ascii: "["):
            return array { scanner in scanner.skipValue() }
        case .some:
            // A number or literal: up to the next delimiter.
            let start = index
            while let byte = peek, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"),
                  byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 {
                index += 1
            }
            return index > start
        case nil:
            return false
        }
    }
}
