import Foundation
import JuiceMakerKit
import NIOConcurrencyHelpers
import NIOPosix

extension StorePool {
    /// The thread that makes every change when the database takes one writer at a time (SQLite),
    /// and the changes waiting for it, in arrival order.
    ///
    /// Group commit: changes that may go together (orders) and queue up behind one another while
    /// the thread is busy are made in one transaction, each in a savepoint of its own
    /// (`CommittingTogether`), and answered once it commits. Under load a commit, its file locks and
    /// its write to the log then serve several orders; alone, an order commits as before. Orders
    /// (`order(_:changeID:)`) that queue up together go further on a store that is
    /// `OrderingTogether`: one pass of the ledger makes them all, reading and writing the counts once.
    final class Writer: Sendable {
        private struct Queue {
            var waiting: [any WaitingChange] = []
            /// Whether a drain is scheduled or running on the thread.
            var draining = false
        }

        /// The most changes one transaction makes: bounds how long the file's write lock is held.
        static let mostTogether = 64

        private let thread = NIOThreadPool(numberOfThreads: 1)
        private let queue = NIOLockedValueBox(Queue())
        /// The writer's store, read again for each batch (the menu may have changed it).
        private let store: @Sendable () -> any StockStore

        /// - Parameter store: The writer's store as it is when a change runs.
        init(store: @escaping @Sendable () -> any StockStore) {
            self.store = store
            thread.start()
        }

        /// Queues `body` and returns its result once it ran (and, with `together`, once its
        /// transaction committed).
        ///
        /// - Throws: What `body` throws; the error of a failed commit; an error when the thread
        ///   has stopped.
        func run<T: Sendable>(together: Bool, _ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                enqueue(QueuedChange(together: together, body: body, continuation: continuation))
            }
        }

        /// Queues an order and returns it once its transaction committed.
        ///
        /// - Parameters:
        ///   - order: Juices of the menu with their counts.
        ///   - changeID: The id to remember the order under (`OrderingByChangeID`), or nil.
        /// - Returns: What was made of the order (or before, under `changeID`), with every menu
        ///   fruit's level right after it.
        /// - Throws: `JuiceMakerError` when the stock refuses the order; the error of a failed
        ///   commit; an error when the thread has stopped.
        func order(_ order: JuiceOrder, changeID: UUID?) async throws -> MadeOrder {
            try await withCheckedThrowingContinuation { continuation in
                enqueue(QueuedOrder(order: order, changeID: changeID, continuation: continuation))
            }
        }

        private func enqueue(_ change: any WaitingChange) {
            let startsDrain = queue.withLockedValue { queue -> Bool in
                queue.waiting.append(change)
                defer { queue.draining = true }
                return !queue.draining
            }
            if startsDrain {
                thread.submit { [self] state in
                    drain(cancelled: state == .cancelled)
                }
            }
        }

        /// Stops the thread once what is queued has run.
        func shutdown() async {
            try? await thread.shutdownGracefully()
        }

        /// Runs what is queued, and what queues meanwhile, until nothing waits.
        private func drain(cancelled: Bool) {
            while true {
                let batch = queue.withLockedValue { queue -> [any WaitingChange] in
                    let batch = queue.waiting
                    queue.waiting = []
                    if batch.isEmpty { queue.draining = false }
                    return batch
                }
                if batch.isEmpty { return }
                if cancelled {
                    for change in batch { change.finish(failure: StorePoolStopped()) }
                    continue
                }
                let store = store()
                var start = 0
                while start < batch.count {
                    var end = start + 1
                    if batch[start].together {
                        let orders = batch[start] is QueuedOrder
                        while end < batch.count, end - start < Self.mostTogether, batch[end].together,
                              (batch[end] is QueuedOrder) == orders { end += 1 }
                    }
                    run(batch[start..<end], on: store)
                    start = end
                }
            }
        }

        /// Runs one change alone, or several that may go together in one transaction.
        private func run(_ changes: ArraySlice<any WaitingChange>, on store: any StockStore) {
            if let ordering = store as? any OrderingTogether {
                let orders = changes.compactMap { $0 as? QueuedOrder }
                if orders.count == changes.count {
                    make(orders, on: ordering)
                    return
                }
            }
            guard changes.count > 1, let joining = store as? any CommittingTogether else {
                for change in changes {
                    change.run(on: store)
                    change.finish(failure: nil)
                }
                return
            }
            do {
                try joining.together {
                    for change in changes { change.run(on: store) }
                }
                for change in changes { change.finish(failure: nil) }
            } catch {
                for change in changes { change.finish(failure: error) }
            }
        }

        /// Makes orders in one pass of the ledger and answers each.
        private func make(_ orders: [QueuedOrder], on store: any OrderingTogether) {
            do {
                let made = try store.orders(orders.map { ($0.order, $0.changeID) })
                for (index, order) in orders.enumerated() {
                    guard index < made.count else {
                        order.finish(failure: StateError.database(path: store.location, detail: "an order was left unanswered"))
                        continue
                    }
                    order.finish(made[index].mapError { $0 })
                }
            } catch {
                for order in orders { order.finish(failure: error) }
            }
        }
    }
}

/// What `StorePool` throws for a change queued after it closed.
struct StorePoolStopped: Error, CustomStringConvertible {
    var description: String { "the stock store is closing" }
}

/// A change waiting for the writer's thread, whatever its result's type.
private protocol WaitingChange: AnyObject, Sendable {
    var together: Bool { get }
    /// Runs the change and keeps its result.
    func run(on store: any StockStore)
    /// Answers the caller: the kept result, or `failure` instead (a commit that failed).
    func finish(failure: (any Error)?)
}

private class QueuedChange<T: Sendable>: WaitingChange, @unchecked Sendable {
    // Unchecked: `result` is written and read only on the writer's thread, between `run()` and
    // `finish(failure:)`.
    let together: Bool
    private let body: @Sendable (any StockStore) throws -> T
    fileprivate let continuation: CheckedContinuation<T, any Error>
    private var result: Result<T, any Error>?

    init(together: Bool, body: @escaping @Sendable (any StockStore) throws -> T, continuation: CheckedContinuation<T, any Error>) {
        self.together = together
        self.body = body
        self.continuation = continuation
    }

    func run(on store: any StockStore) {
        result = Result { try body(store) }
    }

    func finish(failure: (any Error)?) {
        if let failure {
            continuation.resume(throwing: failure)
        } else if let result {
            continuation.resume(with: result)
        } else {
            continuation.resume(throwing: StorePoolStopped())
        }
    }
}

/// An order waiting for the writer's thread: made with the orders beside it by
/// `OrderingTogether.orders(_:)`, or alone by `order(_:changeID:)` or `order(_:)`, and `stock()`.
private final class QueuedOrder: QueuedChange<MadeOrder>, @unchecked Sendable {
    let order: JuiceOrder
    let changeID: UUID?

    init(order: JuiceOrder, changeID: UUID?, continuation: CheckedContinuation<MadeOrder, any Error>) {
        self.order = order
        self.changeID = changeID
        super.init(together: true, body: { try StorePool.order(order, changeID: changeID, alone: $0) }, continuation: continuation)
    }

    /// Answers the caller with what `OrderingTogether.orders(_:)` made of this order.
    func finish(_ made: Result<MadeOrder, any Error>) {
        continuation.resume(with: made)
    }
}
