/// An answer declared as an `Encodable` type, written in the one JSON layout of `JSONValue`
/// (`prettyPrinted`, `compactUTF8`) straight into the bytes: no tree of values in between, so an
/// answer costs less than the same answer built as a `JSONValue`.
///
/// The layout's rules hold for types too: keys come in byte order, so an answer's properties are
/// declared in that order (debug builds check it, as `JSONWriter` does; a `[String: String]` is
/// sorted here); a `nil` optional is written as `null` (`encodeIfPresent` writes it), so a field an
/// answer documents is always there, and a type that leaves a key out says so in its own
/// `encode(to:)`.
package enum JSONText {
    /// The value pretty-printed, with a newline at the end.
    ///
    /// - Parameter value: The value; its numbers must be integers.
    /// - Returns: The text.
    /// - Throws: `EncodingError.invalidValue` for a floating-point number.
    package static func pretty(_ value: some Encodable) throws -> String {
        try bytes(value, compact: false).utf8String
    }

    /// The value as compact UTF-8: no whitespace, no newline at the end.
    ///
    /// - Parameter value: The value; its numbers must be integers.
    /// - Returns: The bytes.
    /// - Throws: `EncodingError.invalidValue` for a floating-point number.
    package static func compact(_ value: some Encodable) throws -> [UInt8] {
        try bytes(value, compact: true)
    }

    private static func bytes(_ value: some Encodable, compact: Bool) throws -> [UInt8] {
        let stream = JSONStream(JSONWriter(compact: compact))
        try stream.write(value, codingPath: [])
        return stream.writer.finishUTF8()
    }
}

/// A value that writes its JSON itself, straight into the writer, instead of through `Encodable`'s
/// containers (an encoder and a box for each nested value): for the answers `serve` writes on every
/// order, where the containers cost more than the writing. It must write what its `Encodable`
/// conformance would, keys in the same order.
package protocol JSONDirectlyWritable: Encodable {
    /// Writes the value as one JSON value.
    func write(to writer: inout JSONWriter)
}

/// The writer being filled, shared by every encoder and container of one value.
private final class JSONStream {
    var writer: JSONWriter

    init(_ writer: JSONWriter) {
        self.writer = writer
    }

    func write(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let direct as any JSONDirectlyWritable: direct.write(to: &writer)
        case let text as String: writer.string(text)
        case let number as Int: writer.int(number)
        case let flag as Bool: writer.bool(flag)
        case is Double, is Float:
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "JSON answers hold integers only"))
        case let names as [String: String]:
            // A dictionary encodes in hash order: sorted here, as the layout wants.
            writer.beginObject()
            for key in names.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                writer.key(key)
                writer.string(names[key] ?? "")
            }
            writer.endObject()
        default:
            let encoder = StreamEncoder(self, codingPath: codingPath)
            try value.encode(to: encoder)
            encoder.finish()
        }
    }
}

/// The encoder of one value: it opens the one container the value asks for, and `finish()`
/// closes it once the value's `encode(to:)` has returned (an encoder has no other end).
private final class StreamEncoder: Encoder {
    enum Opened { case nothing, object, array, single }

    let stream: JSONStream
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var opened = Opened.nothing
    /// A nested container's encoder, closed before the next member is written or this one ends.
    var child: StreamEncoder?

    init(_ stream: JSONStream, codingPath: [any CodingKey]) {
        self.stream = stream
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if opened == .nothing {
            opened = .object
            stream.writer.beginObject()
        }
        return KeyedEncodingContainer(KeyedStream(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if opened == .nothing {
            opened = .array
            stream.writer.beginArray()
        }
        return UnkeyedStream(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        if opened == .nothing { opened = .single }
        return SingleStream(encoder: self)
    }

    /// Ends a nested container still open inside this one.
    func closeChild() {
        child?.finish()
        child = nil
    }

    func nested(_ key: (any CodingKey)?) -> StreamEncoder {
        closeChild()
        let nested = StreamEncoder(stream, codingPath: codingPath + (key.map { [$0] } ?? []))
        child = nested
        return nested
    }

    func finish() {
        closeChild()
        switch opened {
        case .object: stream.writer.endObject()
        case .array: stream.writer.endArray()
        case .single: break
        case .nothing: stream.writer.null()  // a value that wrote nothing at all
        }
    }
}

private struct KeyedStream<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func key(_ key: Key) {
        encoder.closeChild()
        encoder.stream.writer.key(key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
        self.key(key)
        encoder.stream.writer.null()
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        self.key(key)
        try encoder.stream.write(value, codingPath: codingPath + [key])
    }

    // The types answers are made of, written at once: the generic path copies the coding path
    // and casts the value to find its type, for every member (a tenth of an order's answer).
    mutating func encode(_ value: String, forKey key: Key) throws {
        self.key(key)
        encoder.stream.writer.string(value)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        self.key(key)
        encoder.stream.writer.int(value)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        self.key(key)
        encoder.stream.writer.bool(value)
    }

    // `nil` is written as `null`: the standard library's default would leave the key out.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        self.key(key)
        return encoder.nested(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        self.key(key)
        return encoder.nested(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.closeChild()
        encoder.stream.writer.key("super")
        return encoder.nested(nil)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        self.key(key)
        return encoder.nested(key)
    }
}

private struct UnkeyedStream: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: StreamEncoder) {
        self.encoder = encoder
    }

    mutating func encodeNil() throws {
        encoder.closeChild()
        encoder.stream.writer.null()
        count += 1
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.closeChild()
        try encoder.stream.write(value, codingPath: codingPath)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return encoder.nested(nil).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return encoder.nested(nil).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return encoder.nested(nil)
    }
}

private struct SingleStream: SingleValueEncodingContainer {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.stream.writer.null() }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.stream.write(value, codingPath: codingPath) }
}
