import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker validate --fix` end to end, through the built binary in a temporary directory.
@Suite(.tags(.endToEnd)) struct ValidateFixTests {
    func workspace(_ files: [String: [UInt8]]) throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        for (name, bytes) in files {
            try Data(bytes).write(to: dir.appendingPathComponent(name))
        }
        return dir
    }

    func bytes(_ name: String, in dir: URL) throws -> [UInt8] {
        Array(try Data(contentsOf: dir.appendingPathComponent(name)))
    }

    @Test func fixesInPlaceAndReportsWhatIsLeft() async throws { try await blocking { try self.fixesInPlaceAndReportsWhatIsLeftBody() } }
    func fixesInPlaceAndReportsWhatIsLeftBody() throws {
        let dir = try workspace(["menu.yaml": Array(ValidateCommandTests.brokenMenu.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 file checked: no problems\n")
        #expect(result.stderr == "menu.yaml: fixed 1 problem\n")
        #expect(try bytes("menu.yaml", in: dir) == Array(ValidateCommandTests.brokenMenu.replacingOccurrences(of: "kiwii", with: "kiwi").utf8))
        // Written through a temporary file that was renamed: none is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["menu.yaml"])
    }

    @Test func changesOnlyTheWordsInAWindowsFileWithBOMCommentsAndQuotes() async throws { try await blocking { try self.changesOnlyTheWordsInAWindowsFileWithBOMCommentsAndQuotesBody() } }
    func changesOnlyTheWordsInAWindowsFileWithBOMCommentsAndQuotesBody() throws {
        let text = "\u{FEFF}# 메뉴\r\nversion: 1\r\nfruits:    # 과일\r\n  kiwi: { name: \"키위\", stokc: 4 }\r\n  mango: {}\r\njuices:\r\n  mk:\r\n    recipe: { 'mangoo': 1, \"kiwii\": 1 }   # 🥝\r\n"
        let dir = try workspace(["menu.yaml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == "menu.yaml: fixed 3 problems\n")
        let expected = text.replacingOccurrences(of: "stokc", with: "stock")
            .replacingOccurrences(of: "'mangoo'", with: "'mango'").replacingOccurrences(of: "\"kiwii\"", with: "\"kiwi\"")
        #expect(try bytes("menu.yaml", in: dir) == Array(expected.utf8))
    }

    @Test func keepsPermissionsAndLeavesATieAlone() async throws { try await blocking { try self.keepsPermissionsAndLeavesATieAloneBody() } }
    func keepsPermissionsAndLeavesATieAloneBody() throws {
        let tie = "fruits:\n  kiwa: {}\n  kiwo: {}\njuices:\n  k: { recipe: { kiwa: 1, kiwo: 1, kiwi: 1 } }\n"
        let fixable = ValidateCommandTests.brokenMenu
        let dir = try workspace(["tie.yaml": Array(tie.utf8), "fixable.yaml": Array(fixable.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixablePath = dir.appendingPathComponent("fixable.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: fixablePath)
        let result = try CLIHarness.run(["validate", "--fix", "tie.yaml", "fixable.yaml"], in: dir)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("tie.yaml:5:36: error: recipe of 'k' names unknown fruit 'kiwi'; add it under 'fruits:' or fix the name [unknown-fruit]\n"))
        #expect(result.stdout.hasSuffix("2 files checked: 1 error\n"))
        #expect(try bytes("tie.yaml", in: dir) == Array(tie.utf8))
        #expect(try bytes("fixable.yaml", in: dir) == Array(fixable.replacingOccurrences(of: "kiwii", with: "kiwi").utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: fixablePath)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func standardInputPrintsTheFixedMenuAndReportsOnStandardError() async throws { try await blocking { try self.standardInputPrintsTheFixedMenuAndReportsOnStandardErrorBody() } }
    func standardInputPrintsTheFixedMenuAndReportsOnStandardErrorBody() throws {
        let dir = try workspace([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--fix", "--format", "json", "-"], in: dir, stdin: ValidateCommandTests.brokenMenu)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == ValidateCommandTests.brokenMenu.replacingOccurrences(of: "kiwii", with: "kiwi"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [[String: Any]])
        #expect(report.first?["valid"] as? Bool == true)
        #expect(report.first?["file"] as? String == "<stdin>")
    }

    @Test func whatCannotBeFixedIsStillAnError() async throws { try await blocking { try self.whatCannotBeFixedIsStillAnErrorBody() } }
    func whatCannotBeFixedIsStillAnErrorBody() throws {
        let text = ValidateCommandTests.brokenMenu.replacingOccurrences(of: "mango: 2", with: "mango: two")
        let dir = try workspace(["menu.yaml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--fix", "--format", "json", "menu.yaml"], in: dir)
        #expect(result.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let codes = (report.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["not-a-whole-number"])
        #expect(try bytes("menu.yaml", in: dir) == Array(text.replacingOccurrences(of: "kiwii", with: "kiwi").utf8))
    }

    @Test func jsonShowsTheFixWithoutApplyingIt() async throws { try await blocking { try self.jsonShowsTheFixWithoutApplyingItBody() } }
    func jsonShowsTheFixWithoutApplyingItBody() throws {
        let dir = try workspace(["menu.yaml": Array(ValidateCommandTests.brokenMenu.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--format", "json", "menu.yaml"], in: dir)
        #expect(result.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let fix = try #require((report.first?["diagnostics"] as? [[String: Any]])?.first?["fix"] as? [String: Any])
        #expect(fix["replacement"] as? String == "kiwi")
        #expect(fix["line"] as? Int == 6 && fix["column"] as? Int == 25 && fix["endLine"] as? Int == 6 && fix["endColumn"] as? Int == 30)
        #expect(try bytes("menu.yaml", in: dir) == Array(ValidateCommandTests.brokenMenu.utf8))
    }

    /// A fix never renames a key into one its mapping already has (a duplicate key is a new error):
    /// `recipe: { kiwi: 1, kiwii: 2 }`, `recpie:` beside `recipe:`, and two typos of one fruit in one
    /// recipe (only the first is fixed). What is not fixed stays reported, with its did-you-mean.
    @Test func aFixNeverMakesADuplicateKey() async throws { try await blocking { try self.aFixNeverMakesADuplicateKeyBody() } }
    func aFixNeverMakesADuplicateKeyBody() throws {
        let menu = """
        fruits:
          kiwi: { stock: 10 }
          mango: { stock: 10 }
        juices:
          kiwi:
            recipe: { kiwi: 1, kiwii: 2 }
          mango:
            recipe: { mango: 1 }
            recpie: { mango: 2 }
          double:
            recipe: { mangoo: 1, mangooo: 1 }

        """
        let dir = try workspace(["menu.yaml": Array(menu.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(result.exitCode == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == "menu.yaml: fixed 1 problem\n")
        let fixed = String(decoding: try bytes("menu.yaml", in: dir), as: UTF8.self)
        #expect(fixed == menu.replacingOccurrences(of: "{ mangoo: 1,", with: "{ mango: 1,"))
        #expect(!result.stdout.contains("duplicate-key"), "\(result.stdout)")
        #expect(result.stdout.contains("names unknown fruit 'kiwii'"), "\(result.stdout)")
        #expect(result.stdout.contains("no key 'recpie'; did you mean 'recipe'?"), "\(result.stdout)")
        // Run again: nothing more is fixed, and still no duplicate.
        let again = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(again.exitCode == 1)
        #expect(String(decoding: try bytes("menu.yaml", in: dir), as: UTF8.self) == fixed)
    }

    /// `--fix` keeps the file itself: a read-only file is refused and left as it was; a file with a
    /// second hard link is fixed through both names (written in place); the owner and group stay.
    @Test func aFixKeepsTheFilesIdentity() async throws { try await blocking { try self.aFixKeepsTheFilesIdentityBody() } }
    func aFixKeepsTheFilesIdentityBody() throws {
        let dir = try workspace(["menu.yaml": Array(ValidateCommandTests.brokenMenu.utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let menu = dir.appendingPathComponent("menu.yaml").path
        let fixedText = Array(ValidateCommandTests.brokenMenu.replacingOccurrences(of: "kiwii", with: "kiwi").utf8)

        #expect(chmod(menu, 0o444) == 0)
        let readOnly = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(readOnly.exitCode == 2)
        #expect(readOnly.stderr.contains("the file is read-only (mode 0444); it was not rewritten"), "\(readOnly.stderr)")
        #expect(try bytes("menu.yaml", in: dir) == Array(ValidateCommandTests.brokenMenu.utf8))
        #expect(chmod(menu, 0o640) == 0)

        let other = dir.appendingPathComponent("linked.yaml").path
        #expect(link(menu, other) == 0)
        var before = stat()
        #expect(stat(menu, &before) == 0)
        let linked = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir)
        #expect(linked.exitCode == 0, "\(linked.stdout)\(linked.stderr)")
        var after = stat()
        #expect(stat(menu, &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_nlink == 2, "the hard link is not split")
        #expect(try bytes("linked.yaml", in: dir) == fixedText)
        #expect(after.st_mode & 0o7777 == 0o640)

        // Owner and group: as root, a file of another user keeps that user (a sudo pre-commit run
        // must not hand the file to root).
        guard getuid() == 0 else { return }
        try Data(ValidateCommandTests.brokenMenu.utf8).write(to: URL(fileURLWithPath: dir.appendingPathComponent("owned.yaml").path))
        let owned = dir.appendingPathComponent("owned.yaml").path
        #expect(chown(owned, 65534, 65534) == 0)
        let byRoot = try CLIHarness.run(["validate", "--fix", "owned.yaml"], in: dir)
        #expect(byRoot.exitCode == 0, "\(byRoot.stderr)")
        var ownedAfter = stat()
        #expect(stat(owned, &ownedAfter) == 0)
        #expect(ownedAfter.st_uid == 65534 && ownedAfter.st_gid == 65534)
        #expect(try bytes("owned.yaml", in: dir) == fixedText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["linked.yaml", "menu.yaml", "owned.yaml"])
    }

    /// Issue 23 item 5: SIGTERM during a fix of a 20 MB menu left a 20 MB hidden temporary file.
    /// The directory is watched until the temporary file appears, then the process is stopped; a
    /// run whose write finished before the watch saw it is tried again (the file is 20 MB and
    /// flushed to disk, so the window is wide).
    @Test func aSignalDuringTheWriteLeavesNoTemporaryFile() async throws { try await blocking { try self.aSignalDuringTheWriteLeavesNoTemporaryFileBody() } }
    func aSignalDuringTheWriteLeavesNoTemporaryFileBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let padding = String(repeating: "# " + String(repeating: "x", count: 78) + "\n", count: 20_000_000 / 81)
        let original = Array((ValidateCommandTests.brokenMenu + padding).utf8)
        var caught = false
        for _ in 0..<5 where !caught {
            try Data(original).write(to: dir.appendingPathComponent("menu.yaml"))
            let menu = dir.appendingPathComponent("menu.yaml").path
            let pid = try ProcessSpawner.start(CLIHarness.binary.path, ["validate", "--fix", menu],
                                               environment: ProcessInfo.processInfo.environment)
            let deadline = Date(timeIntervalSinceNow: 60)
            var exited = false
            while !exited, Date() < deadline {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                if names.contains(where: { $0.hasPrefix(".menu.yaml.juicemaker-") }) {
                    kill(pid, SIGTERM)
                    caught = true
                    break
                }
                // Still running? (`kill` with signal 0 only asks; a finished child is a zombie until waited for.)
                var status: Int32 = 0
                exited = waitpid(pid, &status, WNOHANG) == pid
                usleep(200)
            }
            let status = exited ? 0 : ProcessSpawner.wait(pid)
            if caught {
                #expect(status == 128 + SIGTERM, "the process ended with \(status), not by SIGTERM")
                #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["menu.yaml"])
                #expect(try bytes("menu.yaml", in: dir) == original, "a stopped fix leaves the menu as it was")
            }
        }
        #expect(caught, "the temporary file was never seen in five runs")
    }
}
