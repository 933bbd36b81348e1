import Foundation
import JuiceMakerMenu
import JuiceMakerStock

/// Group commit: orders that arrive while a batch is being made wait, then go together in the
/// next, one commit (SQLite: one transaction that reads and writes each count once) or one
/// statement (PostgreSQL) for all of them, each order still whole or refused on its own. Under load
/// a commit, its locks and its write to the log serve several orders; alone, an order goes at once.
///
/// The caller that finds no batch under way makes its own order at once, on its own task; the
/// orders queued meanwhile are made by a task of their own, so no request waits for another's answer.
actor GroupCommit {
    /// The most orders one batch makes: bounds the transaction and how long the stand is locked.
    static let mostTogether = 64

    /// Makes a batch: `StockStore.orders(_:)` on a store.
    typealias Make = @Sendable ([(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>]

    private struct Waiting {
        let order: JuiceOrder
        let changeID: UUID?
        let answer: CheckedContinuation<MadeOrder, any Error>
    }

    private var waiting: [Waiting] = []
    private var making = false

    /// How many orders wait for the batch under way.
    var waitingCount: Int { waiting.count }

    /// Makes the order, alone when no batch is under way, else in the next batch.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id to remember it under, or nil.
    ///   - make: Makes a batch.
    /// - Returns: What was made of the order.
    /// - Throws: Its refusal, or what `make` threw for its batch.
    func make(_ order: JuiceOrder, changeID: UUID?, with make: @escaping Make) async throws -> MadeOrder {
        guard !making else {
            return try await withCheckedThrowingContinuation { answer in
                waiting.append(Waiting(order: order, changeID: changeID, answer: answer))
            }
        }
        making = true
        // The actor is free while the batch is made: orders arriving meanwhile queue.
        let made = await Self.results(of: [(order, changeID)], with: make)[0]
        handOver(with: make)
        return try made.get()
    }

    /// After a batch: a task makes what waits, or no batch is under way any more.
    private func handOver(with make: @escaping Make) {
        if waiting.isEmpty {
            making = false
        } else {
            Task { await self.makeWaiting(with: make) }
        }
    }

    /// Makes what waits, a batch at a time, until nothing does.
    private func makeWaiting(with make: @escaping Make) async {
        while !waiting.isEmpty {
            let batch = Array(waiting.prefix(Self.mostTogether))
            waiting.removeFirst(batch.count)
            let results = await Self.results(of: batch.map { ($0.order, $0.changeID) }, with: make)
            for (waiting, result) in zip(batch, results) { waiting.answer.resume(with: result) }
        }
        making = false
    }

    /// One result an order; a failure of the whole batch is every order's.
    private static func results(of batch: [(order: JuiceOrder, changeID: UUID?)], with make: Make) async -> [Result<MadeOrder, any Error>] {
        do {
            let results = try await make(batch)
            guard results.count == batch.count else { return batch.map { _ in .failure(GroupCommitMismatch()) } }
            return results
        } catch {
            return batch.map { _ in .failure(error) }
        }
    }
}

/// A store answered a batch with another number of results than orders: none is trusted.
struct GroupCommitMismatch: Error, CustomStringConvertible {
    var description: String { "the stock store answered a batch of orders with a different number of results" }
}
