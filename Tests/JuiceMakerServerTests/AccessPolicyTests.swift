import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing
@testable import JuiceMakerServer

/// `AccessPolicy`, the one place `serve` decides access: request targets, `Host`, the token,
/// cross-site writes and content types; and every route of the router held to it.
@Suite struct AccessPolicyTests {
    static let token = "a-stand-token-of-32-characters!!"
    static let policy = AccessPolicy(token: token, hostNames: ["stand.lan"], corsOrigin: "https://Tablet.example")
    static let open = AccessPolicy(token: nil, hostNames: [], corsOrigin: nil)

    static func asked(_ method: HTTPRequest.Method, _ target: String, host: String? = "127.0.0.1:8080", _ headers: HTTPFields = [:]) -> AccessPolicy.Asked {
        AccessPolicy.Asked(method: method, target: target, authority: host, headers: headers)
    }

    static let bearer: HTTPFields = [.authorization: "Bearer \(token)"]
    static let json: HTTPFields = [.contentType: "application/json"]

    @Test(arguments: [
        "//api/reset", "//api/orders", "//api/events", "///api///stock///", "/metrics/", "//metrics", "/api/./stock", "/api/x/../stock",
        "/api/stock/.", "/api/stock/..", "/api/%2e%2e/stock", "/api%2Fstock", "/api%5cstock", "/api\\stock", "*", "http://x//api/stock",
        "api/stock", "/api/stock/", "/api/stock#x",
    ])
    func aTargetThatIsNotAPlainPathIsRefusedEvenWithTheToken(target: String) {
        let refusal = Self.policy.refusal(of: Self.asked(.post, target, Self.bearer.merging(Self.json)))
        #expect(refusal?.status == .badRequest)
        #expect(refusal?.code == "bad-target")
    }

    @Test func thePublicRoutesAreThePageTheDocumentAndTheHealthCheck() {
        #expect(StandAPI.routes.filter { $0.access == .anyone }.map(\.path) == ["/", "/health", "/openapi.json"])
        #expect(StandAPI.routes.filter { $0.access == .anyone }.allSatisfy { $0.method == .get })
    }

    @Test func plainPathsPassWithTheirQuery() {
        #expect(AccessPolicy.plainPath("/") == "/")
        #expect(AccessPolicy.plainPath("/api/history?limit=2&before=9") == "/api/history")
        #expect(AccessPolicy.plainPath("/api/stock/kiwi") == "/api/stock/kiwi")
        #expect(AccessPolicy.plainPath("/api/stock/%EB%94%B8%EA%B8%B0") == "/api/stock/%EB%94%B8%EA%B8%B0")
        #expect(AccessPolicy.plainPath("/api/.well-known/...x") == "/api/.well-known/...x")
        #expect(AccessPolicy.plainPath("/a/...") == "/a/...")
        #expect(AccessPolicy.plainPath("/%2") == "/%2")
        for path in ["/a/..", "/a/.", "/./a", "/../a", "/a//b", "/a/", "//", "/a%2E", "/a%2Fb", "/a%5Cb"] {
            #expect(AccessPolicy.plainPath(path) == nil, "\(path)")
        }
    }

    @Test func anIPv4AddressIsFourNumbersUpTo255() {
        for address in ["127.0.0.1", "0.0.0.0", "255.255.255.255", "192.168.1.20"] { #expect(AccessPolicy.isIPv4(address), "\(address)") }
        for text in ["127.0.0", "127.0.0.1.", "256.0.0.1", "1.2.3.4.5", "1..2.3", "a.b.c.d", "1234.1.1.1", "", "127.0.0.1x"] {
            #expect(!AccessPolicy.isIPv4(text), "\(text)")
        }
    }

    /// Deny by default: only reading the page, the document and the health check is public.
    @Test func withATokenOnlyThePublicRoutesAnswerWithoutIt() {
        for path in ["/", "/health", "/openapi.json"] {
            #expect(Self.policy.refusal(of: Self.asked(.get, path)) == nil, "\(path)")
            #expect(Self.policy.refusal(of: Self.asked(.head, path)) == nil, "\(path)")
        }
        for path in ["/metrics", "/api/stock", "/api/events", "/nowhere", "/API/stock", "/api/stock/kiwi"] {
            #expect(Self.policy.refusal(of: Self.asked(.get, path)) == nil, "\(path): past the first step")
            #expect(Self.policy.standRefusal(of: Self.asked(.get, path), writes: false)?.status == .unauthorized, "\(path)")
            #expect(Self.policy.standRefusal(of: Self.asked(.get, path, Self.bearer), writes: false) == nil, "\(path)")
        }
        // An OPTIONS is the CORS origin's preflight, or needs the token.
        let preflight: HTTPFields = [.origin: "https://tablet.example", .accessControlRequestMethod: "POST"]
        #expect(Self.policy.refusal(of: Self.asked(.options, "/api/orders", preflight)) == nil)
        #expect(Self.policy.refusal(of: Self.asked(.options, "/api/orders", [.origin: "https://evil.example"]))?.status == .unauthorized)
        #expect(Self.policy.refusal(of: Self.asked(.options, "/api/orders", Self.bearer)) == nil)
        let wrong: HTTPFields = [.authorization: "Bearer \(Self.token.dropLast())x"]
        #expect(Self.policy.standRefusal(of: Self.asked(.get, "/api/stock", wrong), writes: false)?.code == "unauthorized")
        #expect(Self.policy.standRefusal(of: Self.asked(.get, "/api/stock", [.authorization: "bearer \(Self.token)"]), writes: false)?.code == "unauthorized")
    }

    @Test(arguments: [
        ("evil.example", false), ("evil.example:8080", false), ("EVIL.example.", false), ("127.0.0.1.nip.io", false), ("127.1", false),
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("LOCALHOST", true), ("[::1]:8080", true), ("192.168.1.20:8080", true),
        ("stand.lan:8080", true), ("Stand.LAN.", true),
    ])
    func aHostNameTheServerWasNotToldIsRefused(host: String, passes: Bool) {
        // (Each of these is a well-formed Host; `aHostThatIsNotAHostIsRefused` has the rest.)
        let refusal = Self.policy.refusal(of: Self.asked(.get, "/health", host: host))
        #expect((refusal == nil) == passes)
        if !passes { #expect(refusal?.status == .forbidden && refusal?.code == "host-not-allowed") }
    }

    @Test(arguments: ["[::1]evil.example", "[::1].evil.example", "[::1", "user@127.0.0.1", "127.0.0.1/x", "", ":8080"])
    func aHostThatIsNotAHostIsRefused(host: String) {
        let refusal = Self.policy.refusal(of: Self.asked(.get, "/health", host: host))
        #expect(refusal?.status == .badRequest && refusal?.code == "bad-host", "\(host)")
    }

    @Test func anOriginIsTheSameOnlyOnTheSamePort() {
        let open = AccessPolicy(token: nil, hostNames: ["stand.lan"], corsOrigin: nil)
        func refusal(_ origin: String, host: String) -> String? {
            open.standRefusal(of: Self.asked(.post, "/api/reset", host: host, [.contentType: "application/json", .origin: origin]), writes: true)?.code
        }
        #expect(refusal("https://stand.lan", host: "stand.lan") == nil, "behind a TLS proxy")
        #expect(refusal("http://stand.lan", host: "stand.lan") == nil)
        #expect(refusal("https://stand.lan:8443", host: "stand.lan") == "cross-site")
        #expect(refusal("http://stand.lan:8080", host: "stand.lan:8080") == nil)
        #expect(refusal("http://stand.lan:8081", host: "stand.lan:8080") == "cross-site")
    }

    @Test func writesFromAnotherSiteOrNotInJSONAreRefused() {
        let same: HTTPFields = [.contentType: "application/json", .origin: "http://127.0.0.1:8080"]
        #expect(Self.open.standRefusal(of: Self.asked(.post, "/api/orders", same), writes: true) == nil)
        #expect(Self.open.standRefusal(of: Self.asked(.post, "/api/orders", Self.json), writes: true) == nil, "no browser: no Origin")
        for origin in ["http://evil.example", "null", "http://127.0.0.1:9999", "https://127.0.0.1.evil.example"] {
            let refusal = Self.open.standRefusal(of: Self.asked(.post, "/api/orders", [.contentType: "application/json", .origin: origin]), writes: true)
            #expect(refusal?.status == .forbidden && refusal?.code == "cross-site", "\(origin)")
        }
        for site in ["cross-site", "same-site"] {
            let refusal = Self.open.standRefusal(of: Self.asked(.post, "/api/reset", [.contentType: "application/json", AccessPolicy.secFetchSite: site]), writes: true)
            #expect(refusal?.code == "cross-site", "\(site)")
        }
        #expect(Self.open.standRefusal(of: Self.asked(.post, "/api/reset", [.contentType: "application/json", AccessPolicy.secFetchSite: "same-origin"]), writes: true) == nil)
        // The named origin may, spelled any way that is the same origin.
        let tablet: HTTPFields = [.contentType: "application/json", .origin: "https://tablet.example:443"]
        #expect(Self.policy.standRefusal(of: Self.asked(.post, "/api/orders", Self.bearer.merging(tablet)), writes: true) == nil)
        // No JSON, no write: a form, a beacon, a body without a type, a reset without a body.
        for type in [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"] {
            var headers: HTTPFields = [:]
            if let type { headers[.contentType] = type }
            let refusal = Self.open.standRefusal(of: Self.asked(.post, "/api/reset", headers), writes: true)
            #expect(refusal?.status == .unsupportedMediaType && refusal?.code == "unsupported-media-type", "\(type ?? "none")")
        }
        #expect(Self.open.standRefusal(of: Self.asked(.post, "/api/reset", [.contentType: "Application/JSON; charset=utf-8"]), writes: true) == nil)
        for type in [" application/json", "application/json\t", "APPLICATION/JSON", "application/json;", "\tapplication/json ; q=1"] {
            #expect(AccessPolicy.isJSON(type), "\(type)")
        }
        for type in ["", ";", "application/jso", "application/json/", "application json", "application/jsoN2", "pplication/json"] {
            #expect(!AccessPolicy.isJSON(type), "\(type)")
        }
        // A POST where no route takes one changes nothing: the router's 405 says what the path takes.
        let served = ServeOptions().accessPolicy
        #expect(served.standRefusal(of: Self.asked(.post, "/api/stock", [.origin: "http://evil.example"]), writes: false) == nil)
        #expect(served.standRefusal(of: Self.asked(.post, "/api/stock/kiwi", [.origin: "http://evil.example"]), writes: true)?.code == "cross-site")
        #expect(served.standRefusal(of: Self.asked(.post, "/api/stock/kiwi"), writes: true)?.code == "unsupported-media-type")
    }

    @Test func originsAreHTTPOrHTTPSWithAHostOnly() {
        #expect(AccessPolicy.origin("https://Tablet.example") == "https://tablet.example:443")
        #expect(AccessPolicy.origin("http://192.168.1.20:8080") == "http://192.168.1.20:8080")
        #expect(AccessPolicy.origin("http://[::1]:8080") == "http://[::1]:8080")
        for bad in ["*", "null", "not a url", "https://", "ftp://x", "https://x/path", "https://user@x", "https://x?q", ""] {
            #expect(AccessPolicy.origin(bad) == nil, "\(bad)")
            #expect(!ServeOptions.isOrigin(bad), "\(bad)")
        }
    }

    /// Every route the router has is either public or refuses a request without the token, and
    /// with it gets past the policy (whatever the route then answers).
    @Test func everyRouteOfTheRouterIsPublicOrNeedsTheToken() async throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let menu = try EngineFixtures.defaultMenu()
        let path = directory.appendingPathComponent("stock.sqlite").path
        let pool = try await StorePool(size: 2, menu: menu) { try await StockDatabase.open(path: path, menu: $0) }
        let (router, _, _) = StandServer.makeRouter(options: ServeOptions(token: Self.token), pool: pool, menuBytes: [], log: { _ in })
        let routes = router.routes.map { (path: $0.path.description, method: $0.method) }
        #expect(routes.count >= 14)
        let app = Application(router: router)
        try await app.test(.router) { client in
            for route in routes {
                let uri = route.path.replacingOccurrences(of: "{fruit}", with: "kiwi").replacingOccurrences(of: ":fruit", with: "kiwi")
                let without = try await client.execute(uri: uri, method: route.method, headers: Self.json)
                // The event stream with the token would not end: only its refusal is asked.
                if uri == "/api/events" {
                    #expect(without.status == .unauthorized)
                    continue
                }
                let access = StandAPI.routes.first { $0.path == route.path.replacingOccurrences(of: ":fruit", with: "{fruit}") }?.access
                if access == .anyone && (route.method == .get || route.method == .head) {
                    #expect(without.status.code < 400, "\(route.method) \(uri) is public")
                } else {
                    #expect(without.status == .unauthorized, "\(route.method) \(uri) answered \(without.status) without the token")
                    let with = try await client.execute(uri: uri, method: route.method, headers: Self.json.merging(Self.bearer))
                    #expect(with.status != .unauthorized, "\(route.method) \(uri)")
                }
            }
            // Deny by default: what the router has no route for needs the token before it is told so.
            for (method, uri, known) in [(HTTPRequest.Method.get, "/nowhere", 404), (.post, "/", 405), (.delete, "/api/stock", 405),
                                         (.options, "/api/orders", 405), (.get, "/API/stock", 404)] {
                let without = try await client.execute(uri: uri, method: method, headers: Self.json)
                #expect(without.status == .unauthorized, "\(method) \(uri) answered \(without.status) without the token")
                #expect(without.headers[.wwwAuthenticate] == "Bearer")
                let with = try await client.execute(uri: uri, method: method, headers: Self.json.merging(Self.bearer))
                #expect(Int(with.status.code) == known, "\(method) \(uri) with the token")
            }
        }
        await pool.close()
    }
}

extension HTTPFields {
    func merging(_ other: HTTPFields) -> HTTPFields {
        var fields = self
        for field in other { fields[field.name] = field.value }
        return fields
    }
}
