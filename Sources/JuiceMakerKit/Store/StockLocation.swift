import Foundation

/// Where a stand's stock lives, read from what `--state` or `JUICEMAKER_STATE` says: a URL with a
/// scheme (`postgresql://…`) names a database server and is never taken for a file path; a value
/// that looks like a URL but is not one is refused rather than taken for a path; anything else is
/// the path of an SQLite file.
public enum StockLocation: Sendable, Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A database server's URL, with its scheme (`postgresql`, `postgres`, or one juicemaker does not know).
    case server(scheme: String, url: String)
    /// A value that is neither: a mistyped URL (`postgresql:/host/db`, `postgres:host/db`,
    /// `postgresql//host/db`), a `:` before the first `/`, or spaces around it. `shown` is the value
    /// without its password; `reason` says what is wrong and how to write what was meant.
    case invalid(shown: String, reason: String)

    /// Reads a location as `--state` or `JUICEMAKER_STATE` gives it; nothing is opened or checked.
    ///
    /// A scheme before `://` (letters first, then letters, digits, `+`, `-`, `.`) makes a server URL,
    /// with the scheme lowercased. A value with spaces around it, with a `:` before its first `/`,
    /// or starting `postgres//` or `postgresql//` (in any case) is `.invalid`: a mistyped URL must
    /// never become a new local file. A file whose name has a `:` is written `./name:1.sqlite`.
    /// Anything else is a file path.
    ///
    /// - Parameter value: A file path, a `file://` URL (an SQLite file too), or a server's URL
    ///   such as `postgresql://stand@db.example/juice`.
    public init(parsing value: String) {
        guard let scheme = Self.scheme(of: value) else {
            if let reason = Self.mistake(in: value) {
                self = .invalid(shown: Self.redacted(value), reason: reason)
            } else {
                self = .sqlite(path: value)
            }
            return
        }
        if let reason = Self.spaces(around: value) {
            self = .invalid(shown: Self.redacted(value), reason: reason)
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
        case .invalid(let shown, _): shown
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
        case .invalid(let shown, let reason):
            throw StateError.invalidLocation(location: shown, detail: reason)
        }
    }

    /// Why a value without `scheme://` is not a file path, or nil when it is one.
    ///
    /// - Parameters:
    ///   - value: The `--state` value (its password, if any, makes no difference to the reason).
    ///   - language: The language of the reason.
    static func mistake(in value: String, language: Language = .en) -> String? {
        if let reason = spaces(around: value, language: language) { return reason }
        let ko = language == .ko
        let lower = value.lowercased()
        let slash = value.firstIndex(of: "/") ?? value.endIndex
        if let colon = value[..<slash].firstIndex(of: ":") {
            let prefix = lower[..<colon]
            if prefix == "postgresql" || prefix == "postgres" {
                return ko
                    ? "PostgreSQL 주소는 '\(prefix)://'(콜론과 슬래시 두 개)로 시작해요. 예: \(prefix)://USER@HOST/DATABASE"
                    : "a PostgreSQL URL starts with '\(prefix)://' (a colon and two slashes), as in \(prefix)://USER@HOST/DATABASE"
            }
            return ko
                ? "첫 '/' 앞에 ':'가 있어서 파일 경로도 URL도 아니에요 (URL은 SCHEME://로 시작해요; 이름에 ':'가 있는 파일은 ./NAME으로 쓰세요)"
                : "it has a ':' before its first '/', so it is neither a file path nor a URL "
                    + "(a URL starts with SCHEME://; write a file whose name has a ':' as ./NAME)"
        }
        for prefix in ["postgresql//", "postgres//"] where lower.hasPrefix(prefix) {
            let scheme = prefix.dropLast(2)
            return ko
                ? "PostgreSQL 주소는 '\(scheme)://'(콜론과 슬래시 두 개)로 시작해요. 예: \(scheme)://USER@HOST/DATABASE"
                : "a PostgreSQL URL starts with '\(scheme)://' (a colon and two slashes), as in \(scheme)://USER@HOST/DATABASE"
        }
        return nil
    }

    /// Why a value with spaces (or other white space) at either end is refused, or nil.
    static func spaces(around value: String, language: Language = .en) -> String? {
        guard let first = value.first, let last = value.last, first.isWhitespace || last.isWhitespace else { return nil }
        return language == .ko
            ? "앞이나 뒤에 공백이 있어요; 공백을 지우세요 (이름이 공백으로 시작하는 파일은 ./NAME으로 쓰세요)"
            : "it starts or ends with a space; remove the spaces (write a file whose name starts with a space as ./NAME)"
    }

    /// The reason `init(parsing:)` refused `shown` (as `.invalid` shows it), in `language`; nil
    /// when the refusal is not about the value's shape.
    static func invalidReason(_ shown: String, language: Language) -> String? {
        scheme(of: shown) == nil ? mistake(in: shown, language: language) : spaces(around: shown, language: language)
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

    /// The URL with its passwords left out: the one of its user information (`user:password@`)
    /// and every `password=` query parameter. Also for a mistyped URL (`postgresql:/user:pw@host`,
    /// `postgresql//user:pw@host`): the user information is read after whatever scheme and slashes
    /// it starts with.
    static func redacted(_ url: String) -> String {
        let withoutQueryPassword = redactedQuery(url)
        let text = Substring(withoutQueryPassword)
        var start = text.startIndex
        if let schemeEnd = text.range(of: "://") {
            start = schemeEnd.upperBound
        } else {
            if let colon = text.firstIndex(of: ":"),
               text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
                start = text.index(after: colon)
            }
            while start < text.endIndex, text[start] == "/" { start = text.index(after: start) }
            if start == text.startIndex, let slashes = text.range(of: "//") { start = slashes.upperBound }
        }
        let rest = text[start...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return withoutQueryPassword }
        let userInfo = authority[..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return withoutQueryPassword }
        return String(text[..<start]) + userInfo[..<colon] + authority[at...] + rest[authorityEnd...]
    }

    /// The value with every `password=…` query parameter left out (libpq reads a password there too).
    private static func redactedQuery(_ url: String) -> String {
        guard let question = url.firstIndex(of: "?") else { return url }
        let fragment = url[question...].firstIndex(of: "#") ?? url.endIndex
        let parameters = url[url.index(after: question)..<fragment].split(separator: "&", omittingEmptySubsequences: false)
        let kept = parameters.filter { !$0.lowercased().hasPrefix("password=") && $0.lowercased() != "password" }
        guard kept.count != parameters.count else { return url }
        let query = kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
        return String(url[..<question]) + query + url[fragment...]
    }
}
