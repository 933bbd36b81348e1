/// Why a PostgreSQL URL, or the `PG…` environment that completes it, could not be turned into
/// ``PostgresSettings``.
///
/// No case carries the password or any other value that could hold part of it: a case names the
/// part of the URL or the environment variable that is wrong, and at most a query parameter's name
/// or a socket path. ``message`` can be shown as it is.
public enum PostgresSettingsError: Error, Sendable, Equatable {
    /// Where a faulty value was read.
    public enum Source: Sendable, Equatable {
        /// The PostgreSQL URL (its user, host, port, path or query).
        case url
        /// The environment variable with this name, such as `PGPORT`.
        case environment(String)
    }

    /// The text does not start with `postgresql://` or `postgres://`.
    case notAPostgresURL
    /// A `%` in the named part is not followed by two hexadecimal digits, decodes to `%00`, or
    /// the decoded bytes are not UTF-8. `part` is our wording, such as "password" or
    /// "value of query parameter 'sslmode'", never the faulty text.
    case invalidPercentEncoding(part: String)
    /// An `@` after the user part: most often a password with an unencoded `@` or `/`.
    case misplacedAtSign
    /// A host in brackets that is empty, unclosed, or followed by something other than
    /// `:port`, `/`, `?` or the end.
    case invalidIPv6Host
    /// A list of ports whose length is neither 1 nor the number of hosts.
    case portsDoNotMatchHosts(ports: Int, hosts: Int, source: Source)
    /// A `target_session_attrs` that is not one of libpq's six.
    case invalidTargetSessionAttributes(source: Source)
    /// The query parameter at this position (1-based) has no `=`.
    case missingEquals(parameterNumber: Int)
    /// The named query parameter has a second `=` (libpq refuses it too).
    case extraEquals(parameter: String)
    /// A query parameter juicemaker does not know. `knownToLibpq` tells a libpq keyword that
    /// juicemaker does not support (such as `sslcert`) from a typing mistake.
    case unknownParameter(String, knownToLibpq: Bool)
    /// A port that is not a number from 1 to 65535.
    case invalidPort(source: Source)
    /// An `sslmode` that is not one of libpq's six modes.
    case invalidSSLMode(source: Source)
    /// A `connect_timeout` that is not a whole number of seconds.
    case invalidConnectTimeout(source: Source)
    /// A Unix socket path longer than the 107 bytes a socket address holds.
    case socketPathTooLong(path: String)
    /// No user in the URL, `PGUSER` or `USER`, and the OS user name could not be looked up.
    case unknownUser

    /// The query parameters juicemaker knows, in the order messages list them.
    static let knownParameters = [
        "host", "port", "user", "password", "dbname",
        "sslmode", "sslrootcert", "connect_timeout", "application_name", "target_session_attrs", "passfile",
    ]

    /// The message in English: what is wrong and where, never the password.
    public var message: String {
        switch self {
        case .notAPostgresURL:
            "a PostgreSQL URL must start with postgresql:// or postgres://"
        case .invalidPercentEncoding(let part):
            "the \(part) in the PostgreSQL URL has a bad percent-encoding: '%' must be followed by "
                + "two hexadecimal digits, %00 is not allowed, and the decoded bytes must be UTF-8 "
                + "(write '%' itself as %25)"
        case .misplacedAtSign:
            "the PostgreSQL URL has an '@' after its user part; in a user name or password, "
                + "write '@' as %40, '/' as %2F and ':' as %3A"
        case .invalidIPv6Host:
            "an IPv6 host in the PostgreSQL URL must be a non-empty address in brackets, followed by "
                + "':port', '/', '?' or the end (for example postgresql://[::1]:5432/juice)"
        case .portsDoNotMatchHosts(let ports, let hosts, let source):
            "\(ports) ports cannot be matched to \(hosts) hosts\(Self.location(source)): "
                + "give one port for all hosts, or one for each (postgresql://h1:5432,h2:5433/db)"
        case .invalidTargetSessionAttributes(let source):
            "target_session_attrs must be one of "
                + PostgresSettings.TargetSessionAttributes.allCases.map(\.rawValue).joined(separator: ", ")
                + Self.location(source)
        case .missingEquals(let number):
            "query parameter \(number) of the PostgreSQL URL has no '='; "
                + "write parameters as name=value, separated by '&'"
        case .extraEquals(let parameter):
            "query parameter '\(parameter)' of the PostgreSQL URL has a second '='; write '=' in a value as %3D"
        case .unknownParameter(let name, let knownToLibpq):
            (knownToLibpq
                ? "parameter '\(name)' in the PostgreSQL URL is not supported by juicemaker"
                : "unknown parameter '\(name)' in the PostgreSQL URL")
                + " (known: \(Self.knownParameters.joined(separator: ", ")))"
        case .invalidPort(let source):
            "port must be a number from 1 to 65535\(Self.location(source))"
        case .invalidSSLMode(let source):
            "sslmode must be one of "
                + PostgresSettings.SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                + Self.location(source)
        case .invalidConnectTimeout(let source):
            "connect_timeout must be a whole number of seconds\(Self.location(source))"
        case .socketPathTooLong(let path):
            "the Unix socket path '\(path)' is too long (at most 107 bytes); use a shorter socket directory"
        case .unknownUser:
            "cannot tell which user to connect as: give one in the PostgreSQL URL "
                + "(postgresql://USER@HOST/DATABASE) or in PGUSER"
        }
    }

    private static func location(_ source: Source) -> String {
        switch source {
        case .url: " (in the PostgreSQL URL)"
        case .environment(let name): " (in \(name))"
        }
    }
}

extension PostgresSettingsError: CustomStringConvertible {
    /// The same text as ``message``.
    public var description: String { message }
}
