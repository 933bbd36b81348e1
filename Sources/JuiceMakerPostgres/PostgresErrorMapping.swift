import Foundation
import JuiceMakerKit
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

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
        return error is ChannelError || error is IOError || error is QueryDeadline
    }

    /// A failure while connecting: unreachable (down, wrong port, timeout) or refused (authentication,
    /// unknown database, TLS).
    static func connectFailure(_ error: any Error, location: String, seconds: Int) -> any Error {
        if error is StateError { return error }
        if let error = error as? PSQLError {
            if error.code == .server {
                let message = serverMessage(error)
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
            return StateError.server(location: location, detail: serverMessage(error))
        }
        return StateError.server(location: location, detail: String(describing: error))
    }

    /// Whether a failed connect is worth trying again soon: the server refused the TCP connection
    /// (not listening yet, a restart), or said it is starting up or shutting down.
    static func isTransientConnectFailure(_ error: any Error) -> Bool {
        if let error = error as? PSQLError {
            if error.code == .server { return ["57P03", "57P01", "57P02"].contains(sqlState(error) ?? "") }
            return error.underlying.map(isTransientConnectFailure) ?? false
        }
        if let error = error as? IOError { return error.errnoCode == ECONNREFUSED || error.errnoCode == ECONNRESET }
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
