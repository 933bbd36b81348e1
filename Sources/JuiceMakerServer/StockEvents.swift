import Foundation
import JuiceMakerKit
import ServiceLifecycle

/// Every stock change, whoever made it, for `GET /api/events`: a service that reads the journal's
/// newest entries every `interval` and hands each new one, oldest first, to every listener.
///
/// Reading the journal, rather than hearing this server's own changes, is what makes changes by
/// others reach listeners too: the command line on the same SQLite file, another `serve` on the
/// same PostgreSQL stand. With the default 200 ms a change reaches listeners well within a second.
final class StockEvents: Service, Sendable {
    private let pool: StorePool
    private let interval: Duration
    private let hub = Hub()

    init(pool: StorePool, interval: Duration = .milliseconds(200)) {
        self.pool = pool
        self.interval = interval
    }

    /// Listens from now on.
    ///
    /// - Returns: The new entries as they are read, and a token to stop listening with.
    func listen() async -> (id: UUID, entries: AsyncStream<JournalEntry>) {
        await hub.add()
    }

    /// Stops a listener.
    func stop(_ id: UUID) async {
        await hub.remove(id)
    }

    func run() async throws {
        var last = (try? await pool.run { try $0.history(limit: 1) })?.first?.id ?? 0
        while !Task.isCancelled, !Task.isShuttingDownGracefully {
            try? await Task.sleep(for: interval)
            guard let newest = try? await pool.run({ try $0.history(limit: 200) }) else { continue }
            let fresh = newest.filter { $0.id > last }.sorted { $0.id < $1.id }
            guard let top = fresh.last else { continue }
            last = top.id
            await hub.publish(fresh)
        }
        await hub.finishAll()
    }

    /// The listeners, each an `AsyncStream` continuation.
    private actor Hub {
        private var listeners: [UUID: AsyncStream<JournalEntry>.Continuation] = [:]
        private var finished = false

        func add() -> (id: UUID, entries: AsyncStream<JournalEntry>) {
            let id = UUID()
            let (stream, continuation) = AsyncStream<JournalEntry>.makeStream(bufferingPolicy: .bufferingNewest(1_000))
            if finished { continuation.finish() } else { listeners[id] = continuation }
            return (id, stream)
        }

        func remove(_ id: UUID) {
            listeners.removeValue(forKey: id)?.finish()
        }

        func publish(_ entries: [JournalEntry]) {
            for continuation in listeners.values {
                for entry in entries { continuation.yield(entry) }
            }
        }

        func finishAll() {
            finished = true
            for continuation in listeners.values { continuation.finish() }
            listeners = [:]
        }
    }
}
