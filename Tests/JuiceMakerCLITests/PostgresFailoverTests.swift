import Foundation
import JuiceMakerTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A stand that outgrows one server: a primary and a streaming replica (`pg_basebackup -R`) the test
/// starts, a multi-host URL, the primary killed and the replica promoted while registers and `serve`
/// take orders; and a server at its connection cap, where registers queue instead of failing.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres))
struct PostgresFailoverTests {
    /// Shell loops, one a register, each ordering a lime until `stop` exists, logging
    /// `start-ms end-ms exit-code` a line to `orders.N`.
    static func startRegisters(_ count: Int, in dir: URL, state: String) throws -> [Process] {
        let script = """
        while [ ! -e stop ]; do s=$(date +%s%3N); "$JM" --state "$STATE" order lime >/dev/null 2>>errors.log; c=$?; \
        echo "$s $(date +%s%3N) $c" >> "orders.$1"; done
        """
        return try PostgresCommandTests.startShells(script, count: count, in: dir, state: state)
    }

    /// One register's orders: start and end in ms since 1970, and the exit code.
    static func orders(_ register: Int, in dir: URL) throws -> [(start: Int, end: Int, code: Int)] {
        try String(contentsOf: dir.appendingPathComponent("orders.\(register)"), encoding: .utf8)
            .split(separator: "\n").compactMap { line in
                let parts = line.split(separator: " ").compactMap { Int($0) }
                return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
            }
    }

    /// Whether each of the first `registers` registers has made `atLeast` orders that ended after
    /// `since` (ms since 1970).
    static func eachRegisterMade(atLeast count: Int, since: Int, registers: Int, in dir: URL) -> Bool {
        (1...registers).allSatisfy { register in
            ((try? orders(register, in: dir)) ?? []).filter { $0.code == 0 && $0.end > since }.count >= count
        }
    }

    /// Orders in the journal of `database` on `server` (0 while it cannot be asked).
    static func orderCount(_ server: PostgresServer, database: String = "stand") -> Int {
        Int((try? server.psql("SELECT count(*) FROM juicemaker.journal WHERE kind = 'order'", database: database))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
    }

    /// Answers serve's client has logged so far.
    static func servedCount(_ dir: URL) -> Int {
        ((try? String(contentsOf: dir.appendingPathComponent("served"), encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    static func milliseconds() -> Int { Int((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// Kill -9 of the primary and `pg_ctl promote` of its synchronous replica while 5 registers and
    /// one `serve` take orders through `postgresql://…@primary,replica/…`: every acknowledged order
    /// is in the journal once (synchronous replication: none is lost at failover), and no register
    /// waits longer than the promotion plus 2 s between two orders.
    @Test func registersAndServeFollowThePrimaryThroughAFailover() async throws { try await blocking { try self.registersAndServeFollowThePrimaryThroughAFailoverBody() } }
    func registersAndServeFollowThePrimaryThroughAFailoverBody() throws {
        let primary = try PostgresServer()
        defer { primary.destroy() }
        try primary.createDatabase("stand")
        let replica = try primary.makeStandby()
        defer { replica.destroy() }
        // Synchronous replication: a COMMIT is acknowledged once the replica has it.
        try primary.configure(["synchronous_standby_names = '*'"])
        _ = try primary.psql("SELECT pg_reload_conf()")
        var synchronous = ""
        for _ in 0..<100 where synchronous != "sync" {
            synchronous = try primary.psql("SELECT sync_state FROM pg_stat_replication").trimmingCharacters(in: .whitespacesAndNewlines)
            if synchronous != "sync" { usleep(100_000) }
        }
        #expect(synchronous == "sync")

        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 100000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let url = "postgresql://postgres:\(primary.password)@127.0.0.1:\(primary.port),127.0.0.1:\(replica.port)/stand?connect_timeout=10"
        let first = try PostgresCommandTests.run(["order", "lime"], in: dir, state: url)
        #expect(first.exitCode == 0, "\(first.stderr)")

        let serve = try ServeProcess(in: dir, globalOptions: ["--state", url])
        // A client of serve of its own, a process like the registers: it orders back to back and
        // logs each status.
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/bin/sh")
        client.arguments = ["-c", """
            while [ ! -e stop ]; do curl -s -o /dev/null -w '%{http_code}\\n' -X POST -H 'Content-Type: application/json' \
            -d '{"lines":[{"juice":"lime"}]}' "$0/api/orders" >> served; done
            """, serve.url]
        client.currentDirectoryURL = dir
        try client.run()
        let registers = try Self.startRegisters(5, in: dir, state: url)
        // The primary goes once both kinds of client are ordering, and the test ends once both
        // have ordered on the promoted replica: events awaited, not times guessed.
        try until("every register and serve order on the primary") {
            Self.eachRegisterMade(atLeast: 2, since: 0, registers: 5, in: dir) && Self.servedCount(dir) >= 3
        }
        let killed = Self.milliseconds()
        try primary.crash()
        try replica.promote()
        let promotion = Self.milliseconds() - killed
        let servedBefore = Self.servedCount(dir)
        try until("every register and serve order on the promoted replica") {
            Self.eachRegisterMade(atLeast: 3, since: killed + promotion, registers: 5, in: dir) && Self.servedCount(dir) >= servedBefore + 3
        }
        FileManager.default.createFile(atPath: dir.appendingPathComponent("stop").path, contents: nil)
        for register in registers { register.waitUntilExit() }
        client.waitUntilExit()  // after the request in flight: none is cut off unanswered
        #expect(serve.stop() == 0)
        let statuses = try String(contentsOf: dir.appendingPathComponent("served"), encoding: .utf8).split(separator: "\n")
        let served = ServedOrders()
        for status in statuses { served.add(Int(status) ?? 0) }

        var acknowledged = 1 + served.made
        for register in 1...5 {
            let orders = try Self.orders(register, in: dir)
            let made = orders.filter { $0.code == 0 }
            acknowledged += made.count
            #expect(made.count > 3, "register \(register) kept ordering: \(orders)")
            var longest = 0
            for (before, after) in zip(made, made.dropFirst()) { longest = max(longest, after.end - before.end) }
            #expect(longest < promotion + 2000, "register \(register) waited \(longest) ms (promotion took \(promotion) ms)")
            let failed = orders.filter { $0.code != 0 }
            #expect(failed.isEmpty, "register \(register): \(failed) \((try? String(contentsOf: dir.appendingPathComponent("errors.log"), encoding: .utf8)) ?? "")")
        }
        #expect(served.made > 0 && served.refusedOtherwise == 0, "serve: \(served.statuses)")
        let journal = try replica.psql("SELECT count(*), count(DISTINCT change_id), (SELECT count FROM juicemaker.stock) FROM juicemaker.journal WHERE kind = 'order'",
                                       database: "stand").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(journal == "\(acknowledged)|\(acknowledged)|\(100000 - acknowledged)", "acknowledged \(acknowledged)")
    }

    /// 60 registers at once against `max_connections = 20`: each waits its turn for a connection
    /// slot (53300 is tried again with backoff) and all 60 orders are made within 30 s.
    @Test func sixtyRegistersQueueForTwentyConnections() async throws { try await blocking { try self.sixtyRegistersQueueForTwentyConnectionsBody() } }
    func sixtyRegistersQueueForTwentyConnectionsBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        try server.configure(["max_connections = 20"])
        try server.restart()
        try server.createDatabase("stand")
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 1000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let url = server.url(database: "stand", query: "connect_timeout=10")
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        // Hold most slots, as other applications on the server would.
        let holders = try (0..<14).map { _ in try Self.holdConnection(server) }
        defer { for holder in holders { kill(holder, SIGKILL); _ = ProcessSpawner.wait(holder) } }
        let start = Date()
        let results = try CLIHarness.runConcurrently(Array(repeating: ["--state", url, "order", "lime"], count: 60), in: dir)
        let elapsed = Date().timeIntervalSince(start)
        let failed = results.filter { $0.exitCode != 0 }
        #expect(failed.isEmpty, "\(failed.count) failed: \(failed.first?.stderr ?? "")")
        #expect(elapsed < 30, "took \(elapsed) s")
        #expect(try server.psql("SELECT count FROM juicemaker.stock", database: "stand").trimmingCharacters(in: .whitespacesAndNewlines) == "940")
    }

    /// A `psql` session that keeps a connection slot until killed.
    static func holdConnection(_ server: PostgresServer) throws -> pid_t {
        let log = server.directory.appendingPathComponent("holder-\(UUID().uuidString.prefix(6)).log").path
        return try ProcessSpawner.start("/usr/bin/env", ["psql", "-X", "-q", "-h", server.socketDirectory, "-p", String(server.port), "-U", "postgres",
                                                  "-c", "SELECT pg_sleep(120)"],
                                 environment: ProcessInfo.processInfo.environment, outputFile: log)
    }

    /// A server at its cap and staying there: the register waits its connect timeout, then says
    /// so in words (not "check the password").
    @Test func aServerThatStaysFullIsSaidInWords() async throws { try await blocking { try self.aServerThatStaysFullIsSaidInWordsBody() } }
    func aServerThatStaysFullIsSaidInWordsBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        try server.configure(["max_connections = 5", "superuser_reserved_connections = 0"])
        try server.restart()
        // A holder that tried while the check below held a slot is turned away and ends: it is
        // replaced until the server refuses a newcomer.
        var holders = try (0..<5).map { _ in try Self.holdConnection(server) }
        defer { for holder in holders { kill(holder, SIGKILL); _ = ProcessSpawner.wait(holder) } }
        var full = false
        for _ in 0..<300 where !full {
            holders = try holders.map { ProcessSpawner.hasEnded($0) ? try Self.holdConnection(server) : $0 }
            full = (try? server.psql("SELECT 1")) == nil
            if !full { usleep(100_000) }
        }
        try #require(full, "five psql sessions hold every slot")
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let start = Date()
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: server.url(query: "connect_timeout=2"))
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("had no free connection slots for 2 s (too many connections, 53300)"), "\(result.stderr)")
        #expect(!result.stderr.contains("Check the user, password"))
        #expect(Date().timeIntervalSince(start) >= 1, "it waited for a slot first")
    }

    /// What synchronous replication costs: with its replica stopped, the primary holds every
    /// COMMIT. The register cannot know whether its order was made, and says why in words.
    @Test func aStoppedSynchronousReplicaIsNamedAsTheCause() async throws { try await blocking { try self.aStoppedSynchronousReplicaIsNamedAsTheCauseBody() } }
    func aStoppedSynchronousReplicaIsNamedAsTheCauseBody() throws {
        let primary = try PostgresServer()
        defer { primary.destroy() }
        try primary.createDatabase("stand")
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = primary.url(database: "stand")
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: url).exitCode == 0)
        let replica = try primary.makeStandby()
        defer { replica.destroy() }
        try primary.configure(["synchronous_standby_names = '*'"])
        _ = try primary.psql("SELECT pg_reload_conf()")
        try replica.stop()
        let result = try PostgresCommandTests.run(["order", "banana"], in: dir, state: url)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("could not find out whether it was made"), "\(result.stderr)")
        #expect(result.stderr.contains("the server is waiting for its synchronous replica (synchronous_standby_names)"),
                "\(result.stderr)")
        // Once the replica is back, the order held for it is there, once.
        try replica.start()
        var orders = ""
        for _ in 0..<100 where orders != "2" {
            orders = try primary.psql("SELECT count(*) FROM juicemaker.journal WHERE kind = 'order'", database: "stand")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if orders != "2" { usleep(100_000) }
        }
        #expect(orders == "2")
    }

    /// An order sent to a standby through a URL naming only it says so in words.
    @Test func aStandbyAloneIsSaidInWords() async throws { try await blocking { try self.aStandbyAloneIsSaidInWordsBody() } }
    func aStandbyAloneIsSaidInWordsBody() throws {
        let primary = try PostgresServer()
        defer { primary.destroy() }
        try primary.createDatabase("stand")
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let onPrimary = primary.url(database: "stand")
        #expect(try PostgresCommandTests.run(["order", "banana"], in: dir, state: onPrimary).exitCode == 0)
        let replica = try primary.makeStandby()
        defer { replica.destroy() }
        let onReplica = replica.url(database: "stand")
        let order = try PostgresCommandTests.run(["order", "banana"], in: dir, state: onReplica)
        #expect(order.exitCode == 4)
        #expect(order.stderr.contains("does not accept changes (the server is a standby or read-only"), "\(order.stderr)")
        #expect(order.stderr.contains("target_session_attrs=read-write"))
        let asked = try PostgresCommandTests.run(["order", "banana"], in: dir, state: onReplica + "?target_session_attrs=primary&connect_timeout=2")
        #expect(asked.exitCode == 4)
        #expect(asked.stderr.contains("127.0.0.1:\(replica.port) is a standby"), "\(asked.stderr)")
        // Reading works on a standby.
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: onReplica).exitCode == 0)
        // The standby first with target_session_attrs=any: the refused change moves to a server
        // that accepts writes at once (before: a new connection to the standby, 140 a second).
        let both = "postgresql://postgres:\(primary.password)@127.0.0.1:\(replica.port),127.0.0.1:\(primary.port)/stand"
            + "?target_session_attrs=any"
        let start = Date()
        let moved = try PostgresCommandTests.run(["order", "banana"], in: dir, state: both)
        #expect(moved.exitCode == 0, "\(moved.stderr)")
        #expect(Date().timeIntervalSince(start) < 3)
    }
}

/// The statuses `serve` answered during the failover.
private final class ServedOrders: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var statuses: [Int: Int] = [:]

    func add(_ status: Int) { lock.withLock { statuses[status, default: 0] += 1 } }

    var made: Int { lock.withLock { statuses[201] ?? 0 } }
    /// Answers other than made and "try again" (503): a lost or refused order.
    var refusedOtherwise: Int { lock.withLock { statuses.filter { $0.key != 201 && $0.key != 503 }.values.reduce(0, +) } }
}
