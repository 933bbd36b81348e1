/// One YAML document, stored flat: fixed-size node records, one byte buffer for all scalar text, and
/// one array of child indices. Reading a big menu costs no allocation per node, and an alias is just
/// a second reference to the same node index.
public final class YAMLDocument: Sendable {
    /// One node in 16 bytes: kind, style, whether it has a tag and its column share a word. The
    /// tag itself and a column too wide for 26 bits (67 million characters into a line) are rare,
    /// and kept in `NodeExtras`.
    @usableFromInline struct Record: Sendable {
        @usableFromInline var bits: UInt32
        @usableFromInline var line: UInt32
        /// Scalar: offset into `text`. Collection: offset into `children`.
        @usableFromInline var start: UInt32
        /// Scalar: byte length. Sequence: item count. Mapping: entry count (twice that many children).
        @usableFromInline var count: UInt32

        /// The column stored when the real one is in `NodeExtras.wideColumns`.
        @usableFromInline static let wideColumn: UInt32 = (1 << 26) - 1

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
    }

    let records: [Record]
    /// Tags and very wide columns, by node.
    let extras: NodeExtras
    /// The file the document was read from: most scalars' text is there (`ScalarText`).
    let source: [UInt8]
    /// The scalars whose text is not in `source` as it is, one after another; written only while the
    /// document is built.
    let text: ByteArena
    let children: [Int32]
    let tags: [String]
    let rootIndex: Int32
    /// Problems that did not stop reading (duplicate keys, unsupported tags), in file order.
    public let issues: [YAMLIssue]

    init(records: [Record], extras: NodeExtras, source: [UInt8], text: ByteArena, children: [Int32], tags: [String], rootIndex: Int32, issues: [YAMLIssue]) {
        self.records = records
        self.extras = extras
        self.source = source
        self.text = text
        self.children = children
        self.tags = tags
        self.rootIndex = rootIndex
        self.issues = issues
    }

    public var root: YAMLNode { YAMLNode(document: self, index: rootIndex) }

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
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    public enum ScalarStyle: UInt8, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded, notScalar

        public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
    }

    public let document: YAMLDocument
    public let index: Int32

    package init(document: YAMLDocument, index: Int32) {
        self.document = document
        self.index = index
    }

    @inline(__always) var record: YAMLDocument.Record { document.records[Int(index)] }

    public var kind: Kind { record.kind }
    public var style: ScalarStyle { record.style }
    public var position: SourcePosition {
        document.extras.position(of: record, node: index)
    }

    /// The tag as written and resolved by libyaml (`tag:yaml.org,2002:str` for `!!str`), or nil.
    public var tag: String? {
        guard record.hasTag else { return nil }
        let tag = document.extras.tag(of: index)
        return tag == 0 ? nil : document.tags[Int(tag)]
    }

    public var isScalar: Bool { record.kind == .scalar }
    public var isSequence: Bool { record.kind == .sequence }
    public var isMapping: Bool { record.kind == .mapping }

    /// A scalar's text, or nil for a collection.
    public var scalar: String? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return document.withText { String(decoding: $0.bytes(of: record), as: UTF8.self) }
    }

    /// Compares a scalar's bytes with `string` without making a String.
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
    public func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let record = record
        guard record.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try document.withText { try body($0.bytes(of: record)) }
    }

    /// A sequence's items (empty for anything else).
    public var items: Items {
        let record = record
        guard record.kind == .sequence else { return Items(document: document, start: 0, count: 0) }
        return Items(document: document, start: Int(record.start), count: Int(record.count))
    }

    /// A mapping's entries in file order, merge keys already applied (empty for anything else).
    public var entries: Entries {
        let record = record
        guard record.kind == .mapping else { return Entries(document: document, start: 0, count: 0) }
        return Entries(document: document, start: Int(record.start), count: Int(record.count))
    }

    /// The value of the first entry whose key is the plain text `key`.
    public subscript(key: StaticString) -> YAMLNode? {
        entries.first(where: { $0.key.scalarEquals(key) })?.value
    }

    public struct Items: RandomAccessCollection, Sendable {
        let document: YAMLDocument
        let start: Int
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(position: Int) -> YAMLNode {
            YAMLNode(document: document, index: document.children[start + position])
        }
    }

    public struct Entry: Sendable {
        public let key: YAMLNode
        public let value: YAMLNode
    }

    public struct Entries: RandomAccessCollection, Sendable {
        let document: YAMLDocument
        let start: Int
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(position: Int) -> Entry {
            let base = start + 2 * position
            return Entry(
                key: YAMLNode(document: document, index: document.children[base]),
                value: YAMLNode(document: document, index: document.children[base + 1])
            )
        }
    }
}
