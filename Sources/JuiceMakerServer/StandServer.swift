import Foundation
#if canImport(Glibc)
import Glibc
#endif
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging
internal import NIOCore
internal import ServiceLifecycle

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
    /// - Throws: `RefusedStart` for a host that resolves to nothing, an address other than a
    ///   loopback one without a token, or an address and port that cannot be bound; what `open`
    ///   throws.
    public static func run(options: ServeOptions, menu: Menu, menuBytes: [UInt8], menuPath: String? = nil, log: @escaping @Sendable (String) -> Void,
                           open: @escaping @Sendable (Menu) async throws -> any StockStore) async throws {
        let address: ListenAddress
        do {
            address = try ListenAddress.resolve(options.host)
        } catch let unresolved as ListenAddress.Unresolved {
            throw RefusedStart.unresolved(host: options.host, reason: unresolved.reason)
        }
        if !address.isLoopback, options.token?.isEmpty ?? true {
            throw RefusedStart.noToken(host: options.host, resolved: address.numeric == options.host ? nil : address.numeric)
        }
        var options = options
        options.maxConnections = Self.connectionsWithinDescriptorLimit(options.maxConnections, log: log)
        let pool = try await StorePool(size: options.connections, sharesOneStore: options.sharesOneStore, menu: menu, stockFile: options.stateFile, open: open)
        let app = makeApplication(options: options, bindTo: address.numeric, pool: pool, menuBytes: menuBytes, menuPath: menuPath, log: log)
        var configuration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
        // Whatever the clients do, a signal ends serve: requests in flight get the grace, then are cut.
        configuration.maximumGracefulShutdownDuration = options.shutdownGrace
        configuration.maximumCancellationDuration = .seconds(2)
        do {
            try await ServiceGroup(configuration: configuration).run()
        } catch {
            await pool.close()
            // A system call's error reaches here only from the listening socket (a connection's
            // stays with its channel): the address and port cannot be bound, which a person can fix.
            if let failed = error as? IOError {
                throw RefusedStart.cannotListen(address: address.numeric, port: options.port, errno: failed.errnoCode)
            }
            throw error
        }
        await pool.close()
    }

    /// The application: routes, middleware, the events service; for `run` and for tests.
    ///
    /// - Parameter address: The numeric address to bind (`ListenAddress`); `options.host` when nil.
    static func makeApplication(options: ServeOptions, bindTo address: String? = nil, pool: StorePool, menuBytes: [UInt8], menuPath: String? = nil,
                                log: @escaping @Sendable (String) -> Void) -> some ApplicationProtocol {
        let (router, events, menuFile) = makeRouter(options: options, pool: pool, menuBytes: menuBytes, menuPath: menuPath, log: log)
        let logger = Logger(label: "juicemaker.serve") { LogLineHandler(label: $0, write: log) }
        let host = options.host
        let limits = ConnectionGuard.Limits(connections: options.maxConnections, requestTimeout: options.requestTimeout)
        return Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionGuard.Installer(limits: limits)],
                                                idleTimeout: .seconds(Int64(options.idleTimeout.components.seconds)))),
            configuration: .init(address: .hostname(address ?? host, port: options.port), serverName: "juicemaker"),
            services: [events, menuFile],
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                let bound = address ?? host
                log("listening on http://\(bound.contains(":") ? "[\(bound)]" : bound):\(port) (stock in \(pool.location))")
            },
            logger: logger
        )
    }

    /// The router with every route and middleware, and the services its routes need.
    static func makeRouter(options: ServeOptions, pool: StorePool, menuBytes: [UInt8], menuPath: String? = nil,
                           log: @escaping @Sendable (String) -> Void) -> (Router<BasicRequestContext>, StockEvents, MenuWatch) {
        let metrics = ServerMetrics()
        let events = StockEvents(pool: pool, log: log)
        let menuFile = MenuWatch(path: menuPath, served: MenuFileWatch.version(of: menuBytes), pool: pool, events: events, log: log)
        let api = StandAPI(pool: pool, events: events, metrics: metrics, orders: IdempotentOrders(), options: options, menuFile: menuFile)
        let router = Router(options: .autoGenerateHeadEndpoints)
        let policy = options.accessPolicy
        router.add(middleware: ProblemMiddleware(metrics: metrics, fallback: options.language, policy: policy))
        if let origin = options.corsOrigin {
            router.add(middleware: CORSMiddleware(allowOrigin: .custom(origin), allowHeaders: [.contentType, .authorization, .idempotencyKey, .lastEventID],
                                                  allowMethods: [.get, .post]))
        }
        api.mount(on: router, policy: policy)
        return (router, events, menuFile)
    }

    /// Raises the soft limit of open files to the hard one, and keeps `wanted` connections within
    /// it (with room for the stores, the menu and the log): a server that runs out of descriptors
    /// can accept no one, and its accept loop spins.
    ///
    /// - Returns: The most connections to allow.
    static func connectionsWithinDescriptorLimit(_ wanted: Int, log: @Sendable (String) -> Void) -> Int {
        var limit = rlimit()
        guard getrlimit(Self.openFilesResource, &limit) == 0 else { return wanted }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Self.openFilesResource, &limit)
            _ = getrlimit(Self.openFilesResource, &limit)
        }
        let room = Int(clamping: limit.rlim_cur) - 128
        guard wanted > room else { return wanted }
        let allowed = max(1, room)
        log("serve: --max-connections \(wanted) is more than this process may open files (\(limit.rlim_cur)); allowing \(allowed)")
        return allowed
    }

    #if canImport(Glibc)
    private static let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let openFilesResource = RLIMIT_NOFILE
    #endif

}
