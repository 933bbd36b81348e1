import Foundation
import HTTPTypes
import Hummingbird
import JuiceMakerKit
import Logging

/// Turns anything a route throws into a problem (never a stack trace, never an empty 500), times
/// the request for `/metrics`, and logs one line for it: method, route, status, milliseconds. No
/// header is logged, so no token is.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let metrics: ServerMetrics
    let fallback: Language

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && !StandAPI.methods(for: request.uri.path).isEmpty {
            // A path the API has, asked with a method it does not take.
            let allowed = StandAPI.methods(for: request.uri.path)
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

/// `Authorization: Bearer <token>` on every API request and `/metrics` when a token is set; `/` and
/// `/openapi.json` stay open. Compared in constant time, so the answer's timing tells nothing of
/// how much of a guess was right.
struct TokenMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix("/api") || path == "/metrics" else { return try await next(request, context) }
        let given = request.headers[.authorization].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil } ?? ""
        guard Self.equal(Array(given.utf8), Array(token.utf8)) else {
            var response = Problem(status: .unauthorized, code: "unauthorized",
                                   detail: "send the stand's token as 'Authorization: Bearer …'").response
            response.headers[.wwwAuthenticate] = "Bearer"
            return response
        }
        return try await next(request, context)
    }

    /// Whether two byte strings are equal, looking at every byte of the longer whatever they hold.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}
