import Foundation
import JuiceMakerMenu
import JuiceMakerStock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where and how to connect to a PostgreSQL server, read the way libpq (and so `psql`) reads it.
///
/// A `postgresql://` (or `postgres://`) URL says what it says; the `PG…` environment variables fill
/// in what it leaves out; libpq's defaults fill in the rest:
///
/// ```swift
/// let settings = try PostgresSettings(
///     url: "postgresql://juice:s%40cret@db.example:5433/stock?sslmode=verify-full",
///     environment: ProcessInfo.processInfo.environment)
/// settings.endpoint         // .tcp(host: "db.example", port: 5433)
/// settings.password         // "s@cret"
/// settings.displayLocation  // "postgresql://juice@db.example:5433/stock?sslmode=verify-full"
/// ```
///
/// The URL form is libpq's (https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING):
/// `postgresql://[user[:password]@][host][:port][/dbname][?name=value&…]`, every part
/// percent-decoded. The host may be an IPv6 address in brackets (`[::1]`) or a percent-encoded
/// Unix socket directory (`%2Fvar%2Frun%2Fpostgresql`). The query knows `host` (a value starting
/// with `/` is a Unix socket directory), `port`, `user`, `password`, `dbname`, `sslmode`,
/// `sslrootcert`, `connect_timeout`, `application_name`, `target_session_attrs` and `passfile`, and
/// libpq's `ssl=true` (the same as `sslmode=require`); a query parameter wins over the same setting
/// earlier in the URL, and any other parameter is an error.
///
/// Several servers may be given, as libpq takes them: `postgresql://u@h1:5432,h2:5433/db`, or
/// comma-separated lists in `host` and `port` (one port for all hosts, or one per host). They are
/// tried in order (see ``targetSessionAttributes``).
///
/// What the URL leaves out comes from `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`,
/// `PGSSLMODE`, `PGSSLROOTCERT`, `PGCONNECT_TIMEOUT`, `PGAPPNAME`, `PGTARGETSESSIONATTRS` and
/// `PGPASSFILE` (an empty variable counts as unset). Without a password from the URL or
/// `PGPASSWORD`, the password file is read as libpq reads it (``password(for:)``). As in libpq, a setting the query gives with an empty value (`?user=`) takes the
/// default below without looking at the environment, while an empty part of the URL itself
/// (`postgresql://:5433`) leaves the environment its say.
///
/// Defaults: port 5432; the user is `USER` from the environment, else the OS user name; the
/// database is named like the user; the host is the Unix socket directory `/var/run/postgresql`
/// when that directory exists, else TCP `localhost`.
///
/// Unlike libpq: service files and `hostaddr` are not read, and with several hosts and no
/// `target_session_attrs`, the default is `read-write` (a register writes), not `any`.
public struct PostgresSettings: Sendable, Equatable {
    /// Where the server listens.
    public enum Endpoint: Sendable, Equatable {
        /// A TCP host name or IP address (an IPv6 address without brackets), and port.
        case tcp(host: String, port: Int)
        /// The socket file itself, `DIRECTORY/.s.PGSQL.PORT`.
        case unixSocket(path: String)

        /// A socket's directory (`/` at the root) and the port its file name carries; nil for TCP.
        var socketDirectoryAndPort: (directory: String, port: String)? {
            guard case .unixSocket(let path) = self else { return nil }
            let name = path.split(separator: "/").last.map(String.init) ?? ""
            let directory = String(path.dropLast(name.count + 1))
            return (directory.isEmpty ? "/" : directory, String(name.dropFirst(".s.PGSQL.".count)))
        }
    }

    /// libpq's `sslmode`: whether TLS is tried, required, and how the server's certificate is checked.
    public enum SSLMode: String, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// Plain first; TLS if the server insists.
        case allow
        /// TLS if the server offers it, else plain; the certificate is not checked (libpq's default).
        case prefer
        /// TLS or no connection; the certificate is not checked, unless a root certificate is
        /// given (then, as in libpq, it is checked as with `verify-ca`).
        case require
        /// TLS, with a certificate signed by a trusted authority.
        case verifyCA = "verify-ca"
        /// TLS, with a certificate signed by a trusted authority and issued for the host name.
        case verifyFull = "verify-full"
    }

    /// libpq's `target_session_attrs`: which of several servers a session must be on.
    public enum TargetSessionAttributes: String, Sendable, CaseIterable {
        /// The first server that accepts the connection.
        case any
        /// A server that accepts writes (`transaction_read_only` off): the primary.
        case readWrite = "read-write"
        /// A server that does not accept writes.
        case readOnly = "read-only"
        /// A server that is not in recovery: the primary.
        case primary
        /// A server in recovery: a standby.
        case standby
        /// A standby if one answers, else any server.
        case preferStandby = "prefer-standby"
    }

    /// Where to connect: the servers to try, in order (at least one).
    public var endpoints: [Endpoint]
    /// The first server to try.
    public var endpoint: Endpoint { endpoints[0] }
    /// Which server to keep: `.any` for one host by default, `.readWrite` for several.
    public var targetSessionAttributes: TargetSessionAttributes
    /// The PostgreSQL role to log in as.
    public var user: String
    /// The password, if the URL or `PGPASSWORD` gave one.
    public var password: String?
    /// The password file's entries, when no password was given and the file could be read.
    var passwordFile: PostgresPasswordFile?
    /// Why a password file was not read, for a message should the server ask for a password: a
    /// file other users can read, one that is not a regular file, or a `PGPASSFILE` that does not exist.
    public var passwordFileNote: String?
    /// The database to open.
    public var database: String
    /// How TLS is used. `.prefer` unless the URL or `PGSSLMODE` says otherwise.
    ///
    /// Always `.disable` for a Unix socket endpoint, whatever was asked: libpq never runs TLS over
    /// Unix sockets either (it ignores `sslmode` there), and the socket's file permissions
    /// already guard it.
    public var sslMode: SSLMode
    /// The file of trusted root certificates (PEM), from `sslrootcert` or `PGSSLROOTCERT`.
    public var sslRootCertificate: String?
    /// How long to wait for a connection, in seconds: always at least 2.
    ///
    /// As in libpq, a value of 1 acts as 2. Where libpq waits forever for 0, a negative value or
    /// no value, this is 5: juicemaker never hangs on a server that does not answer.
    public var connectTimeoutSeconds: Int
    /// The name the server shows for the connection (`pg_stat_activity`). `"juicemaker"` by default.
    public var applicationName: String
    /// The URL as messages show it: user, host, port, database and the URL's other query
    /// parameters, never the password, wherever the password came from.
    public var displayLocation: String

    /// The default port of PostgreSQL servers.
    public static let defaultPort = 5432
    /// The Unix socket directory Debian's and Ubuntu's PostgreSQL packages use, libpq's default there.
    public static let defaultSocketDirectory = "/var/run/postgresql"
    /// The connection timeout used when none, or libpq's "wait forever", is given.
    public static let defaultConnectTimeoutSeconds = 5

    /// Reads settings from a PostgreSQL URL, completed by the environment and libpq's defaults.
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL.
    ///   - environment: The environment variables to read `PG…` settings and `USER` from,
    ///     usually `ProcessInfo.processInfo.environment`.
    /// - Throws: ``PostgresSettingsError`` naming what is wrong, never with the password in it.
    public init(url: String, environment: [String: String]) throws(PostgresSettingsError) {
        let directory = Self.defaultSocketDirectory
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
        try self.init(
            url: url,
            environment: environment,
            defaultSocketDirectory: exists && isDirectory.boolValue ? directory : nil,
            systemUserName: Self.systemUserName,
            homeDirectory: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.systemHomeDirectory()
        )
    }

    /// Reads settings as the public initializer does, with the machine's defaults given.
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL.
    ///   - environment: The environment variables to read.
    ///   - defaultSocketDirectory: The Unix socket directory to use when no host is given, or nil
    ///     for TCP `localhost`.
    ///   - systemUserName: Looks up the OS user name, when neither the URL, `PGUSER` nor `USER` names a user.
    ///   - homeDirectory: Where `.pgpass` is looked for, or nil for nowhere.
    /// - Throws: ``PostgresSettingsError``.
    init(
        url: String,
        environment: [String: String],
        defaultSocketDirectory: String?,
        systemUserName: () -> String?,
        homeDirectory: String? = nil
    ) throws(PostgresSettingsError) {
        let parsed = try ParsedURL(url)

        /// The URL's value if it gave one (perhaps empty), else a non-empty environment variable's.
        func lookup(_ name: String) -> (value: String, source: PostgresSettingsError.Source)? {
            if let value = parsed.values[name] { return (value, .url) }
            let variable = Self.environmentVariables[name] ?? ""
            if let value = environment[variable], !value.isEmpty { return (value, .environment(variable)) }
            return nil
        }
        func nonEmpty(_ name: String) -> String? {
            guard let value = lookup(name)?.value, !value.isEmpty else { return nil }
            return value
        }

        let host = lookup("host")
        let hostNames = (host?.value ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var ports: [Int] = []
        if let given = lookup("port"), !given.value.isEmpty {
            for text in given.value.split(separator: ",", omittingEmptySubsequences: false) {
                if text.isEmpty {
                    ports.append(Self.defaultPort)
                } else {
                    guard let number = Self.port(String(text)) else { throw .invalidPort(source: given.source) }
                    ports.append(number)
                }
            }
            guard ports.count == 1 || ports.count == hostNames.count else {
                throw .portsDoNotMatchHosts(ports: ports.count, hosts: hostNames.count, source: given.source)
            }
        } else {
            ports = [Self.defaultPort]
        }
        let port = ports[0]

        var sslMode = SSLMode.prefer
        if let given = lookup("sslmode") {
            guard let mode = SSLMode(rawValue: given.value) else { throw .invalidSSLMode(source: given.source) }
            sslMode = mode
        }
        var timeout = Self.defaultConnectTimeoutSeconds
        if let given = lookup("connect_timeout") {
            guard let seconds = Self.connectTimeout(given.value) else {
                throw .invalidConnectTimeout(source: given.source)
            }
            timeout = seconds
        }

        guard
            let user = nonEmpty("user")
                ?? environment["USER"].flatMap({ $0.isEmpty ? nil : $0 })
                ?? systemUserName()
        else { throw .unknownUser }

        var endpoints: [Endpoint] = []
        var sockets = 0
        for (index, name) in hostNames.enumerated() {
            let port = ports.count == 1 ? ports[0] : ports[index]
            if !name.isEmpty, !name.hasPrefix("/") {
                endpoints.append(.tcp(host: name, port: port))
            } else if let directory = name.isEmpty ? defaultSocketDirectory : name {
                var trimmed = Substring(directory)
                while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
                let path = (trimmed == "/" ? "" : String(trimmed)) + "/.s.PGSQL.\(port)"
                guard path.utf8.count <= 107 else { throw .socketPathTooLong(path: path) }
                endpoints.append(.unixSocket(path: path))
                sockets += 1
            } else {
                endpoints.append(.tcp(host: "localhost", port: port))
            }
        }
        // libpq never runs TLS over Unix sockets; with one server, the socket decides.
        if endpoints.count == 1, sockets == 1 { sslMode = .disable }

        var target: TargetSessionAttributes = endpoints.count > 1 ? .readWrite : .any
        if let given = lookup("target_session_attrs"), !given.value.isEmpty {
            guard let attributes = TargetSessionAttributes(rawValue: given.value) else {
                throw .invalidTargetSessionAttributes(source: given.source)
            }
            target = attributes
        }

        self.endpoints = endpoints
        self.targetSessionAttributes = target
        self.user = user
        self.password = nonEmpty("password")
        if password == nil {
            let explicit = nonEmpty("passfile")
            if let path = explicit ?? homeDirectory.map({ $0 + "/.pgpass" }) {
                switch PostgresPasswordFile.read(path: path) {
                case .entries(let file): self.passwordFile = file
                case .missing: if explicit != nil { self.passwordFileNote = "the password file '\(path)' does not exist" }
                case .ignored(let why): self.passwordFileNote = why
                }
            }
        }
        self.database = nonEmpty("dbname") ?? user
        self.sslMode = sslMode
        self.sslRootCertificate = nonEmpty("sslrootcert")
        self.connectTimeoutSeconds = timeout
        self.applicationName = nonEmpty("application_name") ?? "juicemaker"
        self.displayLocation = Self.display(
            scheme: parsed.scheme, user: user, endpoints: endpoints, database: nonEmpty("dbname") ?? user,
            port: port, query: parsed.query
        )
    }

    /// The password to send to `endpoint`: the one given (URL or `PGPASSWORD`), else the first line
    /// of the password file that matches the server, port, database and user, as libpq matches
    /// them (`*` matches anything; a Unix socket in the default directory matches `localhost`).
    ///
    /// - Parameter endpoint: One of ``endpoints``.
    /// - Returns: The password, or nil to send none.
    public func password(for endpoint: Endpoint) -> String? {
        if let password { return password }
        guard let passwordFile else { return nil }
        let host: String
        let port: Int
        switch endpoint {
        case .tcp(let name, let number):
            host = name
            port = number
        case .unixSocket:
            let (directory, number) = endpoint.socketDirectoryAndPort ?? ("/", "")
            port = Int(number) ?? Self.defaultPort
            host = directory == Self.defaultSocketDirectory ? "localhost" : directory
        }
        return passwordFile.password(host: host, port: String(port), database: database, user: user)
    }

    /// The environment variable libpq reads for each URL parameter.
    static let environmentVariables = [
        "host": "PGHOST", "port": "PGPORT", "user": "PGUSER", "password": "PGPASSWORD",
        "dbname": "PGDATABASE", "sslmode": "PGSSLMODE", "sslrootcert": "PGSSLROOTCERT",
        "connect_timeout": "PGCONNECT_TIMEOUT", "application_name": "PGAPPNAME",
        "target_session_attrs": "PGTARGETSESSIONATTRS", "passfile": "PGPASSFILE",
    ]

    /// A port number: ASCII digits only, 1 to 65535.
    static func port(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 5, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let number = Int(text), (1...65535).contains(number)
        else { return nil }
        return number
    }

    /// libpq's reading of `connect_timeout`: a whole number (surrounding blanks and a sign allowed,
    /// within a C `int`); 0 and below mean "no timeout", which becomes the default here; 1 becomes 2.
    static func connectTimeout(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var digits = Substring(trimmed)
        if digits.first == "+" || digits.first == "-" { digits.removeFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int32(trimmed)
        else { return nil }
        if number <= 0 { return defaultConnectTimeoutSeconds }
        return max(Int(number), 2)
    }

    /// The home directory of the effective user id, or nil if it cannot be looked up.
    static func systemHomeDirectory() -> String? {
        passwordEntry { $0.pw_dir }
    }

    /// The OS user name of the effective user id, or nil if it cannot be looked up.
    static func systemUserName() -> String? {
        passwordEntry { $0.pw_name }
    }

    /// A field of the effective user's `passwd` entry, or nil when it cannot be looked up or is empty.
    private static func passwordEntry(_ field: (passwd) -> UnsafeMutablePointer<CChar>?) -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let value = field(entry) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The URL without its password: `scheme://user@host:port[,host:port…]/database?query`; Unix
    /// socket directories are shown as `host=` (and `port=`) in the query.
    static func display(
        scheme: String, user: String, endpoints: [Endpoint], database: String, port: Int,
        query: [(name: String, value: String)]
    ) -> String {
        var text = scheme + "://" + PercentEncoding.encoded(user) + "@"
        var items: [(name: String, value: String)] = []
        let allTCP = endpoints.allSatisfy { if case .tcp = $0 { true } else { false } }
        if allTCP {
            text += endpoints.map { endpoint -> String in
                guard case .tcp(let host, let port) = endpoint else { return "" }
                let shown = host.contains(":") ? "[" + PercentEncoding.encoded(host, keeping: ":") + "]" : PercentEncoding.encoded(host)
                return shown + ":\(port)"
            }.joined(separator: ",")
        } else {
            var hosts: [String] = []
            var ports: [String] = []
            for endpoint in endpoints {
                switch endpoint {
                case .tcp(let host, let port):
                    hosts.append(host)
                    ports.append("\(port)")
                case .unixSocket:
                    let (directory, port) = endpoint.socketDirectoryAndPort ?? ("/", "")
                    hosts.append(directory)
                    ports.append(port)
                }
            }
            items.append(("host", hosts.joined(separator: ",")))
            items.append(("port", Set(ports).count == 1 ? ports[0] : ports.joined(separator: ",")))
        }
        text += "/" + PercentEncoding.encoded(database)
        let shown: Set<String> = ["host", "port", "user", "password", "dbname", "passfile"]
        items += query.filter { !shown.contains($0.name) }
        if !items.isEmpty {
            text += "?" + items.map {
                PercentEncoding.encoded($0.name) + "=" + PercentEncoding.encoded($0.value, keeping: "/:,")
            }.joined(separator: "&")
        }
        return text
    }
}

/// The parts of a PostgreSQL URL, percent-decoded, split as libpq splits them.
private struct ParsedURL {
    /// `postgresql` or `postgres`, as written.
    var scheme: String
    /// The settings the URL gives, by libpq keyword; a query value may be empty.
    var values: [String: String] = [:]
    /// The query parameters in the order given (a repeated one at its last place), for display.
    var query: [(name: String, value: String)] = []

    /// libpq keywords juicemaker does not support, told apart from typing mistakes in messages.
    static let libpqOnlyParameters: Set<String> = [
        "hostaddr", "channel_binding", "client_encoding", "options",
        "fallback_application_name", "keepalives", "keepalives_idle", "keepalives_interval",
        "keepalives_count", "tcp_user_timeout", "replication", "gssencmode", "requiressl",
        "sslcompression", "sslcert", "sslkey", "sslpassword", "sslcrl", "sslcrldir", "sslsni",
        "requirepeer", "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname",
        "gsslib", "gssdelegation", "service", "load_balance_hosts",
        "require_auth", "sslcertmode", "ssl",
    ]

    init(_ url: String) throws(PostgresSettingsError) {
        let bytes = Array(url.utf8)
        let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), at = UInt8(ascii: "@")
        let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
        var index: Int
        if bytes.starts(with: "postgresql://".utf8) {
            scheme = "postgresql"
            index = 13
        } else if bytes.starts(with: "postgres://".utf8) {
            scheme = "postgres"
            index = 11
        } else {
            throw .notAPostgresURL
        }
        let end = bytes.endIndex
        func firstIndex(from start: Int, of stops: UInt8...) -> Int {
            bytes[start...].firstIndex(where: { stops.contains($0) }) ?? end
        }

        // user[:password]@, as libpq finds it: the first '@' before any '/'.
        let atSign = firstIndex(from: index, of: at, slash)
        if atSign < end, bytes[atSign] == at {
            let separator = bytes[index..<atSign].firstIndex(of: colon) ?? atSign
            let user = try Self.decode(bytes[index..<separator], part: "user name")
            if !user.isEmpty { values["user"] = user }
            if separator < atSign {
                let password = try Self.decode(bytes[(separator + 1)..<atSign], part: "password")
                if !password.isEmpty { values["password"] = password }
            }
            index = atSign + 1
        }
        let queryStart = firstIndex(from: index, of: question)
        if bytes[index..<queryStart].contains(at) { throw .misplacedAtSign }

        // host[:port][,host[:port]…]
        var hosts: [String] = []
        var ports: [String] = []
        while true {
            var host = ""
            if index < end, bytes[index] == UInt8(ascii: "[") {
                let netlocEnd = firstIndex(from: index, of: slash, question)
                guard let close = bytes[index..<netlocEnd].firstIndex(of: UInt8(ascii: "]")), close > index + 1 else {
                    throw .invalidIPv6Host
                }
                host = try Self.decode(bytes[(index + 1)..<close], part: "host")
                index = close + 1
                guard index == end || [colon, slash, question, comma].contains(bytes[index]) else {
                    throw .invalidIPv6Host
                }
            } else {
                let hostEnd = firstIndex(from: index, of: colon, slash, question, comma)
                host = try Self.decode(bytes[index..<hostEnd], part: "host")
                index = hostEnd
            }
            var port = ""
            if index < end, bytes[index] == colon {
                let portEnd = firstIndex(from: index + 1, of: slash, question, comma)
                port = try Self.decode(bytes[(index + 1)..<portEnd], part: "port")
                index = portEnd
            }
            hosts.append(host)
            ports.append(port)
            guard index < end, bytes[index] == comma else { break }
            index += 1
        }
        if hosts.count > 1 || !hosts[0].isEmpty { values["host"] = hosts.joined(separator: ",") }
        if ports.contains(where: { !$0.isEmpty }) { values["port"] = ports.joined(separator: ",") }

        // /dbname
        if index < end, bytes[index] == slash {
            let database = try Self.decode(bytes[(index + 1)..<queryStart], part: "database name")
            if !database.isEmpty { values["dbname"] = database }
        }

        // ?name=value&…
        guard queryStart < end else { return }
        var segments = bytes[(queryStart + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
        if segments.last?.isEmpty == true { segments.removeLast() }
        for (offset, segment) in segments.enumerated() {
            let number = offset + 1
            let pieces = segment.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { throw .missingEquals(parameterNumber: number) }
            let name = try Self.decode(pieces[0], part: "name of query parameter \(number)")
            if pieces[1].contains(UInt8(ascii: "=")) { throw .extraEquals(parameter: name) }
            let value = try Self.decode(pieces[1], part: "value of query parameter '\(name)'")
            var keyword = name
            var setting = value
            if name == "ssl" && value == "true" {
                keyword = "sslmode"
                setting = "require"
            }
            guard PostgresSettingsError.knownParameters.contains(keyword) else {
                throw .unknownParameter(name, knownToLibpq: Self.libpqOnlyParameters.contains(name))
            }
            values[keyword] = setting
            query.removeAll { $0.name == name }
            if keyword != "password" { query.append((name, value)) }
        }
    }

    /// Percent-decodes `bytes` as libpq does, and refuses a `%` without two hex digits after it,
    /// `%00` (or a NUL as written) and bytes that are not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, part: String) throws(PostgresSettingsError) -> String {
        guard let text = String(bytes: bytes, encoding: .utf8)?.removingPercentEncoding, !text.utf8.contains(0) else {
            throw .invalidPercentEncoding(part: part)
        }
        return text
    }
}
