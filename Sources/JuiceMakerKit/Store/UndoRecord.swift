/// What `undo()` did: the entry it reverted (now marked undone) and the undo entry it journaled.
public struct UndoRecord: Sendable, Hashable {
    public let reverted: JournalEntry
    public let undo: JournalEntry
}
