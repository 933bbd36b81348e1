import Foundation
import JuiceMakerMenu

/// A store that can make an order without holding a thread while its database answers: what lets
/// `juicemaker serve` take an order on PostgreSQL on the request's own task, with no hop to a thread
/// that waits. `PostgresStockStore` is one.
///
/// Only the usual case is done that way; anything else (no open connection, a lost answer, a stand
/// to seed, a retry) is left to the blocking `order(_:changeID:)` under the same change id, which
/// makes the order at most once:
///
/// ```swift
/// let id = UUID()
/// if let made = try await store.orderWithoutBlocking(order, changeID: id) { return made.entry }
/// return try await onAThreadThatMayBlock { try store.order(order, changeID: id).entry }
/// ```
package protocol OrderingWithoutBlocking: OrderingByChangeID {
    /// Makes the whole order or nothing under `changeID` in one round trip, without blocking, when
    /// nothing unusual happens.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under: one the caller made for this order, or an
    ///     `Idempotency-Key`'s.
    /// - Returns: The entry, with every menu fruit's level after it when the database sent them;
    ///   nil when the order could not be settled this way: then it was not made, or it was made
    ///   under `changeID`, and `order(_:changeID:)` says which.
    /// - Throws: `JuiceMakerError` when the ledger refuses the order on the stand's real counts:
    ///   nothing was made.
    func orderWithoutBlocking(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, stock: [StockLevel]?)?

    /// Makes several orders as `orderWithoutBlocking(_:changeID:)` makes one, each whole or not at
    /// all, but in one round trip and one commit when the store can: what `juicemaker serve` does
    /// with orders that arrive together.
    ///
    /// - Parameter orders: The orders, each with the id it is journaled under.
    /// - Returns: One answer an order, in the order given: what `orderWithoutBlocking(_:changeID:)`
    ///   would have returned or thrown for it. A nil answer is left to `order(_:changeID:)` as there.
    func ordersWithoutBlocking(_ orders: [(order: JuiceOrder, changeID: UUID)]) async -> [OrderMadeWithoutBlocking]
}

/// One answer of `OrderingWithoutBlocking.ordersWithoutBlocking(_:)`: the entry made, with the
/// levels after it when the database sent them; nil (left to the blocking way); or the refusal.
public typealias OrderMadeWithoutBlocking = Result<(entry: JournalEntry, stock: [StockLevel]?)?, any Error>
