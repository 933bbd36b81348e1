import Foundation
import JuiceMakerTestSupport
import Testing

/// Every command that prints a result takes `--json`, after the command or as a global option
/// before it, and prints JSON a script can parse; the commands that print none refuse a global
/// `--json` instead of ignoring it.
@Suite(.tags(.endToEnd)) struct JSONOutputTests {
    /// Each command with what it needs; run in this order on one shop, so `undo` has a change and
    /// `state copy` a fresh target.
    static let commands: [[String]] = [
        ["menu"], ["stock"], ["stock", "show"], ["stock", "add", "kiwi", "2"], ["stock", "remove", "kiwi", "1"],
        ["stock", "set", "mango", "9"], ["order", "kiwi"], ["order", "no-such-juice"], ["history"], ["history", "2"],
        ["undo"], ["restock"], ["stock", "reset"], ["validate"], ["schema"],
    ]

    @Test(arguments: [false, true])
    func everyCommandPrintsJSON(before: Bool) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        for command in Self.commands + [["state", "copy", "--to", before ? "b.sqlite" : "a.sqlite"]] {
            let words = before ? ["--json"] + command : command + ["--json"]
            let result = try CLIHarness.run(words, in: dir)
            let parsed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            #expect(parsed != nil, "\(words.joined(separator: " ")): \(result.stdout)\(result.stderr)")
            #expect(result.exitCode == (command == ["order", "no-such-juice"] ? 2 : 0), "\(words)")
        }
    }

    @Test func validateJSONIsItsJSONFormat() async throws { try await blocking { try self.validateJSONIsItsJSONFormatBody() } }
    func validateJSONIsItsJSONFormatBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let format = try CLIHarness.run(["validate", "--format", "json"], in: dir)
        #expect(try CLIHarness.run(["validate", "--json"], in: dir).stdout == format.stdout)
        #expect(try CLIHarness.run(["--json", "validate"], in: dir).stdout == format.stdout)
        let both = try CLIHarness.run(["--json", "validate", "--format", "sarif"], in: dir)
        #expect(both.exitCode == 2)
        #expect(both.stderr.contains("--json and --format sarif ask for two formats; give one"))
    }

    @Test(arguments: ["shell", "serve", "lsp"])
    func aCommandWithoutAResultRefusesAGlobalJSON(_ command: String) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["--json", command], in: dir)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("'juicemaker \(command)' prints no result to give as JSON; leave out --json"))
    }
}
