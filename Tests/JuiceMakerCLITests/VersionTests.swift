import Testing
import Foundation

@Suite struct VersionTests {
    @Test func printsVersion() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let result = try CLIHarness.run(["--version"], in: dir)
        #expect(result.exitCode == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}
