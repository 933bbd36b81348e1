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
        if error is NIOSSLError || error is BoringSSLError {
            return StateError.serverRefused(location: location, detail: "TLS failed: \(error)")
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
                return StateError.busy(path: location, seconds: PostgresConnector.lockTimeoutSeconds)
            }
            return StateError.server(location: location, detail: serverMessage(error))
        }
        return StateError.server(location: location, detail: String(describing: error))
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
