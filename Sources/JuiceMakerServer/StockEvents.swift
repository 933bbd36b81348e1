import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers
internal import ServiceLifecycle

/// Every stock change, whoever made it, for `GET /api/events`: a service that reads the journal's
/// newest entries when something may have changed and hands each new one, oldest first, to every
/// listener.
///
/// Reading the journal, rather than hearing this server's own changes, is what makes changes by
/// others reach listeners too: the command line on the same SQLite file, another `serve` on the
/// same PostgreSQL stand. What prompts a read:
/// - on PostgreSQL, the database's notification of each commit (`LISTEN juicemaker_changes`), and
///   every `safetyInterval` besides (a change made without the notification: a copied stand);
/// - on SQLite, or while the PostgreSQL listener is not connected, a timer every `interval`
///   (200 ms: well within the second a change has to reach listeners).
///
/// Nothing is read while no one listens.
final class StockEvents: Service, Sendable {
    /// What a listener hears.
    enum Event: Sendable {
        /// A journal entry: a change of stock, whoever made it.
        case change(JournalEntry)
        /// The menu file changed: a good edit is now the menu served (`broken` false), or its latest
        /// edit is broken and the menu of `version` goes on (`broken` true).
        case menu(version: String, broken: Bool)
        /// Nothing happened for `keepAliveInterval`: a comment line, so a dead client is found and
        /// idle proxies keep the line.
        case keepAlive
    }

    /// The most events waiting for one listener. A listener that falls further behind (it reads
    /// nothing, or too slowly) is dropped after the events it has: it reconnects with
    /// `Last-Event-ID` and reads the rest from the journal (`listen(after:)`), losing nothing.
    static let listenerBuffer = 512
    /// The most journal entries a listener reconnecting with `Last-Event-ID` is given at once;
    /// below `listenerBuffer`, so catching up never drops it.
    static let catchUpLimit = 400
    /// How often a listener hears something when nothing changes.
    static let keepAliveInterval: Duration = .seconds(15)

    private let pool: StorePool
    private let interval: Duration
    private let safetyInterval: Duration
    private let log: @Sendable (String) -> Void
    private let hub = Hub()
    /// Whether the database's notifications are being heard now.
    private let hearing = NIOLockedValueBox(false)
    /// Wakes the reader; set while `run` runs.
    private let wake = NIOLockedValueBox<AsyncStream<Void>.Continuation?>(nil)

    /// - Parameters:
    ///   - pool: The stores to read the journal with; its `notifying` store, if any, is listened to.
    ///   - interval: How often the journal is read without notifications.
    ///   - safetyInterval: How often it is read while notifications are heard.
    ///   - log: Where a line goes when listening starts or stops.
    init(pool: StorePool, interval: Duration = .milliseconds(200), safetyInterval: Duration = .seconds(5),
         log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.pool = pool
        self.interval = interval
        self.safetyInterval = safetyInterval
        self.log = log
    }

    /// Listens from now on, or from after an entry the listener already has.
    ///
    /// - Parameter lastSeen: The newest entry the listener has (`Last-Event-ID`); the entries after
    ///   it, at most `catchUpLimit` of the newest, come first. nil: from now on.
    /// - Returns: The events as they happen, and a token to stop listening with.
    func listen(after lastSeen: Int? = nil) async -> (id: UUID, events: AsyncStream<Event>) {
        // Where this listener's events start: the newest entry now (read before it is added, so a
        // change made right after the subscription is past it and reaches the listener).
        let newest = try? await pool.run { [lastSeen] in try await $0.history(limit: lastSeen == nil ? 1 : Self.catchUpLimit, before: nil) }
        guard let newest else { return await hub.add(startingAfter: nil, catchUp: []) }
        let top = newest.first?.id ?? 0
        // An id past the journal's newest is not one this stand gave (another stand's, a journal
        // started again): the listener starts from now rather than wait for ids to catch up.
        guard let lastSeen, lastSeen <= top else { return await hub.add(startingAfter: top, catchUp: []) }
        return await hub.add(startingAfter: lastSeen, catchUp: newest.filter { $0.id > lastSeen }.sorted { $0.id < $1.id })
    }

    /// Stops a listener.
    func stop(_ id: UUID) async {
        await hub.remove(id)
    }

    /// Has the journal read now: this server just changed the stock.
    func nudge() {
        _ = wake.withLockedValue { $0 }?.yield()
    }

    /// Tells every listener that the menu file changed.
    ///
    /// - Parameters:
    ///   - version: The version of the menu served now.
    ///   - broken: Whether the file's latest edit is broken (and so not served).
    func menuChanged(version: String, broken: Bool) async {
        await hub.publish(.menu(version: version, broken: broken))
    }

    func run() async throws {
        // One wake-up at a time is enough: a read sees every change made before it.
        let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        self.wake.withLockedValue { $0 = wake }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.tick(wake) }
            if let notifying = pool.notifying {
                group.addTask { await self.hear(notifying, wake) }
            }
            group.addTask { await self.read(wakes) }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.keepAliveInterval)
                    await self.hub.publish(.keepAlive)
                }
            }
            try? await gracefulShutdown()
            group.cancelAll()
        }
        self.wake.withLockedValue { $0 = nil }
        wake.finish()
        await hub.finishAll()
    }

    /// Wakes the reader every `interval`, or every `safetyInterval` while notifications are heard.
    private func tick(_ wake: AsyncStream<Void>.Continuation) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: hearing.withLockedValue { $0 } ? safetyInterval : interval)
            wake.yield()
        }
    }

    /// Listens to the database's notifications, connecting again a second after a loss.
    private func hear(_ store: any StockChangeNotifying, _ wake: AsyncStream<Void>.Continuation) async {
        while !Task.isCancelled {
            do {
                try await store.listenForChanges(listening: { [hearing, log] in
                    hearing.withLockedValue { $0 = true }
                    log("events: hearing every change of the stand from PostgreSQL (LISTEN juicemaker_changes)")
                    wake.yield()  // what changed while not listening
                }, changed: { wake.yield() })
            } catch {
                if hearing.withLockedValue({ $0 }) {
                    log("events: not hearing PostgreSQL's notifications (\(error)); reading the journal every \(interval) until they return")
                }
            }
            hearing.withLockedValue { $0 = false }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    /// Reads the journal on each wake-up while someone listens, and publishes what is new.
    private func read(_ wakes: AsyncStream<Void>) async {
        for await _ in wakes {
            guard await hub.hasListeners else { continue }
            guard let newest = try? await pool.run({ try await $0.history(limit: 200) }) else { continue }
            await hub.publish(newest)
        }
    }

    /// The listeners, each an `AsyncStream` continuation with the newest entry it has been given.
    private actor Hub {
        private struct Listener {
            var continuation: AsyncStream<Event>.Continuation
            /// The newest entry given; nil while not known (the next read only sets it).
            var last: Int?
        }

        private var listeners: [UUID: Listener] = [:]
        private var finished = false

        var hasListeners: Bool { !listeners.isEmpty }

        /// Adds a listener whose events start after entry `newest` (nil: not known yet), with
        /// `catchUp` (entries after it, oldest first) given at once.
        func add(startingAfter newest: Int?, catchUp: [JournalEntry]) -> (id: UUID, events: AsyncStream<Event>) {
            let id = UUID()
            // Oldest kept: when full, what is new is refused and the listener dropped after the
            // events it has, so what it read is a prefix of the journal and `Last-Event-ID` resumes it.
            let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingOldest(StockEvents.listenerBuffer))
            guard !finished else {
                continuation.finish()
                return (id, stream)
            }
            var listener = Listener(continuation: continuation, last: newest)
            for entry in catchUp {
                continuation.yield(.change(entry))
                listener.last = entry.id
            }
            listeners[id] = listener
            return (id, stream)
        }

        func remove(_ id: UUID) {
            listeners.removeValue(forKey: id)?.continuation.finish()
        }

        /// Hands every entry of `newest` (the journal's newest, any order) to each listener that
        /// has not had it, oldest first.
        func publish(_ newest: [JournalEntry]) {
            guard !listeners.isEmpty else { return }
            let sorted = newest.sorted { $0.id < $1.id }
            let top = sorted.last?.id ?? 0
            for (id, var listener) in listeners {
                guard let known = listener.last else {
                    listener.last = top
                    listeners[id] = listener
                    continue
                }
                guard top > known else { continue }
                for entry in sorted where entry.id > known {
                    guard deliver(.change(entry), to: id, listener) else { break }
                    listener.last = entry.id
                }
                if listeners[id] != nil { listeners[id] = listener }
            }
        }

        func publish(_ event: Event) {
            for (id, listener) in listeners { _ = deliver(event, to: id, listener) }
        }

        /// Gives one event; a listener whose buffer is full is dropped.
        ///
        /// - Returns: Whether the listener took it.
        private func deliver(_ event: Event, to id: UUID, _ listener: Listener) -> Bool {
            switch listener.continuation.yield(event) {
            case .enqueued: return true
            case .dropped, .terminated:
                listeners.removeValue(forKey: id)?.continuation.finish()
                return false
            @unknown default: return true
            }
        }

        func finishAll() {
            finished = true
            for listener in listeners.values { listener.continuation.finish() }
            listeners = [:]
        }
    }
}
