import Foundation
import JuiceMakerKit
import JuiceMakerPostgres
import JuiceMakerTestSupport
import Testing

/// Ten registers on one stand over a Wi-Fi-like link (the tests' proxy adds 10 ms each way: a 20 ms
/// round trip), ordering back to back for 10 s until the stock runs out: nothing oversold, and the
/// journal equal to the stock. How long the slowest order waits is a benchmark's
/// (`Benchmarks/postgres.sh`, section 2), not a bound a loaded test machine should be held to.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct PostgresRegistersTests {
    /// Per-register results, written once each.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var made = 0
        private(set) var refused = 0
        private(set) var failures: [String] = []

        func add(made: Int, refused: Int, failure: String?) {
            lock.withLock {
                self.made += made
                self.refused += refused
                if let failure { failures.append(failure) }
            }
        }
    }

    @Test func tenRegistersOverA20MillisecondLinkNeverOversell() async throws { try await blocking { try self.tenRegistersOverA20MillisecondLinkNeverOversellBody() } }
    func tenRegistersOverA20MillisecondLinkNeverOversellBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let menu = try Menu(yaml: "fruits:\n  lime: { stock: 1500 }\njuices:\n  lime: { recipe: { lime: 1 } }\n")
        let proxy = try NetworkProxy(targetPort: server.port, delayMilliseconds: 10)
        defer { proxy.stop() }
        let url = proxy.route(server.url(), serverPort: server.port)
        let stand = try StandName("gangnam")
        let stores = try (0..<10).map { _ in try PostgresStockStore.open(url: url, menu: menu, stand: stand) }
        defer { for store in stores { try? store.close() } }
        let tally = Tally()
        let deadline = ContinuousClock.now + .seconds(10)
        let done = DispatchGroup()
        for store in stores {
            done.enter()
            Thread {
                defer { done.leave() }
                var made = 0, refused = 0
                var failure: String?
                while ContinuousClock.now < deadline {
                    do {
                        try store.order(JuiceOrder(juice: "lime"))
                        made += 1
                    } catch JuiceMakerError.outOfStock {
                        refused += 1
                    } catch {
                        failure = "\(error)"
                    }
                    if failure != nil { break }
                }
                tally.add(made: made, refused: refused, failure: failure)
            }.start()
        }
        done.wait()
        #expect(tally.failures.isEmpty, "\(tally.failures)")
        #expect(tally.made == 1500, "every lime sold once, none twice: \(tally.made) made, \(tally.refused) refused")
        #expect(tally.refused > 0, "the stock ran out within the 10 s")
        let check = try PostgresStockStore.open(url: server.url(), menu: menu, stand: stand)
        defer { try? check.close() }
        #expect(try check.stock().first?.count == 0)
        let journal = try server.psql("""
            SELECT count(*) || ' ' || coalesce(sum(d.delta), 0) FROM juicemaker.journal j
            JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id WHERE j.stand = 'gangnam'
            """).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(journal == "1500 -1500", "journal equals stock: \(journal)")
    }
}
