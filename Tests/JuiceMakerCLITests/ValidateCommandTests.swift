import Foundation
import JuiceMakerTestSupport
import Testing

@Suite(.tags(.endToEnd)) struct ValidateCommandTests {
    static let brokenMenu = """
    fruits:
      mango: { stock: 10 }
      kiwi: { stock: 10 }
    juices:
      mango-kiwi:
        recipe: { mango: 2, kiwii: 1 }

    """

    static let warningMenu = """
    fruits:
      mango: { stock: 10 }
      durian: { stock: 10 }
    juices:
      mango: { recipe: { mango: 3 } }

    """

    func workspace(_ files: [String: String] = [:]) throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let recipes = CLIHarness.repositoryRoot.appendingPathComponent("recipes.yaml")
        try FileManager.default.copyItem(at: recipes, to: dir.appendingPathComponent("recipes.yaml"))
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func defaultMenuIsValid() async throws { try await blocking { try self.defaultMenuIsValidBody() } }
    func defaultMenuIsValidBody() throws {
        let result = try CLIHarness.run(["validate"], in: try workspace())
        #expect(result.exitCode == 0)
        #expect(result.stdout == "1 file checked: no problems\n")
    }

    @Test func brokenMenuShowsFileLineColumnCaretAndExitsOne() async throws { try await blocking { try self.brokenMenuShowsFileLineColumnCaretAndExitsOneBody() } }
    func brokenMenuShowsFileLineColumnCaretAndExitsOneBody() throws {
        let result = try CLIHarness.run(["validate", "broken.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]))
        #expect(result.exitCode == 1)
        #expect(result.stdout == """
        broken.yaml:6:25: error: recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit] (fixable with --fix)
                recipe: { mango: 2, kiwii: 1 }
                                    ^
        1 file checked: 1 error

        """)
    }

    @Test func globalMenuOptionWorksBeforeAndAfterTheSubcommand() async throws { try await blocking { try self.globalMenuOptionWorksBeforeAndAfterTheSubcommandBody() } }
    func globalMenuOptionWorksBeforeAndAfterTheSubcommandBody() throws {
        let dir = try workspace(["custom.yaml": Self.brokenMenu])
        let before = try CLIHarness.run(["--menu", "custom.yaml", "validate"], in: dir)
        #expect(before.exitCode == 1)
        #expect(before.stdout.hasPrefix("custom.yaml:6:25: error:"))
        let after = try CLIHarness.run(["validate", "--menu", "custom.yaml"], in: dir)
        #expect(after.exitCode == 1)
        #expect(after.stdout.hasPrefix("custom.yaml:6:25: error:"))
        let fromEnvironment = try CLIHarness.run(["validate"], in: dir, environment: ["JUICEMAKER_MENU": "custom.yaml"])
        #expect(fromEnvironment.exitCode == 1)
        #expect(fromEnvironment.stdout.hasPrefix("custom.yaml:6:25: error:"))
    }

    @Test func everyFileIsCheckedEvenAfterAFailure() async throws { try await blocking { try self.everyFileIsCheckedEvenAfterAFailureBody() } }
    func everyFileIsCheckedEvenAfterAFailureBody() throws {
        let result = try CLIHarness.run(["validate", "broken.yaml", "recipes.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]))
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasSuffix("2 files checked: 1 error\n"))
    }

    @Test func unreadableFileExitsTwoButOthersAreStillChecked() async throws { try await blocking { try self.unreadableFileExitsTwoButOthersAreStillCheckedBody() } }
    func unreadableFileExitsTwoButOthersAreStillCheckedBody() throws {
        let result = try CLIHarness.run(["validate", "missing.yaml", "broken.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]))
        #expect(result.exitCode == 2)
        #expect(result.stdout.contains("missing.yaml: error: cannot read this file (no such file); check the path [unreadable-file]"))
        #expect(result.stdout.contains("broken.yaml:6:25: error:"))
    }

    @Test func usageErrorsExitTwo() async throws { try await blocking { try self.usageErrorsExitTwoBody() } }
    func usageErrorsExitTwoBody() throws {
        let dir = try workspace()
        let badFormat = try CLIHarness.run(["validate", "--format", "xml"], in: dir)
        #expect(badFormat.exitCode == 2)
        #expect(badFormat.stderr.contains("'xml' is invalid for '--format <format>'"))
        #expect(try CLIHarness.run(["frobnicate"], in: dir).exitCode == 2)
    }

    @Test func standardInput() async throws { try await blocking { try self.standardInputBody() } }
    func standardInputBody() throws {
        let result = try CLIHarness.run(["validate", "-"], in: try workspace(), stdin: Self.brokenMenu)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("<stdin>:6:25: error:"))
    }

    @Test func warningsPassUnlessStrict() async throws { try await blocking { try self.warningsPassUnlessStrictBody() } }
    func warningsPassUnlessStrictBody() throws {
        let dir = try workspace(["warn.yaml": Self.warningMenu])
        let relaxed = try CLIHarness.run(["validate", "warn.yaml"], in: dir)
        #expect(relaxed.exitCode == 0)
        #expect(relaxed.stdout.contains("warn.yaml:3:3: warning: fruit 'durian' is in no recipe"))
        let strict = try CLIHarness.run(["validate", "--strict", "warn.yaml"], in: dir)
        #expect(strict.exitCode == 1)
    }

    @Test func githubFormatIsTheDefaultInsideActions() async throws { try await blocking { try self.githubFormatIsTheDefaultInsideActionsBody() } }
    func githubFormatIsTheDefaultInsideActionsBody() throws {
        let result = try CLIHarness.run(["validate", "broken.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]), environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("::error file=broken.yaml,line=6,col=25,title=unknown-fruit::recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?\n"))
    }

    @Test func jsonFormatIsMachineReadable() async throws { try await blocking { try self.jsonFormatIsMachineReadableBody() } }
    func jsonFormatIsMachineReadableBody() throws {
        let result = try CLIHarness.run(["validate", "--format", "json", "broken.yaml", "recipes.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]))
        #expect(result.exitCode == 1)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files[0]["valid"] as? Bool == false)
        #expect(files[1]["valid"] as? Bool == true)
        let diagnostic = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "unknown-fruit")
        #expect(diagnostic["line"] as? Int == 6)
        #expect(diagnostic["column"] as? Int == 25)
    }

    @Test func sarifFormat() async throws { try await blocking { try self.sarifFormatBody() } }
    func sarifFormatBody() throws {
        let result = try CLIHarness.run(["validate", "--format", "sarif", "broken.yaml"], in: try workspace(["broken.yaml": Self.brokenMenu]))
        #expect(result.exitCode == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let resultEntry = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(resultEntry["ruleId"] as? String == "unknown-fruit")
    }

    /// `validate [--strict] [--format F] FILE...` is read without swift-argument-parser
    /// (`QuickValidateArguments`); with the files after `--` the same request goes through it.
    /// Both must answer alike: report, exit code, default menu and environment included.
    @Test func theQuickReadingAnswersAsArgumentParserDoes() async throws { try await blocking { try self.theQuickReadingAnswersAsArgumentParserDoesBody() } }
    func theQuickReadingAnswersAsArgumentParserDoesBody() throws {
        let dir = try workspace(["broken.yaml": Self.brokenMenu, "warn.yaml": Self.warningMenu])
        let requests: [(options: [String], files: [String])] = [
            ([], ["broken.yaml"]), ([], ["warn.yaml", "recipes.yaml"]), (["--strict"], ["warn.yaml"]),
            (["--format", "json"], ["broken.yaml", "missing.yaml"]), (["--format", "sarif", "--strict"], ["warn.yaml"]),
            (["--format", "github"], ["recipes.yaml"]),
        ]
        for request in requests {
            for environment in [[:], ["GITHUB_ACTIONS": "true"]] {
                let quick = try CLIHarness.run(["validate"] + request.options + request.files, in: dir, environment: environment)
                let parsed = try CLIHarness.run(["validate"] + request.options + ["--"] + request.files, in: dir, environment: environment)
                #expect(quick.exitCode == parsed.exitCode, "\(request)")
                #expect(quick.stdout == parsed.stdout, "\(request)")
                #expect(quick.stderr == parsed.stderr, "\(request)")
            }
        }
        let defaultMenu = try CLIHarness.run(["validate"], in: dir, environment: ["JUICEMAKER_MENU": "broken.yaml"])
        #expect(defaultMenu.exitCode == 1)
        #expect(defaultMenu.stdout.hasPrefix("broken.yaml:6:25: error:"))
        let globalMenu = try CLIHarness.run(["--menu", "warn.yaml", "validate", "--strict"], in: dir)
        #expect(globalMenu.exitCode == 1)
        #expect(globalMenu.stdout.contains("warn.yaml:3:3: warning: fruit 'durian' is in no recipe"))
    }

    @Test func schemaCommandPrintsTheShippedSchema() async throws { try await blocking { try self.schemaCommandPrintsTheShippedSchemaBody() } }
    func schemaCommandPrintsTheShippedSchemaBody() throws {
        let result = try CLIHarness.run(["schema"], in: try workspace())
        #expect(result.exitCode == 0)
        let shipped = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("config/menu.schema.json"), encoding: .utf8)
        #expect(result.stdout == shipped)
    }

    /// A FIFO or a link to /dev/zero given as the menu: refused at once (exit 2) with what it is,
    /// never a hang waiting for a writer, never memory without bound; the order command likewise.
    @Test func aFIFOOrADeviceIsNeverReadAsAMenu() async throws { try await blocking { try self.aFIFOOrADeviceIsNeverReadAsAMenuBody() } }
    func aFIFOOrADeviceIsNeverReadAsAMenuBody() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("fifo.yaml").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        let start = Date()
        let fifo = try CLIHarness.run(["validate", "fifo.yaml"], in: dir)
        #expect(fifo.exitCode == 2)
        #expect(fifo.stdout.contains("fifo.yaml: error: cannot read this file (it is a named pipe (FIFO), not a regular file"), "\(fifo.stdout)")
        let zero = try CLIHarness.run(["validate", "zero.yaml"], in: dir)
        #expect(zero.exitCode == 2)
        #expect(zero.stdout.contains("it is a character device, not a regular file"), "\(zero.stdout)")
        let order = try CLIHarness.run(["--menu", "fifo.yaml", "order", "banana"], in: dir)
        #expect(order.exitCode == 2)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
