#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import HTTPTypes

/// The one place `serve` decides who may do what, before any route runs. Deny by default: with a
/// token set, only the routes the route table marks `anyone` (`StandAPI.Route.Access`) answer
/// without it; every other route, and every path or method the router has not, needs it.
///
/// The router applies it in two steps. Every request first (`refusal(of:)`), refused when:
/// 1. its target is not a plain path in origin form (400 `bad-target`): an absolute URL (which
///    `ConnectionGuard` hands on as `*`), `*`, or a path with an empty, `.` or `..` segment, a
///    trailing `/`, an encoded `.`, `/` or `\`, or a `\`. Such a path is refused rather than
///    normalised, so what is checked here is exactly what the router matches;
/// 2. its `Host` is a name the server was not told it goes by (403 `host-not-allowed`): an IP
///    address and `localhost` always pass, other names only when given (`--host`,
///    `--allowed-host`). A DNS rebinding attack needs a name of the attacker's;
/// 3. it is an `OPTIONS` other than the `--cors-origin`'s preflight, without the token (as rule 4).
///
/// Then the stand's routes, as the middleware of their router group (`StandAccess`), and any
/// request the router finds no route for (`standRefusal(of:writes:)`), refused when:
/// 4. it does not carry the token (401 `unauthorized`);
/// 5. it is a `POST` to a route that takes one (the only way anything changes) and its `Origin`,
///    or without one its `Sec-Fetch-Site`, says another site, unless `--cors-origin` names it
///    (403 `cross-site`);
/// 6. it is such a `POST` and is not `Content-Type: application/json`, with or without a body
///    (415 `unsupported-media-type`): a browser sends no such request across sites without asking
///    first (a CORS preflight), so a plain form or `sendBeacon` cannot.
struct AccessPolicy: Sendable {
    /// The token requests must carry as `Authorization: Bearer …`; nil for none.
    let token: [UInt8]?
    /// The names (lowercased, without a trailing dot) a `Host` header may give besides addresses
    /// and `localhost`.
    let hostNames: Set<String>
    /// The one other origin whose pages may change things (`--cors-origin`).
    let corsOrigin: String?

    /// - Parameters:
    ///   - token: The token; nil or empty for none.
    ///   - hostNames: Names the server goes by, besides addresses and `localhost`.
    ///   - corsOrigin: The origin `--cors-origin` names.
    init(token: String?, hostNames: [String], corsOrigin: String?) {
        self.token = token.flatMap { $0.isEmpty ? nil : Array($0.utf8) }
        self.hostNames = Set(hostNames.map(Self.normalisedName))
        self.corsOrigin = corsOrigin.map { Self.origin($0) ?? $0 }
    }

    /// A request as the policy sees it.
    struct Asked {
        var method: HTTPRequest.Method
        /// The request target as sent (`/api/stock?x=1`); `*` for an absolute URL.
        var target: String
        /// The `Host` (or an absolute target's authority).
        var authority: String?
        var headers: HTTPFields

        init(_ request: HTTPRequest) {
            method = request.method
            target = request.path ?? ""
            authority = request.authority
            headers = request.headerFields
        }

        init(method: HTTPRequest.Method, target: String, authority: String?, headers: HTTPFields = [:]) {
            self.method = method
            self.target = target
            self.authority = authority
            self.headers = headers
        }
    }

    /// Decides what every request must pass, whatever route it asks for: its target and `Host`
    /// (rules 1 to 3).
    ///
    /// - Parameter asked: The request.
    /// - Returns: nil when it may go on to the router; else the problem it is answered with.
    func refusal(of asked: Asked) -> Problem? {
        guard Self.plainPath(asked.target) != nil else {
            return Problem(status: .badRequest, code: "bad-target",
                           detail: "the request target must be a plain path such as /api/stock: no absolute URL, no empty, '.' or '..' segment, no trailing '/', no encoded '.', '/' or '\\'")
        }
        if let authority = asked.authority {
            guard let name = Self.hostName(authority), !name.isEmpty else {
                return Problem(status: .badRequest, code: "bad-host", detail: "the Host header must be a host name or address, maybe with a port")
            }
            guard allows(hostName: name) else {
                return Problem(status: .forbidden, code: "host-not-allowed",
                               detail: "this server was not told it goes by the name '\(name.prefix(100))' (a page that reached it under another name may be a DNS rebinding attack); "
                                   + "use its address, or start it with --allowed-host \(name.prefix(100))")
            }
        }
        // The CORS middleware answers an `OPTIONS` before the router: only the `--cors-origin`'s
        // preflight goes there without the token.
        if asked.method == .options, !isPreflightFromCORSOrigin(asked) { return standRefusal(of: asked, writes: false) }
        return nil
    }

    /// Decides a request for one of the stand's routes, or for a path or method the router has
    /// no route for (rules 4 to 6).
    ///
    /// - Parameters:
    ///   - asked: The request, past `refusal(of:)`.
    ///   - writes: Whether it is a `POST` to a route that takes one: only those are held to the
    ///     rules of writes (any other request changes nothing).
    /// - Returns: nil when it may go on to its route; else the problem it is answered with.
    func standRefusal(of asked: Asked, writes: Bool) -> Problem? {
        if let token {
            let given = asked.headers[.authorization].flatMap { $0.hasPrefix("Bearer ") ? Array($0.utf8.dropFirst(7)) : nil } ?? []
            guard Self.equal(given, token) else {
                return Problem(status: .unauthorized, code: "unauthorized", detail: "send the stand's token as 'Authorization: Bearer …'")
            }
        }
        guard writes else { return nil }
        if let site = crossSite(asked) {
            return Problem(status: .forbidden, code: "cross-site",
                           detail: "a page of another site (\(site.prefix(200))) may not change this stand; start serve with --cors-origin naming it if it should")
        }
        guard Self.isJSON(asked.headers[.contentType]) else {
            return Problem(status: .unsupportedMediaType, code: "unsupported-media-type",
                           detail: "send 'Content-Type: application/json' with every POST, also one without a body")
        }
        return nil
    }

    /// What says a change comes from another site: the foreign `Origin`, or `Sec-Fetch-Site`'s
    /// word; nil when it comes from this server's own page, the `--cors-origin`, or no browser.
    private func crossSite(_ asked: Asked) -> String? {
        if let origin = asked.headers[.origin] {
            let normalised = Self.origin(origin)
            if let normalised, normalised == corsOrigin { return nil }
            if let normalised, let authority = asked.authority, Self.sameAuthority(normalised, authority) { return nil }
            return "Origin: \(origin)"
        }
        if let site = asked.headers[Self.secFetchSite]?.lowercased(), site == "cross-site" || site == "same-site" {
            return "Sec-Fetch-Site: \(site)"
        }
        return nil
    }

    private func isPreflightFromCORSOrigin(_ asked: Asked) -> Bool {
        guard let corsOrigin, let origin = asked.headers[.origin] else { return false }
        return Self.origin(origin) == corsOrigin
    }

    private func allows(hostName name: String) -> Bool {
        name == "localhost" || Self.isIPv4(name) || Self.isAddress(name) || hostNames.contains(name)
    }

    /// Whether `text` is four numbers from 0 to 255 with dots between: the `Host` of nearly every
    /// request (a tablet uses the address), decided without a system call.
    static func isIPv4(_ text: String) -> Bool {
        var parts = 0
        var value = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, parts < 3 else { return false }
                parts += 1
                value = 0
                digits = 0
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                guard digits <= 3, value <= 255 else { return false }
            } else {
                return false
            }
        }
        return parts == 3 && digits > 0
    }

    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    /// The path of a target in origin form, without its query, when it is plain; nil otherwise.
    ///
    /// One pass over the bytes, without allocating: this runs on every request.
    static func plainPath(_ target: String) -> Substring? {
        let bytes = target.utf8
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        let end = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
        let path = target[..<end]
        let utf8 = path.utf8
        if utf8.count == 1 { return path }
        var segmentLength = 0
        var segmentDots = 0
        var index = utf8.index(after: utf8.startIndex)
        while index < utf8.endIndex {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "/"):
                // An empty, `.` or `..` segment ends here.
                guard segmentLength > 0, segmentDots < segmentLength || segmentLength > 2 else { return nil }
                segmentLength = 0
                segmentDots = 0
            case UInt8(ascii: "\\"), UInt8(ascii: "#"):
                return nil
            case UInt8(ascii: "%"):
                // `%2e`, `%2f`, `%5c` in any case: a dot, slash or backslash in disguise.
                let first = utf8.index(after: index)
                if first < utf8.endIndex {
                    let second = utf8.index(after: first)
                    if second < utf8.endIndex {
                        let pair = (utf8[first], utf8[second] | 0x20)
                        if pair == (UInt8(ascii: "2"), UInt8(ascii: "e")) || pair == (UInt8(ascii: "2"), UInt8(ascii: "f"))
                            || pair == (UInt8(ascii: "5"), UInt8(ascii: "c")) {
                            return nil
                        }
                    }
                }
                segmentLength += 1
            case UInt8(ascii: "."):
                segmentLength += 1
                segmentDots += 1
            default:
                segmentLength += 1
            }
            index = utf8.index(after: index)
        }
        // No trailing `/`, and the last segment is not `.` or `..`.
        guard segmentLength > 0, segmentDots < segmentLength || segmentLength > 2 else { return nil }
        return path
    }

    /// The host of a `Host` value (`name:8080`, `[::1]:8080`), lowercased, without a trailing dot.
    ///
    /// - Returns: nil for a value that is not a host and maybe a port (`[::1]evil`, `a@b`).
    static func hostName(_ authority: String) -> String? {
        let bytes = authority.utf8
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let rest = bytes[bytes.index(after: close)...]
            guard rest.isEmpty || (rest.first == UInt8(ascii: ":") && rest.dropFirst().allSatisfy { (0x30...0x39).contains($0) }) else { return nil }
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        // One pass over the bytes: where the port starts, whether anything but a host is there,
        // and whether the name needs lowering.
        var colon: String.Index?
        var needsLowering = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: ":"): colon = index
            case UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: " "):
                return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...: needsLowering = true
            default: break
            }
            index = bytes.index(after: index)
        }
        var end = bytes.endIndex
        if let colon, bytes[bytes.index(after: colon)...].allSatisfy({ (0x30...0x39).contains($0) }) { end = colon }
        if !needsLowering, end > bytes.startIndex, bytes[bytes.index(before: end)] != UInt8(ascii: ".") {
            return String(authority[..<end])
        }
        return normalisedName(String(authority[..<end]))
    }

    static func normalisedName(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// Whether `text` is an IPv4 address in dotted-quad form or an IPv6 address.
    static func isAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    /// An origin as `scheme://host:port`, lowercased, the port written out; nil when `text` is not
    /// an `http` or `https` origin (a path, `*`, `null`, no host).
    static func origin(_ text: String) -> String? {
        let lower = text.lowercased()
        let scheme: String
        let defaultPort: String
        if lower.hasPrefix("http://") {
            (scheme, defaultPort) = ("http", "80")
        } else if lower.hasPrefix("https://") {
            (scheme, defaultPort) = ("https", "443")
        } else {
            return nil
        }
        let authority = lower.dropFirst(scheme.count + 3)
        guard !authority.isEmpty, !authority.contains(where: { "/?#@ ".contains($0) }) else { return nil }
        guard let host = hostName(String(authority)), !host.isEmpty,
              host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:".contains($0) }) else { return nil }
        let port = port(of: String(authority)) ?? defaultPort
        return "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// Whether a normalised origin names the host and port a request was sent to (`Host`); the
    /// scheme is not compared: behind a TLS proxy the page is `https` and the server `http`.
    static func sameAuthority(_ origin: String, _ authority: String) -> Bool {
        guard let schemeEnd = origin.range(of: "://") else { return false }
        let originAuthority = String(origin[schemeEnd.upperBound...])
        guard let host = hostName(authority), hostName(originAuthority) == host else { return false }
        // A Host without a port was sent to the default port of the page's scheme (through a
        // proxy, say): the origin's port must be that one.
        let requestPort = port(of: authority) ?? (origin.hasPrefix("https:") ? "443" : "80")
        return port(of: originAuthority) == requestPort
    }

    private static func port(of authority: String) -> String? {
        guard let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") else { return nil }
        let digits = authority[authority.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) ? String(digits) : nil
    }

    /// Whether a `Content-Type` is `application/json`, in any case, its parameters (`; charset=…`)
    /// and the blanks around it (HTTP's: spaces and tabs) aside. A byte comparison, not a split,
    /// a trim and a lowercased copy: every POST is checked (those were 3% of `serve`'s orders).
    static func isJSON(_ contentType: String?) -> Bool {
        guard var value = contentType else { return false }
        return value.withUTF8 { bytes in
            var start = 0
            var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            let blank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            while start < end, blank(bytes[start]) { start += 1 }
            while end > start, blank(bytes[end - 1]) { end -= 1 }
            let json: StaticString = "application/json"
            guard end - start == json.utf8CodeUnitCount else { return false }
            for offset in 0..<json.utf8CodeUnitCount {
                let byte = bytes[start + offset]
                let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                if lower != json.utf8Start[offset] { return false }
            }
            return true
        }
    }

    /// Whether two byte strings are equal, looking at every byte of the longer whatever they hold:
    /// the answer's timing tells nothing of how much of a guess was right.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
