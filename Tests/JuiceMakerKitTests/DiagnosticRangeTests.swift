import Foundation
import Testing
import JuiceMakerKit

/// `Diagnostic.range` and the outline's ranges: the bytes of the word a diagnostic is about, found
/// through libyaml's lines (NEL, LS and PS end lines too; a BOM is not a column).
@Suite struct DiagnosticRangeTests {
    /// The text of each diagnostic's range, by code.
    private func words(_ text: String) -> [String: String] {
        let bytes = Array(text.utf8)
        var words: [String: String] = [:]
        for diagnostic in MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics {
            let range = diagnostic.range ?? 0..<0
            words[diagnostic.code.rawValue] = String(decoding: bytes[range], as: UTF8.self)
        }
        return words
    }

    @Test func theRangeIsTheOffendingWord() {
        let text = """
            fruits:
              kiwi: { stock: -3, name: { ko: "키위 🥝", en: Kiwi } }
              mango: { stock: 2.5 }
            juices:
              k: { recipe: { kiwii: 1 } }
              m: { recipe: { mango: 1 }, colour: "green" }

            """
        #expect(words(text) == [
            "negative-stock": "-3",
            "not-a-whole-number": "2.5",
            // A fix's word: the one it replaces.
            "unknown-fruit": "kiwii",
            "unknown-key": "colour",
        ])
    }

    @Test func aBOMAndLineBreaksOnlyYAMLCountsDoNotShiftTheRange() {
        let text = "\u{FEFF}fruits:\n  kiwi: { stock: 1 } # ripe\u{2028}# soft\u{85}# sweet\u{2029}\n  lime: { stock: -1 }\r\n"
            + "juices:\n  k: { recipe: { kiwi: 1, lime: 1 } }\n"
        let diagnostics = MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml").diagnostics
        #expect(diagnostics.map(\.code) == [.negativeStock])
        // libyaml's line 6 (LS, NEL, and PS before LF: four breaks where the editor sees one),
        // the range still the bytes of `-1`.
        #expect(diagnostics.first?.line == 6)
        #expect(words(text) == ["negative-stock": "-1"])
    }

    @Test func aQuotedWordKeepsItsQuotes() {
        #expect(words("fruits:\n  kiwi: { stock: \"3\" }\njuices:\n  k: { recipe: { kiwi: 1 } }\n") == ["not-a-whole-number": "\"3\""])
    }

    @Test func aProblemOfTheWholeFileHasNoRange() {
        let report = MenuLoader.diagnose(path: "/nonexistent/menu.yaml")
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
        #expect(report.diagnostics.first?.range == nil)
    }

    @Test func aSyntaxErrorAtTheEndOfTheFileIsAnEmptyRangeThere() throws {
        let bytes = Array("fruits: [kiwi\n".utf8)
        let diagnostic = try #require(MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        let range = try #require(diagnostic.range)
        #expect(range.upperBound <= bytes.count && range.lowerBound <= range.upperBound)
    }

    @Test func theOutlinesIDsHaveTheirBytes() throws {
        let text = "\u{FEFF}fruits:\n  kiwi: {}\u{85}  \"lime\": {}\njuices:\n  k: { recipe: { kiwi: 1 } }\n"
        let bytes = Array(text.utf8)
        let outline = try #require(MenuLoader.diagnoseAndOutline(bytes: bytes, file: "menu.yaml").outline)
        #expect(outline.fruits.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["kiwi", "\"lime\""])
        #expect(outline.juices.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["k"])
    }
}

/// Every input of the official YAML test suite (odd line breaks, tabs, BOMs, every kind of
/// scalar, broken files), read as a menu: each diagnostic's range lies in the file, and it starts
/// on the diagnostic's own line (counted as libyaml counts lines).
@Suite struct DiagnosticRangeSuiteTests {
    @Test func everyRangeOfTheYAMLTestSuiteLiesOnItsLine() throws {
        let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JuiceMakerYAMLTests/YAMLTestSuite")
        let cases = try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted()
        #expect(cases.count > 300)
        var ranges = 0
        for name in cases {
            guard let data = FileManager.default.contents(atPath: suite.appendingPathComponent("\(name)/in.yaml").path) else { continue }
            let bytes = Array(data)
            for diagnostic in MenuLoader.diagnose(bytes: bytes, file: name).diagnostics {
                guard let position = diagnostic.position else {
                    #expect(diagnostic.range == nil, "\(name)")
                    continue
                }
                let range = try #require(diagnostic.range, "\(name): \(diagnostic.message)")
                #expect(range.lowerBound <= range.upperBound && range.upperBound <= bytes.count, "\(name): \(range)")
                // The line breaks before the range, as libyaml counts them (CRLF once; a BOM no line).
                #expect(Self.lineBreaks(in: bytes[..<range.lowerBound]) + 1 == position.line || range.lowerBound == bytes.count,
                        "\(name): \(diagnostic.code) at \(position.line):\(position.column), range \(range)")
                // And on its column (scalars from the line's start; a BOM none), unless the column
                // lies past the line's end, where the range starts at that end.
                if diagnostic.fix == nil, range.lowerBound < bytes.count {
                    let lineStart = Self.lineStart(before: range.lowerBound, in: bytes)
                    let scalars = bytes[lineStart..<range.lowerBound].count { $0 & 0xC0 != 0x80 }
                    let atLineEnd = [0x0A, 0x0D, 0xC2, 0xE2].contains(bytes[range.lowerBound])
                    #expect(scalars + 1 == position.column || (atLineEnd && scalars + 1 < position.column),
                            "\(name): \(diagnostic.code) at \(position.line):\(position.column), range \(range)")
                }
                ranges += 1
            }
        }
        #expect(ranges > 100)
    }

    /// Where the line holding `offset` starts: after the last break before it, or after a BOM.
    private static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < offset {
            let byte = bytes[index]
            var length = 0
            if byte == 0x0A || byte == 0x0D {
                length = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                length = 2
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                length = 3
            }
            if length > 0, index + length <= offset { start = index + length }
            index += max(length, 1)
        }
        return start
    }

    private static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                count += 1
                if index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
            } else if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] == 0x85 {
                count += 1
            } else if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                count += 1
            }
            index += 1
        }
        return count
    }
}
