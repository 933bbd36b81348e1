import Foundation
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing
@testable import JuiceMakerServer

/// `StorePool` with one writer at a time (SQLite, as `serve` opens it): orders that queue up behind
/// one another share a transaction and are each still all or nothing.
@Suite struct StorePoolTests {
    /// Runs `body` with a pool of `size` stores of the default menu, one writer at a time, on a
    /// fresh stock file (whose path it is given too).
    func withWriterPool(size: Int, _ body: (StorePool, Menu, String) async throws -> Void) async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let menu = try EngineFixtures.defaultMenu()
        let path = directory.appendingPathComponent("stock.sqlite").path
        try await body(try StorePool(size: size, oneWriterAtATime: true, menu: menu) { try StockDatabase.open(path: path, menu: $0) }, menu, path)
    }

    @Test func queuedOrdersCommitTogetherYetEachIsAllOrNothing() async throws {
        try await withWriterPool(size: 3) { pool, menu, _ in
            let order = try OrderParser(menu: menu).parse("banana")  // two of ten bananas: five can be made
            // Hold the writer's thread so every order below is queued before any runs: they then go
            // through in transactions of several.
            let gate = DispatchSemaphore(value: 0)
            let holding = Task { try await pool.run(writes: true) { _ in gate.wait() } }
            try await Task.sleep(for: .milliseconds(100))
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<12 {
                    group.addTask {
                        do {
                            _ = try await pool.run(writes: true, together: true) { store in
                                index.isMultiple(of: 4) ? try store.add(fruit: "kiwi", amount: 1).id : try store.order(order).id
                            }
                            return true
                        } catch is JuiceMakerError {
                            return false
                        }
                    }
                }
                try await Task.sleep(for: .milliseconds(200))
                gate.signal()
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            try await holding.value
            #expect(outcomes.filter { $0 }.count == 8, "three kiwi adds and five of nine orders")
            #expect(outcomes.filter { !$0 }.count == 4)
            let levels = try await pool.run { try $0.stock() }
            #expect(levels.first { $0.fruit.id == "banana" }?.count == 0)
            #expect(levels.first { $0.fruit.id == "kiwi" }?.count == 13)
            let journal = try await pool.run { try $0.history(limit: 100, before: nil) }
            #expect(journal.map(\.id) == Array((1...8).reversed()), "one entry a change made, numbered without gaps")
            await pool.close()
        }
    }

    @Test func aChangeQueuedAfterCloseIsRefusedNotLost() async throws {
        try await withWriterPool(size: 2) { pool, menu, path in
            await pool.close()
            await #expect(throws: (any Error).self) {
                try await pool.run(writes: true, together: true) { try $0.add(fruit: "kiwi", amount: 1) }
            }
            let levels = try StockDatabase.open(path: path, menu: menu).stock()
            #expect(levels.first { $0.fruit.id == "kiwi" }?.count == 10)
        }
    }
}
