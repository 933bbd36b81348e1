#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerKit

/// Puts the terminal in raw mode on the alternate screen, and gives it back as it was on every way
/// out: `leave()` on the normal paths (q, Ctrl-C, Ctrl-D, SIGTERM, SIGHUP all come back through the
/// key loop), and an `atexit` handler for an exit from anywhere else.
enum RawTerminal {
    /// Enter the alternate screen, hide the cursor, keypad keys as plain arrows.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    /// Show the cursor, leave the alternate screen (the shell's previous content comes back).
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Raw mode on standard input, the alternate screen on standard output. False when standard
    /// input's settings cannot be read (not a terminal after all).
    static func enter() -> Bool {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return false }
        SavedTerminal.shared.remember(original)
        var raw = original
        // Bytes as typed: no line editing, no echo, Ctrl-C/Ctrl-Z/Ctrl-S as keys, CR not turned into NL.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else {
            SavedTerminal.shared.restore()
            return false
        }
        write(enterSequence)
        return true
    }

    /// Gives the terminal back: settings as found, cursor shown, the previous screen back.
    static func leave() {
        SavedTerminal.shared.restore()
    }

    static func write(_ text: String) {
        // A closed terminal ends the output: nothing more can be shown.
        _ = Array(text.utf8).withUnsafeBytes { DescriptorWriter.writeAll(1, $0) }
    }
}
