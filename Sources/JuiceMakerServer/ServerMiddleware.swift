import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock
internal import Logging

/// What every request passes through first, in one middleware (each one more is an async hop on
/// every request): `AccessPolicy` decides whether it may go on to the router at all (its target
/// and `Host`), and whether a request the router has no route for needs the token; anything a
/// route throws becomes a problem (never a stack trace, never an empty 500); the request is timed
/// for `/metrics` and logged in one line: method, route, status, milliseconds. No header is
/// logged, so no token is. The stand's own routes are guarded by their group's `StandAccess`.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let metrics: ServerMetrics
    let fallback: Language
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        if let problem = policy.refusal(of: AccessPolicy.Asked(request.head)) {
            response = problem.refusedResponse
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError where error.status == .notFound {
                // Deny by default: a path or method without a route needs the token, as the
                // stand's routes do, before it is told what the API has.
                if let problem = policy.standRefusal(of: AccessPolicy.Asked(request.head), writes: false) {
                    response = problem.refusedResponse
                } else {
                    response = Self.notFound(request)
                }
            } catch let error as HTTPError {
                // Any other status the router or a body reader gives (a 404 is answered above).
                response = Problem(status: error.status, code: "bad-request", detail: error.body ?? error.status.reasonPhrase).response
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

    /// What the router's "no route" says: 405 with `Allow` for a path the API has, asked with a
    /// method it does not take; else 404.
    static func notFound(_ request: Request) -> Response {
        let methods = StandAPI.methods(for: request.uri.path)
        guard !methods.isEmpty else {
            return Problem(status: .notFound, code: "not-found", detail: "no route for \(request.uri.path.prefix(200)); see /openapi.json").response
        }
        let allowed = methods.flatMap { $0 == "GET" ? ["GET", "HEAD"] : [$0] }
        var answer = Problem(status: .methodNotAllowed, code: "method-not-allowed",
                             detail: "\(request.uri.path) takes \(allowed.joined(separator: " and "))").response
        answer.headers[.allow] = allowed.joined(separator: ", ")
        return answer
    }

    /// `2.3` for 2.26 ms: one decimal, without `String(format:)`, whose locale set-up cost as much
    /// as the rest of the log line on every request.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// The middleware of the router group that holds the stand's routes (`StandAPI.Route.Access.stand`):
/// the token, and for a `POST` the rules of writes, as `AccessPolicy.standRefusal(of:writes:)`
/// decides them. The page, the API's description and the health check are outside the group.
struct StandAccess: RouterMiddleware {
    typealias Context = BasicRequestContext
    let policy: AccessPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let problem = policy.standRefusal(of: AccessPolicy.Asked(request.head), writes: request.method == .post) {
            return problem.refusedResponse
        }
        return try await next(request, context)
    }
}

extension Problem {
    /// The answer to a request the access policy refuses: the problem, `WWW-Authenticate` on a
    /// 401, and `Connection: close`. The body of a refused request is not read: the connection
    /// ends with the answer (`ConnectionGuard`) rather than drain what may be an endless body.
    var refusedResponse: Response {
        var response = self.response
        if status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
        response.headers[.connection] = "close"
        return response
    }
}
