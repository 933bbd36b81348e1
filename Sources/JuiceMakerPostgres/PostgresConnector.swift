import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import NIOCore
internal import NIOPosix
internal import NIOSSL
internal import PostgresNIO

/// Opens connections as `PostgresSettings` describe them: the endpoint, the password, TLS as
/// `sslmode` asks, and a deadline on the whole connect (TCP, TLS and authentication) so that a server
/// that is down or stuck gives an error within the connect timeout, never a hang.
///
/// Why not postgres-nio's `PostgresClient` (checked on 1.33.2): its pool retries a connection that
/// fails (a server down, a wrong password or database) with backoff, and a waiting query fails only
/// when its circuit breaker trips, after `circuitBreakerTripAfter`, 60 s, which
/// `PostgresClient.Configuration` does not expose, with `connectionCreationCircuitBreakerTripped`
/// and not the cause (vapor/postgres-nio#489). A register would wait a minute to be told nothing it
/// can act on, where this connector says "password authentication failed" at once and "cannot
/// reach" within `connect_timeout`. It also takes one host, where a URL may list a primary and
/// its standbys with `target_session_attrs` (docs/postgresql.md, failover).
struct PostgresConnector: Sendable {
    let settings: PostgresSettings
    /// One configuration a server, in the order the URL gives them.
    let configurations: [PostgresConnection.Configuration]
    let logger: Logger
    /// Which server each open connection went to, for `isServerUp(for:)`.
    let servers = ConnectedServers()

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
        var configurations: [PostgresConnection.Configuration] = []
        for endpoint in settings.endpoints {
            var configuration: PostgresConnection.Configuration
            let password = settings.password(for: endpoint)
            switch endpoint {
            case .tcp(let host, let port):
                configuration = .init(host: host, port: port, username: settings.user, password: password,
                                      database: settings.database, tls: try Self.tls(for: settings))
                if settings.sslMode == .verifyFull, !Self.isIPAddress(host) { configuration.options.tlsServerName = host }
            case .unixSocket(let path):
                // libpq never runs TLS over a Unix socket; its file permissions guard it.
                configuration = .init(unixSocketPath: path, username: settings.user, password: password,
                                      database: settings.database)
            }
            configuration.options.connectTimeout = .seconds(Int64(settings.connectTimeoutSeconds))
            configuration.options.additionalStartupParameters =
                [("application_name", settings.applicationName)] + Self.startupParameters
            configurations.append(configuration)
        }
        self.configurations = configurations
    }

    /// Connects, or throws `StateError` within the connect timeout (for each server given).
    ///
    /// The servers are tried in order; the first that accepts the connection and is what
    /// `target_session_attrs` asks for is kept (a standby is closed and the next server tried).
    /// When none is, and a failure may pass (a refused or cut TCP connection, a server starting up
    /// or shutting down: SQLSTATE 57P01–57P03; no free connection slots: 53300; only standbys
    /// during a failover), the round is tried again after a growing pause (0.1 s doubling to 1 s,
    /// give or take a quarter, so many registers do not come back at once) until the deadline. A
    /// wrong password, database or certificate fails at once.
    ///
    /// - Returns: The open connection.
    /// - Throws: `StateError.serverUnreachable`, `.serverRefused`, `.serverFull` or `.readOnlyServer`.
    ///
    /// - Parameter writable: Whether the server must accept writes whatever the URL asks (after a
    ///   change was refused as read-only on a server `any` let through).
    func connect(writable: Bool = false) async throws -> PostgresConnection {
        try await connectFuture(writable: writable).get()
    }

    /// The connection `connect()` makes, as a future: the whole loop runs on one event loop.
    func connectFuture(writable: Bool = false) -> EventLoopFuture<PostgresConnection> {
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let perServer = TimeAmount.seconds(Int64(settings.connectTimeoutSeconds))
        let deadline = NIODeadline.now() + perServer * Int64(max(1, configurations.count))
        let promise = eventLoop.makePromise(of: PostgresConnection.self)
        var settings = self.settings
        if writable, ![.readWrite, .primary].contains(settings.targetSessionAttributes) {
            settings.targetSessionAttributes = .readWrite
        }
        ConnectRound(connector: self, target: settings.targetSessionAttributes, eventLoop: eventLoop, deadline: deadline,
                     promise: promise).start()
        return promise.futureResult
    }

    /// Whether the server `connection` went to still takes connections: a new one, within 1 s.
    /// A statement that goes unanswered on a server that does not (its postmaster killed, its
    /// sessions not yet gone) is given up at once rather than at the query deadline, so a register
    /// follows a failover within the promotion's time.
    ///
    /// - Returns: True when a connection was made (and closed again); false when it was refused,
    ///   cut, timed out or said the server is starting or stopping.
    func isServerUp(for connection: PostgresConnection) -> EventLoopFuture<Bool> {
        let eventLoop = connection.eventLoop
        guard let server = servers.server(of: connection) else { return eventLoop.makeSucceededFuture(true) }
        var configuration = configurations[server]
        configuration.options.connectTimeout = .seconds(1)
        let promise = eventLoop.makePromise(of: Bool.self)
        let timer = eventLoop.scheduleTask(in: .milliseconds(1200)) { promise.succeed(false) }
        PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 3, logger: logger).whenComplete { result in
            timer.cancel()
            switch result {
            case .success(let probe):
                probe.closeKeepingAlive()
                promise.succeed(true)
            case .failure(let error):
                // A full server is up; anything a restart or a crash says is not.
                promise.succeed(PostgresErrorMapping.sqlState(error) == "53300" || !PostgresErrorMapping.isTransientConnectFailure(error))
            }
        }
        return promise.futureResult
    }

    /// Whether a connection is on the kind of server `target_session_attrs` asks for; one query,
    /// only when the URL asks for a kind.
    ///
    /// - Returns: nil when it fits, else what the server is ("is a standby", "is read-only", "accepts writes").
    func mismatch(of connection: PostgresConnection, target: PostgresSettings.TargetSessionAttributes)
        -> EventLoopFuture<String?> {
        guard target != .any else { return connection.eventLoop.makeSucceededFuture(nil) }
        let query: PostgresQuery = """
            SELECT pg_catalog.pg_is_in_recovery(), pg_catalog.current_setting('transaction_read_only')
            """
        return connection.query(query, logger: logger).flatMapThrowing { result -> String? in
            guard let row = result.rows.first else { return "unknown" }
            let (inRecovery, readOnlyText) = try row.decode((Bool, String).self)
            let readOnly = readOnlyText == "on"
            switch target {
            case .any: return nil
            case .readWrite: return readOnly ? (inRecovery ? "is a standby" : "is read-only") : nil
            case .readOnly: return readOnly ? nil : "accepts writes"
            case .primary: return inRecovery ? "is a standby" : nil
            case .standby, .preferStandby: return inRecovery ? nil : "is not a standby"
            }
        }
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

/// A statement left unanswered on a server that no longer takes connections: handled as a lost
/// connection (the change is settled by its id on a server that does).
struct ServerGone: Error, CustomStringConvertible {
    var description: String { "the server stopped answering and takes no new connection" }
}

/// Which server (an index into the settings' endpoints) each open connection went to.
final class ConnectedServers: @unchecked Sendable {
    // Guarded by `lock`; entries of closed connections are replaced as new ones come (a store
    // keeps one or a few).
    private let lock = NSLock()
    private var byConnection: [ObjectIdentifier: Int] = [:]

    func remember(_ connection: PostgresConnection, server: Int) {
        lock.withLock {
            if byConnection.count > 64 { byConnection.removeAll() }
            byConnection[ObjectIdentifier(connection)] = server
        }
    }

    func server(of connection: PostgresConnection) -> Int? {
        lock.withLock { byConnection[ObjectIdentifier(connection)] }
    }
}

/// The connect timeout passed before the server finished the handshake.
struct ConnectDeadline: Error, CustomStringConvertible {
    let seconds: Int
    var description: String { "no answer within \(seconds) s" }
}

/// One connect: rounds over the servers, each server once a round, with a pause between rounds.
private final class ConnectRound: @unchecked Sendable {
    // Touched only on `eventLoop`.
    let connector: PostgresConnector
    /// The kind of server to keep.
    let asked: PostgresSettings.TargetSessionAttributes
    let eventLoop: any EventLoop
    let deadline: NIODeadline
    let promise: EventLoopPromise<PostgresConnection>
    var round = 0
    var server = 0
    /// What each server said in this round, for the message if none will do.
    var failures: [(server: Int, error: any Error)] = []
    /// Whether `prefer-standby` has given up on finding a standby and takes any server.
    var anyWillDo = false

    init(connector: PostgresConnector, target: PostgresSettings.TargetSessionAttributes, eventLoop: any EventLoop,
         deadline: NIODeadline, promise: EventLoopPromise<PostgresConnection>) {
        self.connector = connector
        self.asked = target
        self.eventLoop = eventLoop
        self.deadline = deadline
        self.promise = promise
    }

    func start() {
        eventLoop.execute { self.tryServer() }
    }

    private var target: PostgresSettings.TargetSessionAttributes {
        asked == .preferStandby && anyWillDo ? .any : asked
    }

    private func tryServer() {
        let left = deadline - .now()
        let perServer = TimeAmount.seconds(Int64(connector.settings.connectTimeoutSeconds))
        let wait = min(perServer, left)
        guard wait > .milliseconds(50) else { return fail() }
        let configuration = connector.configurations[server]
        let future = PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: connector.logger)
        let seconds = connector.settings.connectTimeoutSeconds
        let answered = eventLoop.makePromise(of: PostgresConnection.self)
        // Completing a promise twice keeps the first outcome: a connection that arrives after the
        // deadline is closed below.
        let timer = eventLoop.scheduleTask(in: wait) { answered.fail(ConnectDeadline(seconds: seconds)) }
        future.whenComplete { result in
            timer.cancel()
            switch result {
            case .success(let connection):
                answered.futureResult.whenFailure { _ in connection.closeKeepingAlive() }
                answered.succeed(connection)
            case .failure(let error):
                answered.fail(error)
            }
        }
        answered.futureResult.flatMap { connection in
            self.connector.mismatch(of: connection, target: self.target).map { (connection, $0) }
                .flatMapErrorThrowing { error in
                    connection.closeKeepingAlive()
                    throw error
                }
        }.hop(to: eventLoop).whenComplete { result in
            switch result {
            case .success(let (connection, nil)):
                self.connector.servers.remember(connection, server: self.server)
                self.promise.succeed(connection)
            case .success(let (connection, what?)):
                connection.closeKeepingAlive()
                self.failures.append((self.server, WrongKindOfServer(what: what)))
                self.next()
            case .failure(let error):
                self.failures.append((self.server, error))
                if !PostgresErrorMapping.isTransientConnectFailure(error), !(error is ConnectDeadline) {
                    // A wrong password or database: no other server or round will say otherwise.
                    if self.connector.configurations.count == 1 { return self.fail() }
                }
                self.next()
            }
        }
    }

    private func next() {
        server += 1
        if server < connector.configurations.count { return tryServer() }
        // A whole round without a server to keep.
        if asked == .preferStandby, !anyWillDo {
            anyWillDo = true
            server = 0
            failures = []
            return tryServer()
        }
        guard failures.allSatisfy({ Self.mayPass($0.error) }) else { return fail() }
        round += 1
        let base = min(1000, 100 << min(round - 1, 4))
        let pause = TimeAmount.milliseconds(Int64(Double(base) * Double.random(in: 0.75...1.25)))
        guard NIODeadline.now() + pause + .milliseconds(50) < deadline else { return fail() }
        eventLoop.scheduleTask(in: pause) {
            self.server = 0
            self.failures = []
            self.anyWillDo = false
            self.tryServer()
        }
    }

    /// Whether trying again later may give another answer.
    private static func mayPass(_ error: any Error) -> Bool {
        error is WrongKindOfServer || error is ConnectDeadline || PostgresErrorMapping.isTransientConnectFailure(error)
    }

    private func fail() {
        promise.fail(PostgresErrorMapping.connectFailure(failures, connector: connector))
    }
}

/// A server that answered but is not what `target_session_attrs` asks for.
struct WrongKindOfServer: Error, CustomStringConvertible {
    /// "is a standby", "is read-only", "is not a standby", "accepts writes".
    let what: String
    var description: String { "the server \(what)" }
}

extension PostgresConnection {
    /// How long a query may go unanswered: a second longer than the longest wait the server itself
    /// bounds (a change waits at most `lock_timeout` for another register), so only a server that
    /// is gone or stuck reaches it, and a command that then settles the change by its id and sends
    /// it again still ends within 8 s.
    static let queryDeadlineSeconds = PostgresConnector.lockTimeoutSeconds + 1

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
    func run(_ query: PostgresQuery, logger: Logger) async throws -> PostgresQueryResult {
        try await answer(to: query, logger: logger).get()
    }

    /// `run(_:logger:)`, asking `connector` after 1.5 s without an answer whether the server is
    /// still up (`PostgresConnector.isServerUp(for:)`): when it is not, the statement fails at once
    /// as a lost connection (`ServerGone`) instead of at the deadline.
    ///
    /// - Throws: As `run`, or `ServerGone`.
    @discardableResult
    func runWatched(_ query: PostgresQuery, by connector: PostgresConnector) async throws -> PostgresQueryResult {
        let answer = self.answer(to: query, logger: connector.logger)
        let promise = answer.eventLoop.makePromise(of: PostgresQueryResult.self)
        let probe = answer.eventLoop.scheduleTask(in: .milliseconds(1500)) {
            connector.isServerUp(for: self).whenSuccess { up in
                if !up { promise.fail(ServerGone()) }
            }
        }
        answer.whenComplete { result in
            probe.cancel()
            promise.completeWith(result)
        }
        return try await promise.futureResult.get()
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
        let closing: EventLoopFuture<Void> = close()
        closing.whenComplete { _ in withExtendedLifetime(self) {} }
    }

    /// Closes the connection and waits for it to be closed; a connection already gone is fine.
    func closeQuietly() async {
        let closing: EventLoopFuture<Void> = close()
        _ = try? await closing.get()
    }
}
