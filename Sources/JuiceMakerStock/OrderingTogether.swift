import Foundation
import JuiceMakerMenu

/// A store that can make several orders in one transaction that reads and writes the stand's
/// counts once: what `juicemaker serve` does with the orders that queue up for SQLite's one writer,
/// so that a commit, its file locks and its write to the log serve them all, and no order pays a
/// read of the counts, a write of them and a read of every level of its own. `StockDatabase` is
/// one.
///
/// ```swift
/// for made in try store.orders(queued.map { (order: $0, changeID: nil) }) {
///     switch made {
///     case .success(let made): print(made.entry.description, made.stock)
///     case .failure(let refusal): print(refusal)
///     }
/// }
/// ```
package protocol OrderingTogether: StockStore {
    /// Makes the orders one after another, each as `order(_:)` (or, with a change id,
    /// `OrderingByChangeID.order(_:changeID:)`) would make it alone: whole or not at all, seeing
    /// the ones before it, its entry numbered after theirs; all in one commit. An order whose change
    /// id was made before, in an earlier call or earlier in this one, is answered with that entry
    /// and makes nothing.
    ///
    /// - Parameter orders: Juices of the menu with their counts, each with the id to remember it
    ///   under (an `Idempotency-Key`'s) or nil, in the order they are made.
    /// - Returns: One result an order, in the order given: what was made of it, or the
    ///   `JuiceMakerError` `order(_:)` would throw for it.
    /// - Throws: `StateError` when the transaction cannot begin or commit: then none was made.
    func orders(_ orders: [(order: JuiceOrder, changeID: UUID?)]) throws -> [Result<MadeOrder, JuiceMakerError>]
}

/// One order as `OrderingTogether.orders(_:)` answers it.
public struct MadeOrder: Sendable {
    /// The order's journal entry: made now, or before under its change id.
    public let entry: JournalEntry
    /// Whether the entry was made before under the order's change id (nothing was made now).
    public let replayed: Bool
    /// Every menu fruit's level right after the order, in menu order.
    public let stock: [StockLevel]

    /// - Parameters:
    ///   - entry: The order's journal entry.
    ///   - replayed: Whether it was made before under the order's change id.
    ///   - stock: Every menu fruit's level right after it.
    public init(entry: JournalEntry, replayed: Bool, stock: [StockLevel]) {
        self.entry = entry
        self.replayed = replayed
        self.stock = stock
    }
}
