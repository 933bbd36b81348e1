import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers

/// Group commit: orders that arrive while a batch is being made wait, then go together in the
/// next, one commit (SQLite: one transaction that reads and writes each count once) or one
/// statement (PostgreSQL) for all of them, each order still whole or refused on its own. Under load
/// a commit, its locks and its write to the log serve several orders; alone, an order goes at once.
///
/// The batches are made by a task of their own, one after another while orders wait, so no request
/// waits for another's answer.
///
/// A lock, not an actor: entering an actor and coming back cost two more hops between threads for
/// every order, about 4% of `serve`'s orders a second (BENCHMARKS.md, "Issue 45, third session").
final class GroupCommit: Sendable {
    /// The most orders one batch makes: bounds the transaction and how long the stand is locked.
    static let mostTogether = 64

    /// Makes a batch: `StockStore.orders(_:)` on a store.
    typealias Make = @Sendable ([(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>]

    private struct Waiting {
        let order: JuiceOrder
        let changeID: UUID?
        let answer: CheckedContinuation<MadeOrder, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var making = false
    }

    private let state = NIOLockedValueBox(State())

    /// How many orders wait for the batch under way.
    var waitingCount: Int { state.withLockedValue { $0.waiting.count } }

    /// Makes the order in the next batch: at once when no batch is under way (with the orders that
    /// arrive before the batch starts), else after the one under way.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id to remember it under, or nil.
    ///   - make: Makes a batch.
    /// - Returns: What was made of the order.
    /// - Throws: Its refusal, or what `make` threw for its batch.
    func make(_ order: JuiceOrder, changeID: UUID?, with make: @escaping Make) async throws -> MadeOrder {
        try await withCheckedThrowingContinuation { answer in
            let starts = state.withLockedValue { state -> Bool in
                state.waiting.append(Waiting(order: order, changeID: changeID, answer: answer))
                if state.making { return false }
                state.making = true
                return true
            }
            // A task of its own makes the batches: the orders that arrive while it starts go with
            // this one (a request that made its own order at once went alone, then the others
            // together: twice the commits under load).
            if starts { Task { await self.makeWaiting(with: make) } }
        }
    }

    /// Makes what waits, a batch at a time, until nothing does.
    private func makeWaiting(with make: @escaping Make) async {
        while true {
            let batch = state.withLockedValue { state -> [Waiting] in
                let taken = Array(state.waiting.prefix(Self.mostTogether))
                state.waiting.removeFirst(taken.count)
                if taken.isEmpty { state.making = false }
                return taken
            }
            if batch.isEmpty { return }
            let results = await Self.results(of: batch.map { ($0.order, $0.changeID) }, with: make)
            for (waiting, result) in zip(batch, results) { waiting.answer.resume(with: result) }
        }
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
