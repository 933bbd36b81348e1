/// A store that can make several changes in one transaction, each still all or nothing on its own:
/// what lets `juicemaker serve` commit the orders that queued up behind one another at once (group
/// commit) instead of paying a commit, its locks and its log write for each. `StockDatabase` is one.
///
/// ```swift
/// try store.together {
///     for order in queued { results.append(Result { try store.order(order) }) }
/// }
/// ```
public protocol CommittingTogether: StockStore {
    /// Runs `body` in one transaction: every change and read this store makes inside it, on this
    /// thread, joins that transaction, each change in a savepoint of its own, so a change that throws
    /// (a refusal) is undone alone and the others stay.
    ///
    /// - Parameter body: The changes; called once, on the calling thread.
    /// - Throws: `StateError` when the transaction cannot begin or commit: then no change made in
    ///   `body` was kept, whatever it returned. What `body` throws, after rolling everything back.
    func together(_ body: () throws -> Void) throws
}
