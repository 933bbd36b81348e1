import Foundation
import HTTPTypes
import Hummingbird
import JuiceMakerKit

/// An RFC 9457 problem (`application/problem+json`): what every error of the API answers, with the
/// command line's codes and messages in the request's language.
///
/// Members: `type` (the code's section of docs/diagnostics.md), `title`, `status`, `detail` (the message),
/// `code` (as `--json` names it), and `shortfall` (`[{"fruit", "need", "have"}]`) when fruit is short.
struct Problem: Error, Sendable {
    var status: HTTPResponse.Status
    var code: String
    var detail: String
    var shortfall: [Shortfall] = []
    /// Seconds a client should wait before trying again (503), sent as `Retry-After`.
    var retryAfter: Int?

    /// The problem an error of the engine or the store is, in `language`.
    ///
    /// - Parameters:
    ///   - error: What a store or the engine threw.
    ///   - language: The language of `detail`.
    /// - Returns: 409 for stock that is short (or an undo it forbids), 400 for words and numbers
    ///   the menu or the limits refuse, 404 for nothing to undo, 503 with `Retry-After` when the
    ///   store cannot be reached or is busy, 500 for anything else the store reports.
    static func from(_ error: any Error, language: Language) -> Problem {
        if let problem = error as? Problem { return problem }
        if let error = error as? JuiceMakerError {
            let message = error.message(in: language)
            switch error {
            case .outOfStock(let shortfalls), .cannotUndo(_, _, let shortfalls):
                return Problem(status: .conflict, code: error.code, detail: message, shortfall: shortfalls)
            case .negativeStock, .stockLimit:
                return Problem(status: .conflict, code: error.code, detail: message)
            case .nothingToUndo:
                return Problem(status: .conflict, code: error.code, detail: message)
            case .unknownJuice, .unknownFruit, .invalidCount, .orderTooLarge, .invalidAmount, .emptyOrder, .beyondStockLimit:
                return Problem(status: .unprocessableContent, code: error.code, detail: message)
            }
        }
        if let error = error as? StateError {
            let message = error.message(in: language).terminalSafe
            switch error {
            case .serverUnreachable, .connectionLost, .serverBusy, .busy, .outcomeUnknown:
                return Problem(status: .serviceUnavailable, code: "store-unavailable", detail: message, retryAfter: 2)
            default:
                return Problem(status: .internalServerError, code: "state-error", detail: message)
            }
        }
        return Problem(status: .internalServerError, code: "internal", detail: "the server could not answer this request")
    }

    /// 422: an `Idempotency-Key` sent before with another order.
    static let idempotencyKeyReused = Problem(status: .unprocessableContent, code: "idempotency-key-reused",
                                              detail: "this Idempotency-Key was sent before with another order; use a new key for a new order")

    /// A request the API cannot read: 400, `bad-request`.
    static func badRequest(_ detail: String) -> Problem {
        Problem(status: .badRequest, code: "bad-request", detail: detail)
    }

    /// The problem's JSON text.
    var body: String {
        var object: [String: JSONValue] = [
            "type": .string("https://github.com/juicemaker/juicemaker/blob/main/docs/serve.md#errors"),
            "title": .string(status.reasonPhrase),
            "status": .int(status.code),
            "detail": .string(detail),
            "code": .string(code),
        ]
        if !shortfall.isEmpty {
            object["shortfall"] = .array(shortfall.map {
                .object(["fruit": .string($0.fruit.id.rawValue), "need": .int($0.need), "have": .int($0.have)])
            })
        }
        return JSONValue.object(object).prettyPrinted
    }

    /// The response.
    var response: Response {
        var headers: HTTPFields = [.contentType: "application/problem+json"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
