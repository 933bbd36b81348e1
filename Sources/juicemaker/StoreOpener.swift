import Foundation
import JuiceMakerFrontEnd
import JuiceMakerCommandLine
import JuiceMakerKit
#if PostgreSQL
import JuiceMakerPostgres
#endif

/// Opens the store `--state` names: an SQLite file, or a PostgreSQL server for a `postgresql://` or
/// `postgres://` URL. No command knows which one it got.
///
/// Only a server URL reaches `JuiceMakerPostgres`: an SQLite command starts no event loop and touches
/// nothing of PostgreSQL's. A build without the package's `PostgreSQL` trait (`swift build
/// --disable-default-traits`, SQLite only) compiles none of it, and refuses a server URL with
/// `StateError.serverNotBuiltIn`.
enum StoreOpener {
    /// Opens the store; a store made from nothing (a new SQLite file, a new stand on a server) is
    /// announced on standard error (`created …`), so a register that starts from fresh stock by
    /// mistake, on a mistyped path or stand, is seen at once.
    ///
    /// - Parameters:
    ///   - value: `--state` as given (or its default).
    ///   - menu: The menu whose fruits the store keeps.
    ///   - stand: The stand to use.
    ///   - language: The language of the `created …` notice.
    /// - Returns: The open store.
    /// - Throws: `StateError`; `.unsupportedLocation` for a URL of another kind of server,
    ///   `.invalidLocation` for a value that looks like a URL but is not one.
    static func open(_ value: String, menu: Menu, stand: StandName, language: Language,
                     connections: StockDatabase.Connections = .one) async throws -> any StockStore {
        switch try route(value) {
        case .sqlite(let path):
            let existed = FileManager.default.fileExists(atPath: path)
            let store = try await StockDatabase.open(path: path, menu: menu, stand: stand, connections: connections)
            if !existed { Terminal.err(language.ui.createdStand(stand.rawValue, location: path.terminalSafe)) }
            return store
        case .postgres(let url):
            #if PostgreSQL
            // A server's stand is made on its first use, not at open (an order is then one round
            // trip); `announceCreatedStand` says so when the command ends.
            return try await PostgresStockStore.open(url: url, environment: ProcessInfo.processInfo.environment,
                                               menu: menu, stand: stand)
            #else
            throw Self.notBuiltIn(value)
            #endif
        }
    }

    /// The stand's stock rows where `--state` says, read without opening the store for use: nothing
    /// is created, seeded, renamed or migrated (`validate --state`).
    ///
    /// - Parameters:
    ///   - value: `--state` as given (or its default).
    ///   - stand: The stand to read.
    /// - Returns: The rows; nil when there is no store there yet.
    /// - Throws: `StateError`, as `open` does.
    static func peekStock(_ value: String, stand: StandName) async throws -> [FruitCount]? {
        switch try route(value) {
        case .sqlite(let path): try await StockDatabase.peekStock(path: path, stand: stand)
        case .postgres(let url):
            #if PostgreSQL
            try await PostgresStockStore.peekStock(url: url, stand: stand)
            #else
            throw Self.notBuiltIn(value)
            #endif
        }
    }

    #if !PostgreSQL
    /// What a SQLite-only build says to a server URL; the URL is shown without its password.
    private static func notBuiltIn(_ value: String) -> StateError {
        let location = StockLocation(parsing: value)
        if case .server(let scheme, _) = location {
            return .serverNotBuiltIn(location: location.description, scheme: scheme)
        }
        return .serverNotBuiltIn(location: location.description, scheme: "postgresql")
    }
    #endif

    /// The kinds of store this build keeps stock in.
    private enum Route {
        case sqlite(path: String)
        case postgres(url: String)
    }

    /// Where a `--state` value leads.
    ///
    /// - Throws: `StateError.unsupportedLocation` for a URL of another kind of server,
    ///   `.invalidLocation` for a value that looks like a URL but is not one.
    private static func route(_ value: String) throws -> Route {
        let location = StockLocation(parsing: value)
        switch location {
        case .sqlite(let path):
            return .sqlite(path: path)
        case .server(let scheme, let url) where scheme == "postgresql" || scheme == "postgres":
            return .postgres(url: url)
        case .server(let scheme, _):
            throw StateError.unsupportedLocation(location: location.description, scheme: scheme)
        case .invalid(let shown, let reason):
            throw StateError.invalidLocation(location: shown, detail: reason)
        }
    }

    /// Says `created stand …` on standard error when a server store made its stand during this
    /// command, and `renamed fruit …` for each stock row it renamed (see `Fruit.formerIDs`).
    ///
    /// - Parameters:
    ///   - store: The store the command used.
    ///   - language: The language of the notice.
    static func announceCreatedStand(_ store: any StockStore, language: Language) {
        #if PostgreSQL
        guard let server = store as? PostgresStockStore else { return }
        if server.createdStand {
            Terminal.err(language.ui.createdStand(server.stand.rawValue, location: server.location.terminalSafe))
        }
        // A server's stand is seeded, and renamed, on first use: said here, once the command is done.
        for rename in server.renamedAtOpen { Terminal.err(language.ui.renamedFruit(rename)) }
        #endif
    }
}
