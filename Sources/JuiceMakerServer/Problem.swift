internal import HTTPTypes
import JuiceMakerMenu

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
}
