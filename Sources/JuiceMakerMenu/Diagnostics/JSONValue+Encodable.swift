extension JSONValue {
    /// The JSON of an `Encodable` value, to be written in the one layout of `JSONValue`
    /// (`prettyPrinted`, `compactUTF8`): answers are declared as types, not assembled by hand.
    ///
    /// Unlike `JSONEncoder`, a `nil` optional is written as `null` (`encodeIfPresent` writes it), so
    /// a field an answer documents is always there; a type that leaves a key out when it has no
    /// value says so in its own `encode(to:)`.
    ///
    /// - Parameter value: The value; its numbers must be integers.
    /// - Throws: `EncodingError.invalidValue` for a floating-point number.
    package init(encoding value: some Encodable) throws {
        let box = EncodedBox()
        try value.encode(to: BoxEncoder(box: box, codingPath: []))
        self = box.value
    }
}

/// One value being encoded: a scalar, or the elements or members written into it so far.
private final class EncodedBox {
    var scalar: JSONValue = .null
    var elements: [EncodedBox]?
    var members: [String: EncodedBox]?

    var value: JSONValue {
        if let members { return .object(members.mapValues(\.value)) }
        if let elements { return .array(elements.map(\.value)) }
        return scalar
    }

    func put(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: scalar = .string(text)
        case let number as Int: scalar = .int(number)
        case let flag as Bool: scalar = .bool(flag)
        case is Double, is Float:
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "JSON answers hold integers only"))
        default: try value.encode(to: BoxEncoder(box: self, codingPath: codingPath))
        }
    }
}

private struct BoxEncoder: Encoder {
    let box: EncodedBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.members == nil { box.members = [:] }
        return KeyedEncodingContainer(KeyedBox(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.elements == nil { box.elements = [] }
        return UnkeyedBox(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleBox(box: box, codingPath: codingPath) }
}

private struct KeyedBox<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: EncodedBox
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> EncodedBox {
        let child = EncodedBox()
        box.members?[key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).scalar = .null }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try child(key).put(value, codingPath: codingPath + [key]) }
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
        BoxEncoder(box: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        BoxEncoder(box: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { BoxEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { BoxEncoder(box: child(key), codingPath: codingPath + [key]) }
}

private struct UnkeyedBox: UnkeyedEncodingContainer {
    let box: EncodedBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements?.count ?? 0 }

    private func child() -> EncodedBox {
        let child = EncodedBox()
        box.elements?.append(child)
        return child
    }

    mutating func encodeNil() throws { child().scalar = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try child().put(value, codingPath: codingPath) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        BoxEncoder(box: child(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        BoxEncoder(box: child(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { BoxEncoder(box: child(), codingPath: codingPath) }
}

private struct SingleBox: SingleValueEncodingContainer {
    let box: EncodedBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.scalar = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try box.put(value, codingPath: codingPath) }
}
