import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers
internal import NIOPosix

extension StorePool {
    /// The thread that makes every change when the database takes one writer at a time (SQLite),
    /// and the changes waiting for it, in arrival order.
    ///
    /// Group commit: orders (`order(_:changeID:)`) that queue up behind one another while the thread
    /// is busy are made in one transaction by one pass of the ledger (`OrderingTogether`: each
    /// fruit's count read and written once, each order still whole or refused on its own), and
    /// answered once it commits. Under load a commit, its file locks and its write to the log then
    /// serve several orders; alone, an order commits as before. Other changes run alone, in their
    /// place in the queue.
    final class Writer: Sendable {
        private struct Queue {
            var waiting: [any WaitingChange] = []
            /// Whether a drain is scheduled or running on the thread.
            var draining = false
        }

        /// The most orders one transaction makes: bounds how long the file's write lock is held.
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

        /// How many changes wait for the thread now (for tests that must know the queue is full).
        var waitingCount: Int { queue.withLockedValue { $0.waiting.count } }

        /// Queues `body` and returns its result once it ran.
        ///
        /// - Throws: What `body` throws; an error when the thread has stopped.
        func run<T: Sendable>(_ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
            try await withCheckedThrowingContinuation { continuation in
                enqueue(QueuedChange(body: body, continuation: continuation))
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
                    for change in batch { change.cancel(StorePoolStopped()) }
                    continue
                }
                let store = store()
                var start = 0
                while start < batch.count {
                    guard batch[start] is QueuedOrder else {
                        batch[start].run(on: store)
                        start += 1
                        continue
                    }
                    var end = start + 1
                    while end < batch.count, end - start < Self.mostTogether, batch[end] is QueuedOrder { end += 1 }
                    make(batch[start..<end].compactMap { $0 as? QueuedOrder }, on: store)
                    start = end
                }
            }
        }

        /// Makes queued orders, in one pass of the ledger when the store is `OrderingTogether` (else
        /// one after another), and answers each.
        private func make(_ orders: [QueuedOrder], on store: any StockStore) {
            guard let ordering = store as? any OrderingTogether else {
                for order in orders { order.run(on: store) }
                return
            }
            do {
                let made = try ordering.orders(orders.map { ($0.order, $0.changeID) })
                for (order, made) in zip(orders, made) { order.finish(made.mapError { $0 }) }
                // Every order gets an answer, even from a store that gave too few.
                for order in orders.dropFirst(made.count) {
                    order.cancel(StateError.database(path: store.location, detail: "the order was left unanswered"))
                }
            } catch {
                for order in orders { order.cancel(error) }
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
    /// Runs the change by itself and answers the caller.
    func run(on store: any StockStore)
    /// Answers the caller with `error` instead of running the change.
    func cancel(_ error: any Error)
}

private final class QueuedChange<T: Sendable>: WaitingChange {
    private let body: @Sendable (any StockStore) throws -> T
    private let continuation: CheckedContinuation<T, any Error>

    init(body: @escaping @Sendable (any StockStore) throws -> T, continuation: CheckedContinuation<T, any Error>) {
        self.body = body
        self.continuation = continuation
    }

    func run(on store: any StockStore) {
        continuation.resume(with: Result { try body(store) })
    }

    func cancel(_ error: any Error) {
        continuation.resume(throwing: error)
    }
}

/// An order waiting for the writer's thread: made with the orders beside it by
/// `OrderingTogether.orders(_:)`, or by itself (`StorePool.order(_:changeID:alone:)`).
private final class QueuedOrder: WaitingChange {
    let order: JuiceOrder
    let changeID: UUID?
    private let continuation: CheckedContinuation<MadeOrder, any Error>

    init(order: JuiceOrder, changeID: UUID?, continuation: CheckedContinuation<MadeOrder, any Error>) {
        self.order = order
        self.changeID = changeID
        self.continuation = continuation
    }

    func run(on store: any StockStore) {
        continuation.resume(with: Result { try StorePool.order(order, changeID: changeID, alone: store) })
    }

    /// Answers the caller with what `OrderingTogether.orders(_:)` made of this order.
    func finish(_ made: Result<MadeOrder, any Error>) {
        continuation.resume(with: made)
    }

    func cancel(_ error: any Error) {
        continuation.resume(throwing: error)
    }
}
