import Foundation
import GRDB

extension StockDatabase: CommittingTogether {
    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; the store's changes inside it are
    /// savepoints of that transaction and its reads read it, so one commit (one write to the log,
    /// one round of file locks) serves them all.
    ///
    /// - Parameter body: The changes; called once, on the calling thread.
    /// - Throws: `StateError` when the transaction cannot begin or commit, or what `body` throws;
    ///   nothing made inside `body` is kept then.
    public func together(_ body: () throws -> Void) throws {
        var thrown: (any Error)?
        do {
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    do {
                        try joined.join(db, body)
                    } catch {
                        thrown = error
                        throw error
                    }
                    return .commit
                }
            }
        } catch {
            throw thrown ?? StoreErrorMapping.map(error, path: path)
        }
    }
}

/// The connection of a transaction `StockDatabase.together(_:)` has open, for the thread that opened
/// it: that thread is inside GRDB's queue already, where asking the queue again would trap, so its
/// changes and reads use the open connection instead. Other threads never see it.
final class JoinedTransaction: @unchecked Sendable {
    // Unchecked: `owner` and `connection` are written under `lock`, and the connection is only
    // handed to the thread that set it, which is inside GRDB's queue for as long as it is set.
    private let lock = NSLock()
    private var owner: pthread_t?
    private var connection: Database?

    /// The joined transaction's connection when the calling thread opened one; nil otherwise.
    var database: Database? {
        lock.lock()
        defer { lock.unlock() }
        guard let owner, pthread_equal(owner, pthread_self()) != 0 else { return nil }
        return connection
    }

    /// Makes `db` the calling thread's joined connection while `body` runs.
    func join(_ db: Database, _ body: () throws -> Void) throws {
        lock.lock()
        owner = pthread_self()
        connection = db
        lock.unlock()
        defer {
            lock.lock()
            owner = nil
            connection = nil
            lock.unlock()
        }
        try body()
    }
}
