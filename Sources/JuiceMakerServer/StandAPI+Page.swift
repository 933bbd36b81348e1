import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `GET /` and `GET /openapi.json`: the page and the document, made once.
extension StandAPI {
    /// The stand's web page (`StandPage`), with a policy that lets only its own script and style
    /// run and only this server be called; revalidated on each load (`ETag`), so an upgrade shows.
    static func page(_ request: Request) -> Response {
        if request.headers[.ifNoneMatch] == pageTag {
            return Response(status: .notModified, headers: [.eTag: pageTag])
        }
        return Response(status: .ok, headers: [
            .contentType: "text/html; charset=utf-8", .cacheControl: "no-cache", .eTag: pageTag,
            .contentSecurityPolicy: StandPage.contentSecurityPolicy, HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
        ], body: .init(byteBuffer: pageBytes))
    }

    static let pageBytes = ByteBuffer(string: StandPage.html)
    /// The OpenAPI document, made once: every answer shares its storage.
    static let documentBytes = ByteBuffer(string: OpenAPIDocument.json)
    static let pageTag = "\"" + MenuFileWatch.version(of: Array(StandPage.html.utf8)) + "\""
}
