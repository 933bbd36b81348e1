/// `POST /api/orders`: `{"lines": [{"juice": "mango-kiwi", "count": 2}]}`, a juice by id or any
/// of its names; a missing count is one glass.
struct OrderBody: StrictBody, Equatable {
    struct Line: Equatable, Sendable {
        var juice: String
        var count: Int?
    }
    var lines: [Line]

    static let members: Set<String> = ["lines"]
    static let lineMembers: Set<String> = ["juice", "count"]

    init(lines: [Line]) {
        self.lines = lines
    }

    init(reading object: BodyObject) throws(Problem) {
        var lines: [Line] = []
        for item in try object.required("lines", object.list) {
            let line = try BodyObject(item.value, at: item.place, members: Self.lineMembers)
            lines.append(Line(juice: try line.required("juice", line.string), count: try line.wholeNumber("count")))
        }
        self.lines = lines
    }

    /// `{"lines":[{"juice":"kiwi","count":2}, …]}`, each member at most once, in any order.
    static func readPlainly(_ bytes: [UInt8]) -> OrderBody? {
        var json = PlainJSONScanner(bytes)
        guard json.take("{"), json.string() == "lines", json.take(":"), json.take("[") else { return nil }
        var lines: [Line] = []
        if !json.take("]") {
            repeat {
                guard json.take("{") else { return nil }
                var juice: String?
                var count: Int?
                repeat {
                    switch json.string() {
                    case "juice"? where juice == nil:
                        guard json.take(":"), let value = json.string() else { return nil }
                        juice = value
                    case "count"? where count == nil:
                        guard json.take(":"), let value = json.wholeNumber() else { return nil }
                        count = value
                    default:
                        return nil
                    }
                } while json.take(",")
                guard json.take("}"), let juice else { return nil }
                lines.append(Line(juice: juice, count: count))
            } while json.take(",")
            guard json.take("]") else { return nil }
        }
        guard json.take("}"), json.atEnd else { return nil }
        return OrderBody(lines: lines)
    }
}

/// `POST /api/stock/{fruit}`: exactly one of `{"add": 5}`, `{"remove": 2}`, `{"set": 10}`.
struct StockChangeBody: StrictBody, Equatable {
    var add: Int?
    var remove: Int?
    var set: Int?

    static let members: Set<String> = ["add", "remove", "set"]

    init(add: Int? = nil, remove: Int? = nil, set: Int? = nil) {
        self.add = add
        self.remove = remove
        self.set = set
    }

    init(reading object: BodyObject) throws(Problem) {
        add = try object.wholeNumber("add")
        remove = try object.wholeNumber("remove")
        set = try object.wholeNumber("set")
    }
}

/// `POST /api/restock`: `{"for": ["mango-kiwi:4", "banana"]}` plans for those orders; `{}` buys
/// back low fruits to par.
struct RestockBody: StrictBody, Equatable {
    var `for`: [String]?

    static let members: Set<String> = ["for"]

    init(reading object: BodyObject) throws(Problem) {
        self.for = try object.list("for")?.map { item throws(Problem) in
            guard case .string(let text) = item.value else { throw Problem.badRequest("'\(item.place)' must be text") }
            return text
        }
    }
}

/// `POST /api/reset` and `POST /api/undo`: nothing, or `{}`.
struct EmptyBody: StrictBody {
    static let members: Set<String> = []

    init(reading object: BodyObject) throws(Problem) {}
}
