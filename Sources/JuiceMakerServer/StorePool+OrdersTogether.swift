import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers

extension StorePool {
    /// Makes an order on the request's task (`OrderingWithoutBlocking`: PostgreSQL), together with
    /// the orders that arrive while one is being sent.
    ///
    /// One statement at a time goes to the database: the first order is sent at once, and the
    /// orders that arrive meanwhile wait for it, then go in one statement of their own (at most
    /// `OrdersTogether.mostTogether`), one round trip and one commit for all of them. Every order of
    /// a stand takes the stand's row lock anyway, so the database made them one at a time before;
    /// now several share a commit.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: As `OrderingWithoutBlocking.orderWithoutBlocking(_:changeID:)`: the entry and the
    ///   levels after it, or nil for the blocking way (also when the stores cannot order without
    ///   blocking).
    /// - Throws: `JuiceMakerError` when the stand's counts refuse the order; what the pool throws.
    public func orderWithoutBlocking(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, stock: [StockLevel]?)? {
        try await ordersTogether.make(order, changeID: changeID) { [self] orders in
            try await withoutBlocking { store in
                guard let store = store as? any OrderingWithoutBlocking else { return orders.map { _ in .success(nil) } }
                return await store.ordersWithoutBlocking(orders)
            }
        }.get()
    }

    /// The orders waiting for the statement in flight, and whether one is.
    final class OrdersTogether: Sendable {
        /// The most orders one statement makes: bounds the statement and how long the stand's
        /// row lock is held.
        static let mostTogether = 64

        typealias Send = @Sendable ([(order: JuiceOrder, changeID: UUID)]) async throws -> [OrderMadeWithoutBlocking]

        private struct Waiting {
            var order: JuiceOrder
            var changeID: UUID
            var answer: CheckedContinuation<OrderMadeWithoutBlocking, Never>
        }

        private struct State {
            var waiting: [Waiting] = []
            var sending = false
        }

        private let state = NIOLockedValueBox(State())

        /// How many orders wait for the statement in flight.
        var waitingCount: Int { state.withLockedValue { $0.waiting.count } }

        /// Queues the order and answers it once the statement it went in was answered. The caller
        /// that finds nothing in flight sends its own order at once, on its own task; orders queued
        /// meanwhile are sent by a task of their own, so no request waits for another's answer.
        func make(_ order: JuiceOrder, changeID: UUID, send: @escaping Send) async -> OrderMadeWithoutBlocking {
            let leads = state.withLockedValue { state -> Bool in
                if state.sending { return false }
                state.sending = true
                return true
            }
            guard leads else {
                return await withCheckedContinuation { answer in
                    let sendsItself = state.withLockedValue { state -> Bool in
                        if state.sending {
                            state.waiting.append(Waiting(order: order, changeID: changeID, answer: answer))
                            return false
                        }
                        state.sending = true
                        return true
                    }
                    // The statement in flight was answered in between: this order goes now, on a task.
                    if sendsItself {
                        Task { await self.sendWaiting(first: Waiting(order: order, changeID: changeID, answer: answer), send: send) }
                    }
                }
            }
            let answer = await Self.answers(for: [(order, changeID)], send: send)[0]
            handOver(send: send)
            return answer
        }

        /// After a statement: a task sends what waits, or nothing is in flight any more.
        private func handOver(send: @escaping Send) {
            let waits = state.withLockedValue { state -> Bool in
                if state.waiting.isEmpty { state.sending = false }
                return !state.waiting.isEmpty
            }
            if waits { Task { await self.sendWaiting(first: nil, send: send) } }
        }

        /// Sends what waits, a statement at a time, until nothing does.
        private func sendWaiting(first: Waiting?, send: @escaping Send) async {
            var extra = first.map { [$0] } ?? []
            while true {
                let batch = state.withLockedValue { state -> [Waiting] in
                    let taken = Array(state.waiting.prefix(Self.mostTogether - extra.count))
                    state.waiting.removeFirst(taken.count)
                    if extra.isEmpty, taken.isEmpty { state.sending = false }
                    return extra + taken
                }
                if batch.isEmpty { return }
                extra = []
                let answers = await Self.answers(for: batch.map { ($0.order, $0.changeID) }, send: send)
                for (waiting, answer) in zip(batch, answers) { waiting.answer.resume(returning: answer) }
            }
        }

        /// The answers of one statement, one an order; a failure of the whole is every order's.
        private static func answers(for orders: [(order: JuiceOrder, changeID: UUID)], send: Send) async -> [OrderMadeWithoutBlocking] {
            do {
                let answers = try await send(orders)
                guard answers.count == orders.count else { return orders.map { _ in .success(nil) } }
                return answers
            } catch {
                return orders.map { _ in .failure(error) }
            }
        }
    }
}
