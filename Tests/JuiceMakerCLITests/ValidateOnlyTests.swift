import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker-validate`, the program that checks menus and links no database: it says and does
/// exactly what `juicemaker validate` does, report, fixes and exit codes.
@Suite(.tags(.endToEnd)) struct ValidateOnlyTests {
    static let menus = [
        "good.yaml": "fruits:\n  kiwi: { stock: 3 }\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n",
        "broken.yaml": ValidateCommandTests.brokenMenu,
        "warning.yaml": ValidateCommandTests.warningMenu,
        "typo.yaml": "fruits:\n  kiwi: { stok: 3 }\njuices:\n  kiwi: { recipe: { kiwii: 1 } }\n",
    ]

    func workspace() throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        for (name, text) in Self.menus { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func itSaysWhatValidateSays() async throws { try await blocking { try self.itSaysWhatValidateSaysBody() } }
    func itSaysWhatValidateSaysBody() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [[String]] = [
            ["good.yaml"], ["broken.yaml"], ["warning.yaml"], ["warning.yaml", "--strict"], ["missing.yaml"],
            ["good.yaml", "broken.yaml", "--format", "json"], ["typo.yaml", "--format", "github"], ["broken.yaml", "--format", "sarif"],
            ["broken.yaml", "--json"], ["typo.yaml", "--lang", "ko"], [], ["--format", "pdf"], ["--json", "--format", "text", "good.yaml"],
        ]
        var failures = 0
        for arguments in cases {
            let whole = try CLIHarness.run(["validate"] + arguments, in: dir)
            let alone = try CLIHarness.run(arguments, in: dir, program: "juicemaker-validate")
            #expect(alone.exitCode == whole.exitCode, "\(arguments)")
            if whole.exitCode != 2 || arguments.contains("missing.yaml") {
                #expect(alone.stdout == whole.stdout, "\(arguments)")
                #expect(alone.stderr == whole.stderr, "\(arguments)")
            }
            if whole.exitCode != 0 { failures += 1 }
        }
        #expect(failures >= 8, "the cases include failing menus and usage errors")
        let standardInput = try CLIHarness.run(["-"], in: dir, stdin: ValidateCommandTests.brokenMenu, program: "juicemaker-validate")
        #expect(standardInput.exitCode == 1)
        #expect(standardInput.stdout.contains("<stdin>:6:"))
    }

    @Test func itFixesAsValidateFixes() async throws { try await blocking { try self.itFixesAsValidateFixesBody() } }
    func itFixesAsValidateFixesBody() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.menus["typo.yaml"]!.write(to: dir.appendingPathComponent("other.yaml"), atomically: true, encoding: .utf8)
        let whole = try CLIHarness.run(["validate", "--fix", "typo.yaml"], in: dir)
        let alone = try CLIHarness.run(["--fix", "other.yaml"], in: dir, program: "juicemaker-validate")
        #expect(alone.exitCode == 0 && whole.exitCode == 0)
        #expect(alone.stderr == "other.yaml: fixed 2 problems\n")
        let fixed = try String(contentsOf: dir.appendingPathComponent("other.yaml"), encoding: .utf8)
        #expect(fixed == "fruits:\n  kiwi: { stock: 3 }\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n")
        #expect(fixed == (try String(contentsOf: dir.appendingPathComponent("typo.yaml"), encoding: .utf8)))
    }

    /// Its help and the parser's words are Korean under `--lang ko`, from the same words as
    /// `juicemaker validate`'s.
    @Test func itSpeaksKoreanToo() async throws { try await blocking { try self.itSpeaksKoreanTooBody() } }
    func itSpeaksKoreanTooBody() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let help = try CLIHarness.run(["--lang", "ko", "--help"], in: dir, program: "juicemaker-validate")
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("개요: 메뉴 파일을 검사하고"))
        let whole = try CLIHarness.run(["--lang", "ko", "validate", "--help"], in: dir).stdout
        for line in ["검사할 메뉴 파일 (-는 표준 입력).", "경고도 실패로 쳐요.", "종료 코드: 0 올바름"] {
            #expect(help.stdout.contains(line) && whole.contains(line), "\(line)")
        }
        let unknown = try CLIHarness.run(["--lang", "ko", "--frob"], in: dir, program: "juicemaker-validate")
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr == """
            오류: 알 수 없는 옵션 '--frob'
            사용법: juicemaker-validate [<file> ...] [--format <format>] [--strict] [--fix] [--json] [--lang <language>]
              자세한 내용: 'juicemaker-validate --help'

            """)
        let two = try CLIHarness.run(["--lang", "ko", "--json", "--format", "sarif"], in: dir, program: "juicemaker-validate")
        #expect(two.stderr.hasPrefix("오류: --json과 --format sarif은(는) 두 가지 형식을 요청해요"))
    }

    /// What it is for: no database in the binary (the package graph is held to it by
    /// scripts/check_targets.py; this looks at what the dynamic loader is asked for).
    @Test func itLinksNoSQLite() async throws { try await blocking { try self.itLinksNoSQLiteBody() } }
    func itLinksNoSQLiteBody() throws {
        let program = CLIHarness.productsDirectory.appendingPathComponent("juicemaker-validate").path
        let environment = ProcessInfo.processInfo.environment
        let whole = try ProcessSpawner.run("/usr/bin/ldd", [CLIHarness.binary.path], environment: environment, readOutput: true).output
        let alone = try ProcessSpawner.run("/usr/bin/ldd", [program], environment: environment, readOutput: true).output
        #expect(whole.contains("libsqlite3"), "the check would see libsqlite3 if it were there")
        #expect(!alone.contains("libsqlite3"), "\(alone)")
        #expect(alone.contains("libyaml"))
    }

    @Test func withoutAFileItChecksTheMenuInEffect() async throws { try await blocking { try self.withoutAFileItChecksTheMenuInEffectBody() } }
    func withoutAFileItChecksTheMenuInEffectBody() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let named = try CLIHarness.run([], in: dir, environment: ["JUICEMAKER_MENU": "broken.yaml"], program: "juicemaker-validate")
        #expect(named.exitCode == 1)
        #expect(named.stdout.hasPrefix("broken.yaml:6:"))
        let none = try CLIHarness.run([], in: dir, program: "juicemaker-validate")
        #expect(none.exitCode == 2)
        #expect(none.stdout.hasPrefix("recipes.yaml: error: "))
        let version = try CLIHarness.run(["--version"], in: dir, program: "juicemaker-validate")
        #expect(version.stdout == (try CLIHarness.run(["--version"], in: dir)).stdout)
    }
}
