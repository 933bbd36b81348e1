import Foundation
import JuiceMakerKit
import NIOConcurrencyHelpers
import ServiceLifecycle

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
    }

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

    /// Listens from now on.
    ///
    /// - Returns: The events as they happen, and a token to stop listening with.
    func listen() async -> (id: UUID, events: AsyncStream<Event>) {
        // Where this listener's events start: the newest entry now (read before it is added, so a
        // change made right after the subscription is past it and reaches the listener).
        let newest = try? await pool.run { try $0.history(limit: 1) }
        return await hub.add(startingAfter: newest.map { $0.first?.id ?? 0 })
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
            guard let newest = try? await pool.run({ try $0.history(limit: 200) }) else { continue }
            await hub.publish(newest)
        }
    }

    /// The listeners, each an `AsyncStream` continuation, and the newest entry they have been given.
    private actor Hub {
        private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
        private var finished = false
        /// The newest entry published, while someone listens; nil when no one does or it is not
        /// known yet (then the next read only sets it).
        private var last: Int?

        var hasListeners: Bool { !listeners.isEmpty }

        /// Adds a listener; the first one also sets where events start (`newest`, the journal's
        /// newest id when it subscribed, nil when it could not be read).
        func add(startingAfter newest: Int?) -> (id: UUID, events: AsyncStream<Event>) {
            let id = UUID()
            let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(1_000))
            if finished {
                continuation.finish()
            } else {
                if listeners.isEmpty { last = newest }
                listeners[id] = continuation
            }
            return (id, stream)
        }

        func remove(_ id: UUID) {
            listeners.removeValue(forKey: id)?.finish()
            if listeners.isEmpty { last = nil }
        }

        /// Hands every entry of `newest` (the journal's newest, any order) past the last one
        /// published to every listener, oldest first.
        func publish(_ newest: [JournalEntry]) {
            guard let known = last else {
                last = newest.map(\.id).max() ?? 0
                return
            }
            let fresh = newest.filter { $0.id > known }.sorted { $0.id < $1.id }
            guard let top = fresh.last else { return }
            last = top.id
            for continuation in listeners.values {
                for entry in fresh { continuation.yield(.change(entry)) }
            }
        }

        func publish(_ event: Event) {
            for continuation in listeners.values { continuation.yield(event) }
        }

        func finishAll() {
            finished = true
            for continuation in listeners.values { continuation.finish() }
            listeners = [:]
        }
    }
}
