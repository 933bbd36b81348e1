import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerMenu

/// Runs a `LanguageServer` on file descriptors (standard input and output for `juicemaker lsp`):
/// a thread reads and frames input into an `InputQueue` (which coalesces full changes and bounds
/// what waits); the calling thread hands messages to the server, writes what it answers, and runs
/// debounced checks when they are due.
public enum LanguageServerRunner {
    /// Serves until `exit` or the end of input.
    ///
    /// - Parameters:
    ///   - configuration: The server's name, version and debounce.
    ///   - input: The descriptor to read messages from.
    ///   - output: The descriptor to write messages to.
    /// - Returns: The exit status: 0 after `shutdown` then `exit` (or the end of input after
    ///   `shutdown`), 1 otherwise.
    public static func run(configuration: ServerConfiguration, input: Int32 = 0, output: Int32 = 1) -> Int32 {
        // A client that goes away must not kill the server with SIGPIPE mid-write; the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        let queue = InputQueue()
        let reader = Thread { readAll(from: input, into: queue) }
        reader.stackSize = 1 << 20
        reader.start()

        let server = LanguageServer(configuration: configuration)
        while true {
            let events = queue.take(waitingUntil: server.nextDeadline)
            var handledBytes = 0
            for event in events {
                switch event {
                case .end:
                    return server.exitCode ?? (server.hasShutDown ? 0 : 1)
                case .frame(let frame):
                    let replies: [[UInt8]]
                    switch frame {
                    case .message(let body):
                        handledBytes += body.count
                        replies = server.receive(body, at: .now)
                    case .badHeader(let reason):
                        replies = server.badFrame(reason)
                    }
                    send(replies, to: output)
                    if let code = server.exitCode { return code }
                }
            }
            send(server.runDueChecks(at: .now), to: output)
            if handledBytes >= 8 * 1024 * 1024 { releaseFreedMemory() }
        }
    }

    /// Reads until the end of input, framing what it reads into the queue, then queues `.end`.
    private static func readAll(from descriptor: Int32, into queue: InputQueue) {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            framer.append(chunk[0..<count])
            while let frame = framer.next() {
                if case .message(let body) = frame {
                    queue.push(.frame(frame), peek: MessagePeek(body))
                } else {
                    queue.push(.frame(frame))
                }
            }
        }
        queue.push(.end)
    }

    /// Hands memory freed after large messages back to the system: glibc keeps freed blocks of a
    /// large document's texts otherwise, and the server would sit on its peak for good.
    private static func releaseFreedMemory() {
        #if canImport(Glibc)
        // malloc_trim(3) is in <malloc.h>, which Swift's Glibc module does not bring in.
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// Frames and writes bodies; empty bodies are skipped. A failed write (the client is gone) is
    /// dropped: the end of input follows.
    private static func send(_ bodies: [[UInt8]], to descriptor: Int32) {
        for body in bodies where !body.isEmpty {
            _ = MessageFramer.frame(body).withUnsafeBytes { DescriptorWriter.writeAll(descriptor, $0) }
        }
    }
}
