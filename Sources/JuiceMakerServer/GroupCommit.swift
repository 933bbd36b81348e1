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
/// waits for another's answer; on SQLite they are made in one visit to the writer's queue
/// (`StockStore.orders(while:answer:)`).
///
/// A lock, not an actor: entering an actor and coming back cost two more hops between threads for
/// every order, about 4% of `serve`'s orders a second (BENCHMARKS.md, "Issue 45, third session").
final class GroupCommit: Sendable {
    /// The most orders one batch makes: bounds the transaction and how long the stand is locked.
    static let mostTogether = 64

    /// Makes a batch: `StockStore.orders(_:)` on a store.
    typealias Make = @Sendable ([(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>]

    /// Makes batches while `next` gives them, answering each (`StockStore.orders(while:answer:)`).
    typealias Drain = @Sendable (
        _ next: @escaping @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]?,
        _ answer: @escaping @Sendable ([Result<MadeOrder, any Error>]) -> Void
    ) async throws -> Void

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
    ///   - drain: Makes batches while they come (`StockStore.orders(while:answer:)`).
    /// - Returns: What was made of the order.
    /// - Throws: Its refusal, or what `drain` threw for its batch.
    func make(_ order: JuiceOrder, changeID: UUID?, draining drain: @escaping Drain) async throws -> MadeOrder {
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
            if starts { Task { await self.makeWaiting(draining: drain) } }
        }
    }

    /// `make(_:changeID:draining:)` with a batch at a time made by `make`.
    func make(_ order: JuiceOrder, changeID: UUID?, with make: @escaping Make) async throws -> MadeOrder {
        try await self.make(order, changeID: changeID) { next, answer in
            while let batch = next() { answer(try await make(batch)) }
        }
    }

    /// Makes what waits, batch after batch, until nothing does.
    private func makeWaiting(draining drain: @escaping Drain) async {
        // The batch taken last and not answered yet.
        let taken = NIOLockedValueBox<[Waiting]>([])
        let next: @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]? = { [state] in
            let batch = state.withLockedValue { state -> [Waiting] in
                let batch = Array(state.waiting.prefix(Self.mostTogether))
                state.waiting.removeFirst(batch.count)
                return batch
            }
            taken.withLockedValue { $0 = batch }
            return batch.isEmpty ? nil : batch.map { ($0.order, $0.changeID) }
        }
        let takeBack: @Sendable () -> [Waiting] = {
            taken.withLockedValue { batch in
                defer { batch = [] }
                return batch
            }
        }
        let answer: @Sendable ([Result<MadeOrder, any Error>]) -> Void = { results in
            let batch = takeBack()
            guard results.count == batch.count else {
                for waiting in batch { waiting.answer.resume(throwing: GroupCommitMismatch()) }
                return
            }
            for (waiting, result) in zip(batch, results) { waiting.answer.resume(with: result) }
        }
        while true {
            do {
                try await drain(next, answer)
            } catch {
                // A failure of a whole batch is every order's in it.
                for waiting in takeBack() { waiting.answer.resume(throwing: error) }
            }
            // Checked under the lock: an order queued after this finds no batch under way and starts one.
            let done = state.withLockedValue { state -> Bool in
                if state.waiting.isEmpty { state.making = false }
                return !state.making
            }
            if done { return }
        }
    }
}

/// A store answered a batch with another number of results than orders: none is trusted.
struct GroupCommitMismatch: Error, CustomStringConvertible {
    var description: String { "the stock store answered a batch of orders with a different number of results" }
}
