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
        case order, add, remove, set, reset, undo, restock
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
    public init(id: Int, time: Date, kind: Kind, description: String, deltas: [FruitDelta],
                undoneBy: Int? = nil, undoes: Int? = nil) {
        self.id = id
        self.time = time
        self.kind = kind
        self.description = description
        self.deltas = deltas
        self.undoneBy = undoneBy
        self.undoes = undoes
    }

    /// Whether a later undo entry has reverted this entry.
    public var isUndone: Bool { undoneBy != nil }
}
