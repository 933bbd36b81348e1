import Foundation
import HTTPTypes
import Hummingbird
import JuiceMakerKit
import Logging
import NIOCore
import ServiceLifecycle

/// `juicemaker serve`: the stand's HTTP API over a pool of stores, until SIGTERM or SIGINT.
///
/// On a signal it stops accepting connections, lets the requests in flight finish (event streams
/// end), and closes the stores: an order is either made and answered, or not begun.
///
/// ```swift
/// try await StandServer.run(options: ServeOptions(port: 8080), menu: menu, menuBytes: bytes, log: { print($0) }) {
///     try StockLocation(parsing: path).open(menu: $0)
/// }
/// ```
public enum StandServer {
    /// Why the server would not start.
    public struct RefusedStart: Error, CustomStringConvertible {
        public let description: String
    }

    /// Serves until a signal ends it.
    ///
    /// - Parameters:
    ///   - options: Where to listen and what to allow.
    ///   - menu: The menu, as loaded from `menuBytes`.
    ///   - menuBytes: The menu file's bytes, for the menu's version.
    ///   - menuPath: The menu file, watched for edits (nil or `-` for standard input).
    ///   - log: Where the lines `listening on …` and the request log go (standard error).
    ///   - open: Opens one store for a menu; called once per connection of the pool, and again for
    ///     each good edit of the menu file.
    /// - Throws: `RefusedStart` for a non-loopback address without a token; what `open` throws;
    ///   an error binding the address.
    public static func run(options: ServeOptions, menu: Menu, menuBytes: [UInt8], menuPath: String? = nil, log: @escaping @Sendable (String) -> Void,
                           open: @escaping @Sendable (Menu) throws -> any StockStore) async throws {
        if !options.isLoopback, options.token?.isEmpty ?? true {
            throw RefusedStart(description: "refusing to listen on \(options.host) without a token: anyone on that network could change the stock. "
                + "Give one with --token-file, JUICEMAKER_TOKEN_FILE or JUICEMAKER_TOKEN, or listen on 127.0.0.1")
        }
        let pool = try StorePool(size: options.connections, oneWriterAtATime: options.oneWriterAtATime, menu: menu, open: open)
        let app = makeApplication(options: options, pool: pool, menuBytes: menuBytes, menuPath: menuPath, log: log)
        do {
            try await app.runService()
        } catch {
            await pool.close()
            throw error
        }
        await pool.close()
    }

    /// The application: routes, middleware, the events service; for `run` and for tests.
    static func makeApplication(options: ServeOptions, pool: StorePool, menuBytes: [UInt8], menuPath: String? = nil,
                                log: @escaping @Sendable (String) -> Void) -> some ApplicationProtocol {
        let metrics = ServerMetrics()
        let events = StockEvents(pool: pool, log: log)
        let menuFile = MenuWatch(path: menuPath, served: menuVersion(menuBytes), pool: pool, events: events, log: log)
        let api = StandAPI(pool: pool, events: events, metrics: metrics, orders: IdempotentOrders(), options: options, menuFile: menuFile)
        let router = Router()
        router.add(middleware: ProblemMiddleware(metrics: metrics, fallback: options.language))
        if let origin = options.corsOrigin {
            router.add(middleware: CORSMiddleware(allowOrigin: .custom(origin), allowHeaders: [.contentType, .authorization, .idempotencyKey],
                                                  allowMethods: [.get, .post]))
        }
        if let token = options.token, !token.isEmpty { router.add(middleware: TokenMiddleware(token: token)) }
        api.mount(on: router)
        let logger = Logger(label: "juicemaker.serve") { LogLineHandler(label: $0, write: log) }
        let host = options.host
        return Application(
            router: router,
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(options.idleTimeout.components.seconds)))),
            configuration: .init(address: .hostname(host, port: options.port), serverName: "juicemaker"),
            services: [events, menuFile],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                log("listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port) (stock in \(pool.location))")
            },
            logger: logger
        )
    }

    /// FNV-1a of the menu file's bytes, as 16 hex digits: changes whenever the file does.
    static func menuVersion(_ bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.hex
    }
}
