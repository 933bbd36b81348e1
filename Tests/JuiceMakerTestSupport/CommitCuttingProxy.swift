import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP proxy in front of a PostgreSQL server that loses one connection exactly at a change's
/// COMMIT, as a network fault or a crashed router would: the one moment a client cannot know
/// whether its change was made.
///
/// It forwards bytes both ways and reads the client's (plain-text: use `sslmode=disable`) messages.
/// On the first connection that sends a change (a call of `juicemaker.apply_change`, or the COMMIT
/// after a journal INSERT), it cuts there: the client's side is closed at once, then `.afterServer`
/// forwards the change so the server commits it, and `.beforeServer` does not, so the server never
/// sees it.
/// Every later connection is passed through untouched.
public final class CommitCuttingProxy: @unchecked Sendable {
    public enum Cut: Sendable {
        case afterServer, beforeServer
    }

    /// Where clients connect: 127.0.0.1 on this port.
    public let port: Int
    private let listener: Int32
    private let targetPort: Int
    private let cut: Cut
    private let lock = NSLock()
    private var armed = true
    private var cutCount = 0

    /// Starts listening.
    ///
    /// - Parameters:
    ///   - targetPort: The server's port on 127.0.0.1.
    ///   - cut: Whether the COMMIT reaches the server before the connection is lost.
    /// - Throws: ``PostgresServer/Failure`` when no socket could be opened.
    public init(targetPort: Int, cut: Cut) throws {
        self.targetPort = targetPort
        self.cut = cut
        let descriptor = Self.tcpSocket()
        guard descriptor >= 0 else { throw PostgresServer.Failure(message: "proxy: cannot open a socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw PostgresServer.Failure(message: "proxy: cannot listen on 127.0.0.1")
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptLoop() }.start()
    }

    /// How many connections were cut so far (0 or 1).
    public var cuts: Int { lock.withLock { cutCount } }

    /// Stops accepting; connections in flight end when their peers close.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    // MARK: Forwarding

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = Self.tcpSocket()
            var address = Self.loopback(port: targetPort)
            let connected = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard connected else {
                close(client)
                close(server)
                continue
            }
            let watches = lock.withLock { armed }
            let pair = SocketPair(client, server)
            Thread { [self] in pump(from: server, to: client, watching: false, pair: pair) }.start()
            Thread { [self] in pump(from: client, to: server, watching: watches, pair: pair) }.start()
        }
    }

    /// Copies bytes until either side closes; on the client's side of a watched connection, cuts at
    /// the COMMIT after a journal INSERT.
    private func pump(from source: Int32, to destination: Int32, watching: Bool, pair: SocketPair) {
        var seen: [UInt8] = []
        var sawJournal = false
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(source, &buffer, buffer.count)
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            if watching {
                seen += chunk
                if !sawJournal, Self.contains(seen, "INSERT INTO juicemaker.journal") {
                    sawJournal = true
                    seen = Array(seen.suffix(64))
                }
                // A change is one call of juicemaker.apply_change (its own transaction: the call is
                // the COMMIT); a copy is an explicit transaction whose COMMIT follows journal INSERTs.
                let committing = Self.contains(seen, "juicemaker.apply_change(") || (sawJournal && Self.contains(seen, "COMMIT"))
                if committing, takeCut() {
                    // The client loses its connection first and hears nothing more; the server then
                    // gets the COMMIT (or not) and commits (or rolls back) while the client, already
                    // reconnecting, asks what became of its change.
                    shutdown(source, Int32(SHUT_RDWR))
                    if cut == .afterServer {
                        _ = send(destination, chunk, chunk.count, Int32(MSG_NOSIGNAL))
                        Thread.sleep(forTimeInterval: 0.5)
                    }
                    shutdown(destination, Int32(SHUT_RDWR))
                    break
                }
            }
            var sent = 0
            while sent < count {
                // MSG_NOSIGNAL: a peer that went away must end this copy, not the test process (SIGPIPE).
                let written = chunk[sent...].withUnsafeBytes { send(destination, $0.baseAddress, count - sent, Int32(MSG_NOSIGNAL)) }
                guard written > 0 else { break }
                sent += written
            }
            if sent < count { break }
        }
        shutdown(destination, Int32(SHUT_RDWR))
        shutdown(source, Int32(SHUT_RDWR))
        pair.finished()
    }

    /// A connection's two sockets, closed when both copies are done. A copy that closed its own
    /// socket while the other copy was still to shut it down let the other's `shutdown` hit a new
    /// connection that had been given the same descriptor number (a reconnecting client's), which
    /// cut it: a CI run under load lost every lookup after the cut that way.
    private final class SocketPair: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 2
        private let sockets: (Int32, Int32)

        init(_ first: Int32, _ second: Int32) { sockets = (first, second) }

        func finished() {
            let last = lock.withLock { running -= 1; return running == 0 }
            if last {
                close(sockets.0)
                close(sockets.1)
            }
        }
    }

    private func takeCut() -> Bool {
        lock.withLock {
            guard armed else { return false }
            armed = false
            cutCount += 1
            return true
        }
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if Array(bytes[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    private static func tcpSocket() -> Int32 {
        #if canImport(Glibc)
        socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
