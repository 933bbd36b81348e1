import Foundation
import HTTPTypes
import Hummingbird
import JuiceMakerKit

/// A request's JSON body, read with a size limit and decoded strictly (`JSONDecoder`: `"2"`, `2.5`
/// and `true` are not whole numbers): every mistake is a 4xx problem that names the member and what
/// it should be, never a crash or a 500.
enum RequestBody {
    /// Reads and decodes the body.
    ///
    /// - Parameters:
    ///   - type: The shape the body must have.
    ///   - request: The request.
    ///   - limit: The most bytes read; a larger body is refused with 413.
    ///   - members: The members the body's object may have; another, or a null, is refused.
    ///   - itemMembers: For members that are lists of objects, the members each object may have.
    /// - Returns: The decoded body.
    /// - Throws: `Problem`: 415 for a content type other than JSON, 413 for a body too large, 400 for
    ///   a body that is not JSON or not of the shape.
    static func decode<Body: Decodable>(_ type: Body.Type, from request: Request, limit: Int,
                                        members: Set<String>, itemMembers: [String: Set<String>] = [:]) async throws -> Body {
        if let contentType = request.headers[.contentType], !contentType.lowercased().hasPrefix("application/json") {
            throw Problem(status: .unsupportedMediaType, code: "bad-request", detail: "send the body as application/json")
        }
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch {
            throw Problem(status: .contentTooLarge, code: "bad-request", detail: "the body is larger than \(limit) bytes")
        }
        let data = Data(buffer.readableBytesView)
        // JSONDecoder passes over members it does not know and takes null for absent: a typo such
        // as {"line": …} or {"ad": 5} would then be a silent no-op, so the members are checked first.
        if let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            try check(object, members: members, at: "")
            for (key, allowed) in itemMembers {
                for (index, item) in ((object[key] as? [Any]) ?? []).enumerated() {
                    if let item = item as? [String: Any] { try check(item, members: allowed, at: "\(key)[\(index)].") }
                }
            }
        }
        do {
            return try JSONDecoder().decode(Body.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty && (try? JSONSerialization.jsonObject(with: data)) != nil {
            // Foundation's decoder says "not valid JSON" for 1.5 or 1e20 where a whole number belongs.
            throw Problem.badRequest("a number in the body is not a whole number, or is too large: counts and amounts are whole numbers")
        } catch let DecodingError.typeMismatch(expected, context), let DecodingError.valueNotFound(expected, context) {
            throw Problem.badRequest("'\(path(context.codingPath))' must be \(describe(expected))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw Problem.badRequest("'\(path(context.codingPath + [key]))' is missing")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw Problem.badRequest("'\(path(context.codingPath))' is not valid here")
        } catch {
            throw Problem.badRequest("the body is not JSON")
        }
    }

    private static func check(_ object: [String: Any], members: Set<String>, at prefix: String) throws {
        for (key, value) in object {
            guard members.contains(key) else {
                throw Problem.badRequest("'\(prefix)\(key)' is not a member here; the members are \(members.sorted().map { "'\($0)'" }.joined(separator: ", "))")
            }
            if value is NSNull { throw Problem.badRequest("'\(prefix)\(key)' is null; leave it out instead") }
        }
    }

    /// `lines[0].count`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out.isEmpty ? "the body" : out
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == Int.self { return "a whole number" }
        if type == String.self { return "text" }
        if type is [Any].Type { return "a list" }
        return "an object"
    }
}
