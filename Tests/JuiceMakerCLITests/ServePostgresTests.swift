import Foundation
import JuiceMakerTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `juicemaker serve` on a real PostgreSQL server the tests start: no oversell through HTTP, two
/// servers on one stand hearing each other's changes, and a database that goes away and comes back.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.endToEnd, .postgres, .server))
struct ServePostgresTests {
    static let shared = Result { try PostgresServer() }

    /// A fresh database, and a folder with the one-fruit menu of `count` apples.
    func stand(_ count: Int) throws -> (dir: URL, url: String, server: PostgresServer) {
        let server = try Self.shared.get()
        let name = "s" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try server.createDatabase(String(name))
        let dir = try CLIHarness.makeTemporaryDirectory()
        try "fruits:\n  apple: { stock: \(count) }\njuices:\n  apple: { recipe: { apple: 1 } }\n"
            .write(to: dir.appendingPathComponent("menu.yaml"), atomically: true, encoding: .utf8)
        return (dir, server.url(database: String(name), query: "connect_timeout=3"), server)
    }

    static let appleOrder = #"{"lines":[{"juice":"apple"}]}"#

    @Test func eightClientsNeverOversellOnPostgres() async throws {
        let (dir, url, database) = try stand(200)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url])
        try await server.expectEightClientsNeverOversell()
        #expect(server.stop() == 0)
        #expect(!server.logText.contains(database.password), "the database password is in the log")
    }

    /// What `ps` shows of a long-running `serve` never holds the password: one given on the
    /// command line is overwritten in the process's arguments once read; `JUICEMAKER_STATE` and
    /// `PGPASSWORD` keep it out of them altogether.
    @Test func psNeverShowsThePassword() async throws {
        let (dir, url, database) = try stand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        func commandLine(_ pid: pid_t) throws -> String {
            let data = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
        }
        let given = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url])
        let shown = try commandLine(given.pid)
        #expect(!shown.contains(database.password), "\(shown)")
        #expect(shown.contains("--state postgresql://postgres@127.0.0.1:"), "the rest of the argument stays: \(shown)")
        let order = try await given.request("POST", "/api/orders", body: Self.appleOrder, headers: ["Content-Type": "application/json"])
        #expect(order.status == 201, "the password was read before it was hidden: \(order.body)")
        #expect(given.stop() == 0)

        let withoutPassword = url.replacingOccurrences(of: ":\(database.password)@", with: "@")
        #expect(withoutPassword != url)
        let fromEnvironment = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml"],
                                               environment: ["JUICEMAKER_STATE": withoutPassword, "PGPASSWORD": database.password])
        #expect(!(try commandLine(fromEnvironment.pid)).contains("postgresql://"))
        let again = try await fromEnvironment.request("POST", "/api/orders", body: Self.appleOrder,
                                                      headers: ["Content-Type": "application/json"])
        #expect(again.status == 201, "\(again.body)")
        #expect(fromEnvironment.stop() == 0)
        #expect(!given.logText.contains(database.password) && !fromEnvironment.logText.contains(database.password))
    }

    @Test func twoServersOnOneStandHearEveryChange() async throws {
        let (dir, url, _) = try stand(100)
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url])
        let second = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url])
        var listeners: [(pid: pid_t, file: URL)] = []
        for (index, server) in [first, second].enumerated() {
            let file = dir.appendingPathComponent("events-\(index).txt")
            listeners.append((try ProcessSpawner.start("/usr/bin/curl", ["-sN", server.url + "/api/events"],
                                                       environment: ProcessInfo.processInfo.environment, outputFile: file.path), file))
        }
        defer { for listener in listeners { kill(listener.pid, SIGKILL); _ = ProcessSpawner.wait(listener.pid) } }
        func everyoneHeard(_ text: String) -> Duration? {
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(5) {
                if listeners.allSatisfy({ ((try? String(contentsOf: $0.file, encoding: .utf8)) ?? "").contains(text) }) {
                    return ContinuousClock.now - start
                }
                usleep(10_000)
            }
            return nil
        }
        #expect(everyoneHeard(": juicemaker events") != nil)
        // Both hear PostgreSQL's notifications; from then on they read the journal only every 5 s
        // besides, so a change reaching everyone within 1 s, every time, is the notification's doing.
        for server in [first, second] {
            let deadline = ContinuousClock.now + .seconds(10)
            while !server.logText.contains("events: hearing every change"), ContinuousClock.now < deadline { usleep(20_000) }
            #expect(server.logText.contains("events: hearing every change of the stand from PostgreSQL"))
        }
        for count in 2...5 {
            let server = count.isMultiple(of: 2) ? first : second
            #expect(try await server.request("POST", "/api/orders", body: #"{"lines":[{"juice":"apple","count":\#(count)}]}"#).status == 201)
            let heard = try #require(everyoneHeard(#""description":"apple:\#(count)""#), "a listener missed an order of \(count)")
            #expect(heard < .seconds(1), "an order of \(count) took \(heard) to reach both listeners")
        }
        #expect(try CLIHarness.run(["--menu", "menu.yaml", "--state", url, "order", "apple:6"], in: dir).exitCode == 0)
        let fromCLI = try #require(everyoneHeard(#""description":"apple:6""#), "a listener missed the command line's order")
        #expect(fromCLI < .seconds(1))
        // The journal a page at a time, from PostgreSQL.
        var descriptions: [String] = []
        var page: String? = "/api/history?limit=2"
        while let path = page, descriptions.count < 20 {
            let answer = try await second.json("GET", path)
            descriptions += (answer["entries"] as? [[String: Any]])?.compactMap { $0["description"] as? String } ?? []
            page = answer["next"] as? String
        }
        #expect(descriptions == ["apple:6", "apple:5", "apple:4", "apple:3", "apple:2"])
        #expect(first.stop() == 0)
        #expect(second.stop() == 0)
    }

    @Test func aDatabaseThatGoesAwayIs503ThenServedAgain() async throws {
        let (dir, url, database) = try stand(100)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url], serveArguments: ["--connections", "2"])
        #expect(try await server.request("POST", "/api/orders", body: Self.appleOrder).status == 201)
        try database.stop()
        let down = try await server.request("POST", "/api/orders", body: Self.appleOrder)
        try database.start()
        #expect(down.status == 503, "\(down.body)")
        #expect(down.headers["retry-after"] != nil)
        #expect(down.body.contains("store-unavailable"))
        // Back without restarting serve: a few tries while the pool's connections reconnect.
        var status = 0
        for _ in 0..<20 where status != 201 {
            status = try await server.request("POST", "/api/orders", body: Self.appleOrder).status
            if status != 201 { try await Task.sleep(for: .milliseconds(250)) }
        }
        #expect(status == 201)
        let stock = try await server.json("GET", "/api/stock")
        #expect(((stock["stock"] as? [[String: Any]])?.first?["stock"] as? Int) == 98)
        // The events' listener connection comes back by itself too.
        func hearing() -> Int { server.logText.components(separatedBy: "events: hearing every change").count - 1 }
        let deadline = ContinuousClock.now + .seconds(10)
        while hearing() < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(hearing() == 2, "\(server.logText.suffix(2_000))")
        #expect(server.stop() == 0)
    }
}

extension ServePostgresTests {
    /// Issue 24: a retried order with the same `Idempotency-Key` makes one juice, also sent to
    /// another `serve` on the same stand, and after a restart.
    @Test func anIdempotencyKeyHoldsAcrossServersAndRestarts() async throws {
        let (dir, url, _) = try stand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        try await ServeProcess.expectAnIdempotencyKeyHolds(in: dir, globalOptions: ["--menu", "menu.yaml", "--state", url])
    }
}
