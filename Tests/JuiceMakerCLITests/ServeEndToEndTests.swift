import Foundation
import JuiceMakerTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `juicemaker serve` through the built binary on a free loopback port: what a register, a kitchen
/// display and an attacker would see.
@Suite(.serialized, .tags(.endToEnd, .server)) struct ServeEndToEndTests {
    /// A folder with `menu.yaml` of one fruit (`apple`, `count` of it) and one juice using one apple.
    func appleStand(_ count: Int) throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try "fruits:\n  apple: { stock: \(count) }\njuices:\n  apple: { recipe: { apple: 1 } }\n"
            .write(to: dir.appendingPathComponent("menu.yaml"), atomically: true, encoding: .utf8)
        return dir
    }

    static let options = ["--menu", "menu.yaml", "--state", "stock.sqlite"]
    static let appleOrder = #"{"lines":[{"juice":"apple"}]}"#

    /// Issue 24: 8 clients × 50 orders on a stand with 200 apples: exactly 200 made, 200 refused
    /// with 409, stock 0, the journal holding exactly the 200.
    @Test func eightClientsNeverOversell() async throws {
        let dir = try appleStand(200)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options)
        try await server.expectEightClientsNeverOversell()
        #expect(server.stop() == 0)
    }

    /// Issue 24: a retried order with the same `Idempotency-Key` makes one juice, also sent to
    /// another `serve` on the same file, and after a restart (the file's `order_key` table).
    @Test func anIdempotencyKeyHoldsAcrossServersAndRestarts() async throws {
        let dir = try appleStand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        try await ServeProcess.expectAnIdempotencyKeyHolds(in: dir, globalOptions: Self.options)
    }

    /// The command line beside a running `serve` on one file: the server's connections keep their
    /// locks, so the command, closing what it thinks is the file's last connection, does not
    /// checkpoint and delete the write-ahead log under the server (before: the next open of the
    /// server failed with "disk I/O error").
    @Test func theCommandLineBesideServeLeavesTheServersLogInPlace() async throws {
        let dir = try appleStand(50)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options)
        #expect(try await server.request("POST", "/api/orders", body: Self.appleOrder).status == 201)
        #expect(try CLIHarness.run(Self.options + ["order", "apple:2"], in: dir).exitCode == 0)
        let wal = dir.appendingPathComponent("stock.sqlite-wal").path
        #expect(FileManager.default.fileExists(atPath: wal), "the command deleted the log the server still uses")
        #expect(try await server.request("POST", "/api/orders", body: Self.appleOrder).status == 201)
        let stock = try await server.json("GET", "/api/stock")
        #expect(((stock["stock"] as? [[String: Any]])?.first?["stock"] as? Int) == 46)
        #expect(server.stop() == 0)
    }

    /// A change made by the command line on the same file reaches an events listener within 1 s.
    @Test func eventsReachListenersWhoeverMadeTheChange() async throws {
        let dir = try appleStand(50)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options)
        let events = dir.appendingPathComponent("events.txt")
        let listener = try ProcessSpawner.start("/usr/bin/curl", ["-sN", server.url + "/api/events"],
                                                environment: ProcessInfo.processInfo.environment, outputFile: events.path)
        defer { kill(listener, SIGKILL); _ = ProcessSpawner.wait(listener) }
        func waitFor(_ text: String) -> Duration? {
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .seconds(5) {
                if ((try? String(contentsOf: events, encoding: .utf8)) ?? "").contains(text) { return ContinuousClock.now - start }
                usleep(10_000)
            }
            return nil
        }
        #expect(waitFor(": juicemaker events") != nil)
        #expect(try CLIHarness.run(Self.options + ["order", "apple:2"], in: dir).exitCode == 0)
        let fromCLI = try #require(waitFor(#""description":"apple:2""#), "the CLI's order never reached the listener")
        #expect(fromCLI < .seconds(1))
        _ = try await server.request("POST", "/api/orders", body: #"{"lines":[{"juice":"apple","count":3}]}"#)
        let fromAPI = try #require(waitFor(#""description":"apple:3""#))
        #expect(fromAPI < .seconds(1))
        // A good edit of the menu file is served without a restart, and listeners hear of it.
        try "fruits:\n  apple: { stock: 50 }\n  pear: { stock: 5 }\njuices:\n  apple: { recipe: { apple: 1 } }\n  pear: { recipe: { pear: 1 } }\n"
            .write(to: dir.appendingPathComponent("menu.yaml"), atomically: true, encoding: .utf8)
        let menuHeard = try #require(waitFor("event: menu"), "the menu's edit never reached the listener: \(server.logText.suffix(1_500))")
        #expect(menuHeard < .seconds(3))
        #expect(waitFor("event: menu\ndata: {\"broken\":false,\"version\":\"") != nil, "an event's data is one line of compact JSON")
        #expect(server.logText.contains("menu: menu.yaml changed; now serving version"))
        #expect(try await server.request("POST", "/api/orders", body: #"{"lines":[{"juice":"pear","count":2}]}"#).status == 201)
        #expect(waitFor(#""description":"pear:2""#) != nil)
        #expect(server.stop() == 0, "serve ends on SIGTERM even with a listener attached")
    }

    /// SIGTERM during a stream of orders: every order answered 2xx is in the journal once, and
    /// nothing else is.
    @Test func sigtermDuringOrdersLosesNothingAndInventsNothing() async throws {
        let dir = try appleStand(100_000)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options)
        // SIGTERM goes once orders are flowing, not after a fixed time: on a loaded machine the
        // first answers can take longer than any fixed pause.
        let answered = AnsweredCount()
        let made = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var ids: [Int] = []
                    while !answered.serverStopped {
                        let answer: (status: Int, body: String, headers: [String: String])
                        do {
                            answer = try await server.request("POST", "/api/orders", body: Self.appleOrder)
                        } catch {
                            answered.end("\(error)".prefix(300) + "")
                            break
                        }
                        if answer.status == 201, let object = try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any],
                           let id = (object["entry"] as? [String: Any])?["id"] as? Int {
                            ids.append(id)
                            answered.add()
                        } else if answer.status == 503 {
                            // Busy: the answer asks to try again, and a client would.
                            try? await Task.sleep(for: .milliseconds(50))
                        } else {
                            answered.end("\(answer.status) \(answer.body)")
                            break
                        }
                    }
                    return ids
                }
            }
            let start = ContinuousClock.now
            while answered.value < 20, answered.endings.count < 4, ContinuousClock.now - start < .seconds(30) {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(server.stop() == 0)
            answered.serverStopped = true  // a request sent now would only wait to be refused
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        #expect(made.count >= 20, "orders answered before SIGTERM: \(made.count); the clients ended on \(answered.endings); serve's log ends: \(server.logText.suffix(1_500))")
        let history = try CLIHarness.run(Self.options + ["history", "--limit", "100000", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let journal = ((object["entries"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
        #expect(Set(journal) == Set(made), "journal \(journal.count) entries, answered 2xx \(made.count)")
        #expect(journal.count == made.count)
        #expect(try CLIHarness.stock(in: dir, Self.options)["apple"] == 100_000 - made.count)
    }

    @Test func anotherAddressNeedsATokenAndTheTokenIsNeverShown() async throws {
        let dir = try appleStand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = try CLIHarness.run(Self.options + ["serve", "--host", "0.0.0.0", "--port", "0"], in: dir)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("refusing to listen on 0.0.0.0 without a token"))
        // Decided by the address bound, not by the spelling: "0" is 0.0.0.0, every address.
        let spelled = try CLIHarness.run(Self.options + ["serve", "--host", "0", "--port", "0"], in: dir)
        #expect(spelled.exitCode == 2)
        #expect(spelled.stderr.contains("refusing to listen on 0 (0.0.0.0) without a token"))
        // A token too short, or in a file others can read, is refused before anything listens.
        let short = try CLIHarness.run(Self.options + ["serve", "--port", "0"], in: dir, environment: ["JUICEMAKER_TOKEN": "short"])
        #expect(short.exitCode == 2)
        #expect(short.stderr.contains("JUICEMAKER_TOKEN has 5 characters; a token needs at least 16"))

        let token = "t0ken-\(UUID().uuidString)"
        try token.write(to: dir.appendingPathComponent("token"), atomically: true, encoding: .utf8)
        chmod(dir.appendingPathComponent("token").path, 0o600)
        let server = try ServeProcess(in: dir, globalOptions: Self.options, serveArguments: ["--host", "0.0.0.0", "--token-file", "token"])
        let without = try await server.request("POST", "/api/orders", body: Self.appleOrder)
        #expect(without.status == 401)
        #expect(without.headers["content-type"] == "application/problem+json")
        let with = try await server.request("POST", "/api/orders", body: Self.appleOrder, headers: ["Authorization": "Bearer \(token)"])
        #expect(with.status == 201)
        #expect(!with.body.contains(token))
        server.stop()
        #expect(!server.logText.contains(token))
        #expect(server.logText.contains("POST /api/orders 401"))
    }

    /// What keeps `serve` from starting is said in the stand's language with what to do, exit 2,
    /// before anything listens: a port another program holds, an address this machine lacks, a
    /// name that resolves to nothing, no token off loopback, a bad token file.
    @Test func refusalsAtStartSayWhatToDoInBothLanguages() async throws {
        let dir = try appleStand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A port held by a listener of the test's own.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        try "short".write(to: dir.appendingPathComponent("token"), atomically: true, encoding: .utf8)
        chmod(dir.appendingPathComponent("token").path, 0o644)
        let cases: [(arguments: [String], english: String, korean: String)] = [
            (["--port", "\(port)"], "cannot listen on 127.0.0.1:\(port): another program is using that port; pick another with --port (0 picks a free one)",
             "127.0.0.1:\(port)에서 들을 수 없어요: 다른 프로그램이 그 포트를 쓰고 있어요; --port로 다른 포트를 고르세요 (0이면 빈 포트를 골라요)"),
            (["--host", "no-such-stand.invalid"], "cannot listen on 'no-such-stand.invalid': ",
             "'no-such-stand.invalid'에서 들을 수 없어요: 그 이름의 IP 주소를 찾지 못했어요"),
            (["--host", "0.0.0.0", "--port", "0"], "refusing to listen on 0.0.0.0 without a token",
             "토큰 없이는 0.0.0.0에서 듣지 않아요: 그 네트워크의 누구나 재고를 바꿀 수 있어요."),
            (["--token-file", "token"], "the token file 'token' can be read by other users (mode 644); make it private with: chmod 600 'token'",
             "토큰 파일 'token'을(를) 다른 사용자도 읽을 수 있어요 (모드 644); 이렇게 나만 읽게 하세요: chmod 600 'token'"),
            (["--token-file", "missing"], "cannot read the token file 'missing'", "토큰 파일 'missing'을(를) 읽을 수 없어요"),
        ]
        for (arguments, english, korean) in cases {
            for (language, words) in [("en", english), ("ko", korean)] {
                let refused = try CLIHarness.run(Self.options + ["--lang", language, "serve"] + arguments, in: dir)
                #expect(refused.exitCode == 2, "\(arguments) \(language): \(refused.stderr)")
                #expect(refused.stderr.contains(words), "\(arguments) \(language): \(refused.stderr)")
                #expect(!refused.stderr.contains("listening on"))
            }
        }
    }

    @Test func hostileClientsGetA4xxOrAClosedConnectionAndOthersAreServed() async throws {
        let dir = try appleStand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options)
        // A 100 MB body: refused long before it is read.
        let huge = RawClient.exchange(port: server.port,
            head: "POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n",
            bodyBytes: 104_857_600)
        #expect(huge.hasPrefix("HTTP/1.1 413") || huge.isEmpty, "\(huge.prefix(200))")
        // A flood of headers, past the 80 KB the server reads.
        let flood = (0..<3_000).map { "X-Flood-\($0): \(String(repeating: "a", count: 40))\r\n" }.joined()
        let headers = RawClient.exchange(port: server.port, head: "GET /api/stock HTTP/1.1\r\nHost: 127.0.0.1\r\n" + flood + "\r\n", bodyBytes: 0)
        #expect(!headers.hasPrefix("HTTP/1.1 2") && !headers.contains(" 500 "), "\(headers.prefix(200))")
        // Garbage that is not HTTP.
        let garbage = RawClient.exchange(port: server.port, head: "\u{1}\u{2}NOT HTTP\r\n\r\n", bodyBytes: 0)
        #expect(!garbage.contains(" 500 "))
        // Everyone else is still served.
        #expect(try await server.request("GET", "/api/stock").status == 200)
        #expect(try await server.request("POST", "/api/orders", body: Self.appleOrder).status == 201)
        #expect(server.stop() == 0)
    }
}

extension ServeEndToEndTests {
    /// A client that sends its request a byte a second never completes a header: the connection is
    /// closed after the idle timeout, and everyone else is served meanwhile.
    @Test func aClientSendingAByteASecondIsCutOff() async throws {
        let dir = try appleStand(10)
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try ServeProcess(in: dir, globalOptions: Self.options, serveArguments: ["--idle-timeout", "2"])
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(server.port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        let start = ContinuousClock.now
        var closedAfter: Duration?
        for byte in Array("GET /api/stock HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 20) {
            var one = byte
            if send(descriptor, &one, 1, Int32(MSG_NOSIGNAL)) <= 0 {
                closedAfter = ContinuousClock.now - start
                break
            }
            // Others are served while this one dawdles.
            #expect(try await server.request("GET", "/health").status == 200)
            try await Task.sleep(for: .seconds(1))
        }
        if closedAfter == nil {
            // The server may have closed without the next send noticing yet: a read says so.
            var buffer = [UInt8](repeating: 0, count: 16)
            if recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) == 0 { closedAfter = ContinuousClock.now - start }
        }
        let after = try #require(closedAfter, "a client sending a byte a second was never cut off")
        #expect(after < .seconds(10))
        #expect(server.stop() == 0)
    }
}

/// A TCP client that writes raw bytes and reads what comes back until the server closes or 5 s pass.
enum RawClient {
    static func exchange(port: Int, head: String, bodyBytes: Int) -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return "" }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var flag: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &flag, socklen_t(MemoryLayout<Int32>.size))
        _ = Array(head.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var remaining = bodyBytes
        let chunk = [UInt8](repeating: 0x20, count: 1 << 16)
        while remaining > 0 {
            let sent = chunk.withUnsafeBytes { send(descriptor, $0.baseAddress, min($0.count, remaining), Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }
            remaining -= sent
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

/// How many orders the clients have had answered so far, and why each client stopped.
final class AnsweredCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var ended: [String] = []
    private var stopped = false
    func add() { lock.withLock { count += 1 } }
    func end(_ reason: String) { lock.withLock { ended.append(reason) } }
    var value: Int { lock.withLock { count } }
    var endings: [String] { lock.withLock { ended } }
    var serverStopped: Bool {
        get { lock.withLock { stopped } }
        set { lock.withLock { stopped = newValue } }
    }
}
