#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The self-pipe trick: a signal handler may only do async-signal-safe things, so it writes the
/// signal's number to a pipe, and the key loop, which polls that pipe beside standard input, acts on
/// it. No state is shared with the handler but the pipe's two descriptors, set once before it is installed.
enum SignalPipe {
    /// Read end and write end; both non-blocking, so a handler never waits on a full pipe.
    static let descriptors: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }()

    /// Routes `signals` to the pipe. Returns false when the pipe could not be made.
    static func install(_ signals: [Int32]) -> Bool {
        guard descriptors.write >= 0 else { return false }
        // A parent may have started us with them blocked (a mask is inherited); they must get through.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals { sigaddset(&mask, number) }
        _ = sigprocmask(SIG_UNBLOCK, &mask, nil)
        for number in signals {
            _ = signal(number) { number in
                let savedErrno = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalPipe.descriptors.write, &byte, 1)
                errno = savedErrno
            }
        }
        return true
    }

    /// Gives `signals` back their default action.
    static func uninstall(_ signals: [Int32]) {
        for number in signals { _ = signal(number, SIG_DFL) }
    }

    /// The signals waiting in the pipe, oldest first (empty when none).
    static func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptors.read, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count].map { Int32($0) }
        }
        return received
    }
}
