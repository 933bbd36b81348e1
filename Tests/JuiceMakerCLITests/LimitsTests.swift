import Foundation
import JuiceMakerTestSupport
import JuiceMakerKit
import Testing

/// Every limit at, just under and just over its bound, through the built binary: what `validate`
/// accepts, `stock` and `order --dry-run` run; what they could not run, `validate` refuses.
@Suite(.tags(.endToEnd)) struct LimitsTests {
    /// One menu near one bound, and a juice to order from it.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var value: Int
        var bound: Int
        var menu: @Sendable () -> String
        var testDescription: String { "\(name) \(value) (bound \(bound))" }
    }

    static func near(_ name: String, bound: Int, lower: Bool = false, _ menu: @escaping @Sendable (Int) -> String) -> [Case] {
        let values = lower ? [bound + 1, bound, bound - 1] : [bound - 1, bound, bound + 1]
        return values.map { value in Case(name: name, value: value, bound: bound) { menu(value) } }
    }

    static let cases: [Case] =
        near("fruit stock", bound: Limits.maxMenuNumber) { "fruits:\n  a: { stock: \($0) }\njuices:\n  j: { recipe: { a: 1 } }\n" }
        + near("defaults.stock", bound: Limits.maxMenuNumber) { "defaults: { stock: \($0) }\nfruits:\n  a: {}\njuices:\n  j: { recipe: { a: 1 } }\n" }
        + near("negative stock", bound: 0, lower: true) { "fruits:\n  a: { stock: \($0) }\njuices:\n  j: { recipe: { a: 1 } }\n" }
        + near("recipe amount", bound: Limits.maxMenuNumber) { "fruits:\n  a: { stock: 5 }\njuices:\n  j: { recipe: { a: \($0) } }\n" }
        + near("zero recipe amount", bound: 1, lower: true) { "fruits:\n  a: { stock: 5 }\njuices:\n  j: { recipe: { a: \($0) } }\n" }
        + near("reorder point under par", bound: Limits.parLevel.upperBound - 1) {
            "fruits:\n  a: { stock: 5, reorder: \($0), par: \(Limits.parLevel.upperBound) }\njuices:\n  j: { recipe: { a: 1 } }\n"
        }
        + near("negative reorder point", bound: Limits.reorderPoint.lowerBound, lower: true) {
            "fruits:\n  a: { stock: 5, reorder: \($0) }\njuices:\n  j: { recipe: { a: 1 } }\n"
        }
        + near("par", bound: Limits.parLevel.upperBound) { "fruits:\n  a: { stock: 5, reorder: 0, par: \($0) }\njuices:\n  j: { recipe: { a: 1 } }\n" }
        + near("zero par", bound: Limits.parLevel.lowerBound, lower: true) {
            "fruits:\n  a: { stock: 5, par: \($0) }\njuices:\n  j: { recipe: { a: 1 } }\n"
        }
        + near("fruits", bound: Limits.maxFruits) { count in
            "fruits:\n" + (0..<count).map { "  f\($0): {}\n" }.joined() + "juices:\n  j: { recipe: { f0: 1 } }\n"
        }
        + near("juices", bound: Limits.maxJuices) { count in
            var text = "fruits:\n  a: { stock: 5 }\njuices:\n"
            text.reserveCapacity(count * 30)
            for index in 0..<count { text += "  j\(index): { recipe: { a: 1 } }\n" }
            return text
        }

    @Test(arguments: cases)
    func validateAcceptsExactlyWhatTheCommandsRun(_ example: Case) throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try example.menu().write(to: dir.appendingPathComponent("menu.yaml"), atomically: true, encoding: .utf8)
        let options = ["--menu", "menu.yaml", "--state", "stock.sqlite"]

        // The three at once: a menu of half a million juices takes seconds to load in a debug build.
        let results = try CLIHarness.runConcurrently([
            ["validate", "menu.yaml"],
            options + ["stock"],
            options + ["order", "--dry-run", example.name == "juices" ? "j0" : "j"],
        ], in: dir)
        let (validate, stock, order) = (results[0], results[1], results[2])

        let withinBound = example.value == example.bound || (example.value < example.bound) != (example.name.hasPrefix("negative") || example.name.hasPrefix("zero"))
        #expect((validate.exitCode == 0) == withinBound, "\(validate.stdout)")
        if validate.exitCode == 0 {
            #expect(stock.exitCode == 0, "\(stock.stderr)")
            #expect([0, 3].contains(order.exitCode), "\(order.stderr)")
        } else {
            #expect(validate.exitCode == 1)
            // The same diagnostics stop every command, and nothing is stored.
            #expect(stock.exitCode == 1 && order.exitCode == 1)
            #expect(stock.stderr.contains(validate.stdout.split(separator: "\n").first.map(String.init) ?? "?"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("stock.sqlite").path))
        }
        if example.name == "fruit stock", validate.exitCode == 0 {
            #expect(stock.stdout.hasSuffix(" \(example.value)\n"), "\(stock.stdout)")
        }
    }

    @Test func orderCountsAndStockChangesAtTheirBounds() async throws { try await blocking { try self.orderCountsAndStockChangesAtTheirBoundsBody() } }
    func orderCountsAndStockChangesAtTheirBoundsBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let menu = "fruits:\n  a: { stock: \(Limits.maxMenuNumber) }\njuices:\n  j: { recipe: { a: 1 } }\n"
        try menu.write(to: dir.appendingPathComponent("menu.yaml"), atomically: true, encoding: .utf8)
        let options = ["--menu", "menu.yaml", "--state", "stock.sqlite"]

        #expect(try CLIHarness.run(options + ["order", "--dry-run", "j:\(Limits.maxOrderCount)"], in: dir).exitCode == 0)
        let tooMany = try CLIHarness.run(options + ["order", "--dry-run", "j:\(Limits.maxOrderCount + 1)"], in: dir)
        #expect(tooMany.exitCode == 2)
        #expect(tooMany.stderr == "'j:1000001' has an invalid count: use a whole number from 1 to 1000000, like 'mango:2'.\n")
        #expect(try CLIHarness.run(options + ["order", "j:\(Limits.maxOrderCount)"], in: dir).exitCode == 0)

        #expect(try CLIHarness.run(options + ["stock", "set", "a", "\(Limits.maxStockChange)"], in: dir).exitCode == 0)
        let tooMuch = try CLIHarness.run(options + ["stock", "add", "a", "\(Limits.maxStockChange + 1)"], in: dir)
        #expect(tooMuch.exitCode == 2)
        #expect(tooMuch.stderr == "'1000000000001' is not a valid amount: use a whole number from 0 to 1000000000000.\n")
        #expect(try CLIHarness.run(options + ["stock", "set", "a", "0"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(options + ["stock", "add", "a", "\(Limits.maxStockChange)"], in: dir).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir, options)["a"] == Limits.maxStock)
        let past = try CLIHarness.run(options + ["stock", "add", "a", "1"], in: dir)
        #expect(past.exitCode == 2)
        #expect(past.stderr == "Stock of a cannot go above 1000000000000: has 1000000000000, change +1.\n")
    }

    @Test func aNegativeAmountIsTheToolsOwnMessage() async throws { try await blocking { try self.aNegativeAmountIsTheToolsOwnMessageBody() } }
    func aNegativeAmountIsTheToolsOwnMessageBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let negative = try CLIHarness.run(["stock", "add", "banana", "-3"], in: dir)
        #expect(negative.exitCode == 2)
        #expect(negative.stderr == CLIHarness.createdNotice + "'-3' is not a valid amount: use a whole number from 0 to 1000000000000.\n")
        let json = try CLIHarness.run(["stock", "remove", "banana", "-3", "--json"], in: dir)
        #expect(json.exitCode == 2)
        #expect(json.stdout.contains("\"error\" : \"invalid-number\"") || json.stdout.contains("\"error\": \"invalid-number\""))
        let missing = try CLIHarness.run(["stock", "set", "banana"], in: dir)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "juicemaker stock set takes a fruit and an amount, like: juicemaker stock set mango 12\n")
        #expect(try CLIHarness.stock(in: dir)["banana"] == 10)
    }
}
