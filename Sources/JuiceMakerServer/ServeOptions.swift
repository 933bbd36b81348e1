import JuiceMakerKit

/// How `juicemaker serve` listens and what it allows.
public struct ServeOptions: Sendable {
    /// The address to listen on: `127.0.0.1` unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (the line `listening on …` says which).
    public var port: Int
    /// The token every API request and `/metrics` must carry as `Authorization: Bearer …`; nil
    /// for none, which only a loopback address allows.
    public var token: String?
    /// The largest request body read, in bytes.
    public var maxBodyBytes: Int
    /// How long a connection may stay without a request (slow or silent clients are dropped).
    public var idleTimeout: Duration
    /// The origin allowed to call the API from a browser (`Access-Control-Allow-Origin`); nil: none.
    public var corsOrigin: String?
    /// The language of messages when a request's `Accept-Language` names neither English nor Korean.
    public var language: Language
    /// How many stores (database connections) serve requests at once.
    public var connections: Int
    /// Whether changes wait for each other in the server (SQLite, whose file takes one writer at a
    /// time) rather than on the database's lock.
    public var oneWriterAtATime: Bool

    /// Creates options; the defaults are safe for a register on one machine.
    public init(host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, maxBodyBytes: Int = 64 * 1024,
                idleTimeout: Duration = .seconds(30), corsOrigin: String? = nil, language: Language = .en, connections: Int = 8,
                oneWriterAtATime: Bool = false) {
        self.host = host
        self.port = port
        self.token = token
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
        self.corsOrigin = corsOrigin
        self.language = language
        self.connections = connections
        self.oneWriterAtATime = oneWriterAtATime
    }

    /// Whether `host` is a loopback address, reachable from this machine only.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
