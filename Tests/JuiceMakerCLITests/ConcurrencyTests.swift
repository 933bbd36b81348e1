import Foundation
import JuiceMakerTestSupport
import Testing

/// Several processes on one stock file: never oversell, never lose an update, never "database is locked".
@Suite(.serialized, .tags(.endToEnd)) struct ConcurrencyTests {
    static let menu = """
    fruits:
      lime: { stock: 60 }
    juices:
      lime: { recipe: { lime: 1 } }

    """

    struct Ledger {
        var stock: Int
        var orders: Int
        var journalTotal: Int
    }

    func ledger(in dir: URL) throws -> Ledger {
        let stock = try CLIHarness.run(["stock", "--json"], in: dir)
        let stockObject = try #require(try JSONSerialization.jsonObject(with: Data(stock.stdout.utf8)) as? [String: Any])
        let level = try #require((stockObject["stock"] as? [[String: Any]])?.first?["stock"] as? Int)
        let history = try CLIHarness.run(["history", "--limit", "100000", "--json"], in: dir)
        let historyObject = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let entries = try #require(historyObject["entries"] as? [[String: Any]])
        let total = entries.flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }.compactMap { $0["change"] as? Int }.reduce(0, +)
        return Ledger(stock: level, orders: entries.count { $0["kind"] as? String == "order" }, journalTotal: total)
    }

    @Test func eightProcessesNeverOversell() async throws { try await blocking { try self.eightProcessesNeverOversellBody() } }
    func eightProcessesNeverOversellBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try Self.menu.write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        // Eight shells start together, each ordering ten times: 80 attempts on 60 limes.
        let script = """
        for i in 1 2 3 4 5 6 7 8 9 10; do "$JM" order lime >/dev/null 2>>errors.log; echo $? >> "codes.$1"; done
        """
        var shells: [Process] = []
        for worker in 1...8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh", String(worker)]
            process.currentDirectoryURL = dir
            var environment = ProcessInfo.processInfo.environment
            environment["JM"] = CLIHarness.binary.path
            process.environment = environment
            shells.append(process)
        }
        for shell in shells { try shell.run() }
        for shell in shells { shell.waitUntilExit() }

        var codes: [String] = []
        for worker in 1...8 {
            codes += try String(contentsOf: dir.appendingPathComponent("codes.\(worker)"), encoding: .utf8).split(separator: "\n").map(String.init)
        }
        #expect(codes.count == 80)
        #expect(codes.count { $0 == "0" } == 60, "exactly what stock allowed")
        #expect(codes.count { $0 == "3" } == 20, "the rest were out of stock")
        let errors = (try? String(contentsOf: dir.appendingPathComponent("errors.log"), encoding: .utf8)) ?? ""
        #expect(!errors.contains("locked"), "\(errors)")
        let final = try ledger(in: dir)
        #expect(final.stock == 0)
        #expect(final.orders == 60)
        #expect(final.journalTotal == -60, "stock equals initial minus what the journal says")
    }

    @Test func killingProcessesMidOrderLeavesStockConsistentWithTheJournal() async throws { try await blocking { try self.killingProcessesMidOrderLeavesStockConsistentWithTheJournalBody() } }
    func killingProcessesMidOrderLeavesStockConsistentWithTheJournalBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try Self.menu.replacingOccurrences(of: "60", with: "1000")
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        _ = try CLIHarness.run(["stock"], in: dir)
        // A stream of orders, each process killed with SIGKILL at a different moment of its life.
        for round in 0..<40 {
            let process = Process()
            process.executableURL = CLIHarness.binary
            process.arguments = ["order", "lime:\(round % 3 + 1)"]
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(round * 700))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let before = try ledger(in: dir)
        #expect(before.stock == 1000 + before.journalTotal, "stock equals initial plus the journal's changes")
        // The file still works: nothing is left locked.
        let after = try CLIHarness.run(["order", "lime"], in: dir)
        #expect(after.exitCode == 0, "\(after.stderr)")
        #expect(try ledger(in: dir).stock == before.stock - 1)
    }
}
