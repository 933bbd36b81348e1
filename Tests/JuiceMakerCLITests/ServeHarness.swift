import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `juicemaker serve` on a free loopback port, started from the built binary as a person would
/// (posix_spawn, so SIGTERM reaches it), with its log in a file and a small HTTP client.
final class ServeProcess: @unchecked Sendable {
    let pid: pid_t
    let port: Int
    let log: URL
    private var exitStatus: Int32?

    /// Starts `juicemaker <global options> serve --port 0 <serve arguments>` in `directory` and
    /// waits for its `listening on` line.
    ///
    /// - Throws: `ServeProcess.Failure` when it exits or does not listen within 30 s (with its log).
    init(in directory: URL, globalOptions: [String] = [], serveArguments: [String] = [], environment: [String: String] = [:]) throws {
        log = directory.appendingPathComponent("serve-\(UUID().uuidString.prefix(6)).log")
        var env = ProcessInfo.processInfo.environment
        for name in ["JUICEMAKER_MENU", "JUICEMAKER_STATE", "JUICEMAKER_TOKEN", "JUICEMAKER_TOKEN_FILE", "GITHUB_ACTIONS"] { env.removeValue(forKey: name) }
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        let command = [CLIHarness.binary.path] + globalOptions + ["serve", "--port", "0"] + serveArguments
        // sh changes to the directory, then becomes juicemaker (exec), so the pid is the server's.
        pid = try ProcessSpawner.start("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path] + command,
                                       environment: env, outputFile: log.path)
        let deadline = Date(timeIntervalSinceNow: 30)
        var found: Int?
        var status: Int32 = 0
        while found == nil, Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                throw Failure(description: "serve exited: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
            }
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "listening on http://") {
                let hostAndPort = text[range.upperBound...].prefix { !$0.isWhitespace }
                found = hostAndPort.split(separator: ":").last.flatMap { Int($0) }
            } else {
                usleep(20_000)
            }
        }
        guard let found else {
            kill(pid, SIGKILL)
            throw Failure(description: "serve did not listen within 30 s: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        port = found
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var url: String { "http://127.0.0.1:\(port)" }

    /// What the server logged so far.
    var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Sends a signal and waits for the process to end (at most `timeout` seconds, then SIGKILL).
    ///
    /// - Returns: Its exit status, 128 + signal when a signal ended it, nil when it had to be killed.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM, timeout: TimeInterval = 15) -> Int32? {
        if let exitStatus { return exitStatus }
        kill(pid, signal)
        let deadline = Date(timeIntervalSinceNow: timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                return code
            }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return nil
    }

    deinit { if exitStatus == nil { _ = stop(SIGKILL, timeout: 5) } }

    /// One request; the status, the body as text and the header fields (names in lower case).
    ///
    /// Through AsyncHTTPClient, whose pool tries a refused connection again until the deadline
    /// (nothing was sent, so no second order can come of it).
    ///
    /// - Throws: `ServeProcess.Failure` naming what the server was doing and the end of its log.
    func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) async throws -> (status: Int, body: String, headers: [String: String]) {
        var request = HTTPClientRequest(url: url + path)
        request.method = HTTPMethod(rawValue: method)
        if let body {
            request.body = .bytes(ByteBuffer(string: body))
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
            let bytes = try await response.body.collect(upTo: 16 << 20)
            var fields: [String: String] = [:]
            for (name, value) in response.headers { fields[name.lowercased()] = value }
            return (Int(response.status.code), String(buffer: bytes), fields)
        } catch {
            // Say what the server was doing: a transport error alone does not tell a crash from a close.
            var status: Int32 = 0
            let running = waitpid(pid, &status, WNOHANG) == 0
            let answered = logText.components(separatedBy: " \(method) ").count - 1
            throw Failure(description: "\(method) \(path): \(error); serve \(running ? "still running" : "has exited (status \(status))"), \(answered) \(method) requests logged; its log ends:\n\(logText.suffix(3_000))")
        }
    }

    /// The body of a request as a JSON object.
    func json(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) async throws -> [String: Any] {
        let answer = try await request(method, path, body: body, headers: headers)
        return (try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]) ?? [:]
    }

    /// Issue 24's concurrency check on a stand of 200 apples: 8 clients × 50 orders of one apple
    /// must make exactly 200, refuse 200 with 409, leave 0, and journal exactly the 200.
    func expectEightClientsNeverOversell() async throws {
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: [Int] = []
                    for _ in 0..<50 { seen.append(try await self.request("POST", "/api/orders", body: #"{"lines":[{"juice":"apple"}]}"#).status) }
                    return seen
                }
            }
            return try await group.reduce(into: [Int]()) { $0 += $1 }
        }
        #expect(statuses.filter { $0 == 201 }.count == 200)
        #expect(statuses.filter { $0 == 409 }.count == 200)
        let stock = try await json("GET", "/api/stock")
        #expect(((stock["stock"] as? [[String: Any]])?.first?["stock"] as? Int) == 0)
        let history = try await json("GET", "/api/history?limit=1000")
        #expect((history["entries"] as? [[String: Any]])?.filter { $0["kind"] as? String == "order" }.count == 200)
    }

    /// Issue 24's idempotency check on a stand of 10 apples: an order of 2 sent with one
    /// `Idempotency-Key` to two servers on the stand, then to a restarted one, makes one order (the
    /// same entry every time, `Idempotent-Replayed: true`), and the key with another order is 422.
    static func expectAnIdempotencyKeyHolds(in dir: URL, globalOptions options: [String]) async throws {
        let first = try ServeProcess(in: dir, globalOptions: options)
        let second = try ServeProcess(in: dir, globalOptions: options)
        let key = ["Idempotency-Key": "register-3 order 41"]
        let body = #"{"lines":[{"juice":"apple","count":2}]}"#
        let made = try await first.request("POST", "/api/orders", body: body, headers: key)
        #expect(made.status == 201)
        func entryID(_ text: String) -> Int? {
            ((try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["entry"] as? [String: Any])?["id"] as? Int
        }
        #expect(entryID(made.body) != nil)
        let elsewhere = try await second.request("POST", "/api/orders", body: body, headers: key)
        #expect(elsewhere.status == 201)
        #expect(elsewhere.headers["idempotent-replayed"] == "true")
        #expect(entryID(elsewhere.body) == entryID(made.body))
        #expect(first.stop() == 0)
        let restarted = try ServeProcess(in: dir, globalOptions: options)
        let again = try await restarted.request("POST", "/api/orders", body: body, headers: key)
        #expect(again.status == 201 && entryID(again.body) == entryID(made.body))
        #expect(again.headers["idempotent-replayed"] == "true")
        let other = try await restarted.request("POST", "/api/orders", body: #"{"lines":[{"juice":"apple","count":3}]}"#, headers: key)
        #expect(other.status == 422)
        let stock = try await restarted.json("GET", "/api/stock")
        #expect(((stock["stock"] as? [[String: Any]])?.first?["stock"] as? Int) == 8, "one order of 2 apples, however often sent")
        #expect(second.stop() == 0)
        #expect(restarted.stop() == 0)
    }
}
