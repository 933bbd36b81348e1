import Foundation
import Testing

/// A tmux server of its own (its own socket) with one pane running `sh`, to drive the full-screen
/// mode as a person would: type with `send-keys`, read the screen with `capture-pane`.
///
/// Waits poll the screen until the expected text shows or a deadline passes, never a fixed sleep.
final class TmuxPane {
    /// The tmux on PATH, or nil (the screen tests are then skipped with a message, except under
    /// `CI=true`, where they run and fail: CI must never skip them).
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    /// How long a wait may take before the test fails; generous, as CI shares two cores with a build.
    static let deadline: Duration = .seconds(20)

    let socket = "juicemaker-test-\(UUID().uuidString.prefix(8))"
    let directory: URL
    /// The environment of every tmux command: the server takes it from the first, the pane from the server.
    private var environment: [String: String] = [:]

    /// Starts `sh` in a `width`x`height` pane in `directory`, with a UTF-8 locale and no colour.
    init(width: Int, height: Int, in directory: URL, environment: [String: String] = [:]) throws {
        self.directory = directory
        var env = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "JUICEMAKER_MENU", "JUICEMAKER_STATE", "GITHUB_ACTIONS", "LANGUAGE"] {
            env.removeValue(forKey: name)
        }
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = "C.UTF-8"
        env["NO_COLOR"] = "1"
        env["JM"] = CLIHarness.binary.path
        for (key, value) in environment { env[key] = value }
        self.environment = env
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height),
                  "-c", directory.path, "/bin/sh"], readOutput: false)
        do {
            try type("PS1='sh-''ready> '")  // typed so that the echo does not match the prompt
            try waitFor(Self.prompt)
        } catch {
            kill()
            throw error
        }
    }

    /// The shell's prompt in the pane: a test waits for it to know the shell has the terminal back.
    static let prompt = "sh-ready>"  // capture-pane drops the trailing space

    /// Stops the server and everything in it.
    func kill() {
        _ = try? tmux(["kill-server"])
    }

    /// Keys by tmux name (`Enter`, `Up`, `C-c`) or plain characters, one argument each.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// A command line typed into the shell, then Enter.
    func type(_ line: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", line])
        try tmux(["send-keys", "-t", "0", "Enter"])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(width), "-y", String(height)])
    }

    /// The visible screen, one string per row.
    func capture() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-t", "0"])
        var rows = text.components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Polls the screen until `condition` holds; records the last screen and throws when it never does.
    @discardableResult
    func waitUntil(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                   _ condition: ([String]) -> Bool) throws -> [String] {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        var screen: [String] = []
        while clock.now < end {
            screen = try capture()
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); the screen was:\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw TmuxError.timedOut(what)
    }

    /// Polls until `text` is somewhere on the screen.
    @discardableResult
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitUntil("'\(text)'", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    @discardableResult
    private func tmux(_ arguments: [String], readOutput: Bool = true) throws -> String {
        guard let executable = Self.executable else { throw TmuxError.missing }
        let result = try ProcessSpawner.run(executable.path, ["-L", socket] + arguments,
                                            environment: environment, readOutput: readOutput)
        guard result.status == 0 else { throw TmuxError.failed(arguments.first ?? "", result.status) }
        return result.output
    }
}

enum TmuxError: Error {
    case missing
    case timedOut(String)
    case failed(String, Int32)
}
