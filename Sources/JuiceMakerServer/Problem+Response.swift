internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

extension Problem {
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
            case .serverUnreachable, .connectionLost, .serverBusy, .busy, .outcomeUnknown, .serverFull, .readOnlyServer:
                return Problem(status: .serviceUnavailable, code: "store-unavailable", detail: message, retryAfter: 2)
            default:
                return Problem(status: .internalServerError, code: "state-error", detail: message)
            }
        }
        return Problem(status: .internalServerError, code: "internal", detail: "the server could not answer this request")
    }

    /// The response.
    var response: Response {
        var headers: HTTPFields = [.contentType: "application/problem+json"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}

/// A problem thrown by a route is answered as itself by Hummingbird too, outside
/// `ProblemMiddleware` (which also counts and logs it).
extension Problem: HTTPResponseError {
    func response(from request: Request, context: some RequestContext) throws -> Response { response }
}
