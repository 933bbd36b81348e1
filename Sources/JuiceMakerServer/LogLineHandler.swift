#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import Logging
internal import NIOConcurrencyHelpers

/// swift-log's handler for `serve`: each message one line, in `StreamLogHandler`'s format
/// (`2026-11-27T01:21:16+0000 info juicemaker.serve: hb.request.id=… [JuiceMakerServer] POST
/// /api/orders 201 0.6 ms`), handed whole to one sink, the one the server's other lines go to.
///
/// Every request logs a line, so the line is made cheaply: the timestamp is formatted once a
/// second rather than for each line (`localtime` and `strftime` read the time zone file again on
/// every call), and there is no stdio stream, lock or flush between the line and its one write.
struct LogLineHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .info
    private let label: String
    private let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - label: The logger's label, written after the level.
    ///   - write: Takes each line, without its line break.
    init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { _, new in new } }
        if let explicit = event.metadata { all.merge(explicit) { _, new in new } }
        var line = Self.clock.timestamp()
        line += " \(event.level)"
        if !label.isEmpty { line += " \(label)" }
        line += ":"
        for (key, value) in all.sorted(by: { $0.key < $1.key }) { line += " \(key)=\(value)" }
        line += " [\(event.source)] \(event.message)"
        write(line)
    }

    /// The current second, formatted once.
    private static let clock = SecondClock()
}

/// `2026-11-27T01:21:16+0000` for the current second in local time, made again only when the
/// second changes.
private final class SecondClock: Sendable {
    private let last = NIOLockedValueBox<(second: time_t, text: String)>((-1, ""))

    func timestamp() -> String {
        let now = time(nil)
        if let text = last.withLockedValue({ $0.second == now ? $0.text : nil }) { return text }
        var seconds = now
        var parts = tm()
        var buffer = [CChar](repeating: 0, count: 32)
        guard localtime_r(&seconds, &parts) != nil,
              strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &parts) > 0 else { return "\(now)" }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        last.withLockedValue { $0 = (now, text) }
        return text
    }
}
