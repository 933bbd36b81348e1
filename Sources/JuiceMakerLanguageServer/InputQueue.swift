import Foundation

/// What the reading thread hands to the server's loop.
enum InputEvent: Sendable {
    /// Bytes read from standard input.
    case bytes([UInt8])
    /// Standard input ended (or could not be read any more).
    case end
}

/// A queue between the thread that reads standard input and the loop that runs the server: the
/// loop waits for input or for its next deadline, whichever comes first.
final class InputQueue: @unchecked Sendable {
    // Every access to `events` holds `condition`'s lock: that is what makes the class Sendable.
    private let condition = NSCondition()
    private var events: [InputEvent] = []

    /// Adds an event and wakes the loop.
    ///
    /// - Parameter event: The event.
    func push(_ event: InputEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// Takes every queued event, waiting until there is one or `deadline` passes.
    ///
    /// - Parameter deadline: When to stop waiting; nil to wait for input however long it takes.
    /// - Returns: The events in arrival order; empty when the deadline passed first.
    func take(waitingUntil deadline: ContinuousClock.Instant?) -> [InputEvent] {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty {
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                if remaining <= .zero { return [] }
                let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
                _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            } else {
                condition.wait()
            }
        }
        let taken = events
        events.removeAll()
        return taken
    }
}
