import Foundation
import JuiceMakerTestSupport
import Testing

/// The PostgreSQL store over a real, slow and broken network: the tests' own TCP proxy
/// (`scripts/netproxy.py`) between the built binary and a real server, adding 10 ms each way and
/// cutting, half-opening or stalling a connection at a chosen statement.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres))
struct PostgresNetworkTests {
    static func server() throws -> PostgresServer { try PostgresCommandTests.server() }

    /// A shop whose menu has one fruit, `lime`, with `stock` of it, on a fresh database.
    static func limeStand(stock: Int = 1000) throws -> (dir: URL, url: String) {
        let url = try PostgresCommandTests.freshDatabase()
        let dir = try CLIHarness.makeTemporaryDirectory()
        try "fruits:\n  lime: { stock: \(stock) }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        return (dir, url)
    }

    /// Waits until the proxy has reported `count` closed connections.
    static func roundTrips(_ proxy: NetworkProxy, count: Int) -> [Int] {
        let deadline = Date().addingTimeInterval(5)
        while proxy.roundTrips.count < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return proxy.roundTrips
    }

    /// Once connected, a command costs the schema check and one round trip: the change itself (or
    /// the read). A restock reads the stock first to plan. No lock is held across any of them.
    @Test func everyChangeIsOneRoundTripAfterTheSchemaCheck() async throws { try await blocking { try self.everyChangeIsOneRoundTripAfterTheSchemaCheckBody() } }
    func everyChangeIsOneRoundTripAfterTheSchemaCheckBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, delayMilliseconds: 10)
        defer { proxy.stop() }
        let routed = proxy.route(url, serverPort: try Self.server().port)
        let commands: [([String], Int)] = [
            (["order", "lime"], 2), (["order", "lime:3", "--json"], 2), (["stock", "add", "lime", "5"], 2),
            (["stock", "remove", "lime", "1"], 2), (["stock", "set", "lime", "900"], 2), (["undo"], 2),
            (["stock", "reset"], 2), (["stock"], 2), (["history"], 2), (["restock", "--for", "lime:2000", "--apply"], 3),
        ]
        for (index, (words, expected)) in commands.enumerated() {
            let result = try PostgresCommandTests.run(words, in: dir, state: routed)
            #expect(result.exitCode == 0, "\(words): \(result.stderr)")
            let trips = Self.roundTrips(proxy, count: index + 1)
            #expect(trips.count == index + 1 && trips[index] == expected, "\(words): \(trips)")
        }
        let refused = try PostgresCommandTests.run(["order", "lime:5000"], in: dir, state: routed)
        #expect(refused.exitCode == 3)
        #expect(refused.stderr.contains("Not enough fruit: needs 5000 lime, has 2000."), "\(refused.stderr)")
        #expect(Self.roundTrips(proxy, count: commands.count + 1).last == 2, "a refusal is worded from the answer")
    }

    /// The connection goes half-open (no FIN, no RST) just after the change reached the server: the
    /// register gives up waiting within the query deadline and settles the change by its id, made
    /// once; meanwhile another register is not held up at all (the change holds no lock across the
    /// network).
    @Test func aHalfOpenConnectionAtTheChangeBlocksNobodyAndIsSettled() async throws { try await blocking { try self.aHalfOpenConnectionAtTheChangeBlocksNobodyAndIsSettledBody() } }
    func aHalfOpenConnectionAtTheChangeBlocksNobodyAndIsSettledBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, delayMilliseconds: 10,
                                     fault: .halfOpen, marker: "juicemaker.apply_change(")
        defer { proxy.stop() }
        let routed = proxy.route(url, serverPort: try Self.server().port)
        let start = Date()
        let results = LockedResult()
        let first = Thread { results.set(try? PostgresCommandTests.run(["order", "lime"], in: dir, state: routed)) }
        first.start()
        while proxy.faults == 0 && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(proxy.faults == 1)
        let other = Date()
        let second = try PostgresCommandTests.run(["order", "lime"], in: dir, state: url)
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(Date().timeIntervalSince(other) < 2, "another register is not held up")
        while results.value == nil && Date().timeIntervalSince(start) < 30 { Thread.sleep(forTimeInterval: 0.1) }
        let result = try #require(results.value)
        #expect(result.exitCode == 0, "settled as made: \(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 8, "settled within the query deadline and a look-up")
        let ledger = try PostgresCommandTests.ledger(in: dir, state: url)
        #expect(ledger.orders == 2 && ledger.stock == 998 && ledger.journalTotal == -2)
    }

    /// A connection that stalls before the change reaches the server (nothing comes back, nothing
    /// is closed): the query deadline ends the wait, the change is looked up by its id on a new
    /// connection, found not made, and sent again: the order is made once, within 8 s.
    @Test func aStalledChangeIsSentAgainAndMadeOnce() async throws { try await blocking { try self.aStalledChangeIsSentAgainAndMadeOnceBody() } }
    func aStalledChangeIsSentAgainAndMadeOnceBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, fault: .stall, marker: "juicemaker.apply_change(")
        defer { proxy.stop() }
        let start = Date()
        let result = try PostgresCommandTests.run(["order", "lime"], in: dir, state: proxy.route(url, serverPort: try Self.server().port))
        #expect(proxy.faults == 1)
        #expect(result.exitCode == 0, "sent again: \(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 8)
        let ledger = try PostgresCommandTests.ledger(in: dir, state: url)
        #expect(ledger.orders == 1 && ledger.stock == 999 && ledger.journalTotal == -1)
    }

    /// A connect cut in the middle (the proxy closes both sides as the startup message goes out):
    /// tried again at once, and the order is made.
    @Test func aConnectCutMidwayIsTriedAgain() async throws { try await blocking { try self.aConnectCutMidwayIsTriedAgainBody() } }
    func aConnectCutMidwayIsTriedAgainBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, fault: .cutBefore, marker: "application_name")
        defer { proxy.stop() }
        let start = Date()
        let result = try PostgresCommandTests.run(["order", "lime"], in: dir, state: proxy.route(url, serverPort: try Self.server().port))
        #expect(proxy.faults == 1)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(try PostgresCommandTests.ledger(in: dir, state: url).stock == 999)
    }

    /// The server killed (kill -9 of the postmaster) and started again under a stream of orders from
    /// 5 registers: no command waits more than 8 s, and every acknowledged order is journaled once.
    @Test func noRegisterWaitsMoreThanEightSecondsThroughAKill() async throws { try await blocking { try self.noRegisterWaitsMoreThanEightSecondsThroughAKillBody() } }
    func noRegisterWaitsMoreThanEightSecondsThroughAKillBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        try server.createDatabase("stand")
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "fruits:\n  lime: { stock: 100000 }\njuices:\n  lime: { recipe: { lime: 1 } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let url = server.url(database: "stand")
        #expect(try PostgresCommandTests.run(["stock"], in: dir, state: url).exitCode == 0)
        let registers = try PostgresFailoverTests.startRegisters(5, in: dir, state: url)
        try until("orders flow") { PostgresFailoverTests.orderCount(server) >= 20 }
        try server.crash()
        // The old sessions end when they notice; until then the data directory is still in use.
        var started = false
        for _ in 0..<100 where !started {
            started = (try? server.start()) != nil
            if !started { Thread.sleep(forTimeInterval: 0.1) }
        }
        #expect(started, "\(server.logTail())")
        let madeBefore = PostgresFailoverTests.orderCount(server)
        try until("orders flow again after the crash") { PostgresFailoverTests.orderCount(server) >= madeBefore + 20 }
        FileManager.default.createFile(atPath: dir.appendingPathComponent("stop").path, contents: nil)
        for register in registers { register.waitUntilExit() }
        var acknowledged = 0
        for register in 1...5 {
            let orders = try PostgresFailoverTests.orders(register, in: dir)
            acknowledged += orders.filter { $0.code == 0 }.count
            let longest = orders.map { $0.end - $0.start }.max() ?? 0
            #expect(longest < 8000, "register \(register): one command took \(longest) ms")
            #expect(orders.allSatisfy { $0.code == 0 },
                    "\(orders.filter { $0.code != 0 }) \((try? String(contentsOf: dir.appendingPathComponent("errors.log"), encoding: .utf8)) ?? "")")
        }
        let journal = try server.psql("SELECT count(*), (SELECT count FROM juicemaker.stock) FROM juicemaker.journal WHERE kind = 'order'",
                                      database: "stand").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(journal == "\(acknowledged)|\(100000 - acknowledged)")
    }

    /// A register that stops sending in the middle of a transaction (a stand copy, whose COMMIT
    /// never arrives) holds the stand for the server's idle-in-transaction timeout, 3 s, not a
    /// minute, so another register's order (which waits up to 5 s for a lock) goes through; the
    /// copy itself says the change was not made.
    @Test func aStalledTransactionHoldsTheStandForSecondsNotAMinute() async throws { try await blocking { try self.aStalledTransactionHoldsTheStandForSecondsNotAMinuteBody() } }
    func aStalledTransactionHoldsTheStandForSecondsNotAMinuteBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, fault: .stall, marker: "COMMIT")
        defer { proxy.stop() }
        let routed = proxy.route(url, serverPort: try Self.server().port)
        #expect(try CLIHarness.run(["--menu", "recipes.yaml", "--state", "copy.sqlite", "order", "lime"], in: dir).exitCode == 0)
        let results = LockedResult()
        let copy = Thread {
            results.set(try? CLIHarness.run(["--state", "copy.sqlite", "state", "copy", "--to", routed], in: dir))
        }
        copy.start()
        let start = Date()
        while proxy.faults == 0 && Date().timeIntervalSince(start) < 10 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(proxy.faults == 1)
        let other = Date()
        let order = try PostgresCommandTests.run(["order", "lime"], in: dir, state: url)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(Date().timeIntervalSince(other) < 8, "held at most the idle-in-transaction timeout")
        while results.value == nil && Date().timeIntervalSince(start) < 40 { Thread.sleep(forTimeInterval: 0.1) }
        let copied = try #require(results.value)
        #expect(copied.exitCode == 4)
        #expect(copied.stderr.contains("the change was not made"), "\(copied.stderr)")
        let ledger = try PostgresCommandTests.ledger(in: dir, state: url)
        #expect(ledger.orders == 1 && ledger.stock == 999)
    }

    /// The server's answer arrives and the connection closes right after (a server killed after it
    /// answered): the command notices at once and goes on over a new connection, instead of
    /// waiting for a deadline on a socket that is gone.
    @Test func aConnectionClosedRightAfterAnAnswerIsNoticedAtOnce() async throws { try await blocking { try self.aConnectionClosedRightAfterAnAnswerIsNoticedAtOnceBody() } }
    func aConnectionClosedRightAfterAnAnswerIsNoticedAtOnceBody() throws {
        let (dir, url) = try Self.limeStand()
        defer { try? FileManager.default.removeItem(at: dir) }
        let proxy = try NetworkProxy(targetPort: try Self.server().port, delayMilliseconds: 10,
                                     fault: .cutAfter, marker: "pg_namespace")
        defer { proxy.stop() }
        let routed = proxy.route(url, serverPort: try Self.server().port)
        let start = Date()
        let result = try PostgresCommandTests.run(["order", "lime"], in: dir, state: routed)
        #expect(proxy.faults == 1)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(try PostgresCommandTests.ledger(in: dir, state: url).stock == 999)
    }
}
