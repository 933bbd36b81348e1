/// A store that can make several orders in one transaction that reads and writes the stand's
/// counts once: what `juicemaker serve` does with the orders that queue up for SQLite's one writer,
/// instead of a savepoint, a read of the counts, a write of them and a read of every level for
/// each. `StockDatabase` is one.
///
/// ```swift
/// for (order, made) in zip(queued, try store.orders(queued)) {
///     switch made {
///     case .success(let made): print(made.entry.description, made.stock)
///     case .failure(let refusal): print(refusal)
///     }
/// }
/// ```
public protocol OrderingTogether: StockStore {
    /// Makes the orders one after another, each as `order(_:)` would make it alone: whole or not
    /// at all, seeing the ones before it, its entry numbered after theirs; all in one commit.
    ///
    /// - Parameter orders: Juices of the menu with their counts, in the order they are made.
    /// - Returns: One result an order, in the order given: its entry and every menu fruit's level
    ///   right after it, or the `JuiceMakerError` `order(_:)` would throw for it.
    /// - Throws: `StateError` when the transaction cannot begin or commit: then none was made.
    func orders(_ orders: [JuiceOrder]) throws -> [Result<(entry: JournalEntry, stock: [StockLevel]), JuiceMakerError>]
}
