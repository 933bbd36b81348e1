import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOCore
internal import NIOPosix
internal import NIOSSL
internal import PostgresNIO

/// Turns postgres-nio's and SwiftNIO's errors into `StateError`s that name the location (never its
/// password) and say what happened; engine and state errors pass through.
enum PostgresErrorMapping {
    /// SQLSTATEs worth running the whole transaction again for: serialization failure, deadlock.
    static let retryableStates: Set<String> = ["40001", "40P01"]

    /// The server's SQLSTATE, when the server sent the error.
    static func sqlState(_ error: any Error) -> String? {
        (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    /// Whether the connection is gone (closed by the server, reset, or never usable again).
    static func isConnectionLoss(_ error: any Error) -> Bool {
        if let error = error as? PSQLError {
            switch error.code {
            case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .connectionError:
                return true
            case .server:
                // 57P01 admin_shutdown (a fast restart), 57P02 crash_shutdown, 57P03 cannot_connect_now.
                return ["57P01", "57P02", "57P03"].contains(sqlState(error) ?? "")
            default:
                return false
            }
        }
        return error is ChannelError || error is IOError || error is QueryDeadline || error is ServerGone
    }

    /// A failure while connecting: unreachable (down, wrong port, timeout) or refused (authentication,
    /// unknown database, TLS).
    static func connectFailure(_ error: any Error, location: String, seconds: Int) -> any Error {
        if error is StateError { return error }
        if let wrong = error as? WrongKindOfServer {
            return StateError.readOnlyServer(location: location, detail: wrong.description)
        }
        if let error = error as? PSQLError {
            if error.code == .server {
                let message = serverMessage(error)
                if sqlState(error) == "53300" { return StateError.serverFull(location: location, seconds: seconds) }
                if ["57P03", "57P01", "57P02"].contains(sqlState(error) ?? "") {
                    return StateError.serverUnreachable(location: location, detail: message)
                }
                return StateError.serverRefused(location: location, detail: message)
            }
            if error.code == .sslUnsupported {
                return StateError.serverRefused(location: location, detail: "the server does not offer TLS, and sslmode asks for it")
            }
            if error.code == .authMechanismRequiresPassword {
                return StateError.serverRefused(location: location, detail: "the server asks for a password and none was given")
            }
            if let underlying = error.underlying {
                return connectFailure(underlying, location: location, seconds: seconds)
            }
            return StateError.serverUnreachable(location: location, detail: describe(error.code))
        }
        if let deadline = error as? ConnectDeadline {
            return StateError.serverUnreachable(location: location, detail: deadline.description)
        }
        if case ChannelError.connectTimeout = error as? ChannelError ?? .alreadyClosed {
            return StateError.serverUnreachable(location: location, detail: "no answer within \(seconds) s")
        }
        if isTLSError(error) {
            return StateError.serverRefused(location: location, detail: tlsDetail(error))
        }
        return StateError.serverUnreachable(location: location, detail: networkDetail(error))
    }

    /// What a connect that found no server to keep says: the one server's failure as before; for
    /// several, each server's in a few words, or a summary when all said the same.
    ///
    /// - Parameters:
    ///   - failures: Each server's failure in the last round, by index into the settings' endpoints.
    ///   - connector: The connector, for the location, the servers' names and the password file note.
    /// - Returns: A `StateError`.
    static func connectFailure(_ failures: [(server: Int, error: any Error)], connector: PostgresConnector) -> any Error {
        let settings = connector.settings
        let location = connector.location
        let seconds = settings.connectTimeoutSeconds
        guard !failures.isEmpty else {
            return StateError.serverUnreachable(location: location, detail: "no answer within \(seconds) s")
        }
        func withNote(_ error: any Error) -> any Error {
            guard let note = settings.passwordFileNote, case StateError.serverRefused(let where_, let detail) = error,
                  detail.contains("28P01") || detail.contains("asks for a password") else { return error }
            return StateError.serverRefused(location: where_, detail: detail + "; " + note)
        }
        let full = failures.allSatisfy { sqlState($0.error) == "53300" || isTransientConnectFailure($0.error) }
            && failures.contains { sqlState($0.error) == "53300" }
        if full { return StateError.serverFull(location: location, seconds: seconds * max(1, settings.endpoints.count)) }
        let wrongKind = failures.compactMap { $0.error as? WrongKindOfServer }
        if wrongKind.count == failures.count, [.readWrite, .primary].contains(settings.targetSessionAttributes) {
            let words = failures.map { "\(name(of: settings.endpoints[$0.server])) \(($0.error as? WrongKindOfServer)?.what ?? "")" }
            return StateError.readOnlyServer(location: location, detail: words.joined(separator: "; "))
        }
        if failures.count == 1, settings.endpoints.count == 1 {
            return withNote(connectFailure(failures[0].error, location: location, seconds: seconds))
        }
        // Several servers: a refusal (password, database, TLS) wins, else every server's reason.
        var details: [String] = []
        for (server, error) in failures {
            let mapped = withNote(connectFailure(error, location: location, seconds: seconds))
            let named = name(of: settings.endpoints[server])
            switch mapped {
            case StateError.serverRefused(_, let detail):
                return StateError.serverRefused(location: location, detail: "\(named): \(detail)")
            case StateError.serverUnreachable(_, let detail):
                details.append("\(named): \(detail)")
            case StateError.serverFull:
                details.append("\(named): no free connection slots (53300)")
            case StateError.readOnlyServer(_, let detail):
                details.append("\(named): \(detail)")
            case let wrong as WrongKindOfServer:
                details.append("\(named): \(wrong.what)")
            default:
                details.append("\(named): \(String(describing: error))")
            }
        }
        return StateError.serverUnreachable(location: location, detail: details.joined(separator: "; "))
    }

    /// A server as messages name it: `host:port`, or its socket directory.
    static func name(of endpoint: PostgresSettings.Endpoint) -> String {
        switch endpoint {
        case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        case .unixSocket(let path): path
        }
    }

    /// A failure during a change or a read, once connected.
    static func map(_ error: any Error, location: String) -> any Error {
        if error is JuiceMakerError || error is StateError { return error }
        if isConnectionLoss(error) {
            return StateError.connectionLost(location: location, detail: lossDetail(error))
        }
        if let error = error as? PSQLError, error.code == .server {
            if sqlState(error) == "55P03" {  // lock_not_available: lock_timeout passed
                return StateError.serverBusy(location: location, seconds: PostgresConnector.lockTimeoutSeconds)
            }
            if sqlState(error) == "42501" {  // insufficient_privilege
                return StateError.permissionDenied(location: location, detail: serverMessage(error))
            }
            if sqlState(error) == "25006" {  // read_only_sql_transaction: a standby, or a read-only server
                return StateError.readOnlyServer(location: location, detail: "the server is a standby or read-only: "
                    + serverMessage(error))
            }
            return StateError.server(location: location, detail: serverMessage(error))
        }
        return StateError.server(location: location, detail: String(describing: error))
    }

    /// Whether a failed connect is worth trying again soon: the server refused the TCP connection
    /// (not listening yet, a restart) or cut it, said it is starting up or shutting down, or had no
    /// free connection slot.
    static func isTransientConnectFailure(_ error: any Error) -> Bool {
        if let error = error as? PSQLError {
            if error.code == .server { return ["57P03", "57P01", "57P02", "53300"].contains(sqlState(error) ?? "") }
            if [.serverClosedConnection, .uncleanShutdown].contains(error.code) { return true }
            return error.underlying.map(isTransientConnectFailure) ?? false
        }
        if let error = error as? IOError {
            return [ECONNREFUSED, ECONNRESET, EPIPE, ECONNABORTED].contains(error.errnoCode)
        }
        if let error = error as? ChannelError, case .eof = error { return true }
        if let error = error as? NIOConnectionError {
            return !error.connectionErrors.isEmpty && error.connectionErrors.allSatisfy { isTransientConnectFailure($0.error) }
        }
        return false
    }

    /// Whether the error came from TLS (swift-nio-ssl or BoringSSL), also when postgres-nio wraps it.
    static func isTLSError(_ error: any Error) -> Bool {
        if let error = error as? PSQLError, let underlying = error.underlying { return isTLSError(underlying) }
        return String(reflecting: type(of: error)).hasPrefix("NIOSSL.")
    }

    /// A TLS failure in plain words, without BoringSSL's codes and source paths.
    static func tlsDetail(_ error: any Error) -> String {
        if let error = error as? PSQLError, let underlying = error.underlying { return tlsDetail(underlying) }
        let text = String(describing: error)
        if text.contains("failedToValidateHostname") {
            return "TLS failed: the server's certificate is not issued for the host in the URL (sslmode=verify-full checks "
                + "the name; use the name the certificate was made for, or sslmode=verify-ca)"
        }
        if text.contains("CERTIFICATE_VERIFY_FAILED") || text.contains("unableToValidateCertificate") {
            return "TLS failed: the server's certificate is not signed by a trusted authority "
                + "(check sslrootcert, or PGSSLROOTCERT)"
        }
        if text.contains("NO_SUCH_FILE") || text.contains("noSuchFile") || text.contains("failedToLoadCertificate")
            || text.contains("No such file") {
            return "the root certificate file (sslrootcert) cannot be read"
        }
        if text.contains("WRONG_VERSION_NUMBER") || text.contains("uncleanShutdown") {
            return "TLS failed: the server ended the TLS handshake"
        }
        return "TLS failed: the handshake with the server did not succeed"
    }

    /// A network failure in a few plain words: `connection refused`, `unknown host 'db'`.
    static func networkDetail(_ error: any Error) -> String {
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode)).lowercased()
        }
        if let error = error as? SocketAddressError.UnknownHost { return "unknown host '\(error.host)'" }
        if let error = error as? SocketAddressError, case .unknown(let host, _) = error { return "unknown host '\(host)'" }
        if let error = error as? NIOConnectionError {
            if let dns = error.dnsAAAAError ?? error.dnsAError { return networkDetail(dns) }
            if let first = error.connectionErrors.first { return networkDetail(first.error) }
        }
        return String(describing: error)
    }

    /// "the server closed the connection", or the server's own words for a shutdown.
    static func lossDetail(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if error.code == .server { return serverMessage(error) }
            return describe(error.code)
        }
        return String(describing: error)
    }

    /// The server's message with its SQLSTATE, e.g. `password authentication failed for user "stand" (28P01)`.
    /// Servers never echo a password back.
    static func serverMessage(_ error: PSQLError) -> String {
        let message = error.serverInfo?[.message] ?? "error"
        return sqlState(error).map { "\(message) (\($0))" } ?? message
    }

    private static func describe(_ code: PSQLError.Code) -> String {
        switch code {
        case .serverClosedConnection, .uncleanShutdown: "the server closed the connection"
        case .clientClosedConnection: "the connection was closed"
        case .connectionError: "the connection failed"
        default: String(describing: code)
        }
    }
}
