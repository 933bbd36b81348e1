import Foundation

/// One committed change to stock, as the journal keeps it.
public struct JournalEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case order, add, remove, set, reset, undo
    }

    public let id: Int
    public let time: Date
    public let kind: Kind
    /// Short and typeable: `strawberry-banana:1`, `add strawberry 5`, `reset`, `undo #12`.
    public let description: String
    /// Per-fruit changes, in menu order; fruits that did not change are left out.
    public let deltas: [FruitDelta]
    /// The undo entry that reverted this one.
    public let undoneBy: Int?
    /// For an undo entry: the entry it reverted.
    public let undoes: Int?

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

    public var isUndone: Bool { undoneBy != nil }
}
