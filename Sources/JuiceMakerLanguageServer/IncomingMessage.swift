import Foundation
import JuiceMakerMenu

/// One message from the client, decoded from its JSON body.
enum IncomingMessage {
    /// A request: it gets exactly one response with the same id. Params that do not have the
    /// method's shape are InvalidParams, answered once the server's state allows the method.
    case request(id: RequestID, method: String, params: Result<ClientParams, JSONRPCError>)
    /// A notification: no response.
    case notification(method: String, params: ClientParams)
    /// A response to something the server sent; the server sends no requests, so these are dropped.
    case response
    /// Not a usable message; answered with this error (and the id when one could be read).
    case invalid(id: RequestID?, error: JSONRPCError)
    /// A notification whose params do not have its method's shape: dropped without an answer, as
    /// JSON-RPC answers no notification.
    case ignored

    /// Decodes a message body. Never throws and never traps: anything that is not a JSON-RPC 2.0
    /// request or notification becomes `.invalid` with the error to answer.
    ///
    /// - Parameter body: The bytes after the header, UTF-8 JSON.
    /// - Returns: The message.
    static func decode(_ body: [UInt8]) -> IncomingMessage {
        do {
            return try JSONDecoder().decode(Envelope.self, from: Data(body)).message
        } catch DecodingError.typeMismatch {
            return .invalid(id: nil, error: .invalidRequest("a message is a JSON object (batches are not supported)"))
        } catch {
            return .invalid(id: nil, error: .parseError("the body is not JSON"))
        }
    }

    /// The JSON-RPC object around a message. Decoding throws only when the body is not a JSON
    /// object; everything else it finds wrong becomes `.invalid`.
    private struct Envelope: Decodable {
        let message: IncomingMessage

        private enum Keys: String, CodingKey { case jsonrpc, id, method, params, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            message = Self.message(in: container)
        }

        private static func message(in container: KeyedDecodingContainer<Keys>) -> IncomingMessage {
            func isPresent(_ key: Keys) -> Bool { container.contains(key) && !((try? container.decodeNil(forKey: key)) ?? false) }
            let id = isPresent(.id) ? try? container.decode(RequestID.self, forKey: .id) : nil
            if container.contains(.jsonrpc), (try? container.decode(String.self, forKey: .jsonrpc)) != "2.0" {
                return .invalid(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\""))
            }
            guard container.contains(.method) else {
                if container.contains(.result) || container.contains(.error) { return .response }
                return .invalid(id: id, error: .invalidRequest("no 'method'"))
            }
            guard let method = try? container.decode(String.self, forKey: .method) else {
                return .invalid(id: id, error: .invalidRequest("'method' must be a string"))
            }
            if isPresent(.id), id == nil {
                return .invalid(id: nil, error: .invalidRequest("'id' must be a whole number or a string"))
            }
            let params = Result { try ClientParams.read(method, from: container, key: .params) }
                .mapError { JSONRPCError.invalidParams(Self.describe($0)) }
            if let id { return .request(id: id, method: method, params: params) }
            guard case .success(let read) = params else { return .ignored }
            return .notification(method: method, params: read)
        }

        /// What is wrong with the params, naming the member: `no 'params.position'`,
        /// `'params.position.line' is not a whole number from 0`.
        private static func describe(_ error: any Error) -> String {
            switch error as? DecodingError {
            case .keyNotFound(let key, let context)?:
                return "no '\(CodingPath.text(context.codingPath + [key]))'"
            case .valueNotFound(_, let context)?:
                return "no '\(CodingPath.text(context.codingPath))'"
            case .typeMismatch(let type, let context)?:
                let what = type == String.self ? "a string" : type == Int.self ? "a whole number"
                    : String(describing: type).hasPrefix("Array") ? "an array" : "an object"
                return "'\(CodingPath.text(context.codingPath))' must be \(what)"
            case .dataCorrupted(let context)?:
                return "'\(CodingPath.text(context.codingPath))': \(context.debugDescription)"
            default:
                return "the params cannot be read"
            }
        }
    }
}
