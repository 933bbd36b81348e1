/// A request body whose members are known, read from `StrictJSON`: a member it may not have, a
/// null, a member given twice, a count written `1.0` or `1e2` — each is a 400 that names the member
/// and says what it should be, never a crash or a 500.
protocol StrictBody: Sendable {
    /// The body read from its JSON.
    ///
    /// - Parameter object: The body's top level, members checked against what it may have.
    /// - Throws: `Problem` (400) naming the member at fault.
    init(reading object: BodyObject) throws(Problem)

    /// The members the body's object may have.
    static var members: Set<String> { get }

    /// The body read without building a tree when it is written in the plainest way
    /// (`PlainJSONScanner`), for a body sent on every request.
    ///
    /// - Parameter bytes: The body.
    /// - Returns: The body; nil for anything the scanner does not read (then `StrictJSON` reads it
    ///   and words the problem). Never a body `StrictJSON` would read otherwise or refuse.
    static func readPlainly(_ bytes: [UInt8]) -> Self?
}

extension StrictBody {
    static func readPlainly(_ bytes: [UInt8]) -> Self? { nil }

    /// Reads a body from its bytes.
    ///
    /// - Parameter bytes: The body as sent.
    /// - Returns: The body.
    /// - Throws: `Problem` (400): not JSON, nested too deep, a member twice, or not of the shape.
    static func read(_ bytes: [UInt8]) throws(Problem) -> Self {
        if let body = readPlainly(bytes) { return body }
        let value: StrictJSON.Value
        do {
            value = try StrictJSON.parse(bytes)
        } catch .duplicateMember(let path, let name) {
            throw Problem.badRequest("'\(path.isEmpty ? name : "\(path).\(name)")' is given twice; give each member once")
        } catch .tooDeep {
            throw Problem.badRequest("the body nests lists and objects deeper than \(StrictJSON.maxDepth) levels")
        } catch {
            throw Problem.badRequest("the body is not JSON")
        }
        return try Self(reading: BodyObject(value, at: "", members: members))
    }
}

/// An object of a request body, its members checked, read member by member with the member's
/// place (`lines[0].count`) in every problem.
struct BodyObject {
    private let members: [(name: String, value: StrictJSON.Value)]
    private let path: String

    /// - Parameters:
    ///   - value: What should be an object.
    ///   - path: Where it is: empty for the body, `lines[0]` for an item.
    ///   - allowed: The members it may have.
    /// - Throws: `Problem` (400) for a value that is not an object, a member not allowed, or a null.
    init(_ value: StrictJSON.Value, at path: String, members allowed: Set<String>) throws(Problem) {
        guard case .object(let members) = value else { throw Problem.badRequest("'\(path.isEmpty ? "the body" : path)' must be an object") }
        for member in members {
            guard allowed.contains(member.name) else {
                throw Problem.badRequest("'\(Self.place(path, member.name))' is not a member here; the members are \(allowed.sorted().map { "'\($0)'" }.joined(separator: ", "))")
            }
            if member.value == .null { throw Problem.badRequest("'\(Self.place(path, member.name))' is null; leave it out instead") }
        }
        self.members = members
        self.path = path
    }

    /// A member's place in the body: `lines[0].count`.
    func place(of name: String) -> String { Self.place(path, name) }

    private static func place(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }

    /// A member's value; nil when it is absent.
    func value(_ name: String) -> StrictJSON.Value? {
        members.first { $0.name == name }?.value
    }

    /// A member that must be there.
    ///
    /// - Throws: `Problem` (400): `'lines[0].juice' is missing`.
    func required<T>(_ name: String, _ read: (String) throws(Problem) -> T?) throws(Problem) -> T {
        guard let value = try read(name) else { throw Problem.badRequest("'\(place(of: name))' is missing") }
        return value
    }

    /// A whole number written as one: `1.0`, `1e2` and `"1"` are refused.
    ///
    /// - Returns: The number; nil when the member is absent.
    /// - Throws: `Problem` (400) naming the member.
    func wholeNumber(_ name: String) throws(Problem) -> Int? {
        guard let value = value(name) else { return nil }
        if let number = value.wholeNumber { return number }
        if case .number(let text) = value {
            let whole = !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            throw Problem.badRequest(whole ? "'\(place(of: name))' is too large: \(text.prefix(40))"
                                           : "'\(place(of: name))' must be a whole number, written without a fraction or exponent, not \(text.prefix(40))")
        }
        throw Problem.badRequest("'\(place(of: name))' must be a whole number")
    }

    /// Text.
    ///
    /// - Returns: The text; nil when the member is absent.
    /// - Throws: `Problem` (400) when it is not text.
    func string(_ name: String) throws(Problem) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let text) = value else { throw Problem.badRequest("'\(place(of: name))' must be text") }
        return text
    }

    /// A list.
    ///
    /// - Returns: The items, each with its place (`lines[2]`); nil when the member is absent.
    /// - Throws: `Problem` (400) when it is not a list.
    func list(_ name: String) throws(Problem) -> [(place: String, value: StrictJSON.Value)]? {
        guard let value = value(name) else { return nil }
        guard case .array(let items) = value else { throw Problem.badRequest("'\(place(of: name))' must be a list") }
        return items.enumerated().map { ("\(place(of: name))[\($0.offset)]", $0.element) }
    }
}
