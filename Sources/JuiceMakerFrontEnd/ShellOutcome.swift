import JuiceMakerMenu
import JuiceMakerStock
/// What carrying out a `ShellAction` gave, handed back to the state machine.
public enum ShellOutcome {
    /// Made; `low` lists the fruits it left at or below their reorder point.
    case ordered(JuiceOrder, low: [StockLevel] = [])
    case changed(JournalEntry)
    case undid(UndoRecord)
    case history([JournalEntry])
    case restockPlan(RestockPlan)
    case restocked(RestockResult)
    /// Refused or failed; nothing changed. Usually a `JuiceMakerError` or a `StateError`.
    case failed(any Error)
}
