extension StockLocation {
    /// Opens the stock for `menu` where it lives, when it lives in an SQLite file. A server's stock
    /// is opened by its own library (`PostgresStockStore.open` in `JuiceMakerPostgres`), so that an app
    /// that keeps stock in a file does not link a database client.
    ///
    /// - Parameters:
    ///   - menu: The menu whose fruits the store keeps.
    ///   - stand: The stand whose stock to use; `main` by default.
    /// - Returns: The open store.
    /// - Throws: `StateError` when the stock cannot be used there (`.unsupportedLocation` for a
    ///   server); nothing is written then.
    public func open(menu: Menu, stand: StandName = .main) async throws -> any StockStore {
        switch self {
        case .sqlite(let path):
            return try await StockDatabase.open(path: path, menu: menu, stand: stand)
        case .server(let scheme, let url):
            throw StateError.unsupportedLocation(location: Self.redacted(url), scheme: scheme)
        case .invalid(let shown, let reason):
            throw StateError.invalidLocation(location: shown, detail: reason)
        }
    }
}

extension StockDatabase: StockStore {
    /// The stock file's path, as given to `open(path:menu:durability:)`.
    public var location: String { path }
}
