import Foundation
import Testing

/// `--state` and `JUICEMAKER_STATE` choose the store by their value: a URL is never a file path.
/// (A server that answers is tested in `JuiceMakerPostgresTests`.)
@Suite struct StateLocationCommandTests {
    @Test(arguments: [["--state", "postgresql://stand:s3cret@127.0.0.1:1/juice"], ["--json", "--state", "postgres://stand:s3cret@db.invalid/juice"]])
    func anUnreachableServerIsReportedWithoutItsPasswordAndCreatesNothing(_ options: [String]) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = options.contains("--json")
        let words = options.filter { $0 != "--json" } + ["order", "banana"] + (json ? ["--json"] : [])
        let result = try CLIHarness.run(words, in: dir)
        #expect(result.exitCode == 4)
        let output = result.stdout + result.stderr
        #expect(!output.contains("s3cret"))
        #expect(output.contains("stand@"))
        #expect(output.contains(json ? "\"state-error\"" : "Cannot reach the database server for 'postgresql://stand@127.0.0.1:1/juice' (connection refused)"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(entries == ["recipes.yaml"], "nothing may be created: \(entries)")
    }

    @Test func theEnvironmentVariableIsReadTheSameWay() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["stock"], in: dir, environment: ["JUICEMAKER_STATE": "postgresql://stand:s3cret@db.invalid/juice"])
        #expect(result.exitCode == 4)
        #expect(result.stderr.hasPrefix("Cannot reach the database server for 'postgresql://stand@db.invalid:5432/juice' (unknown host 'db.invalid')"))
        #expect(!result.stderr.contains("s3cret"))
    }

    @Test func aServerOfAnotherKindIsRefused() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["--state", "mysql://stand:s3cret@db/juice", "stock"], in: dir)
        #expect(result.exitCode == 4)
        #expect(result.stderr == "'mysql://stand@db/juice' names a mysql server, which juicemaker cannot keep stock on; nothing was changed. "
            + "Give --state (or JUICEMAKER_STATE) a file path or a postgresql:// URL.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["recipes.yaml"])
    }
}
