import Foundation
import JuiceMakerMenu
import JuiceMakerStock

/// How a journal entry reads in `juicemaker history` and on the shell's history screen.
package enum JournalText {
    /// `strawberry -10, banana -1`, then ` (undone #12)` for an entry that was undone; for a lost
    /// sale, what was short: `strawberry short (needs 16, has 10)`.
    package static func changes(of entry: JournalEntry, _ language: Language) -> String {
        if entry.kind == .lost {
            return entry.short.map(language.ui.short).joined(separator: ", ")
        }
        let change = entry.deltas.map { "\($0.fruit) \($0.change > 0 ? "+" : "")\($0.change)" }.joined(separator: ", ")
        return change + (entry.undoneBy.map { " (\(language.ui.undone) #\($0))" } ?? "")
    }
}
