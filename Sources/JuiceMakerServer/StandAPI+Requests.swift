import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// What every route reads and answers the same way: an empty body, a write on the one writer, JSON, paging, the language.
extension StandAPI {
    /// The body of a request that takes none: empty, or `{}`.
    func readNothing(_ request: Request) async throws {
        let bytes = try await RequestBody.bytes(of: request, limit: options.maxBodyBytes)
        if !bytes.isEmpty { _ = try EmptyBody.read(bytes) }
    }

    /// Runs a change on a store, then has the events read the journal at once rather than on the
    /// next tick: a change made here reaches listeners in milliseconds (refusals read nothing new).
    func write<T: Sendable>(_ body: @escaping @Sendable (any StockStore) async throws -> T) async throws -> T {
        defer { events.nudge() }
        return try await pool.run(body)
    }

    /// An answer (`APIAnswer`) as JSON in the one layout (`JSONText`).
    ///
    /// - Throws: What `JSONText` throws: nothing for the API's answers, which hold no
    ///   floating-point number.
    func answer(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json"],
                 body: .init(byteBuffer: ByteBuffer(string: try JSONText.pretty(value))))
    }

    /// The `before` of `GET /api/history`: an entry id from 1; nil when not given.
    func before(of request: Request) throws -> Int? {
        guard let text = request.uri.queryParameters.get("before") else { return nil }
        guard let before = Int(text), before >= 1 else { throw Problem.badRequest("'before' is an entry id, a whole number from 1") }
        return before
    }

    func limit(of request: Request) throws -> Int {
        guard let text = request.uri.queryParameters.get("limit") else { return 20 }
        guard let limit = Int(text), (1...1_000).contains(limit) else { throw Problem.badRequest("'limit' is a whole number from 1 to 1000") }
        return limit
    }

    /// Korean when `Accept-Language` names Korean before English, else the server's language.
    func language(of request: Request) -> Language {
        StandAPI.language(acceptLanguage: request.headers[.acceptLanguage], fallback: options.language)
    }

    static func language(acceptLanguage: String?, fallback: Language) -> Language {
        guard let header = acceptLanguage else { return fallback }
        for tag in header.split(separator: ",") {
            let code = tag.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            if code.hasPrefix("ko") { return .ko }
            if code.hasPrefix("en") { return .en }
        }
        return fallback
    }
}
