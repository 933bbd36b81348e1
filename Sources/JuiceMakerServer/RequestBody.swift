internal import Hummingbird
internal import NIOCore

/// A request's JSON body, read with a size limit and then strictly (`StrictBody`). Whether a
/// request may send one at all, and as what type, `AccessPolicy` decides before.
enum RequestBody {
    /// Reads and decodes the body.
    ///
    /// - Parameters:
    ///   - type: The shape the body must have, with the members it may have.
    ///   - request: The request.
    ///   - limit: The most bytes read; a larger body is refused with 413.
    /// - Returns: The decoded body.
    /// - Throws: `Problem`: 413 for a body too large, 400 for a body that is not JSON or not of the
    ///   shape, with a member it may not have, given twice, or null.
    static func decode<Body: StrictBody>(_ type: Body.Type, from request: Request, limit: Int) async throws -> Body {
        try Body.read(try await bytes(of: request, limit: limit))
    }

    /// The body's bytes, at most `limit`.
    ///
    /// - Throws: `Problem` (413) for a larger body; what reading the connection throws.
    static func bytes(of request: Request, limit: Int) async throws -> [UInt8] {
        var request = request
        do {
            return Array(try await request.collectBody(upTo: limit).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge(limit)
        }
    }

    /// 413, `bad-request`.
    static func tooLarge(_ limit: Int) -> Problem {
        Problem(status: .contentTooLarge, code: "bad-request", detail: "the body is larger than \(limit) bytes")
    }
}
