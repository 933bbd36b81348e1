import JuiceMakerMenu
import JuiceMakerStock

/// How `juicemaker serve` listens and what it allows.
public struct ServeOptions: Sendable {
    /// The address to listen on: `127.0.0.1` unless told otherwise. A name is resolved once, and
    /// its first address is bound.
    public var host: String
    /// The port; 0 picks a free one (the line `listening on …` says which).
    public var port: Int
    /// The token every request but the public ones must carry as `Authorization: Bearer …`; nil
    /// for none, which only a loopback address allows.
    public var token: String?
    /// Names the server goes by, besides its addresses and `localhost` (and `host` when it is a
    /// name): a `Host` header with any other name is refused (DNS rebinding).
    public var allowedHosts: [String]
    /// The largest request body read, in bytes.
    public var maxBodyBytes: Int
    /// How long a connection may stay without a request.
    public var idleTimeout: Duration
    /// How long a whole request (headers and body) may take to arrive, and an answer may stall
    /// unread; the connection is closed then.
    public var requestTimeout: Duration
    /// The most connections open at once; more are closed as they come.
    public var maxConnections: Int
    /// How long a signal waits for requests in flight before they are cut.
    public var shutdownGrace: Duration
    /// The origin allowed to call the API from a browser (`Access-Control-Allow-Origin`); nil: none.
    public var corsOrigin: String?
    /// The language of messages when a request's `Accept-Language` names neither English nor Korean.
    public var language: Language
    /// How many stores (database connections) serve requests at once.
    public var connections: Int
    /// Whether one store takes every request at once (SQLite on a GRDB `DatabasePool`, which
    /// queues changes for its one writer) rather than one request per store (a connection each).
    public var sharesOneStore: Bool
    /// The stock file (SQLite) that must stay the one opened: deleted, moved or replaced under the
    /// server, every request that needs the stock is answered 503; nil for a server's store.
    public var stateFile: String?

    /// Creates options; the defaults are safe for a register on one machine.
    public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, allowedHosts: [String] = [], maxBodyBytes: Int = 64 * 1024,
                idleTimeout: Duration = .seconds(30), requestTimeout: Duration = .seconds(30), maxConnections: Int = 1_024,
                shutdownGrace: Duration = .seconds(10), corsOrigin: String? = nil, language: Language = .en, connections: Int = 8,
                sharesOneStore: Bool = false, stateFile: String? = nil) {
        self.host = host
        self.port = port
        self.token = token
        self.allowedHosts = allowedHosts
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        self.maxConnections = maxConnections
        self.shutdownGrace = shutdownGrace
        self.corsOrigin = corsOrigin
        self.language = language
        self.connections = connections
        self.sharesOneStore = sharesOneStore
        self.stateFile = stateFile
    }

    /// Whether `text` is an origin `--cors-origin` may name: `http://` or `https://`, a host, and
    /// maybe a port; not `*`, `null`, a path or anything else.
    public static func isOrigin(_ text: String) -> Bool {
        AccessPolicy.origin(text) != nil
    }

    /// The fewest characters a token may have.
    public static let shortestToken = 16

    /// The access policy these options make (`AccessPolicy`).
    var accessPolicy: AccessPolicy {
        let hostIsName = !AccessPolicy.isAddress(host)
        return AccessPolicy(token: token, hostNames: allowedHosts + (hostIsName ? [host] : []), corsOrigin: corsOrigin)
    }
}
