import Testing
@testable import JuiceMakerYAML

@Suite struct YAMLParserTests {
    @Test func blockAndFlowMappingsWithPositions() throws {
        let document = try #require(try parse("a: 1\nb: { c: [x, 'y'] }\n"))
        let root = document.root
        #expect(root.isMapping)
        #expect(root.entries.count == 2)
        let b = try #require(root["b"])
        #expect(b.position == SourcePosition(line: 2, column: 4))
        let c = try #require(b["c"])
        #expect(c.isSequence)
        #expect(c.items.map { $0.scalar } == ["x", "y"])
        #expect(c.items[1].style == .singleQuoted)
        #expect(c.items[1].position == SourcePosition(line: 2, column: 13))
    }

    @Test func koreanTextAndColumnsCountCharacters() throws {
        let document = try #require(try parse("name: { ko: 딸바쥬스, en: x }\n"))
        let name = try #require(document.root["name"])
        #expect(name["ko"]?.scalar == "딸바쥬스")
        // Columns count characters, not UTF-8 bytes: 'en' follows four Hangul syllables.
        #expect(name.entries[1].key.position == SourcePosition(line: 1, column: 19))
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let document = try #require(try YAMLParser.parseDocument([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8)))
        #expect(document.root.entries[0].key.scalar == "a")
        #expect(document.root.entries[0].key.position == SourcePosition(line: 1, column: 1))
        #expect(document.root.entries[1].key.position == SourcePosition(line: 2, column: 1))
    }

    @Test func crlfLineEnds() throws {
        let document = try #require(try parse("a: 1\r\nb:\r\n  - x\r\n  - y\r\n"))
        let b = try #require(document.root["b"])
        #expect(b.items.map { $0.scalar } == ["x", "y"])
        #expect(b.items[1].position == SourcePosition(line: 4, column: 5))
    }

    @Test func multiLineStrings() throws {
        let document = try #require(try parse("folded: >-\n  one\n  two\nliteral: |\n  one\n  two\n"))
        #expect(document.root["folded"]?.scalar == "one two")
        #expect(document.root["literal"]?.scalar == "one\ntwo\n")
        #expect(document.root["literal"]?.style == .literal)
    }

    @Test func anchorsAndAliasesShareNodes() throws {
        let document = try #require(try parse("base: &b { x: 1 }\ncopy: *b\n"))
        let base = try #require(document.root["base"])
        let copy = try #require(document.root["copy"])
        #expect(base.index == copy.index)
        #expect(copy["x"]?.scalar == "1")
    }

    @Test func mergeKeysWithOverrides() throws {
        let document = try #require(try parse("""
        base: &base { a: 1, b: 2 }
        more: &more { c: 3, a: 9 }
        x:
          <<: [*base, *more]
          b: 20
        """))
        let x = try #require(document.root["x"])
        #expect(x.entries.map { "\($0.key.scalar ?? "")=\($0.value.scalar ?? "")" } == ["a=1", "c=3", "b=20"])
        #expect(document.issues.isEmpty)
    }

    @Test func mergeOfAScalarIsRejected() throws {
        #expect(yamlError("x:\n  <<: 3\n")?.problem == .invalidMerge)
    }

    @Test func duplicateKeysAreReportedAndTheFirstKept() throws {
        let document = try #require(try parse("a: 1\nb: 2\na: 3\n"))
        #expect(document.root.entries.count == 2)
        #expect(document.root["a"]?.scalar == "1")
        let issue = try #require(document.issues.first)
        #expect(issue.problem == .duplicateKey)
        #expect(issue.position == SourcePosition(line: 3, column: 1))
    }

    @Test func duplicateKeysInLargeMappings() throws {
        let lines = (0..<100).map { "k\($0): \($0)" } + ["k42: again"]
        let document = try #require(try parse(lines.joined(separator: "\n")))
        #expect(document.root.entries.count == 100)
        #expect(document.issues.map(\.position) == [SourcePosition(line: 101, column: 1)])
    }

    @Test func largeMappingsFindDuplicatesMergeKeysAndEquivalentText() throws {
        // Past 256 keys the hashes are radix-sorted; the duplicate is far from the key it repeats.
        let many = (0..<300).map { "key-\($0): \($0)" }
        let unique = try #require(try parse(many.joined(separator: "\n")))
        #expect(unique.issues.isEmpty)
        #expect(unique.root.entries.map { $0.key.scalar ?? "" } == (0..<300).map { "key-\($0)" })
        let repeated = try #require(try parse((many + ["key-7: again"]).joined(separator: "\n")))
        #expect(repeated.issues.map(\.position) == [SourcePosition(line: 301, column: 1)])
        #expect(repeated.root.entries.count == 300)
        // A merge key after the 13th key is still applied.
        let merged = try #require(try parse("base: &b { extra: 1 }\nx:\n" + (0..<20).map { "  k\($0): \($0)" }.joined(separator: "\n") + "\n  <<: *b\n"))
        #expect(merged.root["x"]?.entries.count == 21)
        #expect(merged.root["x"]?["extra"]?.scalar == "1")
        // "é" precomposed and decomposed are one key, as Strings compare.
        let accents = try #require(try parse(((0..<20).map { "k\($0): \($0)" } + ["\u{E9}: 1", "e\u{301}: 2"]).joined(separator: "\n")))
        #expect(accents.issues.map(\.problem) == [.duplicateKey])
    }

    @Test func decimalValuesAreReadAsIntReadsThem() {
        // Short unsigned digits take a one-pass path; signs, long numbers and anything else the checked one.
        let pieces = ["0", "7", "9", "1", "00", "123456789", "-", "+", "a", " ", "/", ":", "5"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            let bytes = Array(text.utf8)
            let decimal = bytes.withUnsafeBufferPointer(ScalarResolution.decimalValue)
            let isDecimal = !text.isEmpty && text.dropFirst(text.first == "-" || text.first == "+" ? 1 : 0).allSatisfy(\.isASCII) &&
                !text.dropFirst(text.first == "-" || text.first == "+" ? 1 : 0).isEmpty &&
                text.dropFirst(text.first == "-" || text.first == "+" ? 1 : 0).allSatisfy { ("0"..."9").contains($0) }
            switch decimal {
            case nil: #expect(!isDecimal, "\(text)")
            case .value(let value)?: #expect(isDecimal && Int(text) == value, "\(text)")
            case .overflow?: #expect(isDecimal && Int(text) == nil, "\(text)")
            }
        }
    }

    @Test func syntaxErrorHasPositionAndOneSentence() throws {
        let error = try #require(yamlError("a: { b: 1\nc: 2\n"))
        #expect(error.problem == .syntax)
        #expect(error.position != nil)
        #expect(error.message.contains("flow mapping"))
        #expect(error.message.contains("line 1, column 4"))
    }

    @Test func secondDocumentIsRejected() throws {
        let error = try #require(yamlError("a: 1\n---\nb: 2\n"))
        #expect(error.problem == .multipleDocuments)
        #expect(error.position == SourcePosition(line: 2, column: 1))
        #expect(try YAMLParser.parseStream(Array("a: 1\n---\nb: 2\n".utf8), options: .permissive).count == 2)
    }

    @Test func emptyInputHoldsNoDocument() throws {
        #expect(try parse("") == nil)
        #expect(try parse("# only a comment\n") == nil)
    }

    @Test func customTagsAreReportedStandardOnesAreNot() throws {
        let document = try #require(try parse("a: !!str 1\nb: !custom x\nc: ! y\n"))
        #expect(document.issues.map(\.problem) == [.unsupportedTag])
        #expect(document.issues.first?.position == SourcePosition(line: 2, column: 4))
        #expect(document.root["a"]?.resolved == .string("1"))
    }

    @Test func invalidUTF8IsASyntaxErrorWithPosition() throws {
        let error = try #require(yamlError(Array("a: 1\nb: ".utf8) + [0xFF, 0x0A]))
        #expect(error.message.contains("UTF-8"))
        #expect(error.position == SourcePosition(line: 2, column: 4))
    }

    @Test func coreSchemaResolution() throws {
        let document = try #require(try parse("[~, null, '', true, 10, -3, 0x10, 0o17, 1.5, .inf, ten, '10', 99999999999999999999999]"))
        let values = document.root.items.map(\.resolved)
        #expect(values == [
            .null, .null, .string(""), .bool(true), .int(10), .int(-3), .int(16), .int(15), .float(1.5), .float(.infinity),
            .string("ten"), .string("10"), .bigInt("99999999999999999999999"),
        ])
    }
}
