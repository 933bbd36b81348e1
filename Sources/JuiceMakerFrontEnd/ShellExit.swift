import JuiceMakerMenu
import JuiceMakerStock
/// How the interactive mode was left, so the command can pick its exit status.
public enum ShellExit: Sendable, Hashable {
    /// `q` or Ctrl-D.
    case quit
    /// Ctrl-C (exit 130, as a shell reports an interrupted program).
    case interrupt
}
