import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

@Suite struct StoreConcurrencyTests {
    /// Several connections order on one file at once: together they make exactly what stock allows,
    /// never more, and none fails with a lock error.
    @Test func connectionsNeverOversell() async throws {
        let sandbox = try StoreSandbox()
        let setup = try await sandbox.open()
        try await setup.set(fruit: "banana", amount: 300)  // 150 banana juices
        try await setup.set(fruit: "kiwi", amount: 90)     // mango-kiwi is capped by mango: 10 / 2 = 5
        let path = sandbox.path
        let workers = 4
        // A task a connection, each with a store (a connection) of its own.
        let results = await withTaskGroup(of: Result<Int, any Error>.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    do {
                        let database = try await StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
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
                                try await database.order(orders[which])
                                made += 1
                            } catch JuiceMakerError.outOfStock {
                                soldOut.insert(which)
                            }
                        }
                        return .success(made)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(results.compactMap { result -> String? in if case .failure(let error) = result { "\(error)" } else { nil } }.isEmpty)
        #expect(results.reduce(0) { $0 + ((try? $1.get()) ?? 0) } == 150 + 5)
        await #expect(try setup.counts()["banana"] == 0)
        await #expect(try setup.counts()["mango"] == 0)
        await #expect(try setup.counts()["kiwi"] == 85)
        await #expect(try setup.history(limit: 1000).filter { $0.kind == .order }.count == 155)
    }

    /// Connections that all find no file yet set it up once between them: no double seeding, no errors.
    @Test func simultaneousFirstOpensSetUpTheFileOnce() async throws {
        let sandbox = try StoreSandbox()
        let path = sandbox.directory.appendingPathComponent("fresh/stock.sqlite").path
        let results = await withTaskGroup(of: Result<Void, any Error>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    do {
                        let database = try await StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
                        try await database.order(OrderParser(menu: database.menu).parse("banana"))
                        return .success(())
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.compactMap { result -> String? in if case .failure(let error) = result { "\(error)" } else { nil } }.isEmpty)
        #expect(results.count == 4)
        let database = try await StockDatabase.open(path: path, menu: EngineFixtures.defaultMenu())
        await #expect(try database.counts()["banana"] == 2)
        await #expect(try database.history().count == 4)
    }
}
