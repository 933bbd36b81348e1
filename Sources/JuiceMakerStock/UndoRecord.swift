import JuiceMakerMenu

/// What `undo()` did: the entry it reverted (now marked undone) and the undo entry it journaled.
public struct UndoRecord: Sendable, Hashable {
    /// The entry that was reverted, with `undoneBy` set to the undo entry.
    public let reverted: JournalEntry
    /// The `undo` entry that was journaled; its deltas are those of `reverted`, negated.
    public let undo: JournalEntry

    /// Pairs an entry with the undo that reverted it (stores make these; this is for other stores).
    ///
    /// - Parameters:
    ///   - reverted: The entry undone, marked with `undoneBy`.
    ///   - undo: The `undo` entry.
    public init(reverted: JournalEntry, undo: JournalEntry) {
        self.reverted = reverted
        self.undo = undo
    }
}
