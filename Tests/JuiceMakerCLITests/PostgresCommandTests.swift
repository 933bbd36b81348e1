import Foundation
import JuiceMakerTestSupport
import Testing

/// The same commands on a real PostgreSQL server, started by the tests themselves: same output as on
/// SQLite, stands, many processes, a restart mid-stream, bad passwords, foreign schemas, state copy.
/// Under `CI=true` a server that cannot start fails the run; elsewhere the suite runs when the
/// server's programs are installed.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres))
struct PostgresCommandTests {
    /// The test process's one server; each test takes a database of its own.
    static var shared: Result<PostgresServer, any Error> { PostgresServer.shared }

    static func server() throws -> PostgresServer { try shared.get() }

    /// A fresh database on the shared server, as a URL with its password.
    static func freshDatabase() throws -> String {
        let server = try server()
        let name = "t" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try server.createDatabase(String(name))
        return server.url(database: String(name))
    }

    static func run(_ arguments: [String], in dir: URL, state: String, stdin: String? = nil) throws -> CLIResult {
        try CLIHarness.run(["--state", state] + arguments, in: dir, stdin: stdin)
    }

    /// What two runs may differ in: the time column of history, and where the stock lives.
    static func normalized(_ text: String, locations: [String]) -> String {
        var text = text
        for location in locations { text = text.replacingOccurrences(of: location, with: "<state>") }
        let time = try? NSRegularExpression(pattern: #"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?Z?"#)
        return time?.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<time>") ?? text
    }

    @Test func everyCommandGivesTheSameOutputAsOnSQLite() async throws { try await blocking { try self.everyCommandGivesTheSameOutputAsOnSQLiteBody() } }
    func everyCommandGivesTheSameOutputAsOnSQLiteBody() throws {
        let url = try Self.freshDatabase()
        let shown = url.replacingOccurrences(of: ":\(try Self.server().password)@", with: "@")
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script: [[String]] = [
            ["order", "strawberry-banana"], ["order", "strawberry"], ["order", "strawberry", "--json"],
            ["order", "mango-kiwi:2", "banana", "--json"], ["order", "nope"], ["order", "kiwi", "--dry-run"],
            ["menu"], ["menu", "--json"], ["stock"], ["stock", "--json"], ["stock", "add", "strawberry", "6"],
            ["stock", "remove", "kiwi", "99"], ["stock", "set", "mango", "3", "--json"], ["stock", "--low", "5"],
            ["history"], ["history", "--json", "--limit", "3"], ["undo"], ["undo", "--json"],
            ["restock"], ["restock", "--json"], ["restock", "--for", "mango:4", "--format", "csv"], ["restock", "--apply"],
            ["restock", "--apply"], ["stock", "--low"],
            ["stock", "reset"], ["--lang", "ko", "order", "strawberry"], ["--lang", "ko", "history"],
        ]
        let sqlite = dir.appendingPathComponent("copy.sqlite").path
        for words in script {
            let onSQLite = try Self.run(words, in: dir, state: sqlite)
            let onPostgres = try Self.run(words, in: dir, state: url)
            #expect(onPostgres.exitCode == onSQLite.exitCode, "\(words)")
            #expect(Self.normalized(onPostgres.stdout, locations: [shown]) == Self.normalized(onSQLite.stdout, locations: [sqlite]), "\(words)")
            #expect(Self.normalized(onPostgres.stderr, locations: [shown]) == Self.normalized(onSQLite.stderr, locations: [sqlite]), "\(words)")
            #expect(!(onPostgres.stdout + onPostgres.stderr).contains(try Self.server().password))
        }
        // The shell's line mode, in a pipe.
        let lines = "order banana\nstock add banana 2\nhistory\nundo\nquit\n"
        let shellSQLite = try Self.run(["shell"], in: dir, state: sqlite, stdin: lines)
        let shellPostgres = try Self.run(["shell"], in: dir, state: url, stdin: lines)
        #expect(shellPostgres.exitCode == shellSQLite.exitCode)
        #expect(Self.normalized(shellPostgres.stdout, locations: [shown]) == Self.normalized(shellSQLite.stdout, locations: [sqlite]))
    }

    @Test func twoStandsInOneDatabaseKeepTheirStockApart() async throws { try await blocking { try self.twoStandsInOneDatabaseKeepTheirStockApartBody() } }
    func twoStandsInOneDatabaseKeepTheirStockApartBody() throws {
        let url = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.run(["--stand", "gangnam", "stock", "add", "kiwi", "10"], in: dir, state: url).exitCode == 0)
        #expect(try Self.run(["order", "kiwi"], in: dir, state: url).exitCode == 0)
        let gangnam = try CLIResultStock.read(try Self.run(["--stand", "gangnam", "stock", "--json"], in: dir, state: url))
        let main = try CLIResultStock.read(try Self.run(["stock", "--json"], in: dir, state: url))
        #expect(gangnam["kiwi"] == 20)
        #expect(main["kiwi"] == 7)
        let viaEnvironment = try CLIHarness.run(["history", "--json"], in: dir,
                                                environment: ["JUICEMAKER_STATE": url, "JUICEMAKER_STAND": "gangnam"])
        #expect(viaEnvironment.stdout.contains("add kiwi 10"))
        #expect(!viaEnvironment.stdout.contains("kiwi:1"))
    }

    @Test func tenProcessesOrderingTwentyTimesSellExactlyTheStock() async throws { try await blocking { try self.tenProcessesOrderingTwentyTimesSellExactlyTheStockBody() } }
    func tenProcessesOrderingTwentyTimesSellExactlyTheStockBody() throws {
        let url = try Self.freshDatabase()
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 100 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        #expect(try Self.run(["stock"], in: dir, state: url).exitCode == 0)  // sets the schema up once
        let codes = try Self.orderStream(processes: 10, orders: 20, in: dir, state: url)
        #expect(codes.count == 200)
        #expect(codes.count { $0 == "0" } == 100, "exactly the stock")
        #expect(codes.count { $0 == "3" } == 100, "the rest out of stock")
        let ledger = try Self.ledger(in: dir, state: url)
        #expect(ledger.stock == 0)
        #expect(ledger.orders == 100)
        #expect(ledger.journalTotal == -100, "journal equals stock")
    }

    @Test func aServerRestartDuringOrdersLosesNothingAndLeavesNothingHalfDone() async throws { try await blocking { try self.aServerRestartDuringOrdersLosesNothingAndLeavesNothingHalfDoneBody() } }
    func aServerRestartDuringOrdersLosesNothingAndLeavesNothingHalfDoneBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let url = server.url()
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 1000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        #expect(try Self.run(["stock"], in: dir, state: url).exitCode == 0)
        // The restart comes once orders are being made (the first are in the journal), not after a
        // guessed time; the ledger is read once it is over.
        let restarted = DispatchSemaphore(value: 0)
        let restarter = Thread {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, PostgresFailoverTests.orderCount(server, database: "postgres") < 3 { usleep(10_000) }
            try? server.restart()
            restarted.signal()
        }
        restarter.start()
        let codes = try Self.orderStream(processes: 4, orders: 40, in: dir, state: url)
        restarted.wait()
        let made = codes.count { $0 == "0" }
        #expect(codes.allSatisfy { ["0", "3", "4"].contains($0) }, "\(codes)")
        let errors = (try? String(contentsOf: dir.appendingPathComponent("errors.log"), encoding: .utf8)) ?? ""
        #expect(errors.split(separator: "\n").count == codes.count { $0 != "0" }, "every refusal says why: \(errors)")
        let ledger = try Self.ledger(in: dir, state: url)
        #expect(ledger.orders == made, "every order made is in the journal")
        #expect(ledger.stock == 1000 - made, "and in stock")
        #expect(ledger.journalTotal == -made)
    }

    @Test func aServerThatStopsAnsweringMidOrderEndsTheOrderWithExit4InsteadOfAHang() async throws { try await blocking { try self.aServerThatStopsAnsweringMidOrderEndsTheOrderWithExit4InsteadOfAHangBody() } }
    func aServerThatStopsAnsweringMidOrderEndsTheOrderWithExit4InsteadOfAHangBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let url = server.url()
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 10 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        #expect(try Self.run(["stock"], in: dir, state: url).exitCode == 0)
        // Another session holds the stand's lock, so the order's first statement waits on the server;
        // then the order's server process is stopped: it neither answers nor closes the connection.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["psql", "-X", "-q", "-h", server.socketDirectory, "-p", String(server.port), "-U", "postgres",
                            "-c", "BEGIN; SELECT 1 FROM juicemaker.stands WHERE stand = 'main' FOR UPDATE; SELECT pg_sleep(60); COMMIT;"]
        holder.standardOutput = FileHandle.nullDevice
        // The test ends its session with pg_terminate_backend: psql's "FATAL: terminating
        // connection" is expected, and would only alarm a reader of the test log.
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        defer { holder.terminate() }
        // The lock must be held before the order starts.
        var holding = false
        for _ in 0..<300 where !holding {
            Thread.sleep(forTimeInterval: 0.1)
            holding = try server.psql("SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(60)%' AND pid <> pg_backend_pid()")
                .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        }
        try #require(holding, "the lock holder never started")
        let start = Date()
        let results = LockedResult()
        let order = Thread { results.set(try? Self.run(["order", "lime"], in: dir, state: url)) }
        order.start()
        var stopped: Int32 = 0
        for _ in 0..<300 where stopped == 0 {
            Thread.sleep(forTimeInterval: 0.1)
            let text = try server.psql("SELECT pid FROM pg_stat_activity WHERE application_name = 'juicemaker' AND wait_event_type = 'Lock'")
            stopped = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        try #require(stopped != 0, "the order never waited for the lock")
        kill(stopped, SIGSTOP)
        defer { kill(stopped, SIGCONT) }
        while results.value == nil && Date().timeIntervalSince(start) < 60 { Thread.sleep(forTimeInterval: 0.2) }
        let result = try #require(results.value, "juicemaker order still waiting after 60 s")
        #expect(Date().timeIntervalSince(start) < 50)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("the server did not answer within"), "\(result.stderr)")
        // The change is one statement that the stopped session still holds: whether it will be made
        // cannot be known, and the message says so rather than guessing either way.
        #expect(result.stderr.contains("could not find out whether it was made"), "\(result.stderr)")
        kill(stopped, SIGCONT)
        _ = try server.psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()")
        holder.waitUntilExit()
        // The stopped session ends its statement one way or the other once it runs again.
        try until("the stopped session is gone", seconds: 30) {
            (try? server.psql("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'juicemaker'"))?
                .trimmingCharacters(in: .whitespacesAndNewlines) == "0"
        }
        let ledger = try Self.ledger(in: dir, state: url)
        #expect(ledger.orders <= 1)
        #expect(ledger.stock == 10 - ledger.orders, "journal equals stock, whichever way it went")
        #expect(try Self.run(["history"], in: dir, state: url).stdout.contains("No history yet."))
    }

    @Test func aWrongPasswordAndAnUnreachablePortFailFastWithoutThePassword() async throws { try await blocking { try self.aWrongPasswordAndAnUnreachablePortFailFastWithoutThePasswordBody() } }
    func aWrongPasswordAndAnUnreachablePortFailFastWithoutThePasswordBody() throws {
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let closedPort = try PostgresServer.freePort()
        for url in [server.url(password: "n0t-the-password"), "postgresql://postgres:n0t-the-password@127.0.0.1:\(closedPort)/postgres"] {
            let start = Date()
            for json in [false, true] {
                let result = try Self.run(["order", "banana"] + (json ? ["--json"] : []), in: dir, state: url)
                #expect(result.exitCode == 4)
                #expect(!(result.stdout + result.stderr).contains("n0t-the-password"))
                #expect((result.stdout + result.stderr).contains("postgres@127.0.0.1"))
            }
            #expect(Date().timeIntervalSince(start) < 10)
        }
        let refused = try Self.run(["stock"], in: dir, state: server.url(password: "n0t-the-password"))
        #expect(refused.stderr.contains("password authentication failed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["recipes.yaml"])
    }

    /// A password file, as libpq reads it: `PGPASSFILE` or `~/.pgpass` (`HOME`); one others may
    /// read is not read, and the refusal says why.
    @Test func aPasswordFileIsReadAsLibpqReadsIt() async throws { try await blocking { try self.aPasswordFileIsReadAsLibpqReadsItBody() } }
    func aPasswordFileIsReadAsLibpqReadsItBody() throws {
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = server.url(database: "postgres", password: "")
        let file = dir.appendingPathComponent(".pgpass")
        try "# the stand\n127.0.0.1:\(server.port):*:postgres:\(server.password)\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        for environment in [["PGPASSFILE": file.path], ["HOME": dir.path]] {
            let result = try CLIHarness.run(["--state", url, "stock"], in: dir, environment: environment.merging(["PGPASSWORD": ""]) { $1 })
            #expect(result.exitCode == 0, "\(environment): \(result.stderr)")
        }
        chmod(file.path, 0o644)
        let refused = try CLIHarness.run(["--state", url, "stock"], in: dir, environment: ["HOME": dir.path, "PGPASSWORD": ""])
        #expect(refused.exitCode == 4)
        #expect(refused.stderr.contains("the password file '\(file.path)' has group or world access, so it was not read"),
                "\(refused.stderr)")
        #expect(!refused.stderr.contains(server.password))
    }

    @Test func aForeignOrNewerJuicemakerSchemaIsRefusedAndLeftUntouched() async throws { try await blocking { try self.aForeignOrNewerJuicemakerSchemaIsRefusedAndLeftUntouchedBody() } }
    func aForeignOrNewerJuicemakerSchemaIsRefusedAndLeftUntouchedBody() throws {
        let server = try Self.server()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let foreign = try Self.freshDatabase()
        let foreignName = String(foreign.split(separator: "/").last ?? "")
        _ = try server.psql("CREATE SCHEMA juicemaker; CREATE TABLE juicemaker.stock (sku text, qty int); INSERT INTO juicemaker.stock VALUES ('x', 1);",
                            database: foreignName)
        let result = try Self.run(["order", "banana"], in: dir, state: foreign)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("tables that are not juicemaker's"))
        #expect(try server.psql("SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'juicemaker' AND relkind = 'r'",
                                database: foreignName).trimmingCharacters(in: .whitespacesAndNewlines) == "stock")

        let newer = try Self.freshDatabase()
        let newerName = String(newer.split(separator: "/").last ?? "")
        #expect(try Self.run(["stock"], in: dir, state: newer).exitCode == 0)
        _ = try server.psql("UPDATE juicemaker.meta SET value = '99' WHERE key = 'schema_version'; "
                            + "COMMENT ON SCHEMA juicemaker IS 'juicemaker stock schema 99'", database: newerName)
        let refused = try Self.run(["order", "banana"], in: dir, state: newer)
        #expect(refused.exitCode == 4)
        #expect(refused.stderr.contains("newer juicemaker (stock schema 99"))
        #expect(try server.psql("SELECT count(*) FROM juicemaker.journal", database: newerName).trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    @Test func stateCopyMovesAStandBothWaysAndUndoWorksOnTheCopy() async throws { try await blocking { try self.stateCopyMovesAStandBothWaysAndUndoWorksOnTheCopyBody() } }
    func stateCopyMovesAStandBothWaysAndUndoWorksOnTheCopyBody() throws {
        let url = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIHarness.run(["order", "banana"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["order", "mango-kiwi"], in: dir).exitCode == 0)
        let toServer = try CLIHarness.run(["state", "copy", "--to", url, "--stand", "gangnam"], in: dir)
        #expect(toServer.exitCode == 0, "\(toServer.stderr)")
        #expect(!toServer.stdout.contains(try Self.server().password))
        #expect(toServer.stdout.contains("2 journal entries"))
        let again = try CLIHarness.run(["state", "copy", "--to", url, "--stand", "gangnam"], in: dir)
        #expect(again.exitCode == 4)
        #expect(again.stderr.contains("--replace"))
        let history = try Self.run(["--stand", "gangnam", "history"], in: dir, state: url)
        #expect(history.stdout.contains("mango-kiwi:1") && history.stdout.contains("banana:1"))
        let undo = try Self.run(["--stand", "gangnam", "undo"], in: dir, state: url)
        #expect(undo.stdout.hasPrefix("Undid #2 (mango-kiwi:1)."))
        let back = try Self.run(["--stand", "gangnam", "state", "copy", "--to", "back.sqlite", "--stand", "main"], in: dir, state: url)
        #expect(back.exitCode == 0, "\(back.stderr)")
        let copied = try CLIResultStock.read(try CLIHarness.run(["--state", "back.sqlite", "stock", "--json"], in: dir))
        #expect(copied["mango"] == 10 && copied["banana"] == 8)
        let copiedHistory = try CLIHarness.run(["--state", "back.sqlite", "history"], in: dir)
        #expect(copiedHistory.stdout.contains("undo #2"))
    }

    @Test func tlsRequireAndVerifyFullWork() async throws { try await blocking { try self.tlsRequireAndVerifyFullWorkBody() } }
    func tlsRequireAndVerifyFullWorkBody() throws {
        let server = try PostgresServer(tls: true)
        defer { server.destroy() }
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ca = try #require(server.caCertificatePath)
        let require = server.url(query: "sslmode=require")
        #expect(try Self.run(["order", "banana"], in: dir, state: require).exitCode == 0)
        let verifyFull = server.url(query: "sslmode=verify-full&sslrootcert=\(ca)").replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let verified = try Self.run(["order", "banana"], in: dir, state: verifyFull)
        #expect(verified.exitCode == 0, "\(verified.stderr)")
        let untrusted = try Self.run(["stock"], in: dir, state: server.url(query: "sslmode=verify-full").replacingOccurrences(of: "127.0.0.1", with: "localhost"))
        #expect(untrusted.exitCode == 4)
        #expect(untrusted.stderr.contains("TLS failed: the server's certificate is not signed by a trusted authority"), "\(untrusted.stderr)")
        #expect(!untrusted.stderr.contains(".cc") && !untrusted.stderr.contains("boringssl"), "no BoringSSL source path: \(untrusted.stderr)")
        // As libpq documents: `require` with a root certificate checks the chain as `verify-ca` does.
        let otherCA = dir.appendingPathComponent("other-ca.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", dir.appendingPathComponent("other.key").path,
                             "-out", otherCA, "-subj", "/CN=another authority", "-days", "1"]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        let wrongCA = try Self.run(["stock"], in: dir, state: server.url(query: "sslmode=require&sslrootcert=\(otherCA)"))
        #expect(wrongCA.exitCode == 4)
        #expect(wrongCA.stderr.contains("not signed by a trusted authority"), "\(wrongCA.stderr)")
        #expect(try Self.run(["stock"], in: dir, state: server.url(query: "sslmode=require&sslrootcert=\(ca)")).exitCode == 0)
        // verify-full to an address the certificate does not name (it names localhost and 127.0.0.1):
        // said as such, not as a server that is down.
        let elsewhere = try NetworkProxy(targetPort: server.port, listenHost: "127.0.0.2")
        defer { elsewhere.stop() }
        let otherHost = server.url(query: "sslmode=verify-full&sslrootcert=\(ca)")
            .replacingOccurrences(of: "127.0.0.1:\(server.port)", with: "127.0.0.2:\(elsewhere.port)")
        let wrongName = try Self.run(["stock"], in: dir, state: otherHost)
        #expect(wrongName.exitCode == 4)
        #expect(wrongName.stderr.contains("not issued for the host in the URL"), "\(wrongName.stderr)")
        #expect(!wrongName.stderr.contains("check that the server is running"))
        let ssl = try server.psql("SELECT count(*) FROM pg_stat_ssl WHERE ssl")
        #expect(!ssl.isEmpty)
    }

    // MARK: Helpers

    /// `processes` shells, each ordering one lime `orders` times; the exit codes, in no order.
    static func orderStream(processes: Int, orders: Int, in dir: URL, state: String) throws -> [String] {
        let script = """
        i=0; while [ $i -lt \(orders) ]; do "$JM" --state "$STATE" order lime >/dev/null 2>>errors.log; echo $? >> "codes.$1"; i=$((i+1)); done
        """
        let shells = try startShells(script, count: processes, in: dir, state: state)
        for shell in shells { shell.waitUntilExit() }
        var codes: [String] = []
        for worker in 1...processes {
            codes += try String(contentsOf: dir.appendingPathComponent("codes.\(worker)"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
        }
        return codes
    }

    /// Starts `count` shells running `script` in `dir`, each with its number as `$1`, the binary as
    /// `$JM` and `state` as `$STATE`.
    static func startShells(_ script: String, count: Int, in dir: URL, state: String) throws -> [Process] {
        var shells: [Process] = []
        for worker in 1...count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", String(worker)]
            process.currentDirectoryURL = dir
            var environment = ProcessInfo.processInfo.environment
            environment["JM"] = CLIHarness.binary.path
            environment["STATE"] = state
            process.environment = environment
            shells.append(process)
        }
        for shell in shells { try shell.run() }
        return shells
    }

    struct Ledger {
        var stock: Int
        var orders: Int
        var journalTotal: Int
    }

    static func ledger(in dir: URL, state: String) throws -> Ledger {
        let stock = try CLIResultStock.read(try run(["stock", "--json"], in: dir, state: state))
        let history = try run(["history", "--limit", "100000", "--json"], in: dir, state: state)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        let total = entries.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }.compactMap { $0["change"] as? Int }.reduce(0, +)
        return Ledger(stock: stock["lime"] ?? -1, orders: entries.count { $0["kind"] as? String == "order" }, journalTotal: total)
    }

    /// The connection is lost at the COMMIT of an order, after the server got it: the order was made,
    /// so the command finds its change by id on a new connection and reports success, once.
    @Test func aCommitWhoseAnswerIsLostIsSettledAsMade() async throws { try await blocking { try self.aCommitWhoseAnswerIsLostIsSettledAsMadeBody() } }
    func aCommitWhoseAnswerIsLostIsSettledAsMadeBody() throws {
        let url = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.run(["stock"], in: dir, state: url).exitCode == 0)
        let proxy = try CommitCuttingProxy(targetPort: try Self.server().port, cut: .afterServer)
        defer { proxy.stop() }
        let viaProxy = url.replacingOccurrences(of: ":\(try Self.server().port)/", with: ":\(proxy.port)/") + "?sslmode=disable"
        let order = try Self.run(["order", "banana"], in: dir, state: viaProxy)
        #expect(proxy.cuts == 1)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(order.stdout.hasPrefix("Banana Juice is ready. Enjoy!\n"))
        #expect(try CLIResultStock.read(try Self.run(["stock", "--json"], in: dir, state: url))["banana"] == 8)
        let history = try Self.run(["history"], in: dir, state: url).stdout
        #expect(history.components(separatedBy: "banana:1").count - 1 == 1, "made once: \(history)")
    }

    /// The connection is lost as the change is sent, before the server got it: nothing was made, so
    /// the command finds no change with its id, sends it again on a new connection (with the same
    /// id, which the journal accepts once) and reports success, made once.
    @Test func aChangeThatNeverReachedTheServerIsSentAgainAndMadeOnce() async throws { try await blocking { try self.aChangeThatNeverReachedTheServerIsSentAgainAndMadeOnceBody() } }
    func aChangeThatNeverReachedTheServerIsSentAgainAndMadeOnceBody() throws {
        let url = try Self.freshDatabase()
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.run(["stock"], in: dir, state: url).exitCode == 0)
        let proxy = try CommitCuttingProxy(targetPort: try Self.server().port, cut: .beforeServer)
        defer { proxy.stop() }
        let viaProxy = url.replacingOccurrences(of: ":\(try Self.server().port)/", with: ":\(proxy.port)/") + "?sslmode=disable"
        let order = try Self.run(["order", "banana"], in: dir, state: viaProxy)
        #expect(proxy.cuts == 1)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(order.stdout.hasPrefix("Banana Juice is ready. Enjoy!\n"))
        #expect(!order.stderr.contains(try Self.server().password))
        #expect(try CLIResultStock.read(try Self.run(["stock", "--json"], in: dir, state: url))["banana"] == 8)
        let history = try Self.run(["history"], in: dir, state: url).stdout
        #expect(history.components(separatedBy: "banana:1").count - 1 == 1, "made once: \(history)")
    }
}

/// Reads `stock --json`'s output into counts by fruit id.
enum CLIResultStock {
    static func read(_ result: CLIResult) throws -> [String: Int] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                  "\(result.stdout)\(result.stderr)")
        let rows = try #require(object["stock"] as? [[String: Any]])
        var counts: [String: Int] = [:]
        for row in rows { if let id = row["fruit"] as? String, let count = row["stock"] as? Int { counts[id] = count } }
        return counts
    }
}

/// A command's result, handed from the thread that ran it.
final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: CLIResult?
    func set(_ result: CLIResult?) { lock.withLock { stored = result } }
    var value: CLIResult? { lock.withLock { stored } }
}
