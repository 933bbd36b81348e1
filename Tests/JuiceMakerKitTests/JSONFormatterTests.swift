import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// Parses formatter output back with Foundation, independent of the hand-written writer.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

@Suite struct JSONFormatterTests {
    let formatter = JSONDiagnosticFormatter()

    @Test func exactOutputWithSortedKeysAndNullPositions() {
        #expect(formatter.format([FormatterFixtures.crlf, FormatterFixtures.unreadable, FormatterFixtures.clean]) == """
            [
              {
                "diagnostics": [
                  {
                    "code": "negative-stock",
                    "column": 12,
                    "file": "windows.yaml",
                    "line": 3,
                    "message": "stock of 'kiwii' is -3; it must be 0 or more",
                    "severity": "error"
                  }
                ],
                "errors": 1,
                "file": "windows.yaml",
                "valid": false,
                "warnings": 0
              },
              {
                "diagnostics": [
                  {
                    "code": "unreadable-file",
                    "column": null,
                    "file": "missing.yaml",
                    "line": null,
                    "message": "cannot read 'missing.yaml': no such file",
                    "severity": "error"
                  }
                ],
                "errors": 1,
                "file": "missing.yaml",
                "valid": false,
                "warnings": 0
              },
              {
                "diagnostics": [],
                "errors": 0,
                "file": "clean.yaml",
                "valid": true,
                "warnings": 0
              }
            ]

            """)
    }

    @Test func parsesBackWithTheRightFields() throws {
        let output = formatter.format([FormatterFixtures.korean])
        let files = try #require(try parseJSON(output) as? [[String: Any]])
        #expect(files.count == 1)
        let file = try #require(files.first)
        #expect(file["file"] as? String == "recipes.yaml")
        #expect(file["valid"] as? Bool == false)
        #expect(file["errors"] as? Int == 1)
        #expect(file["warnings"] as? Int == 1)
        let diagnostics = try #require(file["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["missing-translation", "unknown-fruit"])
        #expect(diagnostics.map { $0["severity"] as? String } == ["warning", "error"])
        #expect(diagnostics.map { $0["line"] as? Int } == [7, 8])
        #expect(diagnostics.map { $0["column"] as? Int } == [22, 14])
        #expect(diagnostics.map { $0["file"] as? String } == ["recipes.yaml", "recipes.yaml"])
        #expect(diagnostics.last?["message"] as? String == FormatterFixtures.unknownFruit.message)
    }

    @Test func missingPositionIsNull() throws {
        let files = try #require(try parseJSON(formatter.format([FormatterFixtures.unreadable])) as? [[String: Any]])
        let diagnostic = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] is NSNull)
        #expect(diagnostic["column"] is NSNull)
    }

    @Test func awkwardTextRoundTrips() throws {
        let message = "quote \" backslash \\ slash / newline \n tab \t escape \u{1B} nul \u{0} 한국어 🍓 \u{2028}"
        let file = "dir/메뉴 \"1\".yaml"
        let output = formatter.format([FormatterFixtures.report(file, source: "", [.error(.emptyName, message, at: nil)])])
        #expect(!output.utf8.contains(0x1B))
        #expect(output.contains("\"message\": \"quote \\\" backslash \\\\ slash / newline \\n tab \\t escape \\u001b nul \\u0000 한국어 🍓 \\u2028\""))
        let files = try #require(try parseJSON(output) as? [[String: Any]])
        #expect(files.first?["file"] as? String == file)
        let diagnostic = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == message)
    }

    @Test func validFollowsStrict() throws {
        let warned = FormatterFixtures.report(source: "", [.warning(.unusedFruit, "w", at: nil)])
        func valid(_ formatter: JSONDiagnosticFormatter) throws -> Bool? {
            try (parseJSON(formatter.format([warned])) as? [[String: Any]])?.first?["valid"] as? Bool
        }
        #expect(try valid(JSONDiagnosticFormatter()) == true)
        #expect(try valid(JSONDiagnosticFormatter(strict: true)) == false)
    }

    @Test func noFilesIsAnEmptyArray() {
        #expect(formatter.format([]) == "[]\n")
    }
}

/// `StockJSON.timestamp` writes what `ISO8601DateFormatter` did, without making one.
@Suite struct StockJSONTimestampTests {
    @Test(arguments: [0.0, 1_700_000_000.0, 1_764_118_222.75, 951_782_400.0, 4_102_444_799.999])
    func timestampsAreISO8601InUTC(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(StockJSON.timestamp(date) == ISO8601DateFormatter().string(from: date))
    }
}

/// `JSONValue`'s two layouts from the one writer: pretty for people and files, compact for
/// protocols (the language server's messages).
@Suite struct JSONValueLayoutTests {
    let value = JSONValue.object([
        "b": .array([.int(1), .string("a\"\n\u{2028}"), .null, .bool(false)]),
        "a": .object([:]),
        "c": .array([]),
    ])

    @Test func compactHasNoWhitespaceAndSortedKeys() {
        #expect(String(decoding: value.compactUTF8, as: UTF8.self) == #"{"a":{},"b":[1,"a\"\n\u2028",null,false],"c":[]}"#)
    }

    @Test func prettyIsIndentedAndEndsWithANewline() {
        #expect(value.prettyPrinted == "{\n  \"a\": {},\n  \"b\": [\n    1,\n    \"a\\\"\\n\\u2028\",\n    null,\n    false\n  ],\n  \"c\": []\n}\n")
    }
}

/// `JSONText`: answers declared as `Encodable` types are written as the same bytes as the same
/// values built by hand as a `JSONValue`, with `null` for a missing optional rather than a
/// missing key.
@Suite struct JSONTextTests {
    struct Answer: Encodable {
        struct Inner: Encodable {
            let id: Int
            let note: String?
        }

        let count: Int?
        let emoji: String?
        let flags: [Bool]
        let inner: [Inner]
        let name: String
        let names: [String: String]
        let nested: Inner?
    }

    static let answer = Answer(count: 3, emoji: nil, flags: [true, false], inner: [.init(id: 1, note: nil), .init(id: 2, note: "a\"\n")],
                               name: "kiwi", names: ["ko": "키위", "en": "Kiwi", "de": "Kiwi"], nested: nil)
    static let tree = JSONValue.object([
        "name": .string("kiwi"), "emoji": .null, "count": .int(3), "flags": .array([.bool(true), .bool(false)]),
        "inner": .array([.object(["id": .int(1), "note": .null]), .object(["id": .int(2), "note": .string("a\"\n")])]),
        "names": .object(["ko": .string("키위"), "en": .string("Kiwi"), "de": .string("Kiwi")]), "nested": .null,
    ])

    @Test func anEncodableValueIsWrittenAsItsTreeWouldBe() throws {
        #expect(try JSONText.pretty(Self.answer) == Self.tree.prettyPrinted)
        #expect(try JSONText.compact(Self.answer) == Self.tree.compactUTF8)
        #expect(try JSONText.pretty([1, 2]) == JSONValue.array([.int(1), .int(2)]).prettyPrinted)
        #expect(try JSONText.pretty([Answer.Inner]()) == "[]\n")
        #expect(try JSONText.compact("a") == Array(#""a""#.utf8))
    }

    @Test func aFloatingPointNumberIsRefused() {
        #expect(throws: EncodingError.self) { try JSONText.pretty(["price": 1.5]) }
    }

    /// A stock level and a low fruit have the fields the API documents, `null` included.
    @Test func theStockShapesKeepEveryDocumentedField() throws {
        let menu = try Menu(yaml: "fruits:\n  kiwi: { stock: 2, par: 5 }\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n")
        let kiwi = try #require(menu.fruits.first)
        let level = try JSONText.pretty(StockJSON.stock([StockLevel(fruit: kiwi, count: 2)], language: .en))
        #expect(level == JSONValue.array([.object(["fruit": .string("kiwi"), "name": .string("kiwi"), "emoji": .null, "stock": .int(2),
                                                   "low": .bool(false)])]).prettyPrinted)
        let low = try JSONText.pretty(StockJSON.low([StockLevel(fruit: kiwi, count: 2)], language: .en))
        #expect(low == JSONValue.array([.object(["fruit": .string("kiwi"), "name": .string("kiwi"), "stock": .int(2), "reorder": .null,
                                                 "par": .int(5)])]).prettyPrinted)
    }
}
