import Foundation
import JuiceMakerKit
import NIOConcurrencyHelpers
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

    /// Orders queued behind one another are made in one pass of the ledger, and changes of another
    /// kind queued between them keep their place: each order whole or refused, answered with the
    /// levels right after it.
    @Test func queuedPlainOrdersAreMadeTogetherEachAnsweredWithItsOwnLevels() async throws {
        try await withWriterPool(size: 3) { pool, menu, _ in
            let order = try OrderParser(menu: menu).parse("banana")  // two of ten bananas
            // Hold the writer's thread so every change below is queued before any runs: the orders
            // then go through in batches of several.
            let gate = DispatchSemaphore(value: 0)
            let (started, holdingStarted) = AsyncStream<Void>.makeStream()
            let holding = Task { try await pool.run(writes: true) { _ in holdingStarted.yield(); gate.wait() } }
            for await _ in started { break }
            // Each order's entry id and the bananas its answer says are left; nil for an add,
            // (0, -1) for a refusal.
            let answers = try await withThrowingTaskGroup(of: (id: Int, left: Int)?.self) { group in
                for index in 0..<12 {
                    group.addTask {
                        if index.isMultiple(of: 4) {
                            _ = try await pool.run(writes: true) { try $0.add(fruit: "banana", amount: 2) }
                            return nil
                        }
                        do {
                            let made = try await pool.order(order)
                            #expect(made.entry.description == "banana:1")
                            return (made.entry.id, made.stock.first { $0.fruit.id == "banana" }?.count ?? -2)
                        } catch is JuiceMakerError {
                            return (0, -1)
                        }
                    }
                }
                // Every change is queued behind the held one before it is let go.
                let deadline = ContinuousClock.now + .seconds(30)
                while pool.writerWaitingCount < 12, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
                #expect(pool.writerWaitingCount == 12)
                gate.signal()
                return try await group.reduce(into: [(id: Int, left: Int)]()) { if let answer = $1 { $0.append(answer) } }
            }
            try await holding.value
            // Ten bananas and three adds of two for nine orders of two: how many are made depends on
            // where the adds land in the queue (eight when in the order they were sent).
            let journal = try await pool.run { try $0.history(limit: 100, before: nil) }
            let made = journal.filter { $0.kind == .order }.count
            #expect((5...8).contains(made))
            #expect(answers.filter { $0.left == -1 }.count == 9 - made, "every other order refused")
            #expect(journal.map(\.id) == Array((1...(made + 3)).reversed()), "one entry a change made, numbered without gaps")
            let stock = try await pool.run { try $0.stock() }
            #expect(stock.first { $0.fruit.id == "banana" }?.count == 16 - 2 * made)
            // The journal replayed from ten bananas: each order's answer has the level right after it.
            var left = 10
            var replayed: [Int: Int] = [:]
            for entry in journal.reversed() {
                left += entry.deltas.reduce(0) { $0 + $1.change }
                if entry.kind == .order { replayed[entry.id] = left }
            }
            let answered = Dictionary(uniqueKeysWithValues: answers.filter { $0.left >= 0 }.map { ($0.id, $0.left) })
            #expect(answered == replayed)
            #expect(answered.count == made)
            await pool.close()
        }
    }

    /// The writer's changes reach the database file itself, not only its write-ahead log, without
    /// waiting for SQLite's checkpoint at 1,000 pages of log: a reader's connection copies them
    /// beside the writer, the last change before a pause too. A copy of the file alone, without its
    /// log, holds them.
    @Test func changesAreCheckpointedIntoTheFileBesideTheWriter() async throws {
        try await withWriterPool(size: 2) { pool, menu, path in
            let order = try OrderParser(menu: menu).parse("kiwi")
            let copy = path + ".copy"
            var journal: [JournalEntry] = []
            for round in 1...3 {
                // Back to back: the second change comes while the first one's checkpoint is under
                // way or just done, and is copied by the next one, after the pause.
                _ = try await pool.order(order)
                _ = try await pool.run(writes: true) { try $0.add(fruit: "mango", amount: round) }
                // Generous: beside the whole suite on two CPUs the pool's tasks can wait their turn for
                // seconds; without the checkpoint beside the writer the copy never holds them at all.
                let deadline = ContinuousClock.now + .seconds(30)
                repeat {
                    try await Task.sleep(for: .milliseconds(20))
                    // The copy's own log from the try before would be read back into it: gone too.
                    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) }
                    try FileManager.default.copyItem(atPath: path, toPath: copy)
                    journal = (try? StockDatabase.open(path: copy, menu: menu).history(limit: 100, before: nil)) ?? []
                } while journal.count < 2 * round && ContinuousClock.now < deadline
                #expect(journal.count == 2 * round, "round \(round): \(journal.map(\.description))")
            }
            #expect(journal.first?.description == "add mango 3")
            await pool.close()
        }
    }

    @Test func aChangeQueuedAfterCloseIsRefusedNotLost() async throws {
        try await withWriterPool(size: 2) { pool, menu, path in
            await pool.close()
            await #expect(throws: (any Error).self) {
                try await pool.run(writes: true) { try $0.add(fruit: "kiwi", amount: 1) }
            }
            await #expect(throws: (any Error).self) {
                try await pool.order(OrderParser(menu: menu).parse("kiwi"))
            }
            let levels = try StockDatabase.open(path: path, menu: menu).stock()
            #expect(levels.first { $0.fruit.id == "kiwi" }?.count == 10)
        }
    }

    /// What one statement of `OrdersTogether` was sent, and what the test answered.
    private struct Sent: Error, Equatable { var changeID: UUID }

    /// Orders that arrive while one is in flight wait for it, then go in one statement (at most
    /// `mostTogether`), and each is given its own answer; a statement that fails fails its orders only.
    @Test func ordersArrivingTogetherGoInOneStatementEachAnsweredAlone() async throws {
        let menu = try EngineFixtures.defaultMenu()
        let order = try OrderParser(menu: menu).parse("banana")
        let together = StorePool.OrdersTogether()
        let statements = NIOLockedValueBox<[Int]>([])
        let gate = AsyncStream<Void>.makeStream()
        let send: StorePool.OrdersTogether.Send = { orders in
            let number = statements.withLockedValue { $0.append(orders.count); return $0.count }
            if number == 1 { for await _ in gate.stream { break } }  // the first statement waits for the test
            if number == 3 { throw CancellationError() }  // the third statement fails as a whole
            return orders.map { .failure(Sent(changeID: $0.changeID)) }
        }
        func make(_ id: UUID) async -> UUID? {
            switch await together.make(order, changeID: id, send: send) {
            case .failure(let sent as Sent): sent.changeID
            default: nil
            }
        }
        let first = UUID()
        let firstAnswer = Task { await make(first) }
        while statements.withLockedValue({ $0.count }) == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let queued = (0..<(StorePool.OrdersTogether.mostTogether + 6)).map { _ in UUID() }
        let answers = Task {
            await withTaskGroup(of: (UUID, UUID?).self) { group in
                for id in queued { group.addTask { (id, await make(id)) } }
                return await group.reduce(into: [UUID: UUID?]()) { $0[$1.0] = $1.1 }
            }
        }
        let deadline = ContinuousClock.now + .seconds(30)
        while together.waitingCount < queued.count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(together.waitingCount == queued.count, "every order waits while the first statement is in flight")
        gate.continuation.yield()
        #expect(await firstAnswer.value == first)
        let answered = await answers.value
        #expect(statements.withLockedValue { $0 } == [1, StorePool.OrdersTogether.mostTogether, 6])
        // Each order gets its own answer; the six in the statement that failed, its failure.
        #expect(queued.filter { answered[$0] == .some(nil) }.count == 6)
        #expect(queued.filter { answered[$0] == .some($0) }.count == StorePool.OrdersTogether.mostTogether)
        #expect(together.waitingCount == 0)
    }
}
