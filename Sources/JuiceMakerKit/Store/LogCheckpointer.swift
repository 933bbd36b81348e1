internal import GRDB

/// Copies the write-ahead log into the database beside a pool's writer, on a connection of its
/// own: what keeps `juicemaker serve`'s orders from waiting for the copying.
///
/// SQLite checkpoints on the committing connection once the log passes 1,000 pages; on a pool's
/// one writer that holds up every change queued behind it while pages are copied and the file
/// synced, unless the pages were copied already. So after each change (`changed()`) a passive
/// checkpoint runs here, at most once every `interval`, and the last change before a pause is
/// copied too. SQLite's own checkpoints go on as before; they then find little or nothing to copy.
actor LogCheckpointer {
    /// How often, at most, the log is checkpointed while changes are made.
    static let interval: Duration = .milliseconds(50)

    private let connection: DatabaseQueue
    /// Whether a change was made since the last checkpoint began.
    private var pending = false
    /// The task that checkpoints while changes come; nil when none is under way.
    private var task: Task<Void, Never>?
    private var stopped = false

    /// - Parameter connection: A connection to the pool's file that no one else uses.
    init(connection: DatabaseQueue) {
        self.connection = connection
    }

    /// After a change, from anywhere: `changed()` on a task of its own, so the change is answered
    /// without waiting for the checkpointer's turn.
    nonisolated func noteChange() {
        Task { await changed() }
    }

    /// After a change: checkpoints now, or once more after the one under way.
    func changed() {
        pending = true
        guard task == nil, !stopped else { return }
        task = Task { await self.checkpointWhilePending() }
    }

    /// Ends the checkpoints (a last one under way finishes) and closes the connection; for
    /// closing the store.
    func stop() async {
        stopped = true
        let running = task
        running?.cancel()
        await running?.value
        try? connection.close()
    }

    private func checkpointWhilePending() async {
        while pending, !stopped {
            pending = false
            // Passive: copies what no reader still needs, waiting for neither the writer nor a reader.
            _ = try? await connection.writeWithoutTransaction { db in _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(PASSIVE)") }
            try? await Task.sleep(for: Self.interval)
        }
        task = nil
    }
}
