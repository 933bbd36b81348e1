import JuiceMakerMenu
import JuiceMakerStock
/// Which screen the interactive mode shows.
public enum ShellScreen: Sendable, Hashable {
    /// Stock of each fruit and the numbered juices: the app's main screen.
    case order
    /// The order screen after a short order, asking "Edit stock? [y/N]".
    case confirmRestock
    /// One fruit per row with a +/- stepper: the app's stock screen.
    case stockEditor
    /// The restock plan of the low fruits, asking whether the delivery arrived.
    case restockPlan
    /// The screen `u` was pressed on (`ShellState.previousScreen`), asking "Undo the last order or
    /// stock change? [y/N]": an undo is never a single stray key.
    case confirmUndo
    /// The newest journal entries.
    case history
    /// The keys and what they do.
    case help
}
