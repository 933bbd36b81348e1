import Foundation

/// One message from the client, decoded from its JSON body.
enum IncomingMessage {
    /// A request: it gets exactly one response with the same id.
    case request(id: RequestID, method: String, params: [String: Any])
    /// A notification: no response.
    case notification(method: String, params: [String: Any])
    /// A response to something the server sent; the server sends no requests, so these are dropped.
    case response
    /// Not a usable message; answered with this error (and the id when one could be read).
    case invalid(id: RequestID?, error: JSONRPCError)

    /// Decodes a message body. Never throws and never traps: anything that is not a JSON-RPC 2.0
    /// request or notification becomes `.invalid` with the error to answer.
    ///
    /// - Parameter body: The bytes after the header, UTF-8 JSON.
    /// - Returns: The message.
    static func decode(_ body: [UInt8]) -> IncomingMessage {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])
        } catch {
            return .invalid(id: nil, error: .parseError("the body is not JSON"))
        }
        guard let object = value as? [String: Any] else {
            return .invalid(id: nil, error: .invalidRequest("a message is a JSON object (batches are not supported)"))
        }
        let id = object["id"].flatMap { $0 is NSNull ? nil : RequestID(json: $0) }
        if let version = object["jsonrpc"], (version as? String) != "2.0" {
            return .invalid(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let methodValue = object["method"] else {
            if object["result"] != nil || object["error"] != nil { return .response }
            return .invalid(id: id, error: .invalidRequest("no 'method'"))
        }
        guard let method = methodValue as? String else {
            return .invalid(id: id, error: .invalidRequest("'method' must be a string"))
        }
        if let rawID = object["id"], !(rawID is NSNull), id == nil {
            return .invalid(id: nil, error: .invalidRequest("'id' must be a whole number or a string"))
        }
        var params: [String: Any] = [:]
        if let rawParams = object["params"], !(rawParams is NSNull) {
            guard let dictionary = rawParams as? [String: Any] else {
                if let id { return .invalid(id: id, error: .invalidParams("'params' must be an object")) }
                return .invalid(id: nil, error: .invalidParams("'params' must be an object"))
            }
            params = dictionary
        }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}
