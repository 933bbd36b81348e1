import JuiceMakerMenu

/// A store that hears every change of its stand as the database makes it, whoever made it: what
/// lets `juicemaker serve` push events without reading the journal over and over.
/// `PostgresStockStore` is one (PostgreSQL's `LISTEN`/`NOTIFY`); an SQLite file has no such signal,
/// so a server reads its journal on a short timer instead.
public protocol StockChangeNotifying: StockStore {
    /// Opens a connection of its own and calls `changed` after each change of the stand commits,
    /// until the calling task is cancelled or the connection is lost.
    ///
    /// - Parameters:
    ///   - listening: Called once the database has confirmed the subscription: from then on no
    ///     change goes unheard.
    ///   - changed: Called on each change (several changes may be heard as one call).
    /// - Throws: `StateError` when the database cannot be reached, or when the connection is lost;
    ///   the caller reads the journal itself until it listens again.
    func listenForChanges(listening: @escaping @Sendable () -> Void, changed: @escaping @Sendable () -> Void) async throws
}
