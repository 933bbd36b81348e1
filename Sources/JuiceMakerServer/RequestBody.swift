import Foundation
import HTTPTypes
import Hummingbird
import JuiceMakerKit

/// A request body whose members are known: any other member, or a null, is a 400 that names it.
protocol StrictBody: Decodable {
    /// The members the body's object may have.
    static var members: Set<String> { get }
    /// For members that are lists of objects, the members each object may have.
    static var itemMembers: [String: Set<String>] { get }
    /// The body read without `JSONDecoder` when it is written in the plainest way
    /// (`PlainJSONScanner`), for a body sent on every request.
    ///
    /// - Parameter bytes: The body.
    /// - Returns: The body; nil for anything the scanner does not read, or that is not the shape
    ///   (then `JSONDecoder` reads it and words the problem). Never a body `JSONDecoder` would
    ///   read otherwise or refuse.
    static func readPlainly(_ bytes: [UInt8]) -> Self?
}

extension StrictBody {
    static var itemMembers: [String: Set<String>] { [:] }
    static func readPlainly(_ bytes: [UInt8]) -> Self? { nil }
}

/// A request's JSON body, read with a size limit and decoded strictly (`JSONDecoder`: `"2"`, `2.5`
/// and `true` are not whole numbers): every mistake is a 4xx problem that names the member and what
/// it should be, never a crash or a 500.
enum RequestBody {
    /// Reads and decodes the body.
    ///
    /// - Parameters:
    ///   - type: The shape the body must have, with the members it may have.
    ///   - request: The request.
    ///   - limit: The most bytes read; a larger body is refused with 413.
    /// - Returns: The decoded body.
    /// - Throws: `Problem`: 415 for a content type other than JSON, 413 for a body too large, 400 for
    ///   a body that is not JSON or not of the shape, or with a member it may not have or a null.
    static func decode<Body: StrictBody>(_ type: Body.Type, from request: Request, limit: Int) async throws -> Body {
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
        let bytes = Array(buffer.readableBytesView)
        if let body = Body.readPlainly(bytes) { return body }
        let data = Data(bytes)
        do {
            return try JSONDecoder().decode(Checked<Body>.self, from: data).body
        } catch let problem as Problem {
            throw problem
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

    /// Any member's name.
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `Body`, its members checked first in the same pass over the JSON: `JSONDecoder` passes over
    /// members it does not know and takes null for absent, so a typo such as `{"line": …}` or
    /// `{"ad": 5}` would otherwise be a silent no-op.
    private struct Checked<Wrapped: StrictBody>: Decodable {
        let body: Wrapped

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: MemberKey.self)
            try RequestBody.check(object, members: Wrapped.members, at: "")
            for (key, members) in Wrapped.itemMembers.sorted(by: { $0.key < $1.key }) {
                guard var items = try? object.nestedUnkeyedContainer(forKey: MemberKey(stringValue: key)) else { continue }
                var index = 0
                while !items.isAtEnd {
                    if let item = try? items.nestedContainer(keyedBy: MemberKey.self) {
                        try RequestBody.check(item, members: members, at: "\(key)[\(index)].")
                    } else {
                        // Not an object: `Wrapped` says what it should be. A null is passed over.
                        _ = try? items.decodeNil()
                        if items.currentIndex == index { break }
                    }
                    index += 1
                }
            }
            body = try Wrapped(from: decoder)
        }
    }

    private static func check(_ object: KeyedDecodingContainer<MemberKey>, members: Set<String>, at prefix: String) throws {
        for key in object.allKeys {
            guard members.contains(key.stringValue) else {
                throw Problem.badRequest("'\(prefix)\(key.stringValue)' is not a member here; the members are \(members.sorted().map { "'\($0)'" }.joined(separator: ", "))")
            }
            if try object.decodeNil(forKey: key) { throw Problem.badRequest("'\(prefix)\(key.stringValue)' is null; leave it out instead") }
        }
    }

    /// `lines[0].count`; `the body` for the whole of it.
    private static func path(_ keys: [any CodingKey]) -> String {
        let text = CodingPath.text(keys)
        return text.isEmpty ? "the body" : text
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == Int.self { return "a whole number" }
        if type == String.self { return "text" }
        if type is [Any].Type { return "a list" }
        return "an object"
    }
}
