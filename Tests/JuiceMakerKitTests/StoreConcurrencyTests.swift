import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreConcurrencyTests {
    /// Results gathered from the worker threads.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        private var unexpected: [String] = []

        func record(made count: Int) { lock.withLock { made += count } }
        func record(unexpected error: any Error) { lock.withLock { unexpected.append(String(describing: error)) } }
        var totals: (made: Int, unexpected: [String]) { lock.withLock { (made, unexpected) } }
    }

    /// Several connections order on one file at once: together they make exactly what stock allows,
    /// never more, and none fails with a lock error.
    @Test func connectionsNeverOversell() throws {
        let sandbox = try StoreSandbox()
        let setup = try sandbox.open()
        try setup.set(fruit: "banana", amount: 300)  // 150 banana juices
        try setup.set(fruit: "kiwi", amount: 90)     // mango-kiwi is capped by mango: 10 / 2 = 5
        let path = sandbox.path
        let tally = Tally()
        let workers = 4
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    let database = try StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
                    let parser = OrderParser(menu: database.menu)
                    let orders = [try parser.parse("banana"), try parser.parse("mango-kiwi")]
                    var made = 0
                    var soldOut = Set<Int>()
                    var turn = worker
                    while soldOut.count < orders.count {
                        let which = turn % orders.count
                        turn += 1
                        if soldOut.contains(which) { continue }
                        do {
                            try database.order(orders[which])
                            made += 1
                        } catch JuiceMakerError.outOfStock {
                            soldOut.insert(which)
                        }
                    }
                    tally.record(made: made)
                } catch {
                    tally.record(unexpected: error)
                }
            }
            thread.start()
        }
        group.wait()

        let totals = tally.totals
        #expect(totals.unexpected.isEmpty)
        #expect(totals.made == 150 + 5)
        #expect(try setup.counts()["banana"] == 0)
        #expect(try setup.counts()["mango"] == 0)
        #expect(try setup.counts()["kiwi"] == 85)
        #expect(try setup.history(limit: 1000).filter { $0.kind == .order }.count == 155)
    }

    /// Connections that all find no file yet set it up once between them: no double seeding, no errors.
    @Test func simultaneousFirstOpensSetUpTheFileOnce() throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.directory.appendingPathComponent("fresh/stock.sqlite").path
        let tally = Tally()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let database = try StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
                    try database.order(OrderParser(menu: database.menu).parse("banana"))
                    tally.record(made: 1)
                } catch {
                    tally.record(unexpected: error)
                }
            }.start()
        }
        group.wait()
        #expect(tally.totals.unexpected.isEmpty)
        #expect(tally.totals.made == 4)
        let database = try StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
        #expect(try database.counts()["banana"] == 2)
        #expect(try database.history().count == 4)
    }
}
