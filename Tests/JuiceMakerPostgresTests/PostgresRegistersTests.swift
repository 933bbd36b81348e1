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
    @Test func tenRegistersOverA20MillisecondLinkNeverOversell() async throws { try await blocking { try await self.tenRegistersOverA20MillisecondLinkNeverOversellBody() } }
    func tenRegistersOverA20MillisecondLinkNeverOversellBody() async throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let menu = try Menu(yaml: "fruits:\n  lime: { stock: 1500 }\njuices:\n  lime: { recipe: { lime: 1 } }\n")
        let proxy = try NetworkProxy(targetPort: server.port, delayMilliseconds: 10)
        defer { proxy.stop() }
        let url = proxy.route(server.url(), serverPort: server.port)
        let stand = try StandName("gangnam")
        var stores: [PostgresStockStore] = []
        for _ in 0..<10 { stores.append(try await PostgresStockStore.open(url: url, menu: menu, stand: stand)) }
        let deadline = ContinuousClock.now + .seconds(10)
        // A task a register, ordering back to back until the deadline.
        let tally = await withTaskGroup(of: (made: Int, refused: Int, failure: String?).self) { group in
            for store in stores {
                group.addTask {
                    var made = 0, refused = 0
                    while ContinuousClock.now < deadline {
                        do {
                            try await store.order(JuiceOrder(juice: "lime"))
                            made += 1
                        } catch JuiceMakerError.outOfStock {
                            refused += 1
                        } catch {
                            return (made, refused, "\(error)")
                        }
                    }
                    return (made, refused, nil)
                }
            }
            var tally = (made: 0, refused: 0, failures: [String]())
            for await register in group {
                tally.made += register.made
                tally.refused += register.refused
                if let failure = register.failure { tally.failures.append(failure) }
            }
            return tally
        }
        #expect(tally.failures.isEmpty, "\(tally.failures)")
        #expect(tally.made == 1500, "every lime sold once, none twice: \(tally.made) made, \(tally.refused) refused")
        #expect(tally.refused > 0, "the stock ran out within the 10 s")
        let check = try await PostgresStockStore.open(url: server.url(), menu: menu, stand: stand)
        await #expect(try check.stock().first?.count == 0)
        let journal = try server.psql("""
            SELECT count(*) || ' ' || coalesce(sum(d.delta), 0) FROM juicemaker.journal j
            JOIN juicemaker.journal_delta d ON d.stand = j.stand AND d.entry_id = j.id WHERE j.stand = 'gangnam'
            """).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(journal == "1500 -1500", "journal equals stock: \(journal)")
    }
}
