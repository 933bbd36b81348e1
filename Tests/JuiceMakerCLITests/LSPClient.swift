import Foundation
import Testing

/// An editor's side of `juicemaker lsp`: starts the built binary, frames requests, and reads the
/// framed messages it writes, with a timeout so a silent server fails the test instead of hanging it.
final class LSPClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    // `buffer` and `ended` are touched only with `condition` locked.
    private let condition = NSCondition()
    private var buffer: [UInt8] = []
    private var ended = false
    private var nextID = 1

    init(arguments: [String] = ["lsp"]) throws {
        process.executableURL = CLIHarness.binary
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A thread of its own reads until the end of the output, rather than `readabilityHandler`:
        // that one's dispatch source can outlive the pipe it watches when the handler is removed
        // and the pipe freed at once, which crashed libdispatch's event loop on Linux
        // (`_dispatch_event_loop_drain`).
        let handle = output.fileHandleForReading
        let reader = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                self.condition.lock()
                if data.isEmpty { self.ended = true } else { self.buffer.append(contentsOf: data) }
                self.condition.broadcast()
                self.condition.unlock()
                if data.isEmpty { return }
            }
        }
        reader.start()
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]) throws -> Int {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    func send(_ object: [String: Any]) throws {
        try sendRaw(Array(try JSONSerialization.data(withJSONObject: object)))
    }

    func sendRaw(_ body: [UInt8]) throws {
        try input.fileHandleForWriting.write(contentsOf: Data("Content-Length: \(body.count)\r\n\r\n".utf8 + body))
    }

    /// The next message the server writes, or nil after `timeout` seconds.
    func receive(timeout: TimeInterval = 10) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let message = takeMessage() { return message }
            if ended || !condition.wait(until: deadline) { return takeMessage() }
        }
    }

    /// Reads messages until one matches, dropping the others; nil after `timeout` seconds.
    func receive(timeout: TimeInterval = 10, where matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while let message = receive(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if matches(message) { return message }
        }
        return nil
    }

    /// The response to request `id`.
    func response(to id: Int) -> [String: Any]? {
        receive { $0["id"] as? Int == id }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) -> [[String: Any]]? {
        let message = receive { message in
            message["method"] as? String == "textDocument/publishDiagnostics" && (message["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// A figure from the server's `/proc/PID/status` in kilobytes (`VmHWM`, the peak resident
    /// memory; `VmRSS`, the current one), or nil where there is no such file.
    func memoryKilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Waits for the process to end (at most `timeout` seconds) and returns its status; nil if it did not end.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// Ends the process if a test stopped early.
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// One framed message from `buffer`, if a whole one is there (called with `condition` locked).
    private func takeMessage() -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = buffer.indices.first(where: { buffer[$0...].starts(with: separator) }) else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        guard let lengthText = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") })?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces),
              let length = Int(lengthText) else { return nil }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(0..<bodyStart + length)
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
