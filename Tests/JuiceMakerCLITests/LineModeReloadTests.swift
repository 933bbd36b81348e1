import Foundation
import JuiceMakerTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The shell's line mode takes an edited menu before each line, and keeps the last good menu while
/// an edit is broken: a script runs one line, the test edits the file, then sends the next line.
@Suite(.tags(.endToEnd)) struct LineModeReloadTests {
    /// `juicemaker shell` with its standard input kept open, so lines can follow edits.
    final class LiveShell {
        let process = Process()
        private let input = Pipe(), output = Pipe(), errors = Pipe()
        private var out = Data(), err = Data()

        init(in dir: URL) throws {
            process.executableURL = CLIHarness.binary
            process.arguments = ["shell"]
            process.currentDirectoryURL = dir
            var environment = ProcessInfo.processInfo.environment
            for name in ["JUICEMAKER_MENU", "JUICEMAKER_STATE", "JUICEMAKER_STAND"] { environment.removeValue(forKey: name) }
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// Sends a line and waits until standard output (or error) holds `marker`, for at most 20 s.
        func send(_ line: String, until marker: String, onStandardError: Bool = false) throws {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            let deadline = Date().addingTimeInterval(20)
            let handle = onStandardError ? errors.fileHandleForReading : output.fileHandleForReading
            while Date() < deadline {
                // poll first: `availableData` would block past the deadline if nothing came.
                var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 100) > 0 else { continue }
                let chunk = handle.availableData
                if onStandardError { err += chunk } else { out += chunk }
                if text(onStandardError ? err : out).contains(marker) { return }
                if chunk.isEmpty { break }  // the shell ended
            }
            Issue.record("no '\(marker)' after '\(line)'; stdout: \(text(out)) stderr: \(text(err))")
        }

        var standardOutput: String { text(out) }
        var standardError: String { text(err) }

        /// Ends the input and waits for the exit status.
        func finish() throws -> Int32 {
            try input.fileHandleForWriting.close()
            out += output.fileHandleForReading.readDataToEndOfFile()
            err += errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus
        }

        private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
    }

    @Test func anEditIsTakenBeforeTheNextLineAndABrokenOneKeepsTheLastGoodMenu() async throws { try await blocking { try self.anEditIsTakenBeforeTheNextLineAndABrokenOneKeepsTheLastGoodMenuBody() } }
    func anEditIsTakenBeforeTheNextLineAndABrokenOneKeepsTheLastGoodMenuBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("recipes.yaml")
        let original = try String(contentsOf: path, encoding: .utf8)
        let shell = try LiveShell(in: dir)
        try shell.send("order banana", until: "Banana Juice is ready. Enjoy!")

        let withLime = original.replacingOccurrences(of: "\nfruits:\n", with: "\nfruits:\n  lime: { name: Lime, stock: 5 }\n")
            + "  lime:\n    name: { en: Lime Juice, ko: 라임주스 }\n    recipe: { lime: 1 }\n"
        try withLime.write(to: path, atomically: true, encoding: .utf8)
        try shell.send("order lime", until: "Lime Juice is ready. Enjoy!")
        #expect(shell.standardOutput.contains("Lime           lime            4"))

        // Two errors (and a warning): the first with its place, and how many more errors.
        try (withLime + "  lime: { recipe: { lime: 2 } }\n  soda: { recipe: { sugar: 1 } }\n").write(to: path, atomically: true, encoding: .utf8)
        try shell.send("order lime", until: "Lime is low: 3 left, reorder at 3 — restock")

        try original.write(to: path, atomically: true, encoding: .utf8)
        try shell.send("order lime", until: "There is no juice 'lime' on the menu", onStandardError: true)
        #expect(try shell.finish() == 2, "the failed line's status")
        let errors = shell.standardError
        #expect(errors.contains("Menu reloaded: 8 juices, 6 fruits.\n"))
        #expect(errors.contains("Menu edit not loaded; still using the last good menu: recipes.yaml:"))
        #expect(errors.contains("recipes.yaml:62:3: juice id 'lime' is used twice (first at 59:3); ids must be unique, so rename or remove one (and 1 more error; juicemaker validate lists them)\n"))
        #expect(errors.contains("Menu reloaded: 7 juices, 5 fruits.\n"))
        // The lime row stays in the store after the menu dropped it, as for any menu edit.
        try withLime.write(to: path, atomically: true, encoding: .utf8)
        #expect(try CLIHarness.stock(in: dir)["lime"] == 3)
    }
}
