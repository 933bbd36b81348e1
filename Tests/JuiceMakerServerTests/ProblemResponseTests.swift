import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import JuiceMakerServer

/// `Problem` is an `HTTPResponseError`: thrown by a route of a bare router (no `ProblemMiddleware`),
/// Hummingbird answers it as the problem it is, with its status, media type and `Retry-After`.
@Suite struct ProblemResponseTests {
    @Test func aThrownProblemIsAnsweredAsItself() async throws {
        let router = Router()
        router.get("/busy") { _, _ -> Response in
            throw Problem(status: .serviceUnavailable, code: "store-unavailable", detail: "try again", retryAfter: 2)
        }
        try await Application(router: router).test(.router) { client in
            let answer = try await client.execute(uri: "/busy", method: .get)
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.headers[.contentType] == "application/problem+json")
            #expect(answer.headers[.retryAfter] == "2")
            let body = try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: answer.body).utf8)) as? [String: Any])
            #expect(body["code"] as? String == "store-unavailable")
            #expect(body["status"] as? Int == 503)
        }
    }
}
