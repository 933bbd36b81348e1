import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing
@testable import JuiceMakerServer

/// The API's routes in process (HummingbirdTesting), on an SQLite stand of the default menu
/// (five fruits of 10; strawberry-banana takes 10 strawberries and 1 banana).
@Suite struct StandAPITests {
    /// Runs `body` with a client of a fresh stand's application.
    func withStand(_ options: ServeOptions = ServeOptions(), menu: Menu? = nil,
                   _ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let menu = try menu ?? EngineFixtures.defaultMenu()
        let path = directory.appendingPathComponent("stock.sqlite").path
        let pool = try await StorePool(size: 2, menu: menu) { try await StockDatabase.open(path: path, menu: $0) }
        let app = StandServer.makeApplication(options: options, pool: pool, menuBytes: Array("menu".utf8), log: { _ in })
        try await app.test(.router, body)
        await pool.close()
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
    }

    static func stock(_ object: [String: Any]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: ((object["stock"] as? [[String: Any]]) ?? []).compactMap { row in
            (row["fruit"] as? String).flatMap { id in (row["stock"] as? Int).map { (id, $0) } }
        })
    }

    static let jsonType: HTTPFields = [.contentType: "application/json"]

    static func order(_ text: String, key: String? = nil, language: String? = nil) -> (HTTPFields, ByteBuffer) {
        var headers = jsonType
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        if let language { headers[.acceptLanguage] = language }
        return (headers, ByteBuffer(string: text))
    }

    @Test func stockAndAnOrderThatIsMadeOnce() async throws {
        try await withStand { client in
            let before = try await client.execute(uri: "/api/stock", method: .get)
            #expect(before.status == .ok)
            #expect(Self.stock(try Self.json(before))["strawberry"] == 10)

            let (headers, body) = Self.order(#"{"lines":[{"juice":"strawberry-banana","count":1}]}"#, key: "k-1")
            let first = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: body)
            #expect(first.status == .created)
            let made = try Self.json(first)
            #expect(made["message"] as? String == "Strawberry Banana Juice is ready. Enjoy!")
            #expect(Self.stock(made)["strawberry"] == 0 && Self.stock(made)["banana"] == 9)

            // The retry gets the same answer, byte for byte, and makes nothing.
            let retry = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: body)
            #expect(retry.status == .created)
            #expect(retry.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            #expect(retry.body == first.body)
            let history = try Self.json(try await client.execute(uri: "/api/history", method: .get))
            #expect((history["entries"] as? [Any])?.count == 1)

            // The same key with another order is refused.
            let (_, other) = Self.order(#"{"lines":[{"juice":"banana","count":1}]}"#)
            let reused = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: other)
            #expect(reused.status == .unprocessableContent)
            #expect(try Self.json(reused)["code"] as? String == "idempotency-key-reused")
        }
    }

    @Test func notEnoughStockIsA409ProblemInTheRequestsLanguage() async throws {
        try await withStand { client in
            let (headers, body) = Self.order(#"{"lines":[{"juice":"strawberry","count":1}]}"#, language: "ko-KR,ko;q=0.9,en;q=0.5")
            let response = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: body)
            #expect(response.status == .conflict)
            #expect(response.headers[.contentType] == "application/problem+json")
            let problem = try Self.json(response)
            #expect(problem["code"] as? String == "out-of-stock")
            #expect(problem["status"] as? Int == 409)
            #expect(problem["detail"] as? String == "재료가 모자라요: 딸기 16개 필요 (재고 10개).")
            let short = try #require((problem["shortfall"] as? [[String: Any]])?.first)
            #expect(short["fruit"] as? String == "strawberry" && short["need"] as? Int == 16 && short["have"] as? Int == 10)
        }
    }

    @Test(arguments: [
        (#"{"lines": [{"juice": "banana", "count": 1}"#, 400, "bad-request", "the body is not JSON"),
        (#"[1, 2]"#, 400, "bad-request", "'the body' must be an object"),
        (#"{"lines": [{"juice": "banana", "count": "1"}]}"#, 400, "bad-request", "'lines[0].count' must be a whole number"),
        (#"{"lines": [{"juice": "banana", "count": 1.5}]}"#, 400, "bad-request", "'lines[0].count' must be a whole number, written without a fraction or exponent, not 1.5"),
        (#"{"lines": [{"juice": "banana", "count": 1.0}]}"#, 400, "bad-request", "'lines[0].count' must be a whole number, written without a fraction or exponent, not 1.0"),
        (#"{"lines": [{"juice": "banana", "count": 1e2}]}"#, 400, "bad-request", "'lines[0].count' must be a whole number, written without a fraction or exponent, not 1e2"),
        (#"{"lines": [{"juice": "banana", "juice": "kiwi"}]}"#, 400, "bad-request", "'lines[0].juice' is given twice; give each member once"),
        (#"{"lines": [{"juice": "banana"}], "lines": []}"#, 400, "bad-request", "'lines' is given twice; give each member once"),
        (String(repeating: "[", count: 40), 400, "bad-request", "the body nests lists and objects deeper than 32 levels"),
        (#"{"lines": [{"count": 1}]}"#, 400, "bad-request", "'lines[0].juice' is missing"),
        (#"{"line": [{"juice": "banana"}]}"#, 400, "bad-request", "'line' is not a member here; the members are 'lines'"),
        (#"{"lines": [{"juice": "banana"}, {"juice": "kiwi", "cnt": 2}]}"#, 400, "bad-request",
         "'lines[1].cnt' is not a member here; the members are 'count', 'juice'"),
        (#"{"lines": [{"juice": "banana", "count": null}]}"#, 400, "bad-request", "'lines[0].count' is null; leave it out instead"),
        (#"{"lines": [7, {"juice": "kiwi", "cnt": 2}]}"#, 400, "bad-request", "'lines[0]' must be an object"),
        (#"{"lines": []}"#, 422, "invalid-number", "The order is empty: name at least one juice, as 'juice' or 'juice:count'."),
        (#"{"lines": [{"juice": "bananna"}]}"#, 422, "unknown-juice", "There is no juice 'bananna' on the menu. Did you mean 'banana'?"),
        (#"{"lines": [{"juice": "banana", "count": 0}]}"#, 422, "invalid-number", "'banana:0' has an invalid count: use a whole number from 1 to 1000000, like 'mango:2'."),
        (#"{"lines": [{"juice": "banana", "count": 99999999999999999999}]}"#, 400, "bad-request", "'lines[0].count' is too large: 99999999999999999999"),
        (#"{"lines": [{"juice": "banana", "count": 1000000}, {"juice": "banana"}]}"#, 422, "invalid-number",
         "The order asks for 1000001 glasses of 'banana' in all; one order takes at most 1000000 of a juice. Split it into several orders."),
    ])
    func badOrdersAre4xxProblemsAndChangeNothing(body: String, status: Int, code: String, detail: String) async throws {
        try await withStand { client in
            let response = try await client.execute(uri: "/api/orders", method: .post, headers: Self.jsonType, body: ByteBuffer(string: body))
            #expect(response.status.code == status)
            let problem = try Self.json(response)
            #expect(problem["code"] as? String == code)
            #expect(problem["detail"] as? String == detail)
            let stock = Self.stock(try Self.json(try await client.execute(uri: "/api/stock", method: .get)))
            #expect(stock.values.allSatisfy { $0 == 10 })
        }
    }

    @Test func aBodyTooLargeOrNotJSONIsRefused() async throws {
        try await withStand(ServeOptions(maxBodyBytes: 1_024)) { client in
            let big = ByteBuffer(string: #"{"lines":[{"juice":"banana","note":""# + String(repeating: "x", count: 4_096) + #""}]}"#)
            let large = try await client.execute(uri: "/api/orders", method: .post, headers: Self.jsonType, body: big)
            #expect(large.status == .contentTooLarge)
            let form = try await client.execute(uri: "/api/orders", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: "lines=banana"))
            #expect(form.status == .unsupportedMediaType)
        }
    }

    @Test func stockChangesUndoHistoryAndRestock() async throws {
        try await withStand { client in
            func post(_ uri: String, _ text: String) async throws -> TestResponse {
                try await client.execute(uri: uri, method: .post, headers: Self.jsonType, body: ByteBuffer(string: text))
            }
            #expect(Self.stock(try Self.json(try await post("/api/stock/kiwi", #"{"add": 5}"#)))["kiwi"] == 15)
            #expect(Self.stock(try Self.json(try await post("/api/stock/키위", #"{"remove": 3}"#)))["kiwi"] == 12)
            #expect(Self.stock(try Self.json(try await post("/api/stock/mango", #"{"set": 2}"#)))["mango"] == 2)
            let below = try await post("/api/stock/kiwi", #"{"remove": 100}"#)
            #expect(below.status == .conflict)
            #expect(try Self.json(below)["code"] as? String == "negative-stock")
            let unknown = try await post("/api/stock/kiwii", #"{"add": 1}"#)
            #expect(unknown.status == .notFound)
            #expect(try Self.json(unknown)["detail"] as? String == "There is no fruit 'kiwii' on the menu. Did you mean 'kiwi'?")
            let typo = try await post("/api/stock/kiwi", #"{"ad": 1}"#)
            #expect(typo.status == .badRequest)
            #expect(try Self.json(typo)["detail"] as? String == "'ad' is not a member here; the members are 'add', 'remove', 'set'")
            #expect(try await post("/api/stock/kiwi", #"{"add": null}"#).status == .badRequest)
            #expect(try await post("/api/stock/kiwi", #"{"add": 1, "set": 3}"#).status == .badRequest)
            #expect(try await post("/api/stock/kiwi", #"{"add": -1}"#).status == .unprocessableContent)

            let undo = try Self.json(try await client.execute(uri: "/api/undo", method: .post, headers: Self.jsonType))
            #expect(Self.stock(undo)["mango"] == 10)
            #expect((undo["reverted"] as? [String: Any])?["kind"] as? String == "set")
            let history = try Self.json(try await client.execute(uri: "/api/history?limit=2", method: .get))
            #expect((history["entries"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["undo", "set"])
            #expect(try await client.execute(uri: "/api/history?limit=0", method: .get).status == .badRequest)
            // Page by page through the four entries (add, remove, set, its undo), two at a time.
            var kinds: [String] = []
            var page: String? = "/api/history?limit=2"
            var pages = 0
            while let uri = page, pages < 10 {
                let answer = try Self.json(try await client.execute(uri: uri, method: .get))
                kinds += (answer["entries"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
                page = answer["next"] as? String
                pages += 1
            }
            #expect(kinds == ["undo", "set", "remove", "add"])
            #expect(pages == 2, "the second page is the last: no 'next' on it")
            let older = try Self.json(try await client.execute(uri: "/api/history?before=3", method: .get))
            #expect((older["entries"] as? [[String: Any]])?.map { $0["id"] as? Int } == [2, 1])
            #expect(older["next"] == nil)
            #expect(try await client.execute(uri: "/api/history?before=0", method: .get).status == .badRequest)
            #expect(try await client.execute(uri: "/api/history?before=x", method: .get).status == .badRequest)

            let plan = try Self.json(try await client.execute(uri: "/api/restock?for=mango-kiwi:6", method: .get))
            #expect((plan["restock"] as? [[String: Any]])?.map { $0["buy"] as? Int } == [2])
            let applied = try Self.json(try await post("/api/restock", #"{"for": ["mango-kiwi:6"]}"#))
            #expect(Self.stock(applied)["mango"] == 12)
            let reset = try Self.json(try await client.execute(uri: "/api/reset", method: .post, headers: Self.jsonType))
            #expect(Self.stock(reset).values.allSatisfy { $0 == 10 })
        }
    }

    @Test func theMenuSaysWhatTheStockMakes() async throws {
        try await withStand { client in
            let menu = try Self.json(try await client.execute(uri: "/api/menu", method: .get, headers: [.acceptLanguage: "ko"]))
            #expect(menu["version"] as? String == MenuFileWatch.version(of: Array("menu".utf8)))
            let juices = try #require(menu["juices"] as? [[String: Any]])
            let strawberry = try #require(juices.first { $0["juice"] as? String == "strawberry" })
            #expect(strawberry["canMake"] as? Int == 0)
            #expect(strawberry["name"] as? String == "딸기쥬스")
            #expect((strawberry["names"] as? [String: String])?["en"] == "Strawberry Juice")
            #expect(juices.first { $0["juice"] as? String == "banana" }?["canMake"] as? Int == 5)
            // No prices, no timezone: null, and the server's own clock.
            #expect(menu["currency"] is NSNull)
            #expect(strawberry["price"] is NSNull)
            #expect(menu["timezone"] as? String == StandClock.of(nil, menu: nil).name)
        }
    }

    /// A priced menu's currency, prices and clock reach the page.
    @Test func thePricedMenuSaysItsPricesAndItsClock() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let priced = try Menu(contentsOf: root.appendingPathComponent("config/examples/priced.yaml"))
        try await withStand(menu: priced) { client in
            let menu = try Self.json(try await client.execute(uri: "/api/menu", method: .get))
            #expect(menu["currency"] as? String == "KRW")
            #expect(menu["timezone"] as? String == "Asia/Seoul")
            let juices = try #require(menu["juices"] as? [[String: Any]])
            #expect(juices.map { $0["price"] as? Int } == [5000, 4000, 4500, 4500, 5500, 5000, 5500])
        }
    }

    @Test func aTokenGuardsTheAPIAndMetricsButNotTheDocument() async throws {
        try await withStand(ServeOptions(token: "s3cret-token")) { client in
            let without = try await client.execute(uri: "/api/stock", method: .get)
            #expect(without.status == .unauthorized)
            #expect(try Self.json(without)["code"] as? String == "unauthorized")
            let wrong = try await client.execute(uri: "/api/stock", method: .get, headers: [.authorization: "Bearer s3cret-tokeN"])
            #expect(wrong.status == .unauthorized)
            #expect(try await client.execute(uri: "/metrics", method: .get).status == .unauthorized)
            let right = try await client.execute(uri: "/api/stock", method: .get, headers: [.authorization: "Bearer s3cret-token"])
            #expect(right.status == .ok)
            #expect(try await client.execute(uri: "/openapi.json", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            let metrics = try await client.execute(uri: "/metrics", method: .get, headers: [.authorization: "Bearer s3cret-token"])
            #expect(!String(buffer: metrics.body).contains("s3cret"))
        }
    }

    @Test func metricsCountOrdersAndShowStock() async throws {
        try await withStand { client in
            let (headers, body) = Self.order(#"{"lines":[{"juice":"banana"}]}"#)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: body)
            let (_, short) = Self.order(#"{"lines":[{"juice":"strawberry"}]}"#)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: short)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: body)
            _ = try await client.execute(uri: "/api/stock", method: .get)
            let text = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(text.contains("juicemaker_orders_total{result=\"made\"} 2\n"))
            #expect(text.contains("juicemaker_orders_total{result=\"refused\"} 1\n"))
            #expect(text.contains("juicemaker_stock{fruit=\"banana\"} 6.0\n"))
            // Each route, method and status class counts its own requests.
            #expect(text.contains("juicemaker_http_request_duration_seconds_count{route=\"/api/orders\",method=\"POST\",status=\"2xx\"} 2\n"))
            #expect(text.contains("juicemaker_http_request_duration_seconds_count{route=\"/api/orders\",method=\"POST\",status=\"4xx\"} 1\n"))
            #expect(text.contains("juicemaker_http_request_duration_seconds_count{route=\"/api/stock\",method=\"GET\",status=\"2xx\"} 1\n"))
        }
    }

    /// Takings, lost sales and undone takings, in minor units by currency: what a Prometheus
    /// dashboard of the day needs.
    @Test func metricsCountTakingsAndLostSales() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let priced = try Menu(contentsOf: root.appendingPathComponent("config/examples/priced.yaml"))
        try await withStand(menu: priced) { client in
            let (headers, banana) = Self.order(#"{"lines":[{"juice":"banana"}]}"#)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: banana)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: banana)
            let (_, short) = Self.order(#"{"lines":[{"juice":"strawberry","count":2}]}"#)
            #expect(try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: short).status == .conflict)
            let (_, unknown) = Self.order(#"{"lines":[{"juice":"durian"}]}"#)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: unknown)
            _ = try await client.execute(uri: "/api/undo", method: .post, headers: headers)
            let text = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            #expect(text.contains("juicemaker_takings_minor_units_total{currency=\"KRW\"} 8000\n"), "\(text)")
            #expect(text.contains("juicemaker_lost_sales_total 1\n"), "a shortage, not an unknown juice")
            #expect(text.contains("juicemaker_lost_takings_minor_units_total{currency=\"KRW\"} 10000\n"))
            #expect(text.contains("juicemaker_undone_takings_minor_units_total{currency=\"KRW\"} 4000\n"))
            #expect(text.contains("juicemaker_orders_total{result=\"refused\"} 1\n"))
            let history = try Self.json(try await client.execute(uri: "/api/history", method: .get))
            let entries = try #require(history["entries"] as? [[String: Any]])
            #expect(entries.map { $0["kind"] as? String } == ["undo", "lost", "order", "order"])
            #expect(entries[1]["amount"] as? Int == 10_000 && entries[1]["currency"] as? String == "KRW")
            #expect(entries[3]["undoneBy"] is NSNull && entries[2]["undoneBy"] as? Int == 4)
        }
    }

    /// `GET /api/report`: today by default, a day by `day`, each fruit's stock through it; a day
    /// that is not a date is refused, naming the form.
    @Test func theReportIsADayWithItsStockThroughIt() async throws {
        try await withStand { client in
            let (headers, banana) = Self.order(#"{"lines":[{"juice":"banana"}]}"#)
            _ = try await client.execute(uri: "/api/orders", method: .post, headers: headers, body: banana)
            let today = try Self.json(try await client.execute(uri: "/api/report", method: .get))
            #expect((today["totals"] as? [String: Int])?["cups"] == 1)
            let stock = try #require(today["stock"] as? [[String: Any]])
            let points = try #require(stock.first { $0["fruit"] as? String == "banana" }?["points"] as? [[String: Any]])
            #expect(points.first?["stock"] as? Int == 10 && points.last?["stock"] as? Int == 8, "\(points)")
            let before = try Self.json(try await client.execute(uri: "/api/report?day=2024-05-01", method: .get))
            #expect((before["totals"] as? [String: Int])?["cups"] == 0 && before["start"] as? String != today["start"] as? String)
            let bad = try await client.execute(uri: "/api/report?day=May%201", method: .get)
            #expect(bad.status == .badRequest)
            #expect((try Self.json(bad)["detail"] as? String)?.contains("YYYY-MM-DD") == true)
            // Years whose stamps ISO 8601 cannot write in four digits, or before the journal's times.
            for day in ["0001-01-01", "9999-12-31", "1969-12-31"] {
                #expect(try await client.execute(uri: "/api/report?day=\(day)", method: .get).status == .badRequest, "\(day)")
            }
        }
    }

    /// The page at `/` is the repository's `Page/stand.html` (embedded by SwiftPM), with a policy
    /// that lets only its own script and style run, and revalidates by its tag.
    @Test func thePageIsTheRepositorysUnderAPolicyThatRunsOnlyItself() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("Sources/JuiceMakerServer/Page/stand.html"), encoding: .utf8)
        #expect(StandPage.html == file)
        // One inline script and one style, each named by the hash Python's hashlib gives.
        for element in ["script", "style"] {
            #expect(file.components(separatedBy: "<\(element)>").count == 2, "exactly one inline <\(element)>")
            let python = try Self.output(of: ["python3", "-c", """
                import base64, hashlib, re, sys
                block = re.search(r"<\(element)>(.*?)</\(element)>", open(sys.argv[1], encoding="utf-8").read(), re.S).group(1)
                print("'sha256-" + base64.b64encode(hashlib.sha256(block.encode()).digest()).decode() + "'")
                """, root.appendingPathComponent("Sources/JuiceMakerServer/Page/stand.html").path])
            #expect(StandPage.inlineHash(of: element) == python.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try await withStand { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(String(buffer: page.body) == file)
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.hasPrefix("default-src 'none'; script-src 'sha256-") && policy.contains("connect-src 'self'"))
            #expect(!policy.contains("unsafe"))
            let tag = try #require(page.headers[.eTag])
            let again = try await client.execute(uri: "/", method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            // Bytes a register's tablet loads first: the page of three screens, in one response; with
            // its reads it stays within the first load's 64 KB (Benchmarks/web.py).
            #expect(page.body.readableBytes < 48_000)
        }
    }

    /// What a program prints, for the page's hashes as another implementation computes them.
    static func output(of arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theServedDocumentIsTheRepositorysAndEveryRouteIsInIt() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("config/openapi.json"), encoding: .utf8)
        #expect(OpenAPIDocument.json == file)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = (document["paths"] as? [String: [String: Any]]) ?? [:]
        #expect(Set(paths.keys) == ["/health", "/api/menu", "/api/stock", "/api/orders", "/api/stock/{fruit}", "/api/reset", "/api/history", "/api/undo",
                                    "/api/restock", "/api/events", "/api/report", "/metrics", "/openapi.json"])
        // The document describes exactly the route table's operations (all but the page at `/`).
        let documented = Set(paths.flatMap { path, operations in
            operations.keys.filter { ["get", "post", "put", "patch", "delete"].contains($0) }.map { "\($0.uppercased()) \(path)" }
        })
        let mounted = Set(StandAPI.routes.filter { $0.path != "/" }.map { "\($0.method.rawValue) \($0.path)" })
        #expect(documented == mounted)
        try await withStand { client in
            let missing = try await client.execute(uri: "/nowhere", method: .get)
            #expect(missing.status == .notFound)
            // A path the API has, with a method it does not take: 405 and what it takes.
            let wrongMethod = try await client.execute(uri: "/api/restock", method: .delete)
            #expect(wrongMethod.status == .methodNotAllowed)
            #expect(wrongMethod.headers[.allow] == "GET, HEAD, POST")
            #expect(try await client.execute(uri: "/api/stock/kiwi", method: .get).status == .methodNotAllowed)
        }
    }

    /// A good edit of the menu file is served at once; a broken one is reported by `GET /api/menu`
    /// (line and column) while the last good menu goes on.
    @Test func aGoodEditOfTheMenuIsTakenAndABrokenOneReportedKeepingTheLastGood() async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let (menuFile, first, pool) = try await Self.kiwiStand(in: directory)
        let lines = LogLines()
        let app = StandServer.makeApplication(options: ServeOptions(), pool: pool, menuBytes: Array(first.utf8), menuPath: menuFile.path,
                                              log: { lines.add($0) })
        try await app.test(.router) { client in
            let before = try Self.json(try await client.execute(uri: "/api/menu", method: .get))
            #expect((before["file"] as? [String: Any])?["changed"] as? Bool == false)
            #expect(try await client.execute(uri: "/api/orders", method: .post, headers: Self.jsonType,
                                             body: ByteBuffer(string: #"{"lines":[{"juice":"kiwi"}]}"#)).status == .created)

            // A good edit: a new fruit and juice, served without a restart; the kiwis used stay used.
            let second = first + "  mango: { recipe: { mango: 2 } }\n"
            let good = second.replacingOccurrences(of: "  kiwi: { stock: 10 }\n", with: "  kiwi: { stock: 10 }\n  mango: { stock: 4 }\n")
            try good.write(to: menuFile, atomically: true, encoding: .utf8)
            let taken = try Self.json(try await client.execute(uri: "/api/menu", method: .get))
            #expect((taken["file"] as? [String: Any])?["changed"] as? Bool == false, "\(lines.text)")
            #expect(taken["version"] as? String != before["version"] as? String)
            #expect((taken["juices"] as? [[String: Any]])?.map { $0["juice"] as? String } == ["kiwi", "mango"])
            #expect((taken["juices"] as? [[String: Any]])?.map { $0["canMake"] as? Int } == [2, 2])
            let mango = try await client.execute(uri: "/api/orders", method: .post, headers: Self.jsonType,
                                                 body: ByteBuffer(string: #"{"lines":[{"juice":"mango"}]}"#))
            #expect(mango.status == .created)
            #expect(Self.stock(try Self.json(mango)) == ["kiwi": 7, "mango": 2])

            // A broken edit: reported where it is, and the last good menu (with mango) kept.
            try good.replacingOccurrences(of: "{ kiwi: 3 }", with: "{ kiwii: 3 }").write(to: menuFile, atomically: true, encoding: .utf8)
            let after = try Self.json(try await client.execute(uri: "/api/menu", method: .get))
            let file = try #require(after["file"] as? [String: Any])
            #expect(file["changed"] as? Bool == true)
            let problem = try #require((file["problems"] as? [[String: Any]])?.first)
            #expect(problem["code"] as? String == "unknown-fruit" && problem["line"] as? Int == 5 && problem["column"] as? Int == 21)
            #expect(problem["message"] as? String == "recipe of 'kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?")
            // The same problem in Korean for a Korean request (the web page sends its language).
            let korean = try Self.json(try await client.execute(uri: "/api/menu", method: .get, headers: [.acceptLanguage: "ko"]))
            let koreanProblem = try #require(((korean["file"] as? [String: Any])?["problems"] as? [[String: Any]])?.first)
            #expect(koreanProblem["message"] as? String == "'kiwi'의 레시피에 없는 과일 'kiwii'이(가) 있어요; 'kiwi'을(를) 말한 건가요?")
            #expect(koreanProblem["code"] as? String == "unknown-fruit" && koreanProblem["line"] as? Int == 5)
            #expect(after["version"] as? String == taken["version"] as? String)
            #expect((after["juices"] as? [[String: Any]])?.map { $0["canMake"] as? Int } == [2, 1])
        }
        await pool.close()
    }
}

extension StandAPITests {
    /// A menu file of one fruit (10 kiwis) and one juice (3 kiwis) in `directory`, its text, and a
    /// pool of two SQLite stores for it.
    static func kiwiStand(in directory: URL) async throws -> (menuFile: URL, text: String, pool: StorePool) {
        let menuFile = directory.appendingPathComponent("menu.yaml")
        let text = "fruits:\n  kiwi: { stock: 10 }\njuices:\n  kiwi: { recipe: { kiwi: 3 } }\n"
        try text.write(to: menuFile, atomically: true, encoding: .utf8)
        let menu = try #require(MenuLoader.report(path: menuFile.path).menu)
        let path = directory.appendingPathComponent("stock.sqlite").path
        return await (menuFile, text, try StorePool(size: 2, menu: menu) { try await StockDatabase.open(path: path, menu: $0) })
    }

    /// Checks of the menu file that arrive while one reloads it (the timer's and a request's) all
    /// answer with the new menu: before, one that resumed first could still see the old one.
    @Test func checksThatWaitForAReloadSeeItsResult() async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let (menuFile, first, pool) = try await Self.kiwiStand(in: directory)
        let watch = MenuWatch(path: menuFile.path, served: MenuFileWatch.version(of: Array(first.utf8)), pool: pool,
                              events: StockEvents(pool: pool), log: { _ in })
        for round in 1...5 {
            let edit = first + "  pear\(round): { recipe: { kiwi: 1 } }\n"
            try edit.write(to: menuFile, atomically: true, encoding: .utf8)
            let version = MenuFileWatch.version(of: Array(edit.utf8))
            let served = await withTaskGroup(of: String.self) { group in
                for _ in 0..<6 { group.addTask { await watch.now().served } }
                return await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(served == Array(repeating: version, count: 6), "round \(round)")
            #expect(pool.menu.juices.map(\.id.rawValue) == ["kiwi", "pear\(round)"])
        }
        await pool.close()
    }
}

/// What a server logged, for a failure's message and for the request log's tests.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(time: Date, line: String)] = []

    func add(_ line: String) { lock.withLock { lines.append((Date(), line)) } }

    /// Each line after the time it came.
    var text: String { lock.withLock { lines.map { "\($0.time) \($0.line)" }.joined(separator: "\n") } }

    /// The lines as they were given.
    var all: [String] { lock.withLock { lines.map(\.line) } }
}
