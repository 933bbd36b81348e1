import Foundation
import JuiceMakerMenu

/// A store that makes an order under an id its caller chooses, once however often and by whichever
/// process it is sent: what lets an HTTP `Idempotency-Key` outlive a server's restart and hold
/// across servers that share the stock. `PostgresStockStore` is one (its journal's `change_id` is
/// unique per stand), and so is `StockDatabase` (its `order_key` table).
public protocol OrderingByChangeID: StockStore {
    /// Makes the whole order or nothing under `changeID`; when an order with that id was made
    /// before, returns its entry and makes nothing.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: The entry, and whether it was made before (`replayed`).
    /// - Throws: As `order(_:)`.
    func order(_ order: JuiceOrder, changeID: UUID) throws -> (entry: JournalEntry, replayed: Bool)
}
