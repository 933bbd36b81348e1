import Testing
@testable import JuiceMakerYAML

/// Scalars whose bytes are in the source as they are point there; the others are copied. Either
/// way a scalar must read back exactly as libyaml gave it, whatever stands between characters and
/// bytes (non-ASCII text, a BOM, CRLF) or makes the text differ from the source (escapes, folding).
@Suite struct ScalarTextTests {
    /// Every scalar of the document, in document order, through both ways of reading a node.
    private func scalars(_ bytes: [UInt8], options: YAMLParserOptions = YAMLParserOptions()) throws -> (document: YAMLDocument, texts: [String]) {
        let document = try #require(try YAMLParser.parseDocument(bytes, options: options))
        var texts: [String] = []
        func walk(_ node: YAMLNode) {
            switch node.kind {
            case .scalar: texts.append(node.scalar ?? "<nil>")
            case .sequence: node.items.forEach(walk)
            case .mapping: node.entries.forEach { walk($0.key); walk($0.value) }
            }
        }
        walk(document.root)
        // DocumentNodes reads the same records through the same `ScalarText`: it must agree.
        let viaNodes: [String] = document.withNodes { nodes in
            (0..<Int32(document.nodeCount)).compactMap { nodes.kind($0) == .scalar ? nodes.string($0) : nil }
        }
        #expect(Set(viaNodes) == Set(texts))
        return (document, texts)
    }

    private func scalars(_ text: String, options: YAMLParserOptions = YAMLParserOptions()) throws -> (document: YAMLDocument, texts: [String]) {
        try scalars(Array(text.utf8), options: options)
    }

    @Test func plainAndSimplyQuotedScalarsAreNotCopied() throws {
        let (document, texts) = try scalars("a: b\nlist: [x, 'y z', \"w\"]\nmap: { k: v }\n")
        #expect(texts == ["a", "b", "list", "x", "y z", "w", "map", "k", "v"])
        #expect(document.copiedTextByteCount == 0)
    }

    @Test func nonASCIIBeforeAScalarShiftsBytesFromCharacters() throws {
        // libyaml's marks count characters: each Korean syllable is 3 bytes, each emoji 4.
        let (document, texts) = try scalars("키위: 🥝🥝 키위\nname: { ko: 황금 배, en: Golden Pear }\n'사과': \"Apple 🍎\"\n")
        #expect(texts == ["키위", "🥝🥝 키위", "name", "ko", "황금 배", "en", "Golden Pear", "사과", "Apple 🍎"])
        #expect(document.copiedTextByteCount == 0)
    }

    @Test func byteOrderMarkAndLineEndings() throws {
        for (prefix, newline) in [("\u{FEFF}", "\n"), ("", "\r\n"), ("\u{FEFF}", "\r\n"), ("", "\r"), ("", "\u{85}"), ("", "\u{2028}")] {
            let text = prefix + ["é: ü", "b: [c, 'd']", "키: \"값\"", "e: f"].joined(separator: newline) + newline
            let (document, texts) = try scalars(text)
            #expect(texts == ["é", "ü", "b", "c", "d", "키", "값", "e", "f"], "newline \(Array(newline.unicodeScalars))")
            #expect(document.copiedTextByteCount == 0, "newline \(Array(newline.unicodeScalars))")
        }
    }

    @Test func tabsAndIndentation() throws {
        let (document, texts) = try scalars("a:\t1\nb:\n  - c\td\n  - [\te,\tf\t]\n")
        #expect(texts == ["a", "1", "b", "c\td", "e", "f"])
        #expect(document.copiedTextByteCount == 0)
    }

    @Test func scalarsThatDifferFromTheSourceAreCopied() throws {
        let cases: [(yaml: String, value: String)] = [
            ("k: \"tab\\there\"\n", "tab\there"),
            ("k: \"\\u00e9t\\u00e9\"\n", "été"),
            ("k: 'it''s'\n", "it's"),
            ("k: plain\n  continued\n", "plain continued"),
            ("k: \"two\n  lines\"\n", "two lines"),
            ("k: 'two\r\n  lines'\r\n", "two lines"),
            ("k: |\n  literal\n  text\n", "literal\ntext\n"),
            ("k: >\n  folded\n  text\n", "folded text\n"),
            ("키: \"값\\n\"\n", "값\n"),
        ]
        for (yaml, value) in cases {
            let (document, texts) = try scalars(yaml)
            #expect(texts.count == 2 && texts.last == value, "\(yaml)")
            #expect(document.copiedTextByteCount == value.utf8.count, "\(yaml)")
        }
    }

    @Test func copiedAndPointedScalarsMixInOneDocument() throws {
        let (document, texts) = try scalars("a: \"x\\ty\"\nb: 키위\nc: \"\\u00e9\"\nd: é\ne: |\n  z\nf: g\n")
        #expect(texts == ["a", "x\ty", "b", "키위", "c", "é", "d", "é", "e", "z\n", "f", "g"])
        #expect(document.copiedTextByteCount == "x\ty".utf8.count + "é".utf8.count + "z\n".utf8.count)
    }

    @Test func taggedAndAnchoredScalarsReadBack() throws {
        let (_, texts) = try scalars("a: &x !!str 키위\nb: *x\nc: !!str \"\\t\"\n")
        #expect(texts == ["a", "키위", "b", "키위", "c", "\t"])
    }

    @Test func emptyScalars() throws {
        let (document, texts) = try scalars("a:\nb: ''\nc: \"\"\nd: []\n")
        #expect(texts == ["a", "", "b", "", "c", "", "d"])
        #expect(document.copiedTextByteCount == 0)
    }

    @Test func duplicateKeysCompareCopiedWithPointedText() throws {
        // `"\u0061"` is copied ("a"), the plain `a` points into the source: still the same key.
        let small = try #require(try parse("\"\\u0061\": 1\nb: 2\na: 3\n"))
        #expect(small.issues.map(\.problem) == [.duplicateKey])
        let lines = (0..<40).map { "k\($0): \($0)" } + ["\"k\\u0037\": again"]
        let large = try #require(try parse(lines.joined(separator: "\n")))
        #expect(large.issues.map(\.position) == [SourcePosition(line: 41, column: 1)])
        let merged = try #require(try parse("base: &b { \"\\u0061\": 1 }\nx:\n  <<: *b\n  a: 2\n"))
        #expect(merged.root["x"]?.entries.map { $0.value.scalar } == ["2"])
    }

    @Test func everyDocumentOfAStreamReadsItsOwnScalars() throws {
        let documents = try YAMLParser.parseStream(Array("a: 키위\n---\nb: \"\\t\"\n---\n- é\n- f\n".utf8), options: .permissive)
        #expect(documents.map { $0.root.entries.first?.key.scalar ?? $0.root.items.first?.scalar } == ["a", "b", "é"])
        #expect(documents[1].root["b"]?.scalar == "\t")
        #expect(documents[2].root.items.map(\.scalar) == ["é", "f"])
    }

    @Test func sourceOffsetsCountCharactersAsLibyamlDoes() {
        let text = "ab키위🥝\r\né \u{85}x" + String(repeating: "0123456789", count: 3) + "끝"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var offsets = SourceOffsets(source: buffer)
            var expected: [Int] = []
            var byte = 0
            for scalar in text.unicodeScalars {
                expected.append(byte)
                byte += String(scalar).utf8.count
            }
            // Every other character, forward only, as events come.
            for index in stride(from: 0, to: expected.count, by: 2) {
                #expect(offsets.byteOffset(ofCharacter: index) == expected[index], "character \(index)")
            }
            #expect(offsets.byteOffset(ofCharacter: 0) == nil)  // behind: no answer, so a copy
            #expect(offsets.byteOffset(ofCharacter: expected.count + 5) == nil)  // past the end
        }
        let withBOM = [0xEF, 0xBB, 0xBF] + Array("é1".utf8)
        withBOM.withUnsafeBufferPointer { buffer in
            var offsets = SourceOffsets(source: buffer)
            #expect(offsets.byteOffset(ofCharacter: 1) == 5)
        }
    }
}
