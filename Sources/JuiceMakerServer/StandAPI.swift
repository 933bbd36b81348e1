import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

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

    /// One route: a method, a path in Hummingbird's pattern form, who may ask it, and its answer.
    struct Route: Sendable {
        /// Who may ask a route.
        enum Access: Sendable {
            /// Anyone who reaches the server: the page, the API's description, the health check.
            case anyone
            /// Whoever holds the stand's token (`AccessPolicy`), the default: the route is
            /// mounted in the router group guarded by `StandAccess`.
            case stand
        }

        let method: HTTPRequest.Method
        let path: String
        let access: Access
        let answer: @Sendable (StandAPI, Request, BasicRequestContext) async throws -> Response

        init(_ method: HTTPRequest.Method, _ path: String, _ access: Access = .stand,
             _ answer: @escaping @Sendable (StandAPI, Request, BasicRequestContext) async throws -> Response) {
            self.method = method
            self.path = path
            self.access = access
            self.answer = answer
        }
    }

    /// Every route, once: mounted on the router from here (each in the group its access says),
    /// and read for 405's `Allow` and by the test that holds `config/openapi.json` to it.
    static let routes: [Route] = [
        Route(.get, "/", .anyone) { _, request, _ in page(request) },
        // A constant: for load balancers, and the floor the benchmarks hold `GET /api/stock` to.
        Route(.get, "/health", .anyone) { _, _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
        },
        Route(.get, "/openapi.json", .anyone) { _, _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: documentBytes))
        },
        Route(.get, "/metrics") { api, _, _ in
            let stock = try? await api.pool.run { try await $0.stock() }
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                            body: .init(byteBuffer: ByteBuffer(string: api.metrics.render(stock: stock))))
        },
        Route(.get, "/api/menu") { api, request, _ in try await api.menuAnswer(api.language(of: request)) },
        Route(.get, "/api/stock") { api, request, _ in
            let language = api.language(of: request)
            let levels = try await api.pool.run { try await $0.stock() }
            return try api.answer(APIAnswer.Stock(stock: StockJSON.stock(levels, language: language)))
        },
        Route(.post, "/api/orders") { api, request, _ in try await api.order(request) },
        Route(.post, "/api/stock/{fruit}") { api, request, context in
            try await api.changeStock(request, fruit: context.parameters.get("fruit") ?? "")
        },
        Route(.post, "/api/reset") { api, request, _ in
            let language = api.language(of: request)
            try await api.readNothing(request)
            let (entry, levels) = try await api.write { store in (try await store.reset(), try await store.stock()) }
            api.metrics.stockChanged(entry.kind)
            return try api.answer(APIAnswer.Change(entry: StockJSON.entry(entry), stock: StockJSON.stock(levels, language: language)))
        },
        Route(.get, "/api/history") { api, request, _ in
            let limit = try api.limit(of: request)
            let before = try api.before(of: request)
            // One more than asked tells whether another page follows.
            let entries = try await api.pool.run { try await $0.history(limit: limit + 1, before: before) }
            let page = entries.prefix(limit)
            let next = entries.count > limit ? page.last.map { "/api/history?limit=\(limit)&before=\($0.id)" } : nil
            return try api.answer(APIAnswer.History(entries: page.map(StockJSON.entry), next: next))
        },
        Route(.post, "/api/undo") { api, request, _ in
            let language = api.language(of: request)
            try await api.readNothing(request)
            let (record, levels) = try await api.write { store in (try await store.undo(), try await store.stock()) }
            api.metrics.undone(record)
            return try api.answer(APIAnswer.Undo(entry: StockJSON.entry(record.undo), reverted: StockJSON.entry(record.reverted),
                                                 stock: StockJSON.stock(levels, language: language)))
        },
        Route(.get, "/api/restock") { api, request, _ in
            let language = api.language(of: request)
            let menu = api.menu
            let plan = try await api.pool.run { store in
                try await store.restockPlan(for: try restockRequest(request.uri.queryParameters.getAll("for"), menu: menu))
            }
            return try api.answer(APIAnswer.RestockPlan(restock: StockJSON.restockPlan(plan, language: language)))
        },
        Route(.post, "/api/restock") { api, request, _ in try await api.applyRestock(request) },
        Route(.get, "/api/events") { api, request, _ in try await api.eventStream(request) },
        Route(.get, "/api/report") { api, request, _ in try await api.report(request) },
    ]

    /// The methods a path takes; empty for a path the API does not have.
    static func methods(for path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        return routes.filter { route in
            let pattern = route.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            return pattern.count == parts.count && zip(pattern, parts).allSatisfy { $0.hasPrefix("{") ? !$1.isEmpty : $0 == $1 }
        }.map(\.method.rawValue)
    }

    /// Adds the routes to a router: those anyone may ask on it, the others in a group behind
    /// `StandAccess`.
    ///
    /// - Parameters:
    ///   - router: The router.
    ///   - policy: What the stand's group holds its requests to.
    func mount(on router: Router<BasicRequestContext>, policy: AccessPolicy) {
        let stand = router.group().add(middleware: StandAccess(policy: policy))
        for route in Self.routes {
            let path = RouterPath(route.path)
            let answer: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
                try await route.answer(self, request, context)
            }
            switch route.access {
            case .anyone: router.on(path, method: route.method, use: answer)
            case .stand: stand.on(path, method: route.method, use: answer)
            }
        }
    }
}
