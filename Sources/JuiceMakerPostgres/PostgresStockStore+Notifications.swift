import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

extension PostgresStockStore: StockChangeNotifying {
    /// The channel `juicemaker.apply_change` notifies on every change it commits, with the stand's
    /// name as the payload (schema version 3).
    static let changeChannel = "juicemaker_changes"

    /// Listens on `juicemaker_changes` over a connection of its own (a connection that listens
    /// cannot run the store's queries in between) and calls `changed` for each notification about
    /// this stand. PostgreSQL delivers a notification when the change's transaction commits, to
    /// every listening session, so changes by other registers and other `serve` processes are heard.
    ///
    /// - Parameters:
    ///   - listening: Called once `LISTEN` has run.
    ///   - changed: Called on each change of this stand.
    /// - Throws: `StateError.serverUnreachable` and the like when connecting fails; the mapped
    ///   error when the connection is lost; `CancellationError` when the task is cancelled.
    public func listenForChanges(listening: @escaping @Sendable () -> Void, changed: @escaping @Sendable () -> Void) async throws {
        // The same kind of server the store writes to (with several hosts, the primary): a
        // notification is heard only on the server where the change committed.
        let connection = try await connector.connect()
        let stand = self.stand.rawValue
        do {
            try await withTaskCancellationHandler {
                try await connection.listen(on: Self.changeChannel) { notifications in
                    listening()
                    for try await notification in notifications where notification.payload == stand {
                        changed()
                    }
                }
            } onCancel: {
                // Ending the connection ends the sequence, so the loop above returns.
                connection.closeKeepingAlive()
            }
        } catch {
            try? await connection.close()
            try Task.checkCancellation()
            throw PostgresErrorMapping.map(error, location: location)
        }
        try? await connection.close()
        try Task.checkCancellation()
        throw StateError.serverUnreachable(location: location, detail: "the connection listening for changes was closed")
    }
}
