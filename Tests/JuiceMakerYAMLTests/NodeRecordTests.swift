import Testing
@testable import JuiceMakerYAML

/// A node record packs kind, style, tag flag and column into one word; what does not fit is kept
/// in `NodeExtras`, and reading it back must give exactly what was written.
@Suite struct NodeRecordTests {
    @Test func recordIsSixteenBytes() {
        #expect(MemoryLayout<YAMLDocument.Record>.stride == 16)
    }

    @Test func packedFieldsReadBack() {
        for kind in [YAMLNode.Kind.scalar, .sequence, .mapping] {
            for style in [YAMLNode.ScalarStyle.plain, .singleQuoted, .doubleQuoted, .literal, .folded, .notScalar] {
                for hasTag in [false, true] {
                    let record = YAMLDocument.Record(kind: kind, style: style, hasTag: hasTag, line: 7, column: 12_345, start: 3, count: 9)
                    #expect(record.kind == kind)
                    #expect(record.style == style)
                    #expect(record.hasTag == hasTag)
                    #expect(record.inlineColumn == 12_345)
                    #expect(record.line == 7 && record.start == 3 && record.count == 9)
                }
            }
        }
    }

    @Test func wideColumnsAndTagsAreKeptAside() {
        var extras = NodeExtras()
        let wide = YAMLDocument.Record.wideColumn
        for (node, column) in [(Int32(0), wide - 1), (1, wide), (2, wide + 1), (3, UInt32.max)] {
            extras.note(tag: node == 3 ? 42 : 0, column: column, node: node)
            let record = YAMLDocument.Record(kind: .scalar, style: .plain, hasTag: node == 3, line: 1, column: column, start: 0, count: 0)
            #expect(extras.column(of: record, node: node) == column)
            #expect(extras.position(of: record, node: node) == SourcePosition(line: 1, column: Int(column)))
        }
        #expect(extras.tag(of: 3) == 42)
        #expect(extras.tag(of: 2) == 0)
    }

    @Test func tagsSurviveParsing() throws {
        let document = try #require(try YAMLParser.parseDocument(Array("a: !!str 5\nb: !!int 6\nc: !custom x\nd: [!!float 1]\n".utf8), options: .permissive))
        let tags = document.root.entries.map { $0.value.isSequence ? $0.value.items[0].tag : $0.value.tag }
        #expect(tags == ["tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "!custom", "tag:yaml.org,2002:float"])
        #expect(document.root.entries.map(\.key.tag) == [nil, nil, nil, nil])
    }

    /// A collection whose children are the scalars right after it points at them instead of
    /// copying their indices into `children`; any other keeps the copy. Both must read the same.
    @Test func childrenThatFollowAndChildrenThatDoNot() throws {
        let yaml = """
        base: &base { x: 1, y: 2 }
        flat: { a: 1, b: 2, c: 3 }
        list: [p, q, r]
        empty: {}
        nested: { n: [1, 2], m: 3 }
        alias: [*base, s]
        merged: { <<: *base, z: 9 }
        keyed: { "quoted": 1, plain: two }
        """
        let document = try #require(try YAMLParser.parseDocument(Array(yaml.utf8)))
        let root = document.root
        func follows(_ key: StaticString) throws -> Bool {
            let node = try #require(root[key])
            return document.records[Int(node.index)].start & YAMLDocument.Record.childrenFollow != 0
        }
        func pairs(_ node: YAMLNode?) -> [String] {
            (node?.entries.map { "\($0.key.scalar ?? "?")=\($0.value.scalar ?? ($0.value.isSequence ? "[\($0.value.items.count)]" : "{\($0.value.entries.count)}"))" }) ?? []
        }
        #expect(pairs(root["flat"]) == ["a=1", "b=2", "c=3"])
        #expect(root["list"]?.items.map { $0.scalar ?? "" } == ["p", "q", "r"])
        #expect(pairs(root["empty"]) == [])
        #expect(pairs(root["nested"]) == ["n=[2]", "m=3"])
        #expect(root["alias"]?.items.map { $0.isMapping } == [true, false])
        #expect(pairs(root["alias"]?.items.first) == ["x=1", "y=2"])
        #expect(pairs(root["merged"]) == ["x=1", "y=2", "z=9"])
        #expect(pairs(root["keyed"]) == ["quoted=1", "plain=two"])
        // Scalars only, no alias, nothing merged: the children are the records that follow.
        #expect(try follows("flat") && follows("list") && follows("empty") && follows("keyed") && follows("base"))
        // A nested collection, an alias or a merge key: the children are copied.
        #expect(try !follows("nested") && !follows("alias") && !follows("merged"))
        // The DocumentNodes view reads both layouts the same.
        document.withNodes { nodes in
            let flat = root["flat"]?.index ?? -1
            let merged = root["merged"]?.index ?? -1
            #expect((0..<nodes.entryCount(flat)).map { nodes.string(nodes.entry(flat, $0).value) } == ["1", "2", "3"])
            #expect((0..<nodes.entryCount(merged)).map { nodes.string(nodes.entry(merged, $0).key) } == ["x", "y", "z"])
        }
    }
}
