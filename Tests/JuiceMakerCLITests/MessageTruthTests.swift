import Foundation
import JuiceMakerTestSupport
import Testing

/// Issue 23 item 14: every message says what is really wrong, and what it tells a person to run is
/// accepted. Each case through the built binary, as a person would meet it.
@Suite(.tags(.endToEnd)) struct MessageTruthTests {
    /// A temporary folder with `menu.yaml` holding `menu`; removed by the caller.
    func folder(_ menu: String, name: String = "menu.yaml") throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try menu.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func anOrderTooLargeInAllBlamesTheTotal() async throws { try await blocking { try self.anOrderTooLargeInAllBlamesTheTotalBody() } }
    func anOrderTooLargeInAllBlamesTheTotalBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["order", "banana", "banana:1000000"], in: dir)
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasSuffix("The order asks for 1000001 glasses of 'banana' in all; one order takes at most 1000000 of a juice. Split it into several orders.\n"))
        let korean = try CLIHarness.run(["--lang", "ko", "order", "banana:999999", "banana:2"], in: dir)
        #expect(korean.stderr.hasSuffix("'banana' 주문이 모두 1000001잔이에요. 한 주문에는 쥬스마다 1000000잔까지 담을 수 있어요. 여러 번 나눠 주문해 주세요.\n"))
        #expect(try CLIHarness.stock(in: dir)["banana"] == 10)
    }

    @Test func aMistypedKoreanNameGetsTheKoreanNameItMeant() async throws { try await blocking { try self.aMistypedKoreanNameGetsTheKoreanNameItMeantBody() } }
    func aMistypedKoreanNameGetsTheKoreanNameItMeantBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["--lang", "ko", "order", "망고주스"], in: dir)
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasSuffix("메뉴에 없는 쥬스예요: '망고주스'. 혹시 '망고쥬스' 말씀이세요?\n"))
        #expect(try CLIHarness.stock(in: dir)["mango"] == 10)
        #expect(try CLIHarness.run(["--lang", "ko", "order", "망고쥬스"], in: dir).exitCode == 0, "the suggestion is taken")
        #expect(try CLIHarness.stock(in: dir)["mango"] == 7)
    }

    @Test func whatTheHintSaysToRunIsAccepted() async throws { try await blocking { try self.whatTheHintSaysToRunIsAcceptedBody() } }
    func whatTheHintSaysToRunIsAcceptedBody() throws {
        let dir = try folder("fruits:\n  kiwi: { stock: 10, reorder: 2, par: 20 }\njuices:\n  k: { recipe: { kiwi: 1000000000 } }\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let options = ["--menu", "menu.yaml", "--state", "stock.sqlite"]
        // More than a stand can ever hold: no command could help, and none is suggested.
        let impossible = "This needs 1000000000000000 kiwi, more than a stand can ever hold (1000000000000). Order fewer glasses.\n"
        let restock = try CLIHarness.run(options + ["restock", "--for", "k:1000000"], in: dir)
        #expect(restock.exitCode == 2)
        #expect(restock.stderr.hasSuffix(impossible))
        let order = try CLIHarness.run(options + ["order", "k:1000000", "--json"], in: dir)
        #expect(order.exitCode == 2)
        #expect(order.stdout.contains("beyond-stock-limit"))
        #expect(!order.stdout.contains("stock add"))
        // Two glasses need 2,000,000,000: the suggested `stock add` of more than a billion is accepted.
        let short = try CLIHarness.run(options + ["order", "k:2"], in: dir)
        #expect(short.exitCode == 3)
        let hint = try #require(short.stderr.split(separator: "\n").first { $0.hasPrefix("Edit stock? ") })
        #expect(hint == "Edit stock? juicemaker --menu menu.yaml --state stock.sqlite stock add kiwi 1999999990")
        let words = hint.dropFirst("Edit stock? juicemaker ".count).split(separator: " ").map(String.init)
        #expect(try CLIHarness.run(words, in: dir).exitCode == 0)
        #expect(try CLIHarness.run(options + ["order", "k:2"], in: dir).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir, options)["kiwi"] == 0)
    }

    @Test func aParTooLargeIsOneErrorNotTwo() async throws { try await blocking { try self.aParTooLargeIsOneErrorNotTwoBody() } }
    func aParTooLargeIsOneErrorNotTwoBody() throws {
        let dir = try folder("fruits:\n  kiwi: { reorder: 5, par: 1000000001 }\njuices:\n  k: { recipe: { kiwi: 1 } }\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "menu.yaml", "--format", "json"], in: dir)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("number-too-large"))
        #expect(!result.stdout.contains("par-not-above-reorder"), "\(result.stdout)")
    }

    @Test func utf16MenusArePlacedShownAndFixedInTheirOwnEncoding() async throws { try await blocking { try self.utf16MenusArePlacedShownAndFixedInTheirOwnEncodingBody() } }
    func utf16MenusArePlacedShownAndFixedInTheirOwnEncodingBody() throws {
        let text = "fruits:\n  kiwi: { stock: 10 }\njuices:\n  kiwi: { recipe: { kiwii: 3 } }\n"
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let little = [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = [UInt8]([0xFE, 0xFF]) + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        try Data(little).write(to: dir.appendingPathComponent("le.yaml"))
        try Data(big).write(to: dir.appendingPathComponent("be.yaml"))
        let result = try CLIHarness.run(["validate", "le.yaml", "be.yaml"], in: dir)
        #expect(result.exitCode == 1)
        for file in ["le.yaml", "be.yaml"] {
            #expect(result.stdout.contains("""
            \(file):4:21: error: recipe of 'kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit] (fixable with --fix)
                  kiwi: { recipe: { kiwii: 3 } }
                                    ^
            """), "\(result.stdout)")
        }
        #expect(try CLIHarness.run(["validate", "--fix", "le.yaml"], in: dir).exitCode == 0)
        let fixed = try [UInt8](Data(contentsOf: dir.appendingPathComponent("le.yaml")))
        let expected = text.replacingOccurrences(of: "kiwii", with: "kiwi")
        #expect(fixed == [0xFF, 0xFE] + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func aTieSuggestsNeither() async throws { try await blocking { try self.aTieSuggestsNeitherBody() } }
    func aTieSuggestsNeitherBody() throws {
        let menu = """
        fruits:
          kiwa: { stock: 10 }
          kiwo: { stock: 10 }
        juices:
          kiwa: { recipe: { kiwa: 1 } }
          kiwo: { recipe: { kiwo: 1 } }
          k: { recipe: { kiwi: 1 } }

        """
        let dir = try folder(menu)
        defer { try? FileManager.default.removeItem(at: dir) }
        let validate = try CLIHarness.run(["validate", "menu.yaml"], in: dir)
        #expect(validate.stdout.hasPrefix("menu.yaml:7:18: error: recipe of 'k' names unknown fruit 'kiwi'; add it under 'fruits:' or fix the name [unknown-fruit]\n"))
        // The same menu without the broken juice, for the commands.
        try menu.replacingOccurrences(of: "  k: { recipe: { kiwi: 1 } }\n", with: "")
            .write(to: dir.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
        let order = try CLIHarness.run(["--menu", "ok.yaml", "--state", "s.sqlite", "order", "kiwi"], in: dir)
        #expect(order.exitCode == 2)
        #expect(order.stderr.hasSuffix("There is no juice 'kiwi' on the menu.\n"))
        let stock = try CLIHarness.run(["--menu", "ok.yaml", "--state", "s.sqlite", "stock", "add", "kiwu", "1"], in: dir)
        #expect(stock.stderr.hasSuffix("There is no fruit 'kiwu' on the menu.\n"))
    }

    @Test func anInvisibleCharacterIsShownAndSeenThrough() async throws { try await blocking { try self.anInvisibleCharacterIsShownAndSeenThroughBody() } }
    func anInvisibleCharacterIsShownAndSeenThroughBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let order = try CLIHarness.run(["order", "kiwi\u{200B}"], in: dir)
        #expect(order.exitCode == 2)
        #expect(order.stderr.hasSuffix("There is no juice 'kiwi\\u{200b}' on the menu. Did you mean 'kiwi'?\n"))
        try "fruits:\n  kiwi: { stock: 10 }\njuices:\n  k: { recipe: { \"kiwi\\u200b\": 1 } }\n"
            .write(to: dir.appendingPathComponent("zw.yaml"), atomically: true, encoding: .utf8)
        let validate = try CLIHarness.run(["validate", "zw.yaml"], in: dir)
        #expect(validate.stdout.hasPrefix("zw.yaml:4:18: error: recipe of 'k' names unknown fruit 'kiwi\\u{200b}'; did you mean 'kiwi'? [unknown-fruit]"))
    }

    @Test func historyTakesACountOnTheCommandLineAsInTheShell() async throws { try await blocking { try self.historyTakesACountOnTheCommandLineAsInTheShellBody() } }
    func historyTakesACountOnTheCommandLineAsInTheShellBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        for _ in 0..<6 { #expect(try CLIHarness.run(["stock", "add", "banana", "1"], in: dir).exitCode == 0) }
        let five = try CLIHarness.run(["history", "5", "--json"], in: dir)
        #expect(five.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(five.stdout.utf8)) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == 5)
        let zero = try CLIHarness.run(["history", "0"], in: dir)
        #expect(zero.exitCode == 2)
        #expect(zero.stderr.hasPrefix("Error: the count must be at least 1, as in 'juicemaker history 5'"))
    }

    @Test func twoKeysFixedToTheSameNameGetOneFix() async throws { try await blocking { try self.twoKeysFixedToTheSameNameGetOneFixBody() } }
    func twoKeysFixedToTheSameNameGetOneFixBody() throws {
        let dir = try folder("fruts:\n  kiwi: {}\nfruitz: {}\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        let fixed = try String(contentsOf: dir.appendingPathComponent("menu.yaml"), encoding: .utf8)
        #expect(fixed == "fruits:\n  kiwi: {}\nfruitz: {}\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n")
        let after = try CLIHarness.run(["validate", "menu.yaml"], in: dir)
        #expect(!after.stdout.contains("duplicate-key"))
    }
}
