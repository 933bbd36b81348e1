import Testing
@testable import JuiceMakerServer

/// The request bodies' JSON reader: RFC 8259 exactly, a member given twice refused, numbers kept
/// as written; and the bodies read from it.
@Suite struct StrictJSONTests {
    static func parse(_ text: String) throws(StrictJSON.Failure) -> StrictJSON.Value {
        try StrictJSON.parse(Array(text.utf8))
    }

    @Test func readsJSONAsWritten() throws {
        let value = try Self.parse(#" {"a": [1, -0.5, 1e2, true, false, null, "x\u00e9\ud83c\udf53\n\"\\\/"], "b": {}} "#)
        #expect(value == .object([
            ("a", .array([.number("1"), .number("-0.5"), .number("1e2"), .bool(true), .bool(false), .null, .string("xé🍓\n\"\\/")])),
            ("b", .object([])),
        ]))
        #expect(try Self.parse("\u{FEFF}[]") == .array([]))
        #expect(try Self.parse("\"딸기\"") == .string("딸기"))
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{a:1}", "'x'", "01", "1.", ".5", "-", "1e", "+1", "NaN", "tru", "nul", "[1 2]",
        "{\"a\" 1}", "\"\u{01}\"", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "[] []", "\"open",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: StrictJSON.Failure.self) { try Self.parse(text) }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse([0x22, 0xFF, 0x22]) }
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) }  // a surrogate in UTF-8
    }

    @Test func aMemberGivenTwiceIsNamedWithItsPlace() {
        #expect(throws: StrictJSON.Failure.duplicateMember(path: "", name: "lines")) { try Self.parse(#"{"lines":[],"lines":[]}"#) }
        #expect(throws: StrictJSON.Failure.duplicateMember(path: "lines[1]", name: "count")) {
            try Self.parse(#"{"lines":[{"juice":"a"},{"count":1,"count":2}]}"#)
        }
    }

    @Test func nestingIsBounded() throws {
        _ = try Self.parse(String(repeating: "[", count: 32) + String(repeating: "]", count: 32))
        #expect(throws: StrictJSON.Failure.tooDeep) { try Self.parse(String(repeating: "[", count: 33) + String(repeating: "]", count: 33)) }
        #expect(throws: StrictJSON.Failure.tooDeep) { try Self.parse(String(repeating: "[", count: 65_536)) }
    }

    @Test func onlyWholeNumbersWrittenAsSuchAreWholeNumbers() {
        #expect(StrictJSON.Value.number("12").wholeNumber == 12)
        #expect(StrictJSON.Value.number("-0").wholeNumber == 0)
        #expect(StrictJSON.Value.number("9223372036854775807").wholeNumber == Int.max)
        for text in ["1.0", "1e2", "1E0", "9223372036854775808", "-9223372036854775809"] {
            #expect(StrictJSON.Value.number(text).wholeNumber == nil, "\(text)")
        }
        #expect(StrictJSON.Value.string("1").wholeNumber == nil)
    }

    @Test func bodiesReadTheirMembersStrictly() throws {
        #expect(try StockChangeBody.read(Array(#"{"add": 5}"#.utf8)) == StockChangeBody(add: 5))
        #expect(try RestockBody.read(Array(#"{"for": ["kiwi:2", "banana"]}"#.utf8)).for == ["kiwi:2", "banana"])
        #expect(try RestockBody.read(Array("{}".utf8)).for == nil)
        func detail(_ body: String, as type: any StrictBody.Type) -> String? {
            do {
                _ = try type.read(Array(body.utf8))
                return nil
            } catch {
                return error.detail
            }
        }
        #expect(detail(#"{"add": 1, "add": 2}"#, as: StockChangeBody.self) == "'add' is given twice; give each member once")
        #expect(detail(#"{"set": 1e1}"#, as: StockChangeBody.self) == "'set' must be a whole number, written without a fraction or exponent, not 1e1")
        #expect(detail(#"{"for": ["kiwi", 2]}"#, as: RestockBody.self) == "'for[1]' must be text")
        #expect(detail(#"{"for": "kiwi"}"#, as: RestockBody.self) == "'for' must be a list")
        #expect(detail(#"{"lines": {}}"#, as: OrderBody.self) == "'lines' must be a list")
        #expect(detail("{}", as: OrderBody.self) == "'lines' is missing")
    }
}

/// `IdempotentOrders`: made orders are remembered, within a bound in bytes; refusals never.
@Suite struct IdempotentOrdersTests {
    @Test func memoryIsBoundedInBytesAndRefusalsAreNotKept() async {
        let orders = IdempotentOrders(capacity: 100_000, byteLimit: 256 << 10)
        let answer = IdempotentOrders.Answer(status: .created, body: String(repeating: "x", count: 2_000))
        for index in 0..<5_000 {
            let key = "key-\(index)-" + String(repeating: "k", count: 200)
            guard case .run = await orders.begin(key, fingerprint: IdempotentOrders.fingerprint(Array("body \(index)".utf8))) else {
                Issue.record("key \(index) was known")
                return
            }
            await orders.finish(key, answer)
        }
        #expect(await orders.keptBytes <= 256 << 10)
        #expect(await orders.keptBytes > 200 << 10)
        // The newest is kept, the oldest forgotten (the store still knows it, across restarts too).
        let newest = "key-4999-" + String(repeating: "k", count: 200)
        guard case .replay = await orders.begin(newest, fingerprint: IdempotentOrders.fingerprint(Array("body 4999".utf8))) else {
            Issue.record("the newest answer was not kept")
            return
        }
        guard case .run = await orders.begin("key-0-" + String(repeating: "k", count: 200), fingerprint: "x") else {
            Issue.record("the oldest answer was kept past the bound")
            return
        }
        // A refusal is abandoned: the same key and body run again.
        guard case .run = await orders.begin("refused", fingerprint: "f") else { return }
        await orders.abandon("refused")
        guard case .run = await orders.begin("refused", fingerprint: "f") else {
            Issue.record("a refused order's key was remembered")
            return
        }
    }

    @Test func aBodyIsRememberedByItsFingerprintNotItsBytes() {
        let body = Array(String(repeating: "a", count: 65_536).utf8)
        #expect(IdempotentOrders.fingerprint(body).utf8.count < 64)
        #expect(IdempotentOrders.fingerprint(body) != IdempotentOrders.fingerprint(body.dropLast() + [0x62]))
    }
}
