/// One YAML document, stored flat: fixed-size node records, one byte buffer for all scalar text, and
/// one array of child indices (for collections whose children are not simply the scalars that follow
/// them). Reading a big menu costs no allocation per node, and an alias is just a second reference
/// to the same node index.
///
/// Made by `YAMLParser`; immutable once made. Nodes are addressed by index, from 0 to `nodeCount - 1`.
///
/// ```swift
/// let document = try YAMLParser.parseDocument(Array("juices: [mango, kiwi]".utf8))!
/// let juices = document.root["juices"]!
/// print(juices.isSequence, juices.items.map { $0.scalar ?? "" })   // true ["mango", "kiwi"]
/// ```
public final class YAMLDocument: Sendable {
    /// One node in 16 bytes: kind, style, whether it has a tag and its column share a word. The
    /// tag itself and a column too wide for 26 bits (67 million characters into a line) are rare,
    /// and kept in `NodeExtras`.
    @usableFromInline struct Record: Sendable, BitwiseCopyable {
        @usableFromInline var bits: UInt32
        @usableFromInline var line: UInt32
        /// Scalar: offset into `text`. Collection: offset into `children`, or, with
        /// `childrenFollow` set, its first child's node (see `child(_:in:)`).
        @usableFromInline var start: UInt32
        /// Scalar: byte length. Sequence: item count. Mapping: entry count (twice that many children).
        @usableFromInline var count: UInt32

        /// The column stored when the real one is in `NodeExtras.wideColumns`.
        @usableFromInline static let wideColumn: UInt32 = (1 << 26) - 1
        /// Set in a collection's `start` when its children are the nodes right after it, one record
        /// each (scalars, no alias): most small mappings of a menu (`{ en: Kiwi, ko: 키위 }`, a
        /// recipe). They are then not copied into `children`: 7 MB less memory for a 50 MB menu.
        /// Node indices are Int32, so the bit is never part of one.
        @usableFromInline static let childrenFollow: UInt32 = 1 << 31

        init(kind: YAMLNode.Kind, style: YAMLNode.ScalarStyle, hasTag: Bool, line: UInt32, column: UInt32, start: UInt32, count: UInt32) {
            bits = UInt32(kind.rawValue) | UInt32(style.rawValue) << 2 | (hasTag ? 1 << 5 : 0) | min(column, Self.wideColumn) << 6
            self.line = line
            self.start = start
            self.count = count
        }

        @inlinable var kind: YAMLNode.Kind { YAMLNode.Kind(rawValue: UInt8(bits & 0b11)) ?? .scalar }
        @inlinable var style: YAMLNode.ScalarStyle { YAMLNode.ScalarStyle(rawValue: UInt8(bits >> 2 & 0b111)) ?? .plain }
        @inlinable var hasTag: Bool { bits & 1 << 5 != 0 }
        /// The column, or `wideColumn` when it is kept aside.
        @inlinable var inlineColumn: UInt32 { bits >> 6 }

        /// A collection's child number `offset` (for a mapping, keys and values alternate).
        ///
        /// - Parameters:
        ///   - offset: From 0 to below `count` (twice `count` for a mapping); not checked.
        ///   - children: The document's `children`.
        /// - Returns: The child's node index.
        @inlinable @inline(__always) func child(_ offset: Int, in children: UnsafeBufferPointer<Int32>) -> Int32 {
            if start & Self.childrenFollow != 0 {
                return Int32(truncatingIfNeeded: Int(start & ~Self.childrenFollow) + offset)
            }
            return children[Int(start) + offset]
        }
    }

    let records: AppendBuffer<Record>
    /// Tags and very wide columns, by node.
    let extras: NodeExtras
    /// The file the document was read from: most scalars' text is there (`ScalarText`).
    let source: [UInt8]
    /// The scalars whose text is not in `source` as it is, one after another; written only while the
    /// document is built.
    let text: ByteArena
    let children: AppendBuffer<Int32>
    let tags: [String]
    let rootIndex: Int32
    /// Problems that did not stop reading (duplicate keys, unsupported tags), in file order.
    public let issues: [YAMLIssue]

    init(records: AppendBuffer<Record>, extras: NodeExtras, source: [UInt8], text: ByteArena, children: AppendBuffer<Int32>, tags: [String], rootIndex: Int32, issues: [YAMLIssue]) {
        self.records = records
        self.extras = extras
        self.source = source
        self.text = text
        self.children = children
        self.tags = tags
        self.rootIndex = rootIndex
        self.issues = issues
    }

    /// The document's top node.
    public var root: YAMLNode { YAMLNode(document: self, index: rootIndex) }

    /// The node at `index`, such as `YAMLIssue.node`.
    ///
    /// - Parameter index: A node index, from 0 to `nodeCount - 1`; other values trap when the node is read.
    /// - Returns: The node.
    public func node(at index: Int32) -> YAMLNode { YAMLNode(document: self, index: index) }

    /// How many distinct nodes the document holds (aliases not counted again).
    public var nodeCount: Int { records.count }

    /// How many bytes of scalar text are copied rather than pointed at in the source (for tests).
    package var copiedTextByteCount: Int { text.count }

    /// Calls `body` with where the scalars' text is; valid only for the length of `body`.
    func withText<R>(_ body: (ScalarText) throws -> R) rethrows -> R {
        try source.withUnsafeBufferPointer { source in
            try withExtendedLifetime(text) { try body(ScalarText(source: source, arena: UnsafePointer(text.base))) }
        }
    }
}

/// A node of a `YAMLDocument`: a scalar, a sequence or a mapping, with where it starts.
///
/// A node is a document and an index: cheap to copy, and it keeps its document alive.
///
/// ```swift
/// let document = try YAMLParser.parseDocument(Array("mango: { stock: 10 }".utf8))!
/// let stock = document.root["mango"]?["stock"]
/// print(stock?.scalar ?? "", stock?.resolved == .int(10), stock?.position ?? .init(line: 0, column: 0))
/// // 10 true 1:17
/// ```
public struct YAMLNode: Sendable {
    /// What a node is: `scalar`, `sequence` or `mapping`.
    public enum Kind: UInt8, Sendable {
        /// A scalar (text), a sequence (a list), or a mapping (keys and values).
        case scalar, sequence, mapping
    }

    /// How a scalar was written in the file.
    public enum ScalarStyle: UInt8, Sendable {
        /// `plain`, `'single-quoted'`, `"double-quoted"`, `|` literal, `>` folded;
        /// `notScalar` for a sequence or a mapping.
        case plain, singleQuoted, doubleQuoted, literal, folded, notScalar

        /// Whether the scalar was single- or double-quoted.
        public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
    }

    /// The document the node belongs to.
    public let document: YAMLDocument
    /// The node's index in its document; an alias shares the index of its anchor's node.
    public let index: Int32

    package init(document: YAMLDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    @inline(__always) var record: YAMLDocument.Record { document.records[Int(index)] }

    /// Whether the node is a scalar, a sequence or a mapping.
    public var kind: Kind { record.kind }
    /// How a scalar was written.
    public var style: ScalarStyle { record.style }
    /// Where the node starts, 1-based; for an alias, where its anchor's node starts.
    public var position: SourcePosition {
        document.extras.position(of: record, node: index)
    }

    /// The tag as written and resolved by libyaml (`tag:yaml.org,2002:str` for `!!str`), or nil.
    public var tag: String? {
        guard record.hasTag else { return nil }
        let tag = document.extras.tag(of: index)
        return tag == 0 ? nil : document.tags[Int(tag)]
    }

    /// Whether the node is a scalar.
    public var isScalar: Bool { record.kind == .scalar }
    /// Whether the node is a sequence.
    public var isSequence: Bool { record.kind == .sequence }
    /// Whether the node is a mapping.
    public var isMapping: Bool { record.kind == .mapping }

    /// A scalar's text, or nil for a collection.
    public var scalar: String? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return document.withText { String(decoding: $0.bytes(of: record), as: UTF8.self) }
    }

    /// Compares a scalar's bytes with `string` without making a String.
    ///
    /// - Parameter string: The text to compare with, byte for byte.
    /// - Returns: True when the node is a scalar whose bytes are exactly `string`'s; false for a collection.
    public func scalarEquals(_ string: StaticString) -> Bool {
        let record = record
        guard record.kind == .scalar, record.count == string.utf8CodeUnitCount else { return false }
        return document.withText { text in
            let bytes = text.bytes(of: record)
            let other = string.utf8Start
            for offset in 0..<Int(record.count) where bytes[offset] != other[offset] {
                return false
            }
            return true
        }
    }

    /// Calls `body` with the scalar's UTF-8 bytes (empty for a collection).
    ///
    /// - Parameter body: Reads the bytes; they must not be used after it returns.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let record = record
        guard record.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try document.withText { try body($0.bytes(of: record)) }
    }

    /// A sequence's items (empty for anything else).
    public var items: Items {
        let record = record
        guard record.kind == .sequence else { return Items(document: document, record: record, count: 0) }
        return Items(document: document, record: record, count: Int(record.count))
    }

    /// A mapping's entries in file order, merge keys already applied (empty for anything else).
    public var entries: Entries {
        let record = record
        guard record.kind == .mapping else { return Entries(document: document, record: record, count: 0) }
        return Entries(document: document, record: record, count: Int(record.count))
    }

    /// The value of the first entry whose key is the plain text `key`.
    ///
    /// - Parameter key: The key's text, compared byte for byte with scalar keys.
    /// - Returns: The value; nil when there is no such key or the node is not a mapping.
    public subscript(key: StaticString) -> YAMLNode? {
        entries.first(where: { $0.key.scalarEquals(key) })?.value
    }

    /// A sequence's items, in file order.
    public struct Items: RandomAccessCollection, Sendable {
        let document: YAMLDocument
        let record: YAMLDocument.Record
        /// How many items there are.
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        /// The item at `position`.
        ///
        /// - Parameter position: From 0 to `count - 1`.
        public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "YAMLNode.Items: position out of range")
            return YAMLNode(document: document, index: document.children.withElements { record.child(position, in: $0) })
        }
    }

    /// One key and its value.
    public struct Entry: Sendable {
        /// The key node; usually a scalar.
        public let key: YAMLNode
        /// The value node.
        public let value: YAMLNode
    }

    /// A mapping's entries, in file order, merge keys applied.
    public struct Entries: RandomAccessCollection, Sendable {
        let document: YAMLDocument
        let record: YAMLDocument.Record
        /// How many entries there are.
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        /// The entry at `position`.
        ///
        /// - Parameter position: From 0 to `count - 1`.
        public subscript(position: Int) -> Entry {
            precondition(position >= 0 && position < count, "YAMLNode.Entries: position out of range")
            let (key, value) = document.children.withElements { (record.child(2 * position, in: $0), record.child(2 * position + 1, in: $0)) }
            return Entry(key: YAMLNode(document: document, index: key), value: YAMLNode(document: document, index: value))
        }
    }
}
