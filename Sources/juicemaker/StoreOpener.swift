import Foundation
import JuiceMakerKit
import JuiceMakerPostgres

/// Opens the store `--state` names: an SQLite file, or a PostgreSQL server for a `postgresql://` or
/// `postgres://` URL. No command knows which one it got.
///
/// Only a server URL reaches `JuiceMakerPostgres`: an SQLite command starts no event loop and touches
/// nothing of PostgreSQL's.
enum StoreOpener {
    /// - Parameters:
    ///   - value: `--state` as given (or its default).
    ///   - menu: The menu whose fruits the store keeps.
    ///   - stand: The stand to use.
    /// - Returns: The open store.
    /// - Throws: `StateError`; `.unsupportedLocation` for a URL of another kind of server.
    static func open(_ value: String, menu: Menu, stand: StandName) throws -> any StockStore {
        let location = StockLocation(parsing: value)
        switch location {
        case .sqlite(let path):
            return try StockDatabase.open(path: path, menu: menu, stand: stand)
        case .server(let scheme, let url) where scheme == "postgresql" || scheme == "postgres":
            return try PostgresStockStore.open(url: url, environment: ProcessInfo.processInfo.environment,
                                               menu: menu, stand: stand)
        case .server(let scheme, _):
            throw StateError.unsupportedLocation(location: location.description, scheme: scheme)
        }
    }
}
