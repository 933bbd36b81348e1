/// A document's nodes by index, read straight from its arrays' storage: no reference counting per
/// node and no bounds checks, for code that reads every node of a large file once (the menu
/// validator). Valid only inside `YAMLDocument.withNodes`; `YAMLNode` answers the same questions
/// anywhere. Its accessors are `@inlinable public` rather than `package` so that they inline into
/// JuiceMakerKit: with `package`, this toolchain calls them out of line (+2.5% instructions on a
/// 10 MB menu).
public struct DocumentNodes {
    @usableFromInline let records: UnsafeBufferPointer<YAMLDocument.Record>
    /// For positions (wide columns). A strong reference: the validator borrows one `DocumentNodes`
    /// for a whole pass, so it is retained once, not per node.
    @usableFromInline let document: YAMLDocument?
    @usableFromInline let children: UnsafeBufferPointer<Int32>
    @usableFromInline let text: ScalarText

    @usableFromInline init(records: UnsafeBufferPointer<YAMLDocument.Record>, document: YAMLDocument?, children: UnsafeBufferPointer<Int32>, text: ScalarText) {
        self.records = records
        self.document = document
        self.children = children
        self.text = text
    }

    /// A node's kind, scalar style, and whether it has a tag.
    ///
    /// - Parameter node: A node index of the document; not checked.
    @inlinable @inline(__always) public func kind(_ node: Int32) -> YAMLNode.Kind { records[Int(node)].kind }
    @inlinable @inline(__always) public func style(_ node: Int32) -> YAMLNode.ScalarStyle { records[Int(node)].style }
    @inlinable @inline(__always) public func hasTag(_ node: Int32) -> Bool { records[Int(node)].hasTag }

    package func position(_ node: Int32) -> SourcePosition {
        let record = records[Int(node)]
        return document?.extras.position(of: record, node: node) ?? SourcePosition(line: Int(record.line), column: Int(record.inlineColumn))
    }

    /// A scalar's UTF-8 bytes; empty for a collection.
    ///
    /// - Parameter node: A node index of the document; not checked.
    /// - Returns: The bytes, valid only inside `YAMLDocument.withNodes`.
    @inlinable @inline(__always) public func bytes(_ node: Int32) -> UnsafeBufferPointer<UInt8> {
        let record = records[Int(node)]
        guard record.kind == .scalar else { return UnsafeBufferPointer(start: nil, count: 0) }
        return text.bytes(of: record)
    }

    /// Where a scalar's text lies in the source file, byte for byte, when it does.
    ///
    /// - Parameter node: A node index of the document; not checked.
    /// - Returns: The byte range of the scalar's text in the source (inside the quotes of a quoted
    ///   scalar), or nil when its text differs from the source (escapes, folded lines, a tag or an
    ///   anchor) or the node is a collection.
    package func sourceRange(_ node: Int32) -> Range<Int>? {
        let record = records[Int(node)]
        guard record.kind == .scalar, Int(record.start) < text.sourceCount else { return nil }
        return Int(record.start)..<Int(record.start) + Int(record.count)
    }

    /// A scalar's text, as `YAMLNode.scalar` makes it ("" for a collection).
    package func string(_ node: Int32) -> String {
        String(decoding: bytes(node), as: UTF8.self)
    }

    /// Whether a scalar's bytes are exactly `string`'s, as `YAMLNode.scalarEquals` compares.
    ///
    /// - Parameters:
    ///   - node: A node index of the document; not checked.
    ///   - string: The text to compare with, byte for byte.
    /// - Returns: False for a collection.
    @inlinable @inline(__always) public func scalarEquals(_ node: Int32, _ string: StaticString) -> Bool {
        let record = records[Int(node)]
        guard record.kind == .scalar, record.count == string.utf8CodeUnitCount else { return false }
        let bytes = text.bytes(of: record)
        let other = string.utf8Start
        for offset in 0..<Int(record.count) where bytes[offset] != other[offset] { return false }
        return true
    }

    /// A mapping's entry count; 0 for anything else.
    ///
    /// - Parameter node: A node index of the document; not checked.
    @inlinable @inline(__always) public func entryCount(_ node: Int32) -> Int {
        let record = records[Int(node)]
        return record.kind == .mapping ? Int(record.count) : 0
    }

    /// A sequence's item count; 0 for anything else.
    ///
    /// - Parameter node: A node index of the document; not checked.
    @inlinable @inline(__always) public func itemCount(_ node: Int32) -> Int {
        let record = records[Int(node)]
        return record.kind == .sequence ? Int(record.count) : 0
    }

    /// A sequence's item `item`.
    ///
    /// - Parameters:
    ///   - sequence: The index of a sequence node; not checked.
    ///   - item: From 0 to below `itemCount(sequence)`; not checked.
    /// - Returns: The item's node index.
    @inlinable @inline(__always) public func item(_ sequence: Int32, _ item: Int) -> Int32 {
        records[Int(sequence)].child(item, in: children)
    }

    /// The value of a mapping's first entry whose key is the scalar `key`, as `YAMLNode`'s
    /// subscript finds it.
    ///
    /// - Parameters:
    ///   - mapping: A node index of the document; not checked.
    ///   - key: The key's text, compared byte for byte.
    /// - Returns: The value's node index; nil when there is no such key or the node is no mapping.
    package func value(of mapping: Int32, at key: StaticString) -> Int32? {
        for index in 0..<entryCount(mapping) {
            let (entryKey, value) = entry(mapping, index)
            if scalarEquals(entryKey, key) { return value }
        }
        return nil
    }

    /// The key and value of a mapping's entry `entry`, merge keys applied.
    ///
    /// - Parameters:
    ///   - mapping: The index of a mapping node; not checked.
    ///   - entry: From 0 to below `entryCount(mapping)`; not checked.
    /// - Returns: The node indices of the key and the value.
    @inlinable @inline(__always) public func entry(_ mapping: Int32, _ entry: Int) -> (key: Int32, value: Int32) {
        let record = records[Int(mapping)]
        return (record.child(2 * entry, in: children), record.child(2 * entry + 1, in: children))
    }
}

extension YAMLDocument {
    /// Calls `body` with the document's nodes; they must not be used after it returns.
    package func withNodes<R>(_ body: (DocumentNodes) throws -> R) rethrows -> R {
        try records.withElements { records in
            try children.withElements { children in
                try withText { text in
                    try body(DocumentNodes(records: records, document: self, children: children, text: text))
                }
            }
        }
    }
}
