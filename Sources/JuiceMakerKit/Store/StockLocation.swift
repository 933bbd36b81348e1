import Foundation

/// Where a stand's stock lives, read from what `--state` or `JUICEMAKER_STATE` says: a URL with a
/// scheme (`postgresql://…`) names a database server and is never taken for a file path; anything
/// else is the path of an SQLite file.
public enum StockLocation: Sendable, Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A database server's URL, with its scheme (`postgresql`, `postgres`, or one juicemaker does not know).
    case server(scheme: String, url: String)

    /// Reads a location as `--state` or `JUICEMAKER_STATE` gives it; nothing is opened or checked.
    ///
    /// A scheme before `://` (letters first, then letters, digits, `+`, `-`, `.`) makes a server URL,
    /// with the scheme lowercased; anything else is a file path.
    ///
    /// - Parameter value: A file path, a `file://` URL (an SQLite file too), or a server's URL
    ///   such as `postgresql://stand@db.example/juice`.
    public init(parsing value: String) {
        guard let scheme = Self.scheme(of: value) else {
            self = .sqlite(path: value)
            return
        }
        if scheme == "file", let url = URL(string: value), url.isFileURL, !url.path.isEmpty {
            self = .sqlite(path: url.path)
        } else {
            self = .server(scheme: scheme, url: value)
        }
    }

    /// The location as messages show it: a URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .server(_, let url): Self.redacted(url)
        }
    }

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
    public func open(menu: Menu, stand: StandName = .main) throws -> any StockStore {
        switch self {
        case .sqlite(let path):
            return try StockDatabase.open(path: path, menu: menu, stand: stand)
        case .server(let scheme, let url):
            throw StateError.unsupportedLocation(location: Self.redacted(url), scheme: scheme)
        }
    }

    /// `postgresql` in `postgresql://…`: letters first, then letters, digits, `+`, `-`, `.`,
    /// then `://`. A Windows drive (`C:\`) or a file named `a:b` has no `//` and stays a path.
    static func scheme(of value: String) -> String? {
        guard let range = value.range(of: "://") else { return nil }
        let scheme = value[..<range.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return scheme.lowercased()
    }

    /// The URL with the password of its user information (`user:password@`) left out.
    static func redacted(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return url }
        let userInfo = authority[..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return url }
        return String(url[..<schemeEnd.upperBound]) + userInfo[..<colon] + authority[at...] + rest[authorityEnd...]
    }
}
