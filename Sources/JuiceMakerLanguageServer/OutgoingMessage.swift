import Foundation

/// Messages the server sends, as JSON bodies (without the framing header).
enum OutgoingMessage {
    /// A successful response.
    ///
    /// - Parameters:
    ///   - id: The request's id.
    ///   - result: The result, a JSON value (`NSNull()` for null).
    /// - Returns: The body.
    static func response(id: RequestID, result: Any) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id.json, "result": result])
    }

    /// An error response.
    ///
    /// - Parameters:
    ///   - id: The request's id; nil (JSON null) when it could not be read.
    ///   - error: The error.
    /// - Returns: The body.
    static func error(id: RequestID?, _ error: JSONRPCError) -> [UInt8] {
        encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "error": ["code": error.code, "message": error.message]])
    }

    /// A notification.
    ///
    /// - Parameters:
    ///   - method: The method, such as `textDocument/publishDiagnostics`.
    ///   - params: Its params object.
    /// - Returns: The body.
    static func notification(method: String, params: [String: Any]) -> [UInt8] {
        encode(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// JSON for an object built only of strings, numbers, booleans, `NSNull`, arrays and objects; an
    /// object that cannot be written (a bug) becomes an internal-error notice rather than a crash.
    private static func encode(_ object: [String: Any]) -> [UInt8] {
        guard JSONSerialization.isValidJSONObject(object),
              let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return Array(#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"juicemaker: could not encode a message"}}"#.utf8)
        }
        return Array(data)
    }
}
