#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerFrontEnd
import JuiceMakerKit

/// Waits for keys on standard input and for signals on the self-pipe, whichever comes first.
struct KeyReader {
    enum Event {
        case keys([ShellKey])
        case signal(Int32)
        /// Standard input ended or failed: the terminal was closed.
        case closed
        /// `tickMilliseconds` passed with no key (only when asked for ticks).
        case tick
    }

    /// How long a lone ESC waits for the rest of an arrow key's sequence before it counts as Escape.
    static let escapeWaitMilliseconds: Int32 = 50

    private var decoder = ShellKeyDecoder()

    /// Waits for the next keys or signal; with `tickMilliseconds`, for at most that long.
    mutating func next(tickMilliseconds: Int32? = nil) -> Event {
        while true {
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.descriptors.read, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = decoder.hasPending ? Self.escapeWaitMilliseconds : (tickMilliseconds ?? -1)
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 {
                let keys = decoder.flush()
                if !keys.isEmpty { return .keys(keys) }
                if tickMilliseconds != nil { return .tick }
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let signals = SignalPipe.drain()
                // A request to end outranks a resize that came with it.
                if let ending = signals.first(where: { $0 != SIGWINCH }) { return .signal(ending) }
                if !signals.isEmpty { return .signal(SIGWINCH) }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(0, &buffer, buffer.count)
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                if count <= 0 { return .closed }
                let keys = decoder.feed(buffer[0..<count])
                if !keys.isEmpty { return .keys(keys) }
            }
        }
    }
}
