import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The tests' network between juicemaker and a PostgreSQL server: `scripts/netproxy.py`, a TCP proxy
/// on 127.0.0.1 that delays every chunk and cuts, half-opens or stalls a connection at a chosen
/// point (the kernels here have no `netem`). It also counts each connection's round trips once
/// connected (use `sslmode=disable` so it can read the protocol).
public final class NetworkProxy: @unchecked Sendable {
    /// What to do to the first client chunk that contains the marker (see `scripts/netproxy.py`).
    public enum Fault: String, Sendable {
        case cutBefore = "cut-before", cutAfter = "cut-after", halfOpen = "half-open", stall
    }

    /// Where clients connect: 127.0.0.1 on this port.
    public let port: Int
    private let process: Process
    private let output: Pipe
    private let lock = NSLock()
    private var lines: [String] = []

    /// Starts the proxy and waits until it listens.
    ///
    /// - Parameters:
    ///   - targetPort: The server's port on 127.0.0.1.
    ///   - delayMilliseconds: How long every chunk is held, each way.
    ///   - fault: What to do at `marker`, if anything.
    ///   - marker: Text of the client's chunk to act on, such as `juicemaker.apply_change(` or `COMMIT`.
    ///   - after: Acts on the `after`-th chunk with the marker, not the first.
    ///   - listenHost: Where clients connect: 127.0.0.1, or another loopback address (a host name
    ///     a server's certificate does not name).
    /// - Throws: ``PostgresServer/Failure`` when the proxy does not start.
    public init(targetPort: Int, delayMilliseconds: Int = 0, fault: Fault? = nil, marker: String? = nil, after: Int = 1,
                listenHost: String = "127.0.0.1") throws {
        var arguments = [Self.script, "--target-port", String(targetPort), "--delay-ms", String(delayMilliseconds),
                         "--max-seconds", "600", "--listen-host", listenHost]
        if let fault, let marker { arguments += ["--fault", fault.rawValue, "--marker", marker, "--after", String(after)] }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var port = 0
        var pending = Data()
        let deadline = Date().addingTimeInterval(10)
        while port == 0 && Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
            if let text = String(data: pending, encoding: .utf8), let line = text.split(separator: "\n").first(where: { $0.hasPrefix("listening ") }) {
                port = Int(line.dropFirst("listening ".count)) ?? 0
            }
        }
        guard port != 0 else {
            process.terminate()
            throw PostgresServer.Failure(message: "scripts/netproxy.py did not start")
        }
        self.port = port
        // A thread of its own reads the proxy's lines until it ends, rather than `readabilityHandler`,
        // whose dispatch source could outlive the pipe (a crash in libdispatch's event loop on Linux).
        let handle = output.fileHandleForReading
        let reader = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard !data.isEmpty else { return }
                guard let self else { return }
                if let text = String(data: data, encoding: .utf8) {
                    self.lock.withLock { self.lines += text.split(separator: "\n").map(String.init) }
                }
            }
        }
        reader.start()
    }

    deinit { stop() }

    /// `url` with its port replaced by the proxy's, and `sslmode=disable` so the proxy can read it.
    public func route(_ url: String, serverPort: Int) -> String {
        let routed = url.replacingOccurrences(of: ":\(serverPort)/", with: ":\(port)/")
        return routed + (routed.contains("?") ? "&" : "?") + "sslmode=disable"
    }

    /// Round trips of each connection that ended, once connected (ReadyForQuery messages after the first).
    public var roundTrips: [Int] {
        lock.withLock {
            lines.compactMap { line in
                guard line.hasPrefix("connection "), let range = line.range(of: "round-trips ") else { return nil }
                return Int(line[range.upperBound...])
            }
        }
    }

    /// How many times the fault fired.
    public var faults: Int { lock.withLock { lines.count { $0.hasPrefix("fault ") } } }

    /// Stops the proxy; connections it held open are closed.
    public func stop() {
        // SIGKILL: a child spawned from a test process may inherit a mask that blocks SIGTERM.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// `scripts/netproxy.py` of this checkout.
    private static let script: String = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("scripts/netproxy.py")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            directory.deleteLastPathComponent()
        }
        return "scripts/netproxy.py"
    }()
}
