/// What `undo()` did: the entry it reverted (now marked undone) and the undo entry it journaled.
public struct UndoRecord: Sendable, Hashable {
    /// The entry that was reverted, with `undoneBy` set to the undo entry.
    public let reverted: JournalEntry
    /// The `undo` entry that was journaled; its deltas are those of `reverted`, negated.
    public let undo: JournalEntry
}
