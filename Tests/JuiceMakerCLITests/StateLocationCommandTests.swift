import Foundation
import Testing

/// `--state` and `JUICEMAKER_STATE` choose the store by their value: a URL is never a file path.
@Suite struct StateLocationCommandTests {
    @Test(arguments: [["--state", "postgresql://stand:s3cret@127.0.0.1:1/juice"], ["--json", "--state", "postgres://stand:s3cret@db/juice"]])
    func aServerURLIsRefusedWithoutItsPasswordAndCreatesNothing(_ options: [String]) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = options.contains("--json")
        let words = options.filter { $0 != "--json" } + ["order", "banana"] + (json ? ["--json"] : [])
        let result = try CLIHarness.run(words, in: dir)
        #expect(result.exitCode == 4)
        let output = result.stdout + result.stderr
        #expect(!output.contains("s3cret"))
        #expect(output.contains("stand@"))
        #expect(output.contains(json ? "\"state-error\"" : "keeps stock in SQLite files only"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(entries == ["recipes.yaml"], "nothing may be created: \(entries)")
    }

    @Test func theEnvironmentVariableIsReadTheSameWay() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["stock"], in: dir, environment: ["JUICEMAKER_STATE": "postgresql://stand:s3cret@db/juice"])
        #expect(result.exitCode == 4)
        #expect(result.stderr == "'postgresql://stand@db/juice' names a postgresql server, and this juicemaker keeps stock in SQLite files only; nothing was changed. Give a file path to --state (or JUICEMAKER_STATE).\n")
    }
}
