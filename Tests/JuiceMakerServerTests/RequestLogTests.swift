import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JuiceMakerKit
import JuiceMakerTestSupport
import Logging
import Testing
@testable import JuiceMakerServer

/// The line each request logs: `StreamLogHandler`'s format, through the server's own sink.
@Suite struct RequestLogTests {
    @Test func millisecondsRoundToOneDecimal() {
        #expect(ProblemMiddleware.milliseconds(.microseconds(2260)) == "2.3")
        #expect(ProblemMiddleware.milliseconds(.microseconds(2249)) == "2.2")
        #expect(ProblemMiddleware.milliseconds(.zero) == "0.0")
        #expect(ProblemMiddleware.milliseconds(.milliseconds(1500)) == "1500.0")
        #expect(ProblemMiddleware.milliseconds(.seconds(12) + .microseconds(30)) == "12000.0")
    }

    /// Timestamp, level, label, the metadata sorted by key (the logger's, the provider's, the
    /// message's, later ones winning), source, message; below the level, nothing.
    @Test func aLineHasStreamLogHandlersFormat() throws {
        let lines = LogLines()
        var logger = Logger(label: "juicemaker.serve") { LogLineHandler(label: $0, write: { lines.add($0) }) }
        logger[metadataKey: "b"] = "2"
        logger[metadataKey: "a"] = "1"
        logger.info("POST /api/orders 201 0.6 ms", metadata: ["c": "3", "a": "one"], source: "JuiceMakerServer")
        logger.debug("not written")
        var alone = Logger(label: "x") { LogLineHandler(label: $0, write: { lines.add($0) }) }
        alone[metadataKey: "hb.request.id"] = "42"
        alone.warning("late", source: "S")
        Logger(label: "") { LogLineHandler(label: $0, write: { lines.add($0) }) }.error("bare", source: "S")

        let written = lines.all
        try #require(written.count == 3)
        let stamp = #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} /#
        for line in written { #expect(line.firstMatch(of: stamp) != nil, "\(line)") }
        #expect(written[0].drop { $0 != " " } == " info juicemaker.serve: a=one b=2 c=3 [JuiceMakerServer] POST /api/orders 201 0.6 ms")
        #expect(written[1].drop { $0 != " " } == " warning x: hb.request.id=42 [S] late")
        #expect(written[2].drop { $0 != " " } == " error: [S] bare")
    }

    /// Each request, refused or not, gives one line to the sink `listening on …` goes to, with its
    /// request id; the token it carried is in none of them.
    @Test func eachRequestLogsOneLineWithoutItsToken() async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let path = directory.appendingPathComponent("stock.sqlite").path
        let pool = try await StorePool(size: 2, menu: try EngineFixtures.defaultMenu()) { try await StockDatabase.open(path: path, menu: $0) }
        let lines = LogLines()
        let app = StandServer.makeApplication(options: ServeOptions(token: "s3cret-token"), pool: pool, menuBytes: Array("menu".utf8),
                                              log: { lines.add($0) })
        try await app.test(.router) { client in
            let authorized: HTTPFields = [.contentType: "application/json", .authorization: "Bearer s3cret-token"]
            let made = try await client.execute(uri: "/api/orders", method: .post, headers: authorized,
                                                body: ByteBuffer(string: #"{"lines":[{"juice":"kiwi"}]}"#))
            #expect(made.status == .created)
            let refused = try await client.execute(uri: "/api/orders", method: .post, headers: [.authorization: "Bearer wrong-s3cret"],
                                                   body: ByteBuffer(string: #"{"lines":[{"juice":"kiwi"}]}"#))
            #expect(refused.status == .unauthorized)
        }
        await pool.close()
        let written = lines.all
        #expect(written.count == 2, "\(written)")
        #expect(written.first?.contains(#/ info juicemaker\.serve: hb\.request\.id=[0-9a-f]+ \[JuiceMakerServer\] POST \/api\/orders 201 \d+\.\d ms$/#) == true,
                "\(written)")
        #expect(written.last?.contains(#/ POST \/api\/orders 401 \d+\.\d ms$/#) == true, "\(written)")
        #expect(!written.contains { $0.contains("s3cret") })
    }
}
