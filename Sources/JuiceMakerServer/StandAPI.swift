import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock
internal import ServiceLifecycle

/// The routes of the stand's API, each what a command of the CLI does, answered in JSON (problems
/// in `application/problem+json`). `config/openapi.json` describes them; `StandServer` mounts them.
struct StandAPI: Sendable {
    let pool: StorePool
    let events: StockEvents
    let metrics: ServerMetrics
    let orders: IdempotentOrders
    let options: ServeOptions
    /// The menu file, watched: the version served, and a broken edit's problems.
    let menuFile: MenuWatch

    var menu: Menu { pool.menu }

    /// One route: a method, a path in Hummingbird's pattern form, and its answer.
    struct Route: Sendable {
        let method: HTTPRequest.Method
        let path: String
        let answer: @Sendable (StandAPI, Request, BasicRequestContext) async throws -> Response

        init(_ method: HTTPRequest.Method, _ path: String,
             _ answer: @escaping @Sendable (StandAPI, Request, BasicRequestContext) async throws -> Response) {
            self.method = method
            self.path = path
            self.answer = answer
        }
    }

    /// Every route, once: mounted on the router from here, and read for 405's `Allow`, for which
    /// paths take a POST (`AccessPolicy`) and by the test that holds `config/openapi.json` to it.
    static let routes: [Route] = [
        Route(.get, "/") { _, request, _ in page(request) },
        // A constant: for load balancers, and the floor the benchmarks hold `GET /api/stock` to.
        Route(.get, "/health") { _, _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
        },
        Route(.get, "/openapi.json") { _, _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: documentBytes))
        },
        Route(.get, "/metrics") { api, _, _ in
            let stock = try? await api.pool.run { try $0.stock() }
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                            body: .init(byteBuffer: ByteBuffer(string: api.metrics.render(stock: stock))))
        },
        Route(.get, "/api/menu") { api, request, _ in try await api.menuAnswer(api.language(of: request)) },
        Route(.get, "/api/stock") { api, request, _ in
            let language = api.language(of: request)
            let levels = try await api.pool.run { try $0.stock() }
            return api.json(.object(["stock": StockJSON.stock(levels, language: language)]))
        },
        Route(.post, "/api/orders") { api, request, _ in try await api.order(request) },
        Route(.post, "/api/stock/{fruit}") { api, request, context in
            try await api.changeStock(request, fruit: context.parameters.get("fruit") ?? "")
        },
        Route(.post, "/api/reset") { api, request, _ in
            let language = api.language(of: request)
            try await api.readNothing(request)
            let (entry, levels) = try await api.write { store in (try store.reset(), try store.stock()) }
            api.metrics.stockChanged(entry.kind)
            return api.json(.object(["entry": StockJSON.entry(entry), "stock": StockJSON.stock(levels, language: language)]))
        },
        Route(.get, "/api/history") { api, request, _ in
            let limit = try api.limit(of: request)
            let before = try api.before(of: request)
            // One more than asked tells whether another page follows.
            let entries = try await api.pool.run { try $0.history(limit: limit + 1, before: before) }
            let page = entries.prefix(limit)
            var answer: [String: JSONValue] = ["entries": .array(page.map(StockJSON.entry))]
            if entries.count > limit, let last = page.last { answer["next"] = .string("/api/history?limit=\(limit)&before=\(last.id)") }
            return api.json(.object(answer))
        },
        Route(.post, "/api/undo") { api, request, _ in
            let language = api.language(of: request)
            try await api.readNothing(request)
            let (record, levels) = try await api.write { store in (try store.undo(), try store.stock()) }
            api.metrics.stockChanged(record.undo.kind)
            return api.json(.object([
                "reverted": StockJSON.entry(record.reverted), "entry": StockJSON.entry(record.undo),
                "stock": StockJSON.stock(levels, language: language),
            ]))
        },
        Route(.get, "/api/restock") { api, request, _ in
            let language = api.language(of: request)
            let menu = api.menu
            let plan = try await api.pool.run { store in
                try store.restockPlan(for: try restockRequest(request.uri.queryParameters.getAll("for"), menu: menu))
            }
            return api.json(.object(["restock": StockJSON.restockPlan(plan, language: language)]))
        },
        Route(.post, "/api/restock") { api, request, _ in try await api.applyRestock(request) },
        Route(.get, "/api/events") { api, request, _ in try await api.eventStream(request) },
    ]

    /// The methods a path takes; empty for a path the API does not have.
    static func methods(for path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        return routes.filter { route in
            let pattern = route.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            return pattern.count == parts.count && zip(pattern, parts).allSatisfy { $0.hasPrefix("{") ? !$1.isEmpty : $0 == $1 }
        }.map(\.method.rawValue)
    }

    /// Adds the routes to a router.
    func mount(on router: Router<BasicRequestContext>) {
        for route in Self.routes {
            router.on(RouterPath(route.path), method: route.method) { request, context in try await route.answer(self, request, context) }
        }
    }

    // MARK: - Orders

    private func order(_ request: Request) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.bytes(of: request, limit: options.maxBodyBytes)
        guard let key = request.headers[.idempotencyKey] else {
            return Self.answer(try await makeOrder(body, language: language), replayed: false)
        }
        guard !key.isEmpty, key.utf8.count <= 255 else { throw Problem.badRequest("an Idempotency-Key is 1 to 255 characters") }
        switch await orders.begin(key, fingerprint: IdempotentOrders.fingerprint(body)) {
        case .replay(let answer):
            return Self.answer(answer, replayed: true)
        case .mismatch:
            throw Problem.idempotencyKeyReused
        case .run:
            let answer: IdempotentOrders.Answer
            do {
                answer = try await makeOrder(body, language: language, changeID: Self.changeID(forKey: key))
            } catch {
                await orders.abandon(key)
                throw error
            }
            // Only a made order is remembered (`IdempotentOrders`): a refusal leaves the key free.
            if answer.status == .created {
                await orders.finish(key, answer)
            } else {
                await orders.abandon(key)
            }
            return Self.answer(answer, replayed: answer.replayed)
        }
    }

    /// Runs an order; a refusal (409, 422) is an answer too, counted as refused.
    ///
    /// - Parameters:
    ///   - body: The request's body.
    ///   - changeID: From the request's `Idempotency-Key`: a store that journals orders
    ///     under an id (`OrderingByChangeID`: SQLite and PostgreSQL) makes it once across restarts and servers;
    ///     an order found under it is answered as it was made (422 when it was another order).
    private func makeOrder(_ body: [UInt8], language: Language, changeID: UUID? = nil) async throws -> IdempotentOrders.Answer {
        let order = try Self.juiceOrder(try OrderBody.read(body), menu: menu)
        do {
            let (entry, replayed, levels) = try await makeOrder(order, changeID: changeID)
            if replayed, entry.description != order.description {
                let problem = Problem.idempotencyKeyReused
                return IdempotentOrders.Answer(status: problem.status, body: problem.body)
            }
            if !replayed { metrics.orderMade() }
            let low = StockLevel.leftLow(by: entry, in: levels)
            let value = JSONValue.object([
                "message": .string(menu.readyMessage(for: order, in: language)),
                "entry": StockJSON.entry(entry),
                "stock": StockJSON.stock(levels, language: language),
                "low": StockJSON.low(low, language: language),
            ])
            return IdempotentOrders.Answer(status: .created, body: value.prettyPrinted, replayed: replayed)
        } catch let error as JuiceMakerError {
            metrics.orderRefused()
            let problem = Problem.from(error, language: language)
            return IdempotentOrders.Answer(status: problem.status, body: problem.body)
        }
    }

    /// Makes an order: on the request's task when the store can (PostgreSQL, `OrderingWithoutBlocking`),
    /// else, or when that could not settle it, through the pool under the same change id
    /// (`StorePool.order(_:changeID:)`: on SQLite with the orders queued beside it).
    ///
    /// - Returns: The entry; whether it was made before under `changeID` (an `Idempotency-Key`'s);
    ///   every menu fruit's level after it.
    private func makeOrder(_ order: JuiceOrder, changeID: UUID?) async throws -> (JournalEntry, Bool, [StockLevel]) {
        // The id the order is first tried under on the request's task; the blocking way reuses it.
        let attempted = pool.ordersWithoutBlocking ? changeID ?? UUID() : nil
        if let id = attempted {
            if let made = try await pool.orderWithoutBlocking(order, changeID: id) {
                events.nudge()
                if let levels = made.stock { return (made.entry, false, levels) }
                return (made.entry, false, try await pool.run { try $0.stock() })
            }
        }
        defer { events.nudge() }
        let made = try await pool.order(order, changeID: changeID ?? attempted)
        // Under an id this request made, a "replayed" order is its own first attempt.
        return (made.entry, made.replayed && changeID != nil, made.stock)
    }

    /// The order a body asks for: each juice resolved as the CLI resolves typed words, counts from
    /// 1 to `Limits.maxOrderCount`, the same juice twice added up.
    static func juiceOrder(_ body: OrderBody, menu: Menu) throws -> JuiceOrder {
        guard !body.lines.isEmpty else { throw JuiceMakerError.emptyOrder }
        var lines: [OrderLine] = []
        var index: [Juice.ID: Int] = [:]
        for line in body.lines {
            let juice = try menu.juiceID(named: line.juice)
            let count = line.count ?? 1
            guard (1...Limits.maxOrderCount).contains(count) else { throw JuiceMakerError.invalidCount("\(line.juice):\(count)") }
            if let existing = index[juice] {
                let total = lines[existing].count + count
                guard total <= Limits.maxOrderCount else { throw JuiceMakerError.orderTooLarge(juice: juice.rawValue, total: total) }
                lines[existing] = OrderLine(juice: juice, count: total)
            } else {
                index[juice] = lines.count
                lines.append(OrderLine(juice: juice, count: count))
            }
        }
        return JuiceOrder(lines: lines)
    }

    /// The change id an `Idempotency-Key` stands for: the same key, the same id, in every process
    /// (two 64-bit FNV-1a hashes of the key, from two starting points).
    static func changeID(forKey key: String) -> UUID {
        let (first, second) = FNV1a.pair(Array("juicemaker idempotency key\u{0}\(key)".utf8))
        let high = first.value, low = second.value
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func answer(_ answer: IdempotentOrders.Answer, replayed: Bool) -> Response {
        let type = answer.status.code >= 400 ? "application/problem+json" : "application/json"
        var headers: HTTPFields = [.contentType: type]
        if replayed { headers[.idempotentReplayed] = "true" }
        return Response(status: answer.status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: answer.body)))
    }

    // MARK: - Stock changes

    private func changeStock(_ request: Request, fruit word: String) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.decode(StockChangeBody.self, from: request, limit: options.maxBodyBytes)
        let given = [body.add, body.remove, body.set].compactMap { $0 }
        guard given.count == 1, let amount = given.first else {
            throw Problem.badRequest("give exactly one of 'add', 'remove' or 'set', as {\"add\": 5}")
        }
        // The fruit is the resource the path names: one the menu lacks is 404, still 'unknown-fruit'.
        let fruit: Fruit.ID
        do {
            fruit = try menu.fruitID(named: word)
        } catch {
            throw Problem(status: .notFound, code: error.code, detail: error.message(in: language))
        }
        let (entry, levels) = try await write { store in
            let entry: JournalEntry
            if body.add != nil {
                entry = try store.add(fruit: fruit, amount: amount)
            } else if body.remove != nil {
                entry = try store.remove(fruit: fruit, amount: amount)
            } else {
                entry = try store.set(fruit: fruit, amount: amount)
            }
            return (entry, try store.stock())
        }
        metrics.stockChanged(entry.kind)
        return json(.object(["entry": StockJSON.entry(entry), "stock": StockJSON.stock(levels, language: language)]))
    }

    // MARK: - Restock

    static func restockRequest(_ words: [String], menu: Menu) throws -> RestockRequest {
        if words.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw Problem.badRequest("an order to plan for is empty; write each as JUICE or JUICE:COUNT")
        }
        return words.isEmpty ? .lowStock : .orders(try OrderParser(menu: menu).parse(words: words))
    }

    private func applyRestock(_ request: Request) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.decode(RestockBody.self, from: request, limit: options.maxBodyBytes)
        let wanted = try Self.restockRequest(body.for ?? [], menu: menu)
        let (result, levels) = try await write { store in (try store.restock(wanted), try store.stock()) }
        if let entry = result.entry { metrics.stockChanged(entry.kind) }
        return json(.object([
            "restock": StockJSON.restockPlan(result.plan, language: language),
            "entry": result.entry.map(StockJSON.entry) ?? .null,
            "stock": StockJSON.stock(levels, language: language),
        ]))
    }

    // MARK: - Menu

    private func menuAnswer(_ language: Language) async throws -> Response {
        // The file first: a good edit is taken before the menu and its stock are read.
        let (served, file) = await menuFile.now()
        let maker = try await pool.run { try $0.maker() }
        func names(_ name: LocalizedName) -> JSONValue {
            .object(Dictionary(name.translations.map { ($0.language, JSONValue.string($0.text)) }, uniquingKeysWith: { first, _ in first }))
        }
        let fruits: [JSONValue] = menu.fruits.map { fruit in
            .object([
                "fruit": .string(fruit.id.rawValue), "name": .string(fruit.name.text(for: language.code)), "names": names(fruit.name),
                "emoji": fruit.emoji.map(JSONValue.string) ?? .null, "initialStock": .int(fruit.initialStock),
                "reorder": fruit.reorderPoint.map(JSONValue.int) ?? .null, "par": .int(fruit.par),
                "stock": .int(maker.stock(of: fruit.id)),
            ])
        }
        let juices: [JSONValue] = menu.juices.map { juice in
            .object([
                "juice": .string(juice.id.rawValue), "name": .string(juice.name.text(for: language.code)), "names": names(juice.name),
                "recipe": .array(juice.recipe.map { .object(["fruit": .string($0.fruit.rawValue), "amount": .int($0.amount)]) }),
                "canMake": .int(maker.servings(of: juice.id)),
            ])
        }
        var answer: [String: JSONValue] = ["version": .string(served), "fruits": .array(fruits), "juices": .array(juices)]
        answer["file"] = file.map { Self.json($0, language: language) } ?? .null
        return json(.object(answer))
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds, in `language`.
    private static func json(_ file: MenuWatch.FileState, language: Language) -> JSONValue {
        .object([
            "name": .string(file.name), "version": .string(file.current), "changed": .bool(file.current != file.served),
            "problems": .array(file.problems(in: language).map { diagnostic in
                .object([
                    "line": diagnostic.line.map(JSONValue.int) ?? .null, "column": diagnostic.column.map(JSONValue.int) ?? .null,
                    "severity": .string(diagnostic.severity.rawValue), "code": .string(diagnostic.code.rawValue),
                    "message": .string(diagnostic.message),
                ])
            }),
        ])
    }

    // MARK: - Events

    /// `GET /api/events`: every stock change as a server-sent event (`id:` the entry's id), from
    /// after `Last-Event-ID` when the client sends one (it reconnects without losing an entry).
    /// A listener that reads too slowly is dropped (`StockEvents.listenerBuffer`); `serve`
    /// stopping ends every stream.
    private func eventStream(_ request: Request) async throws -> Response {
        let lastSeen = request.headers[.lastEventID].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        let events = self.events
        // Listening starts when the body is written: a HEAD (no body) never listens.
        let body = ResponseBody { writer in
            let (id, stream) = await events.listen(after: lastSeen)
            do {
                try await withGracefulShutdownHandler {
                    // A comment line first, so a client knows the stream is open.
                    try await writer.write(ByteBuffer(string: ": juicemaker events\n\n"))
                    for await event in stream { try await writer.write(ByteBuffer(string: Self.text(of: event))) }
                } onGracefulShutdown: {
                    Task { await events.stop(id) }
                }
            } catch {
                await events.stop(id)
                throw error
            }
            await events.stop(id)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }

    /// An event as the stream writes it; its data is one line: compact JSON, whose strings escape
    /// their line breaks.
    static func text(of event: StockEvents.Event) -> String {
        switch event {
        case .change(let entry):
            let data = String(decoding: StockJSON.entry(entry).compactUTF8, as: UTF8.self)
            return "id: \(entry.id)\nevent: change\ndata: \(data)\n\n"
        case .menu(let version, let broken):
            let data = String(decoding: JSONValue.object(["version": .string(version), "broken": .bool(broken)]).compactUTF8, as: UTF8.self)
            return "event: menu\ndata: \(data)\n\n"
        case .keepAlive:
            return ": keep-alive\n\n"
        }
    }

    // MARK: - Helpers

    /// The body of a request that takes none: empty, or `{}`.
    private func readNothing(_ request: Request) async throws {
        let bytes = try await RequestBody.bytes(of: request, limit: options.maxBodyBytes)
        if !bytes.isEmpty { _ = try EmptyBody.read(bytes) }
    }

    /// Runs a change on a store, then has the events read the journal at once rather than on the
    /// next tick: a change made here reaches listeners in milliseconds (refusals read nothing new).
    private func write<T: Sendable>(_ body: @escaping @Sendable (any StockStore) throws -> T) async throws -> T {
        defer { events.nudge() }
        return try await pool.run(writes: true, body)
    }

    private func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: value.prettyPrinted)))
    }

    /// The `before` of `GET /api/history`: an entry id from 1; nil when not given.
    private func before(of request: Request) throws -> Int? {
        guard let text = request.uri.queryParameters.get("before") else { return nil }
        guard let before = Int(text), before >= 1 else { throw Problem.badRequest("'before' is an entry id, a whole number from 1") }
        return before
    }

    private func limit(of request: Request) throws -> Int {
        guard let text = request.uri.queryParameters.get("limit") else { return 20 }
        guard let limit = Int(text), (1...1_000).contains(limit) else { throw Problem.badRequest("'limit' is a whole number from 1 to 1000") }
        return limit
    }

    /// Korean when `Accept-Language` names Korean before English, else the server's language.
    func language(of request: Request) -> Language {
        StandAPI.language(acceptLanguage: request.headers[.acceptLanguage], fallback: options.language)
    }

    static func language(acceptLanguage: String?, fallback: Language) -> Language {
        guard let header = acceptLanguage else { return fallback }
        for tag in header.split(separator: ",") {
            let code = tag.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            if code.hasPrefix("ko") { return .ko }
            if code.hasPrefix("en") { return .en }
        }
        return fallback
    }

    /// The stand's web page (`StandPage`), with a policy that lets only its own script and style
    /// run and only this server be called; revalidated on each load (`ETag`), so an upgrade shows.
    static func page(_ request: Request) -> Response {
        if request.headers[.ifNoneMatch] == pageTag {
            return Response(status: .notModified, headers: [.eTag: pageTag])
        }
        return Response(status: .ok, headers: [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .eTag: pageTag,
            .contentSecurityPolicy: StandPage.contentSecurityPolicy, HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
        ], body: .init(byteBuffer: pageBytes))
    }

    private static let pageBytes = ByteBuffer(string: StandPage.html)
    /// The OpenAPI document, made once: every answer shares its storage.
    private static let documentBytes = ByteBuffer(string: OpenAPIDocument.json)
    private static let pageTag = "\"" + StandServer.menuVersion(Array(StandPage.html.utf8)) + "\""
}

extension HTTPField.Name {
    /// `Last-Event-ID`: the newest event a reconnecting event-stream client has.
    static let lastEventID = HTTPField.Name("Last-Event-ID")!
}
