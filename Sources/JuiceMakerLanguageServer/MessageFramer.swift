/// The base protocol's framing: each message is a header block (`Content-Length: N`, optionally
/// `Content-Type`, each line ending in CRLF, then an empty line) and N bytes of UTF-8 JSON.
///
/// Bytes arrive in any pieces: a message split across reads, several in one read. `append` takes
/// what was read and `next` gives whole messages as they complete. A header block without a valid
/// `Content-Length` is reported once and skipped, so the stream goes on at the next header.
///
/// ```swift
/// var framer = MessageFramer()
/// framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// if case .message(let body)? = framer.next() { print(body.count) }   // 2
/// ```
public struct MessageFramer: Sendable {
    /// What `next()` found.
    public enum Frame: Sendable, Equatable {
        /// One message's body, the bytes after its header.
        case message([UInt8])
        /// A header block that could not be used, and why; its bytes have been dropped.
        case badHeader(String)
    }

    /// A header block larger than this is not a header: it is dropped.
    public static let maxHeaderBytes = 8 * 1024
    /// A body larger than this is refused (its header is reported and its bytes skipped).
    public static let maxBodyBytes = 256 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`; compacted once half of it is read.
    private var start = 0
    /// Bytes of a refused body still to be skipped as they arrive.
    private var skipping = 0

    /// Creates a framer with nothing buffered.
    public init() {}

    /// Adds bytes read from the stream.
    ///
    /// - Parameter bytes: The bytes, in the order read.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message or bad header, or nil when more bytes are needed.
    ///
    /// - Returns: A frame; nil when the buffered bytes do not complete one.
    public mutating func next() -> Frame? {
        defer { compact() }
        if skipping > 0 {
            let skipped = min(skipping, buffer.count - start)
            start += skipped
            skipping -= skipped
            if skipping > 0 { return nil }
        }
        guard let headerEnd = findHeaderEnd() else {
            if buffer.count - start > Self.maxHeaderBytes {
                start = buffer.count
                return .badHeader("a header longer than \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        let length: Int
        switch Self.contentLength(in: header) {
        case .failure(let problem):
            start = bodyStart
            return .badHeader(problem.reason)
        case .success(let value):
            length = value
        }
        if length > Self.maxBodyBytes {
            start = bodyStart
            skipping = length
            return .badHeader("a body of \(length) bytes, more than \(Self.maxBodyBytes)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// The message's bytes as sent: its header, then `body`.
    ///
    /// - Parameter body: The JSON, UTF-8.
    /// - Returns: `Content-Length: N\r\n\r\n` followed by the body.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Where the header block's `\r\n\r\n` starts, searching only the unread bytes.
    private func findHeaderEnd() -> Int? {
        var index = start
        let end = buffer.count - 3
        while index < end {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    private struct HeaderProblem: Error {
        var reason: String
    }

    /// The `Content-Length` of a header block; header names are case-insensitive, other fields ignored.
    private static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "a header line without ':'"))
            }
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    return .failure(HeaderProblem(reason: "Content-Length '\(value)' is not a length"))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "no Content-Length")) }
        return .success(length)
    }

    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count < 1 << 20)
            start = 0
        } else if start > 1 << 16, start > buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
