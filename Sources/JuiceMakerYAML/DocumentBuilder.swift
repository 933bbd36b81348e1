#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds one `YAMLDocument` from events: records in document order, children gathered on a stack
/// and written out contiguously when their collection ends.
struct DocumentBuilder {
    /// Plain values only, so pushing and popping one costs no reference counting.
    private struct OpenCollection {
        var record: Int32
        var firstPending: Int
        /// Whether its anchor's name is the last of `openAnchors`.
        var hasAnchor: Bool
        /// `visited` when the collection started, to learn its expanded size at the end.
        var visitedAtStart: Int
        var isMapping: Bool
        /// Its index in `largeMappingKeys` once it is a mapping with that many keys, else -1.
        var keyTable: Int32 = -1
    }

    private var records = AppendBuffer<YAMLDocument.Record>(capacity: 64)
    private var extras = NodeExtras()
    /// Copies of the scalars whose bytes are not in the source as they are (see `ScalarText`).
    private var text = ByteArena(capacity: 256)
    /// The file being read, kept by the document so that scalars can point into it; `sourceBytes` is
    /// its storage, valid while the builder runs (the parser reads from it meanwhile).
    private var source: [UInt8] = []
    private var sourceBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var children = AppendBuffer<Int32>(capacity: 64)
    /// Children of the open collections, innermost last; closing a collection keeps the room its
    /// children took, so opening one allocates nothing.
    private var pending = AppendBuffer<Int32>(capacity: 64)
    private var stack: [OpenCollection] = []
    /// The keys of the open mappings past `MappingFinisher.hashingThreshold` keys, innermost last:
    /// a mapping starts its table after its inner ones have ended, and ends before its outer one.
    private var largeMappingKeys: [LargeMappingKeys] = []
    /// Past this `pending.count`, the innermost open collection is a mapping with more keys than
    /// `MappingFinisher.hashingThreshold`; `Int.max` when it is not a mapping. One comparison an
    /// attached node, where reading the open collection cost every scalar a few instructions more.
    private var largeKeysFrom = Int.max
    private var openAnchors: [String] = []
    private var tags: [String] = [""]
    private var tagIndex: [String: UInt16] = [:]
    /// Anchor name → node and the number of nodes it stands for when expanded.
    private var anchors: [String: (node: Int32, size: Int)] = [:]
    private var issues: [YAMLIssue] = []
    private var root: Int32 = -1
    /// Nodes seen so far, counting each alias as the whole subtree it stands for.
    private var visited = 0
    private var aliasExpansion = 0

    init() {}

    /// A builder for a document read from `source`, whose storage `bytes` must stay valid while it
    /// runs. With `reserving`, its arrays are reserved once at a size that fits typical YAML, so they
    /// are not copied while growing (each copy holds the old and the new array at once). Reserved
    /// pages that are never written take no memory.
    init(source: [UInt8], bytes: UnsafeBufferPointer<UInt8>, reserving: Bool) {
        // Offsets into the source and the arena share a record's 32-bit `start`: a source too big to
        // leave the arena room is not pointed into (every scalar is copied, as for a file of its own).
        if bytes.count <= Self.maxPointedSourceBytes {
            self.source = source
            sourceBytes = bytes
        }
        guard reserving else { return }
        let size = bytes.count
        // Only scalars that differ from their source bytes are copied: a small part of most files.
        text = ByteArena(capacity: size / 16)
        records = AppendBuffer(capacity: size / Self.sourceBytesPerNode)
        // Most collections' children are the nodes after them (`childrenFollow`): this fills a small
        // part of its room, which huge pages would commit 2 MiB at a time.
        children = AppendBuffer(capacity: size / Self.sourceBytesPerNode, hugePages: false)
        // The children of a long mapping wait here until it ends: `juices:` holds two for every
        // juice, so growing by doubling copied the lot a dozen times, each copy on fresh pages.
        pending = AppendBuffer(capacity: size / (4 * Self.sourceBytesPerNode))
    }

    private static let maxPointedSourceBytes = Int(UInt32.max / 2)

    /// Room for a node every 8 bytes; menus have one every 15 to 20. Denser files grow the arrays as usual.
    private static let sourceBytesPerNode = 8

    mutating func finish() -> YAMLDocument {
        if root < 0 {
            // A document with no content (only `---`) holds a null.
            root = appendRecord(kind: .scalar, style: .plain, tag: 0, line: 1, column: 1, start: 0, count: 0)
        }
        // The document is complete: the huge page its last records reach into is mostly empty.
        records.releaseUnusedRoom()
        text.releaseUnusedRoom()
        return YAMLDocument(records: records, extras: extras, source: source, text: text, children: children, tags: tags, rootIndex: root, issues: issues)
    }

    mutating func scalar(
        bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLNode.ScalarStyle,
        tag: UnsafeMutablePointer<UInt8>?,
        anchor: UnsafeMutablePointer<UInt8>?,
        at position: (line: UInt32, column: UInt32),
        options: YAMLParserOptions
    ) throws(YAMLError) {
        let start = store(bytes, sourceOffset: nil)
        let index = appendRecord(
            kind: .scalar, style: style, tag: try internTag(tag, at: position, options: options),
            line: position.line, column: position.column, start: start, count: UInt32(truncatingIfNeeded: bytes.count)
        )
        visited += 1
        if let anchor { anchors[Self.string(anchor)] = (index, 1) }
        attach(index)
    }

    /// A scalar with no tag and no anchor: `scalar` without the checks those need. `sourceOffset` is
    /// where its text may be in the source (see `store`).
    /// Returns whether the text is pointed at in the source.
    @discardableResult
    mutating func plainScalar(bytes: UnsafeBufferPointer<UInt8>, style: YAMLNode.ScalarStyle, line: UInt32, column: UInt32, sourceOffset: Int?) -> Bool {
        let start = store(bytes, sourceOffset: sourceOffset)
        let index = appendRecord(
            kind: .scalar, style: style, tag: 0, line: line, column: column, start: start, count: UInt32(truncatingIfNeeded: bytes.count)
        )
        visited += 1
        attach(index)
        return Int(start) < sourceBytes.count
    }

    /// The `start` of a record for a scalar whose text is `bytes`: the offset of the same bytes in
    /// the source when they are at `sourceOffset`, else of a copy in the arena (`ScalarText`).
    @inline(__always) private mutating func store(_ bytes: UnsafeBufferPointer<UInt8>, sourceOffset: Int?) -> UInt32 {
        if let offset = sourceOffset, offset < sourceBytes.count, bytes.count <= sourceBytes.count - offset,
           let source = sourceBytes.baseAddress {
            if bytes.isEmpty { return UInt32(truncatingIfNeeded: offset) }
            if let scalar = bytes.baseAddress, memcmp(source + offset, scalar, bytes.count) == 0 {
                return UInt32(truncatingIfNeeded: offset)
            }
        }
        let start = UInt32(truncatingIfNeeded: sourceBytes.count + text.count)
        text.append(bytes)
        return start
    }

    /// The scalar text so far; valid until the next scalar is stored (the arena may move).
    private var scalarText: ScalarText {
        ScalarText(source: sourceBytes, arena: UnsafePointer(text.base))
    }

    mutating func startCollection(
        _ kind: YAMLNode.Kind,
        tag: UnsafeMutablePointer<UInt8>?,
        anchor: UnsafeMutablePointer<UInt8>?,
        at position: (line: UInt32, column: UInt32),
        options: YAMLParserOptions
    ) throws(YAMLError) {
        if stack.count >= options.maxDepth {
            throw YAMLError(
                .nestingLimit,
                "collections are nested more than \(options.maxDepth) deep",
                at: SourcePosition(line: Int(position.line), column: Int(position.column)),
                cause: .nestingLimit(options.maxDepth)
            )
        }
        let index = appendRecord(
            kind: kind, style: .notScalar, tag: try internTag(tag, at: position, options: options),
            line: position.line, column: position.column, start: 0, count: 0
        )
        if let anchor { openAnchors.append(Self.string(anchor)) }
        stack.append(OpenCollection(record: index, firstPending: pending.count, hasAnchor: anchor != nil, visitedAtStart: visited, isMapping: kind == .mapping))
        largeKeysFrom = Self.largeKeysFrom(stack.last)
        visited += 1
    }

    mutating func endCollection() throws(YAMLError) {
        guard let open = stack.popLast() else { return }
        let index = Int(open.record)
        let childStart = children.count
        let items = open.firstPending..<pending.count
        var childCount = items.count
        var start = UInt32(truncatingIfNeeded: childStart)
        if open.isMapping, mappingNeedsFinishing(open, items) {
            // The pairs are `pending`'s storage; nothing is attached while the finisher reads them.
            try MappingFinisher.finish(
                mapping: open.record, UnsafeBufferPointer(rebasing: pending.elements[items]), into: children,
                records: records.elements, extras: extras, text: scalarText, issues: &issues
            )
            childCount = children.count - childStart
        } else if childrenFollow(index, items) {
            start = YAMLDocument.Record.childrenFollow | UInt32(truncatingIfNeeded: index + 1)
        } else {
            appendChildren(items)
        }
        records[index].count = UInt32(truncatingIfNeeded: open.isMapping ? childCount / 2 : childCount)
        records[index].start = start
        pending.removeAll(from: open.firstPending)
        largeKeysFrom = Self.largeKeysFrom(stack.last)
        // An anchor is defined once its node is complete, so a node cannot contain an alias to itself.
        if open.hasAnchor, let anchor = openAnchors.popLast() { anchors[anchor] = (open.record, visited - open.visitedAtStart) }
        attach(open.record)
    }

    /// Whether the pairs of mapping `open`, `pending[items]`, need `MappingFinisher` (a merge key, a
    /// duplicate, an odd count). A large mapping's keys were checked as they arrived
    /// (`LargeMappingKeys`), and its table is done with either way; a small one's are compared here.
    private mutating func mappingNeedsFinishing(_ open: OpenCollection, _ items: Range<Int>) -> Bool {
        let largeKeys = open.keyTable >= 0 ? largeMappingKeys.popLast() : nil
        guard items.count % 2 == 0 else { return true }
        if var keys = largeKeys { return keys.needsFinishing(records: records.elements, text: scalarText) }
        return MappingKeyCheck.hasMergeKeyOrDuplicate(UnsafeBufferPointer(rebasing: pending.elements[items]), records: records.elements, text: scalarText)
    }

    /// Whether the children `pending[items]` of the collection at `index` are the nodes right after
    /// it, in order: then the record points at them and nothing is copied (`Record.childrenFollow`).
    /// Only scalars can be, so every record after the collection's must be a child: a count compared
    /// first rules out nearly every other collection.
    @inline(__always)
    private func childrenFollow(_ index: Int, _ items: Range<Int>) -> Bool {
        guard items.count == records.count - index - 1 else { return false }
        let base = pending.base
        var expected = Int32(truncatingIfNeeded: index + 1)
        for item in items {
            if base[item] != expected { return false }
            expected &+= 1
        }
        return true
    }

    /// Copies `pending[items]` to the end of `children`, as one block: appending the slice went
    /// through the generic path, a few dozen instructions for every collection of a file.
    @inline(__always)
    private func appendChildren(_ items: Range<Int>) {
        children.append(UnsafeBufferPointer(rebasing: pending.elements[items]))
    }

    mutating func alias(
        _ anchor: UnsafeMutablePointer<UInt8>?,
        at position: (line: UInt32, column: UInt32),
        options: YAMLParserOptions
    ) throws(YAMLError) {
        let name = anchor.map(Self.string) ?? ""
        let where_ = SourcePosition(line: Int(position.line), column: Int(position.column))
        guard let target = anchors[name] else {
            throw YAMLError(
                .syntax,
                "alias '*\(name)' refers to no anchor defined before it; define '&\(name)' on a complete node earlier in the file",
                at: where_,
                cause: .undefinedAlias(name: name)
            )
        }
        aliasExpansion += target.size
        visited += target.size
        if aliasExpansion > options.maxAliasExpansion {
            throw YAMLError(
                .aliasLimit,
                "aliases expand to more than \(options.maxAliasExpansion) nodes (a \"billion laughs\" file?); use fewer or smaller aliases",
                at: where_,
                cause: .aliasLimit(options.maxAliasExpansion)
            )
        }
        attach(target.node)
    }

    private mutating func appendRecord(
        kind: YAMLNode.Kind, style: YAMLNode.ScalarStyle, tag: UInt16, line: UInt32, column: UInt32, start: UInt32, count: UInt32
    ) -> Int32 {
        let index = Int32(truncatingIfNeeded: records.count)
        if tag != 0 || column >= YAMLDocument.Record.wideColumn { extras.note(tag: tag, column: column, node: index) }
        records.append(YAMLDocument.Record(kind: kind, style: style, hasTag: tag != 0, line: line, column: column, start: start, count: count))
        return index
    }

    private mutating func attach(_ node: Int32) {
        if stack.isEmpty {
            root = node
            return
        }
        pending.append(node)
        // A large mapping's keys (its odd items) are hashed as they arrive.
        if pending.count > largeKeysFrom, (pending.count - largeKeysFrom) & 1 == 1 { noteKey(node) }
    }

    /// `largeKeysFrom` for `open`, the innermost open collection.
    private static func largeKeysFrom(_ open: OpenCollection?) -> Int {
        guard let open, open.isMapping else { return Int.max }
        return open.firstPending + 2 * MappingFinisher.hashingThreshold
    }

    /// Adds key `node` of the innermost open mapping to its `LargeMappingKeys`, started with the
    /// keys before it when this is the first key past the threshold.
    private mutating func noteKey(_ node: Int32) {
        let top = stack.count - 1
        let text = scalarText
        let records = records.elements
        if stack[top].keyTable < 0 {
            stack[top].keyTable = Int32(largeMappingKeys.count)
            var keys = LargeMappingKeys()
            for item in Swift.stride(from: stack[top].firstPending, to: pending.count, by: 2) {
                keys.insert(pending[item], records: records, text: text)
            }
            largeMappingKeys.append(keys)
        } else {
            largeMappingKeys[Int(stack[top].keyTable)].insert(node, records: records, text: text)
        }
    }

    /// Tags YAML itself defines; `!` alone (non-specific) is fine too.
    private static let standardTags: Set<String> = Set(
        ["str", "int", "float", "bool", "null", "seq", "map", "merge", "binary", "timestamp", "omap", "pairs", "set", "value"]
            .map { "tag:yaml.org,2002:" + $0 }
    )

    private mutating func internTag(
        _ tag: UnsafeMutablePointer<UInt8>?,
        at position: (line: UInt32, column: UInt32),
        options: YAMLParserOptions
    ) throws(YAMLError) -> UInt16 {
        guard let tag else { return 0 }
        let name = Self.string(tag)
        if let known = tagIndex[name] { return known }
        if !options.allowsCustomTags, name != "!", !Self.standardTags.contains(name) {
            issues.append(YAMLIssue(
                problem: .unsupportedTag,
                message: "tag '\(name)' is not one of YAML's standard tags",
                subject: name,
                position: SourcePosition(line: Int(position.line), column: Int(position.column)),
                node: Int32(truncatingIfNeeded: records.count),
                relatedNode: nil
            ))
        }
        guard tags.count < Int(UInt16.max) else {
            throw YAMLError(.unsupportedTag, "the file uses more than \(UInt16.max) different tags", at: nil,
                            cause: .tooManyTags(Int(UInt16.max)))
        }
        tags.append(name)
        let index = UInt16(tags.count - 1)
        tagIndex[name] = index
        return index
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>) -> String {
        String(cString: pointer)
    }
}
