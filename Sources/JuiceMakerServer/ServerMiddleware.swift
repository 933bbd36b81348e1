import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging

/// What every request passes through first, in one middleware (each one more is an async hop on
/// every request): `AccessPolicy` decides whether it may go on to a route at all; anything a
/// route throws becomes a problem (never a stack trace, never an empty 500); the request is timed
/// for `/metrics` and logged in one line: method, route, status, milliseconds. No header is
/// logged, so no token is.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let metrics: ServerMetrics
    let fallback: Language
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        if let problem = policy.refusal(of: AccessPolicy.Asked(request.head)) {
            response = problem.response
            if problem.status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
            // The body of a refused request is not read: the connection ends with the answer
            // (`ConnectionGuard`) rather than drain what may be an endless body.
            response.headers[.connection] = "close"
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound && !StandAPI.methods(for: request.uri.path).isEmpty {
                // A path the API has, asked with a method it does not take.
                let allowed = StandAPI.methods(for: request.uri.path).flatMap { $0 == "GET" ? ["GET", "HEAD"] : [$0] }
                var answer = Problem(status: .methodNotAllowed, code: "method-not-allowed",
                                     detail: "\(request.uri.path) takes \(allowed.joined(separator: " and "))").response
                answer.headers[.allow] = allowed.joined(separator: ", ")
                response = answer
            } catch let error as HTTPError {
                response = Problem(status: error.status, code: error.status == .notFound ? "not-found" : "bad-request",
                                   detail: error.body ?? error.status.reasonPhrase).response
            } catch {
                let language = StandAPI.language(acceptLanguage: request.headers[.acceptLanguage], fallback: fallback)
                response = Problem.from(error, language: language).response
            }
        }
        // A body too large is not read to its end: the connection ends with the answer.
        if response.status == .contentTooLarge { response.headers[.connection] = "close" }
        let elapsed = ContinuousClock.now - start
        let route = context.endpointPath ?? "unmatched"
        metrics.request(route: route, method: request.method.rawValue, status: response.status.code, duration: elapsed)
        context.logger.info("\(request.method.rawValue) \(route) \(response.status.code) \(Self.milliseconds(elapsed)) ms")
        return response
    }

    /// `2.3` for 2.26 ms: one decimal, without `String(format:)`, whose locale set-up cost as much
    /// as the rest of the log line on every request.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
