import Foundation
import JuiceMakerTestSupport
import Testing

/// `--state` and `JUICEMAKER_STATE` choose the store by their value: a URL is never a file path.
/// (A server that answers is tested in `JuiceMakerPostgresTests`.)
@Suite(.tags(.endToEnd)) struct StateLocationCommandTests {
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

    @Test func theEnvironmentVariableIsReadTheSameWay() async throws { try await blocking { try self.theEnvironmentVariableIsReadTheSameWayBody() } }
    func theEnvironmentVariableIsReadTheSameWayBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["stock"], in: dir, environment: ["JUICEMAKER_STATE": "postgresql://stand:s3cret@db.invalid/juice"])
        #expect(result.exitCode == 4)
        #expect(result.stderr.hasPrefix("Cannot reach the database server for 'postgresql://stand@db.invalid:5432/juice' (unknown host 'db.invalid')"))
        #expect(!result.stderr.contains("s3cret"))
    }

    @Test func aServerOfAnotherKindIsRefused() async throws { try await blocking { try self.aServerOfAnotherKindIsRefusedBody() } }
    func aServerOfAnotherKindIsRefusedBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIHarness.run(["--state", "mysql://stand:s3cret@db/juice", "stock"], in: dir)
        #expect(result.exitCode == 4)
        #expect(result.stderr == "'mysql://stand@db/juice' names a mysql server, which juicemaker cannot keep stock on; nothing was changed. "
            + "Give --state (or JUICEMAKER_STATE) a file path or a postgresql:// URL.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["recipes.yaml"])
    }

    /// Mistyped URLs are refused with the reason, exit 2, the password hidden, and no file or folder made.
    @Test(arguments: [
        ("postgresql:/stand:PW@127.0.0.1:5432/juice", "'postgresql:/stand@127.0.0.1:5432/juice'", "starts with 'postgresql://'"),
        ("postgres:stand:PW@db/juice", "'postgres:stand@db/juice'", "starts with 'postgres://'"),
        ("postgresql//stand:PW@db/juice", "'postgresql//stand@db/juice'", "starts with 'postgresql://'"),
        ("POSTGRESQL:/db/juice?password=PW", "'POSTGRESQL:/db/juice'", "starts with 'postgresql://'"),
        (" postgresql://stand:PW@db/juice", "' postgresql://stand@db/juice'", "starts or ends with a space"),
        ("stock:1.sqlite", "'stock:1.sqlite'", "':' before its first '/'"),
    ])
    func aMistypedURLIsNeverTakenForAFile(_ value: String, shown: String, reason: String) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        for json in [false, true] {
            let result = try CLIHarness.run(["--state", value, "order", "banana"] + (json ? ["--json"] : []), in: dir)
            #expect(result.exitCode == 2, "\(value): \(result.stderr)")
            let output = result.stdout + result.stderr
            #expect(!output.contains("PW"), "\(output)")
            #expect(output.contains(shown) && output.contains(reason), "\(output)")
            if json { #expect(result.stdout.contains("\"invalid-location\"")) }
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(entries == ["recipes.yaml"], "nothing may be created: \(entries)")
    }

    /// The typos of issue 44, each tried as `--state`: refused with exit 2, the password never
    /// printed, and nothing made, in the folder or at the file system's root.
    @Test(arguments: [
        "postgresql\u{FF1A}//stand:PW@h/db",
        "host=127.0.0.1 port=5432 dbname=juice user=stand password=PW",
        "postgresql.//stand:PW@h/db",
        "postgresql;//stand:PW@h/db",
        "postgresql/127.0.0.1/juice",
        "//127.0.0.1:5432/juice",
        "file://postgresql://stand:PW@h/db",
        "postgresql://stand:P/W@h/db",
        "postgresql://stand@h/db?passwrd=PW",
        "stand:PW@127.0.0.1:5432/juice",
        "stand@127.0.0.1/juice",
        "localhost/juice",
        "postgresql",
        "postgresq://stand:PW@h/db",
        "postgresql://stand\u{FF1A}PW@h/db",
        "",
    ])
    func typosOfAURLMakeNothingAnywhere(_ value: String) throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = Set(try FileManager.default.contentsOfDirectory(atPath: "/"))
        for json in [false, true] {
            let result = try CLIHarness.run(["--state", value, "order", "banana"] + (json ? ["--json"] : []), in: dir)
            #expect(result.exitCode == 2, "\(value): \(result.stderr)")
            let output = result.stdout + result.stderr
            #expect(!output.contains("PW") && !output.contains("P/W"), "\(output)")
            #expect(output.contains("cannot be used as the stock location") || output.contains("invalid-location"), "\(output)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["recipes.yaml"])
        let added = Set(try FileManager.default.contentsOfDirectory(atPath: "/")).subtracting(root)
        #expect(added.isEmpty, "made at the root: \(added)")
    }

    /// A URL with a password typed where another argument belongs is never echoed with it: in
    /// swift-argument-parser's errors, an unknown juice, a menu path, a stand name.
    @Test func aPasswordTypedInTheWrongPlaceIsNeverEchoed() async throws { try await blocking { try self.aPasswordTypedInTheWrongPlaceIsNeverEchoedBody() } }
    func aPasswordTypedInTheWrongPlaceIsNeverEchoedBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = "postgresql://jm:S3cretPW@127.0.0.1:1/rt1"
        for words in [["--", "serve", "--state", url], ["--menu", url, "stock"], ["--stand", url, "stock"], ["order", url],
                      ["stock", "add", url, "1"], ["stock", "add", "kiwi", url], ["history", "--limit", url],
                      ["--state", "postgresql://jm:S3cretPW", "stock"], ["--state", "postgresql://h/db&password=S3cretPW", "stock"]] {
            for json in [false, true] {
                let result = try CLIHarness.run(words + (json ? ["--json"] : []), in: dir)
                #expect(result.exitCode != 0)
                #expect(!(result.stdout + result.stderr).contains("S3cret"), "\(words): \(result.stdout)\(result.stderr)")
            }
        }
        let made = try FileManager.default.subpathsOfDirectory(atPath: dir.path)
        #expect(!made.contains { $0.contains("S3cret") || $0.contains("postgresql") || $0.contains("@") }, "\(made)")
    }

    /// A URL refused for another reason never shows a `?password=` either.
    @Test func aQueryPasswordIsHiddenWhenTheURLIsRefused() async throws { try await blocking { try self.aQueryPasswordIsHiddenWhenTheURLIsRefusedBody() } }
    func aQueryPasswordIsHiddenWhenTheURLIsRefusedBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        for query in ["?password=PW&bogus=1", "?password=PW&sslmode=nope", "?password=PW&port=x", "?password=P%zW"] {
            for json in [false, true] {
                let result = try CLIHarness.run(["--state", "postgresql://stand@db.invalid/juice" + query, "stock"]
                                                + (json ? ["--json"] : []), in: dir)
                #expect(result.exitCode == 2, "\(query)")
                #expect(!(result.stdout + result.stderr).contains("PW"), "\(result.stdout)\(result.stderr)")
            }
        }
    }

    /// A new SQLite file says so, once: a register that starts from scratch on a mistyped path is seen.
    @Test func aNewStockFileIsAnnouncedOnce() async throws { try await blocking { try self.aNewStockFileIsAnnouncedOnceBody() } }
    func aNewStockFileIsAnnouncedOnceBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try CLIHarness.run(["--state", "./stock:1.sqlite", "order", "banana"], in: dir)
        #expect(first.exitCode == 0)
        #expect(first.stderr == "created stand 'main' in './stock:1.sqlite' (starting from the menu's initial stock)\n")
        let again = try CLIHarness.run(["--state", "./stock:1.sqlite", "order", "banana"], in: dir)
        #expect(again.exitCode == 0)
        #expect(again.stderr == "")
        #expect(try CLIHarness.stock(in: dir, ["--state", "./stock:1.sqlite"])["banana"] == 6)
    }
}
