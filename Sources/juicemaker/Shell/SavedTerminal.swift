#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The terminal settings found before raw mode, where the `atexit` handler can reach them.
/// A lock guards them because that handler may run on whatever thread calls `exit`.
final class SavedTerminal: @unchecked Sendable {
    static let shared = SavedTerminal()

    private let lock = NSLock()
    private var original: termios?
    private var registered = false

    /// Keeps `settings` for `restore()`, and makes sure an exit from anywhere restores them too.
    func remember(_ settings: termios) {
        lock.lock()
        original = settings
        let needsHandler = !registered
        registered = true
        lock.unlock()
        if needsHandler {
            atexit { SavedTerminal.shared.restore() }
        }
    }

    /// Puts the settings back once; later calls do nothing.
    func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard var settings = original else { return }
        original = nil
        RawTerminal.write(RawTerminal.leaveSequence)
        // TCSAFLUSH drops keys typed but not read, so they do not spill into the shell.
        _ = tcsetattr(0, TCSAFLUSH, &settings)
    }
}
