import Foundation
import JuiceMakerTestSupport
import Testing

/// `--version`, the CHANGELOG, the git tag and the snippets users copy all name one release.
@Suite(.tags(.endToEnd)) struct VersionTests {
    /// The newest released version in CHANGELOG.md (`## [0.1.0] - 2026-11-26`), past `[Unreleased]`.
    static func changelogVersion() throws -> String {
        let text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let match = try #require(text.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\] - \d{4}-\d\d-\d\d\n/), "CHANGELOG.md has no released version")
        return String(match.output.1)
    }

    @Test func printsTheChangelogsVersion() async throws { try await blocking { try self.printsTheChangelogsVersionBody() } }
    func printsTheChangelogsVersionBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let result = try CLIHarness.run(["--version"], in: dir)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "\(try Self.changelogVersion())\n")
    }

    /// The pre-commit `rev:` and the `.package(url:from:)` a user copies name this release and a real
    /// address, not a placeholder.
    @Test func theSnippetsNameThisRelease() async throws { try await blocking { try self.theSnippetsNameThisReleaseBody() } }
    func theSnippetsNameThisReleaseBody() throws {
        let version = try Self.changelogVersion()
        var texts: [String: String] = [:]
        for page in DocumentationTests.pages + [".pre-commit-hooks.yaml"] {
            texts[page] = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        }
        let all = texts.values.joined()
        #expect(all.contains("rev: v\(version)"))
        #expect(all.contains(#".package(url: "https://github.com/juicemaker/juicemaker", from: "\#(version)")"#))
        for (page, text) in texts {
            for match in text.matches(of: /rev: v(\d+\.\d+\.\d+)|from: "([^"]+)"/) {
                let named = String(match.output.1 ?? match.output.2 ?? "")
                #expect(named == version, "\(page) names version \(named), not \(version)")
            }
            #expect(!text.contains("github.com/…"), "\(page) still has a placeholder address")
        }
    }

    /// In a clone that has tags (`git clone` brings them), the CHANGELOG's version is one of them. A
    /// copy without git or without tags (an export, a shallow fetch) has nothing to check.
    @Test func theReleaseIsTagged() async throws { try await blocking { try self.theReleaseIsTaggedBody() } }
    func theReleaseIsTaggedBody() throws {
        let version = try Self.changelogVersion()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", CLIHarness.repositoryRoot.path, "tag", "--list", "v*"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let tags = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        process.waitUntilExit()
        if process.terminationStatus == 0, !tags.isEmpty {
            #expect(tags.contains("v\(version)"), "no tag v\(version) among \(tags)")
        }
    }
}
