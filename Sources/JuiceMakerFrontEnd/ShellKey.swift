import JuiceMakerMenu
import JuiceMakerStock
/// One key press as the interactive screen sees it, after escape sequences are decoded.
public enum ShellKey: Sendable, Hashable {
    /// A printable character: digits, letters, `+`, `-`, `?`, Hangul typed through an input method.
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter
    case backspace
    case tab
    /// Escape pressed on its own (not the start of an arrow key's sequence).
    case escape
    /// Ctrl-C: the terminal is raw, so it arrives as a key rather than as SIGINT.
    case interrupt
    /// Ctrl-D: end of input, as in a shell.
    case endOfInput
    /// A sequence or control key the screen has no use for; it still counts as a key press (refresh).
    case other
}
