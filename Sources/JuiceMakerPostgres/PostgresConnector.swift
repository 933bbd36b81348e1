import Foundation
import JuiceMakerKit
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Opens connections as `PostgresSettings` describe them: the endpoint, the password, TLS as
/// `sslmode` asks, and a deadline on the whole connect (TCP, TLS and authentication) so that a server
/// that is down or stuck gives an error within the connect timeout, never a hang.
struct PostgresConnector: Sendable {
    let settings: PostgresSettings
    let configuration: PostgresConnection.Configuration
    let logger: Logger

    /// Where messages say the stock is: the URL without its password.
    var location: String { settings.displayLocation }

    /// Server settings every session of ours starts with, so that no register's crash or lost
    /// network blocks a stand for more than a few seconds:
    /// - `lock_timeout`: how long a change waits for another register's lock before giving up;
    /// - `idle_in_transaction_session_timeout`: how long a session that stopped mid-transaction
    ///   (its client gone half-open) may hold its locks;
    /// - `tcp_keepalives_*` and `tcp_user_timeout`: how soon the server notices that our end of the
    ///   connection is gone without a word (a register's Wi-Fi dropping), and ends the session.
    static let startupParameters: [(String, String)] = [
        // Names resolve in the system catalog only, before the first query: an operator or function
        // planted in the role's own schema (`$user`) or in `public` is never chosen over a built-in
        // one (PostgreSQL's CVE-2018-1058 advice); `pg_temp` is named last so it is never searched first.
        ("search_path", "pg_catalog, pg_temp"),
        ("lock_timeout", "\(lockTimeoutSeconds)s"),
        ("idle_in_transaction_session_timeout", "\(idleInTransactionSeconds)s"),
        ("tcp_keepalives_idle", "5"),
        ("tcp_keepalives_interval", "2"),
        ("tcp_keepalives_count", "3"),
        ("tcp_user_timeout", "10000"),
    ]

    /// How long a change waits for another register's lock (`lock_timeout` above), in seconds.
    static let lockTimeoutSeconds = 5

    /// How long the server lets a session sit idle inside a transaction before ending it, in
    /// seconds: shorter than `lockTimeoutSeconds`, so a register that waits for a lock held by a
    /// session gone silent gets it rather than a timeout.
    static let idleInTransactionSeconds = 3

    /// Settings read from `url` and the environment, as `PostgresSettings` reads them.
    ///
    /// - Parameters:
    ///   - url: A `postgresql://` or `postgres://` URL.
    ///   - environment: Where to read the `PG…` variables.
    /// - Throws: `StateError.invalidLocation` (the URL shown without its passwords) when the URL or
    ///   the variables cannot be used, or TLS cannot be set up.
    init(url: String, environment: [String: String]) throws {
        let settings: PostgresSettings
        do {
            settings = try PostgresSettings(url: url, environment: environment)
        } catch {
            throw StateError.invalidLocation(location: StockLocation(parsing: url).description, detail: error.message)
        }
        try self.init(settings: settings)
    }

    /// - Throws: `StateError.invalidLocation` when TLS cannot be set up as asked (e.g. a missing
    ///   `sslrootcert` file).
    init(settings: PostgresSettings) throws {
        self.settings = settings
        // Nothing of ours is logged: errors reach the user as messages, and a log line could carry a URL.
        self.logger = Logger(label: "juicemaker.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        var configuration: PostgresConnection.Configuration
        switch settings.endpoint {
        case .tcp(let host, let port):
            configuration = .init(host: host, port: port, username: settings.user, password: settings.password,
                                  database: settings.database, tls: try Self.tls(for: settings))
            if settings.sslMode == .verifyFull, !Self.isIPAddress(host) { configuration.options.tlsServerName = host }
        case .unixSocket(let path):
            configuration = .init(unixSocketPath: path, username: settings.user, password: settings.password,
                                  database: settings.database)
        }
        configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeoutSeconds))
        configuration.options.additionalStartupParameters =
            [("application_name", settings.applicationName)] + Self.startupParameters
        self.configuration = configuration
    }

    /// Connects, or throws `StateError.serverUnreachable` / `.serverRefused` within the connect timeout.
    ///
    /// A server that refuses the TCP connection or says it is starting up or shutting down
    /// (SQLSTATE 57P03, 57P01, 57P02: a restart) is tried again every 0.2 s until the connect
    /// timeout; a wrong password, database or certificate fails at once.
    func connect() throws -> PostgresConnection {
        let seconds = settings.connectTimeoutSeconds
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
            let future = PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger)
            let left = deadline - ContinuousClock.now
            do {
                return try Self.wait(for: future, seconds: max(1, Int((left / .seconds(1)).rounded(.up))), reported: seconds)
            } catch {
                let failure = PostgresErrorMapping.connectFailure(error, location: location, seconds: seconds)
                guard case StateError.serverUnreachable = failure, PostgresErrorMapping.isTransientConnectFailure(error),
                      ContinuousClock.now + .milliseconds(200) < deadline else { throw failure }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
    }

    /// Waits for `future`, failing with `ConnectDeadline` after `seconds`; a connection that arrives
    /// after the deadline is closed.
    ///
    /// - Parameters:
    ///   - future: The connection being made.
    ///   - seconds: How long to wait.
    ///   - reported: The timeout a `ConnectDeadline` names (the whole connect timeout, of which
    ///     `seconds` may be what is left).
    static func wait(for future: EventLoopFuture<PostgresConnection>, seconds: Int, reported: Int) throws -> PostgresConnection {
        let eventLoop = future.eventLoop
        let promise = eventLoop.makePromise(of: PostgresConnection.self)
        let deadline = eventLoop.scheduleTask(in: .seconds(Int64(seconds))) {
            promise.fail(ConnectDeadline(seconds: reported))
        }
        future.whenComplete { result in
            deadline.cancel()
            switch result {
            case .success(let connection):
                promise.futureResult.whenFailure { _ in connection.closeKeepingAlive() }
                promise.succeed(connection)
            case .failure(let error):
                promise.fail(error)
            }
        }
        return try promise.futureResult.wait()
    }

    /// TLS as libpq's `sslmode` means it. `allow` is taken as `prefer` (TLS when the server offers it);
    /// `verify-ca` checks the certificate chain, `verify-full` the host name too, against `sslrootcert`
    /// or else the system's trusted roots. `require` with a root certificate file checks the chain
    /// as `verify-ca` does: libpq documents that, for compatibility with its older versions.
    static func tls(for settings: PostgresSettings) throws -> PostgresConnection.Configuration.TLS {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch settings.sslMode {
        case .disable:
            return .disable
        case .require where settings.sslRootCertificate != nil:
            tls.certificateVerification = .noHostnameVerification
        case .allow, .prefer, .require:
            tls.certificateVerification = .none
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        }
        if let root = settings.sslRootCertificate, [.require, .verifyCA, .verifyFull].contains(settings.sslMode) {
            tls.trustRoots = .file(root)
        }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw StateError.invalidLocation(location: settings.displayLocation,
                                             detail: "TLS could not be set up for sslmode=\(settings.sslMode.rawValue) "
                                                 + "(\(PostgresErrorMapping.tlsDetail(error)))")
        }
        switch settings.sslMode {
        case .allow, .prefer: return .prefer(context)
        default: return .require(context)
        }
    }

    private static func isIPAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }
}

/// A query that got no answer within `PostgresConnection.queryDeadlineSeconds`: the server is gone
/// without closing the connection, or stuck. Handled as a lost connection.
struct QueryDeadline: Error, CustomStringConvertible {
    let seconds: Int
    var description: String { "the server did not answer within \(seconds) s" }
}

/// The connect timeout passed before the server finished the handshake.
struct ConnectDeadline: Error, CustomStringConvertible {
    let seconds: Int
    var description: String { "no answer within \(seconds) s" }
}

extension PostgresConnection {
    /// How long a query may go unanswered: longer than any wait the server itself bounds (a change
    /// waits at most `lock_timeout` for another register), so only a server that is gone or stuck
    /// reaches it.
    static let queryDeadlineSeconds = PostgresConnector.lockTimeoutSeconds + 5

    /// Runs a query and waits for all of its rows, at most `queryDeadlineSeconds`. On the deadline
    /// `QueryDeadline` is thrown, so no command can hang on a server that vanished without closing the
    /// connection; the caller drops the connection as lost (`isConnectionLoss`).
    ///
    /// - Parameters:
    ///   - query: The statement with its bind parameters.
    ///   - logger: The connection's logger.
    /// - Returns: The rows.
    /// - Throws: The server's or the connection's error, or `QueryDeadline`.
    @discardableResult
    func run(_ query: PostgresQuery, logger: Logger) throws -> PostgresQueryResult {
        try answer(to: query, logger: logger).wait()
    }

    /// `run(_:logger:)` without blocking: the calling task waits, not its thread.
    @discardableResult
    func runWithoutBlocking(_ query: PostgresQuery, logger: Logger) async throws -> PostgresQueryResult {
        try await answer(to: query, logger: logger).get()
    }

    /// The query's rows, or `QueryDeadline` after `queryDeadlineSeconds`.
    private func answer(to query: PostgresQuery, logger: Logger) -> EventLoopFuture<PostgresQueryResult> {
        let future: EventLoopFuture<PostgresQueryResult> = self.query(query, logger: logger)
        let promise = future.eventLoop.makePromise(of: PostgresQueryResult.self)
        let seconds = Self.queryDeadlineSeconds
        let deadline = future.eventLoop.scheduleTask(in: .seconds(Int64(seconds))) {
            promise.fail(QueryDeadline(seconds: seconds))
        }
        future.whenComplete { result in
            deadline.cancel()
            promise.completeWith(result)
        }
        return promise.futureResult
    }

    /// Starts closing without waiting, and keeps the connection alive until it is closed
    /// (postgres-nio asserts that a connection is closed before it is freed).
    func closeKeepingAlive() {
        closeFuture().whenComplete { _ in withExtendedLifetime(self) {} }
    }

    /// Closes the connection from synchronous code: the future-returning `close()`, not its async twin.
    @discardableResult
    func closeFuture() -> EventLoopFuture<Void> {
        let closing: EventLoopFuture<Void> = close()
        return closing
    }
}
