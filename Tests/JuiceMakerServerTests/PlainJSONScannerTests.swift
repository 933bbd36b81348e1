import Foundation
import Testing
@testable import JuiceMakerServer

/// The order body read without `StrictJSON`: the same body `StrictJSON` reads, or nil so that it
/// reads it (and words the problem) itself.
@Suite struct PlainJSONScannerTests {
    /// The lines as (juice, count) pairs, to compare.
    static func pairs(_ body: OrderBody?) -> [String]? {
        body.map { $0.lines.map { "\($0.juice):\($0.count.map(String.init) ?? "-")" } }
    }

    @Test(arguments: [
        (#"{"lines":[{"juice":"lime"}]}"#, ["lime:-"]),
        (" {\n\t\"lines\" : [ { \"count\" : 2 , \"juice\" : \"mango-kiwi\" } , {\"juice\":\"kiwi\",\"count\":-0} ] } \r\n", ["mango-kiwi:2", "kiwi:0"]),
        (#"{"lines":[{"juice":"banana","count":123456789012345678}]}"#, ["banana:123456789012345678"]),
        (#"{"lines":[{"juice":"Strawberry Banana","count":-3}]}"#, ["Strawberry Banana:-3"]),
        (#"{"lines":[]}"#, []),
    ])
    func plainBodiesReadAsStrictJSONReadsThem(text: String, lines: [String]) throws {
        let plain = OrderBody.readPlainly(Array(text.utf8))
        #expect(Self.pairs(plain) == lines)
        let decoded = try OrderBody.read(Array(text.utf8))
        #expect(Self.pairs(decoded) == lines)
    }

    /// Everything else is left to `StrictJSON`: other JSON it reads (escapes, non-ASCII, numbers
    /// written otherwise), members the body may not have or has twice, nulls, and what is not JSON.
    @Test(arguments: [
        #"{"lines":[{"juice":"li\u006de"}]}"#,
        #"{"lines":[{"juice":"딸바"}]}"#,
        #"{"lines":[{"juice":"lime","count":1.0}]}"#,
        #"{"lines":[{"juice":"lime","count":1e2}]}"#,
        #"{"lines":[{"juice":"lime","count":01}]}"#,
        #"{"lines":[{"juice":"lime","count":1234567890123456789}]}"#,
        #"{"lines":[{"juice":"lime","count":"1"}]}"#,
        #"{"lines":[{"juice":"lime","count":null}]}"#,
        #"{"lines":[{"juice":"lime","juice":"kiwi"}]}"#,
        #"{"lines":[{"juice":"lime","cnt":2}]}"#,
        #"{"lines":[{"count":2}]}"#,
        #"{"lines":[{}]}"#,
        #"{"lines":[7]}"#,
        #"{"lines":[{"juice":"lime"},]}"#,
        #"{"lines":[{"juice":"lime"}],"lines":[]}"#,
        #"{"line":[{"juice":"lime"}]}"#,
        #"{"lines":[{"juice":"lime"}]} x"#,
        #"{"lines":[{"juice":"lime"}]"#,
        #"{"lines":[{"juice":"lime\"}]}"#,
        "{\"lines\":[{\"juice\":\"li\tme\"}]}",
        "\u{FEFF}{\"lines\":[{\"juice\":\"lime\"}]}",
        "[1, 2]",
        "",
    ])
    func anythingElseIsLeftToStrictJSON(text: String) {
        #expect(OrderBody.readPlainly(Array(text.utf8)) == nil)
    }

    /// Each read takes what it names after white space, or nothing.
    @Test func theScannersPieces() {
        var json = PlainJSONScanner(Array(#"  { "a" : -12 , 0 7"#.utf8))
        var reads: [String] = []
        reads.append("\(json.take("["))")
        reads.append("\(json.take("{"))")
        reads.append(json.string() ?? "nil")
        reads.append(json.wholeNumber().map(String.init) ?? "nil")
        reads.append("\(json.take(":"))")
        reads.append(json.wholeNumber().map(String.init) ?? "nil")
        reads.append("\(json.take(","))")
        reads.append(json.wholeNumber().map(String.init) ?? "nil")
        reads.append("\(json.atEnd)")
        reads.append(json.wholeNumber().map(String.init) ?? "nil")
        reads.append("\(json.atEnd)")
        var minus = PlainJSONScanner(Array("- 1".utf8))
        reads.append(minus.wholeNumber().map(String.init) ?? "nil")
        #expect(reads == ["false", "true", "a", "nil", "true", "-12", "true", "0", "false", "7", "true", "nil"])
    }
}
