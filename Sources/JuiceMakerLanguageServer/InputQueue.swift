import Foundation

/// What the reading thread hands to the server's loop.
enum InputEvent: Sendable {
    /// A framed message (or a header that could not be used).
    case frame(MessageFramer.Frame)
    /// Standard input ended (or could not be read any more).
    case end

    /// The bytes the event holds, for the queue's budget.
    var size: Int {
        if case .frame(.message(let body)) = self { return body.count }
        return 0
    }
}

/// A queue between the thread that reads standard input and the loop that runs the server: the
/// loop waits for input or for its next deadline, whichever comes first.
///
/// It keeps memory bounded however fast a client sends:
/// - a `didChange` that replaces a document's whole text takes the place of the same document's
///   full change still waiting (nothing about that document queued in between), so a burst of
///   changes to a large document is decoded and checked once, at its newest version;
/// - past `maxQueuedBytes` the reading thread waits for the loop, so the client's writes block
///   instead of the server's memory growing (one message alone may exceed it).
final class InputQueue: @unchecked Sendable {
    /// How many message bytes may wait before the reader stops reading.
    static let maxQueuedBytes = 64 * 1024 * 1024

    // Every access to `events` and `queuedBytes` holds `condition`'s lock: that is what makes the class Sendable.
    private let condition = NSCondition()
    private var events: [(event: InputEvent, peek: MessagePeek?)] = []
    private var queuedBytes = 0

    /// Adds an event and wakes the loop; waits first while the queue is over its budget.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - peek: What the message says about its document, for coalescing; nil for none.
    func push(_ event: InputEvent, peek: MessagePeek? = nil) {
        condition.lock()
        defer { condition.unlock() }
        if let peek, peek.replacesText, let uri = peek.uri, let waiting = replaceableChange(of: uri) {
            queuedBytes -= events[waiting].event.size
            events.remove(at: waiting)
        }
        while queuedBytes > 0, queuedBytes + event.size > Self.maxQueuedBytes { condition.wait() }
        events.append((event, peek))
        queuedBytes += event.size
        condition.broadcast()
    }

    /// The index of a waiting full change of `uri` that nothing queued after it depends on: looking
    /// back, messages about other documents are passed over; anything else (a request or
    /// notification about this document, or one that names none) stops the search.
    private func replaceableChange(of uri: String) -> Int? {
        for index in events.indices.reversed() {
            guard let peek = events[index].peek, let other = peek.uri else { return nil }
            if other != uri { continue }
            return peek.replacesText ? index : nil
        }
        return nil
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
        let taken = events.map(\.event)
        events.removeAll()
        queuedBytes = 0
        condition.broadcast()
        return taken
    }
}
