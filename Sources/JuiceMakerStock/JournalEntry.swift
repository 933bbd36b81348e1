import Foundation
import JuiceMakerMenu

/// One committed change to stock, as the journal keeps it.
///
/// A store returns one for every change it commits, and `StockStore.history(limit:)` reads them back.
///
/// ```swift
/// let entry = try store.add(fruit: "mango", amount: 5)
/// print(entry.id, entry.kind, entry.description)   // 7 add add mango 5
/// for delta in entry.deltas {
///     print(delta.fruit, delta.change)             // mango 5
/// }
/// ```
public struct JournalEntry: Sendable, Hashable {
    /// What kind of change an entry records.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `order`: an order was made. `add`, `remove`, `set`: one fruit's stock was changed.
        /// `reset`: every menu fruit went back to its initial stock. `undo`: an earlier entry was reverted.
        /// `restock`: a restock plan was bought (`juicemaker restock --apply`).
        /// `lost`: an order refused because a fruit was short: a lost sale, which changes no stock and
        /// is never undone.
        case order, add, remove, set, reset, undo, restock, lost
    }

    /// The entry's number in the journal; a later entry has a larger id.
    public let id: Int
    /// When the change was committed, to the millisecond.
    public let time: Date
    /// What kind of change this is.
    public let kind: Kind
    /// Short and typeable: `strawberry-banana:1`, `add strawberry 5`, `reset`, `undo #12`,
    /// `restock mango 8, kiwi 3`.
    public let description: String
    /// Per-fruit changes, in menu order; fruits that did not change are left out.
    public let deltas: [FruitDelta]
    /// The undo entry that reverted this one.
    public let undoneBy: Int?
    /// For an undo entry: the entry it reverted.
    public let undoes: Int?
    /// For an `order` entry, the juices it sold; for a `lost` one, the juices it would have sold;
    /// each at the price of the menu then. Empty for other kinds.
    public let sales: [SaleLine]
    /// The currency of the sales' prices, when the menu had one.
    public let currency: Currency?
    /// For a `lost` entry: every fruit that was short, in menu order. Empty for other kinds.
    public let short: [ShortFruit]

    /// Creates an entry. Stores make entries; this initializer is for tests and other stores.
    ///
    /// - Parameters:
    ///   - id: The entry's number in the journal.
    ///   - time: When the change was committed.
    ///   - kind: What kind of change this is.
    ///   - description: The change as a person could type it again.
    ///   - deltas: The per-fruit changes, without fruits that did not change.
    ///   - undoneBy: The id of the undo entry that reverted this one, if any.
    ///   - undoes: For an undo entry, the id of the entry it reverted.
    ///   - sales: For an order or a lost sale, its juices with their prices.
    ///   - currency: The currency of the prices.
    ///   - short: For a lost sale, the fruits that were short.
    public init(id: Int, time: Date, kind: Kind, description: String, deltas: [FruitDelta],
                undoneBy: Int? = nil, undoes: Int? = nil, sales: [SaleLine] = [], currency: Currency? = nil,
                short: [ShortFruit] = []) {
        self.id = id
        self.time = time
        self.kind = kind
        self.description = description
        self.deltas = deltas
        self.undoneBy = undoneBy
        self.undoes = undoes
        self.sales = sales
        self.currency = currency
        self.short = short
    }

    /// The same entry, marked as reverted by the undo entry `undo`.
    public func undone(by undo: Int) -> JournalEntry {
        JournalEntry(id: id, time: time, kind: kind, description: description, deltas: deltas, undoneBy: undo,
                     undoes: undoes, sales: sales, currency: currency, short: short)
    }

    /// What the entry's sales come to, in minor units of `currency`: the takings of an order, the
    /// money a lost sale turned away. Unpriced lines count 0.
    public var amount: Int { SaleLine.total(sales) }

    /// How many glasses the entry's sales hold.
    public var glasses: Int { sales.reduce(0) { $0 + $1.glasses } }

    /// Whether a later undo entry has reverted this entry.
    public var isUndone: Bool { undoneBy != nil }
}
