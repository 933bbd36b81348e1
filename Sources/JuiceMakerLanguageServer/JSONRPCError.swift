/// A JSON-RPC 2.0 error, as sent in a response's `error` member.
public struct JSONRPCError: Error, Hashable, Sendable {
    /// The error code: JSON-RPC's reserved codes, or LSP's.
    public var code: Int
    /// One sentence for people.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The error code.
    ///   - message: One sentence for people.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The body was not JSON, or its header was unusable (-32700).
    public static func parseError(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32700, message: "parse error: \(detail)") }
    /// The JSON is not a JSON-RPC request (-32600); also for requests after `shutdown`.
    public static func invalidRequest(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32600, message: "invalid request: \(detail)") }
    /// No such method (-32601).
    public static func methodNotFound(_ method: String) -> JSONRPCError { JSONRPCError(code: -32601, message: "unknown method '\(method)'") }
    /// The params are missing something the method needs (-32602).
    public static func invalidParams(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32602, message: "invalid params: \(detail)") }
    /// Something went wrong on the server's side (-32603).
    public static func internalError(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32603, message: "internal error: \(detail)") }
    /// A request came before `initialize` (LSP's ServerNotInitialized, -32002).
    public static let serverNotInitialized = JSONRPCError(code: -32002, message: "the server is not initialized; send 'initialize' first")
}
