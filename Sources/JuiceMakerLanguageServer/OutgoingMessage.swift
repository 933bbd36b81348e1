import JuiceMakerMenu

/// Messages the server sends, as compact JSON bodies (without the framing header), written by
/// the one JSON writer juicemaker has (`JSONValue`).
enum OutgoingMessage {
    /// A successful response.
    ///
    /// - Parameters:
    ///   - id: The request's id.
    ///   - result: The result.
    /// - Returns: The body.
    static func response(id: RequestID, result: JSONValue) -> [UInt8] {
        JSONValue.object(["jsonrpc": .string("2.0"), "id": id.json, "result": result]).compactUTF8
    }

    /// An error response.
    ///
    /// - Parameters:
    ///   - id: The request's id; nil (JSON null) when it could not be read.
    ///   - error: The error.
    /// - Returns: The body.
    static func error(id: RequestID?, _ error: JSONRPCError) -> [UInt8] {
        JSONValue.object([
            "jsonrpc": .string("2.0"), "id": id?.json ?? .null,
            "error": .object(["code": .int(error.code), "message": .string(error.message)]),
        ]).compactUTF8
    }

    /// A notification.
    ///
    /// - Parameters:
    ///   - method: The method, such as `textDocument/publishDiagnostics`.
    ///   - params: Its params object.
    /// - Returns: The body.
    static func notification(method: String, params: JSONValue) -> [UInt8] {
        JSONValue.object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]).compactUTF8
    }
}
