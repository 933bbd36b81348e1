#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's size in cells, asked again after every SIGWINCH.
struct TerminalSize: Equatable {
    var width: Int
    var height: Int

    /// Used when the terminal does not say (some serial lines and test harnesses report 0x0).
    static let fallback = TerminalSize(width: 80, height: 24)

    static func current() -> TerminalSize {
        var size = winsize()
        #if canImport(Glibc)
        let result = ioctl(1, UInt(TIOCGWINSZ), &size)
        #else
        let result = ioctl(1, TIOCGWINSZ, &size)
        #endif
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return fallback }
        return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}
