#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address `serve` binds for `--host`, resolved once: what decides whether a token is needed is
/// the address the socket is bound to, not how the host was spelled (`127.lan.example` may
/// resolve to `0.0.0.0`, every address of the machine).
struct ListenAddress: Equatable, Sendable {
    /// The address as digits (`127.0.0.1`, `::1`, `0.0.0.0`).
    let numeric: String
    /// Whether it is a loopback address (127.0.0.0/8, ::1), reachable from this machine only.
    let isLoopback: Bool

    /// Why a host could not be resolved: the resolver's reason.
    struct Unresolved: Error, CustomStringConvertible {
        let host: String
        let reason: String
        var description: String { "cannot listen on '\(host)': \(reason)" }
    }

    /// Resolves a host as the server would bind it: its first address.
    ///
    /// - Parameter host: `--host`: an address or a name.
    /// - Returns: The address.
    /// - Throws: `Unresolved` for a name that resolves to nothing.
    static func resolve(_ host: String) throws -> ListenAddress {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            let reason = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw Unresolved(host: host, reason: reason)
        }
        defer { freeaddrinfo(list) }
        guard let address = first.pointee.ai_addr else { throw Unresolved(host: host, reason: "no address") }
        var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            var v4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            inet_ntop(AF_INET, &v4, &text, socklen_t(text.count))
            let firstByte = UInt8(truncatingIfNeeded: UInt32(bigEndian: v4.s_addr) >> 24)
            return ListenAddress(numeric: Self.string(text), isLoopback: firstByte == 127)
        case AF_INET6:
            var v6 = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            inet_ntop(AF_INET6, &v6, &text, socklen_t(text.count))
            let numeric = Self.string(text)
            let mapped = numeric.lowercased().hasPrefix("::ffff:127.")
            return ListenAddress(numeric: numeric, isLoopback: numeric == "::1" || mapped)
        default:
            throw Unresolved(host: host, reason: "not an IP address")
        }
    }

    private static func string(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
