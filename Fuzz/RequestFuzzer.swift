// libFuzzer entry point for what `serve` reads from a socket before any route: any bytes as a
// request body of every shape (`StrictJSON`, `StrictBody`, the `PlainJSONScanner` fast path), as
// the problem written back (`Problem.body`), and as the request target, Host, Origin and
// Content-Type the access policy judges (`AccessPolicy`).
// A crash, a trap or an ASan report is a bug; so is an oracle below failing. Build and run:
// Fuzz/run.sh SECONDS request
internal import HTTPTypes

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    readAsEveryBody(bytes)
    writeAsAProblem(bytes)
    judgeAsARequest(bytes)
    return 0
}

/// Every body shape reads the bytes or refuses them with a problem; the plain fast path never
/// reads a body otherwise than the full reader.
private func readAsEveryBody(_ bytes: [UInt8]) {
    let parsed = try? StrictJSON.parse(bytes)
    if let plain = OrderBody.readPlainly(bytes) {
        guard let parsed, let full = try? OrderBody(reading: BodyObject(parsed, at: "", members: OrderBody.members)), full == plain else {
            fatalError("the plain reader read an order body the full reader reads otherwise or refuses")  // the oracle
        }
    }
    for type in [OrderBody.self, StockChangeBody.self, RestockBody.self, EmptyBody.self] as [any StrictBody.Type] {
        do {
            _ = try type.read(bytes)
        } catch {
            check(error)
        }
    }
}

/// Any text as a problem's detail is written as JSON that reads back as the same text.
private func writeAsAProblem(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    check(Problem.badRequest(text), detail: text)
}

/// The bytes, split at line breaks, as a request's target, Host, Origin and Content-Type: the
/// policy answers (nil or a problem) without trapping, and a target it lets through is a plain path.
private func judgeAsARequest(_ bytes: [UInt8]) {
    let parts = String(decoding: bytes, as: UTF8.self).split(separator: "\n", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
    func part(_ index: Int) -> String? { index < parts.count ? parts[index] : nil }
    var headers: HTTPFields = [:]
    // Set leniently, as HTTPTypes keeps a header a client sent: odd bytes and all.
    if let origin = part(2) { headers[.origin] = origin }
    if let type = part(3) { headers[.contentType] = type }
    if let token = part(4) { headers[.authorization] = token }
    let target = part(0) ?? ""
    for policy in [AccessPolicy(token: nil, hostNames: ["stand.lan"], corsOrigin: part(2)),
                   AccessPolicy(token: "a-token-of-sixteen-or-more", hostNames: [], corsOrigin: nil)] {
        for method in [HTTPRequest.Method.get, .post, .head, .options] {
            let asked = AccessPolicy.Asked(method: method, target: target, authority: part(1), headers: headers)
            let refusal = policy.refusal(of: asked)
            if let refusal { check(refusal) }
            if refusal == nil, AccessPolicy.plainPath(target) == nil {
                fatalError("the policy let through a target that is not a plain path")  // the oracle
            }
            // The second step, as the stand's router group and the router's "no route" take it.
            for writes in [false, true] {
                let second = policy.standRefusal(of: asked, writes: writes)
                if let second { check(second) }
                if second == nil, policy.token != nil, headers[.authorization] != "Bearer a-token-of-sixteen-or-more" {
                    fatalError("the policy let through a request without the token")  // the oracle
                }
            }
        }
    }
    _ = AccessPolicy.origin(target)
    _ = AccessPolicy.hostName(target)
}

/// A problem's body is JSON whose `detail` is the problem's detail.
private func check(_ problem: Problem, detail: String? = nil) {
    guard case .object(let members)? = try? StrictJSON.parse(Array(problem.body.utf8)),
          case .string(let written)? = members.first(where: { $0.name == "detail" })?.value,
          written == (detail ?? problem.detail) else {
        fatalError("a problem was written as JSON that does not read back with its detail")  // the oracle
    }
}
