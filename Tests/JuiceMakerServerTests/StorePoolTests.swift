import Foundation
import JuiceMakerKit
import NIOConcurrencyHelpers
import JuiceMakerTestSupport
import Testing
@testable import JuiceMakerServer

/// `StorePool` sharing one store on a GRDB `DatabasePool` (SQLite, as `serve` opens it), and
/// `GroupCommit`: orders that queue up behind one another share a transaction and are each still
/// all or nothing.
@Suite struct StorePoolTests {
    /// Runs `body` with a pool sharing one store of the default menu on a `DatabasePool` of
    /// `readers` readers, on a fresh stock file (whose path it is given too).
    func withSharedPool(readers: Int, _ body: (StorePool, Menu, String) async throws -> Void) async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let menu = try EngineFixtures.defaultMenu()
        let path = directory.appendingPathComponent("stock.sqlite").path
        let pool = try await StorePool(size: 1, sharesOneStore: true, menu: menu) {
            try await StockDatabase.open(path: path, menu: $0, connections: .pool(readers: readers))
        }
        try await body(pool, menu, path)
    }

    /// Orders queued behind a batch under way are made in one pass of the ledger (one
    /// transaction): each order whole or refused, answered with the levels right after it.
    @Test func queuedOrdersAreMadeTogetherEachAnsweredWithItsOwnLevels() async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let menu = try EngineFixtures.defaultMenu()
        let database = try await StockDatabase.open(path: directory.appendingPathComponent("stock.sqlite").path, menu: menu,
                                                    connections: .pool(readers: 2))
        let order = try OrderParser(menu: menu).parse("banana")  // two of ten bananas
        let together = GroupCommit()
        let batches = NIOLockedValueBox<[Int]>([])
        // The first batch waits for the test, so every other order queues behind it.
        let gate = AsyncStream<Void>.makeStream()
        let make: GroupCommit.Make = { orders in
            let number = batches.withLockedValue { $0.append(orders.count); return $0.count }
            if number == 1 { for await _ in gate.stream { break } }
            return try await database.orders(orders)
        }
        // Each order's entry id and the bananas its answer says are left; (0, -1) for a refusal.
        let one: @Sendable () async throws -> (id: Int, left: Int) = {
            do {
                let made = try await together.make(order, changeID: nil, with: make)
                #expect(made.entry.description == "banana:1")
                return (made.entry.id, made.stock.first { $0.fruit.id == "banana" }?.count ?? -2)
            } catch is JuiceMakerError {
                return (0, -1)
            }
        }
        let answers = try await withThrowingTaskGroup(of: (id: Int, left: Int).self) { group in
            group.addTask(operation: one)
            // The first batch is under way, held by the gate; the eleven after it queue behind it.
            while batches.withLockedValue({ $0.isEmpty }) { await Task.yield() }
            for _ in 0..<11 { group.addTask(operation: one) }
            let deadline = ContinuousClock.now + .seconds(30)
            while together.waitingCount < 11, ContinuousClock.now < deadline { await Task.yield() }
            #expect(together.waitingCount == 11, "every order but the first waits for the first batch")
            gate.continuation.yield()
            return try await group.reduce(into: [(id: Int, left: Int)]()) { $0.append($1) }
        }
        #expect(batches.withLockedValue { $0 } == [1, 11], "the eleven that waited went in one batch")
        #expect(answers.filter { $0.left == -1 }.count == 7, "ten bananas make five orders of two; the rest are refused")
        let journal = try await database.history(limit: 100, before: nil)
        #expect(journal.map(\.id) == Array((1...12).reversed()), "one entry an order, numbered without gaps")
        #expect(journal.filter { $0.kind == .order }.count == 5 && journal.filter { $0.kind == .lost }.count == 7,
                "five made; the seven refused are lost sales")
        #expect(Set(answers.filter { $0.left >= 0 }.map { "\($0.id):\($0.left)" }) == ["1:8", "2:6", "3:4", "4:2", "5:0"],
                "each answer has the level right after its own order")
        try await database.close()
    }

    /// The writer's changes reach the database file itself, not only its write-ahead log, without
    /// waiting for SQLite's checkpoint at 1,000 pages of log: a connection of its own copies them
    /// beside the writer (`LogCheckpointer`), the last change before a pause too. A copy of the file alone, without its
    /// log, holds them.
    @Test func changesAreCheckpointedIntoTheFileBesideTheWriter() async throws {
        try await withSharedPool(readers: 2) { pool, menu, path in
            let order = try OrderParser(menu: menu).parse("kiwi")
            let copy = path + ".copy"
            var journal: [JournalEntry] = []
            for round in 1...3 {
                // Back to back: the second change comes while the first one's checkpoint is under
                // way or just done, and is copied by the next one, after the pause.
                _ = try await pool.order(order)
                _ = try await pool.run { try await $0.add(fruit: "mango", amount: round) }
                // Generous: beside the whole suite on two CPUs the pool's tasks can wait their turn for
                // seconds; without the checkpoint beside the writer the copy never holds them at all.
                let deadline = ContinuousClock.now + .seconds(30)
                repeat {
                    try await Task.sleep(for: .milliseconds(20))
                    // The copy's own log from the try before would be read back into it: gone too.
                    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) }
                    try FileManager.default.copyItem(atPath: path, toPath: copy)
                    journal = (try? await StockDatabase.open(path: copy, menu: menu).history(limit: 100, before: nil)) ?? []
                } while journal.count < 2 * round && ContinuousClock.now < deadline
                #expect(journal.count == 2 * round, "round \(round): \(journal.map(\.description))")
            }
            #expect(journal.first?.description == "add mango 3")
            await pool.close()
        }
    }

    @Test func aChangeQueuedAfterCloseIsRefusedNotLost() async throws {
        try await withSharedPool(readers: 2) { pool, menu, path in
            await pool.close()
            await #expect(throws: (any Error).self) {
                try await pool.run { try await $0.add(fruit: "kiwi", amount: 1) }
            }
            await #expect(throws: (any Error).self) {
                try await pool.order(OrderParser(menu: menu).parse("kiwi"))
            }
            let levels = try await StockDatabase.open(path: path, menu: menu).stock()
            #expect(levels.first { $0.fruit.id == "kiwi" }?.count == 10)
        }
    }

    /// What one batch of `GroupCommit` was sent, and what the test answered.
    private struct Sent: Error, Equatable { var changeID: UUID? }

    /// Orders that arrive while a batch is under way wait for it, then go in one batch (at most
    /// `mostTogether`), and each is given its own answer; a batch that fails fails its orders only.
    @Test func ordersArrivingTogetherGoInOneBatchEachAnsweredAlone() async throws {
        let menu = try EngineFixtures.defaultMenu()
        let order = try OrderParser(menu: menu).parse("banana")
        let together = GroupCommit()
        let batches = NIOLockedValueBox<[Int]>([])
        let gate = AsyncStream<Void>.makeStream()
        let makeBatch: GroupCommit.Make = { orders in
            let number = batches.withLockedValue { $0.append(orders.count); return $0.count }
            if number == 1 { for await _ in gate.stream { break } }  // the first batch waits for the test
            if number == 3 { throw CancellationError() }  // the third batch fails as a whole
            return orders.map { .failure(Sent(changeID: $0.changeID)) }
        }
        @Sendable func answer(_ id: UUID) async -> UUID? {
            do {
                _ = try await together.make(order, changeID: id, with: makeBatch)
                return nil
            } catch let sent as Sent {
                return sent.changeID
            } catch {
                return nil
            }
        }
        let first = UUID()
        let firstAnswer = Task { await answer(first) }
        while batches.withLockedValue({ $0.count }) == 0 { await Task.yield() }
        let queued = (0..<(GroupCommit.mostTogether + 6)).map { _ in UUID() }
        let answers = Task {
            await withTaskGroup(of: (UUID, UUID?).self) { group in
                for id in queued { group.addTask { (id, await answer(id)) } }
                return await group.reduce(into: [UUID: UUID?]()) { $0[$1.0] = $1.1 }
            }
        }
        let deadline = ContinuousClock.now + .seconds(30)
        while together.waitingCount < queued.count, ContinuousClock.now < deadline { await Task.yield() }
        #expect(together.waitingCount == queued.count, "every order waits while the first batch is under way")
        gate.continuation.yield()
        #expect(await firstAnswer.value == first)
        let answered = await answers.value
        #expect(batches.withLockedValue { $0 } == [1, GroupCommit.mostTogether, 6])
        // Each order gets its own answer; the six in the batch that failed, its failure.
        #expect(queued.filter { answered[$0] == .some(nil) }.count == 6)
        #expect(queued.filter { answered[$0] == .some($0) }.count == GroupCommit.mostTogether)
        #expect(together.waitingCount == 0)
    }
}
