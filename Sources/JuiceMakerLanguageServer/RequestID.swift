import JuiceMakerMenu

/// A JSON-RPC request's id: a number or a string, echoed in its response.
public enum RequestID: Hashable, Sendable, Decodable {
    /// A whole-number id.
    case number(Int)
    /// A string id.
    case string(String)

    /// Reads an id.
    ///
    /// - Parameter decoder: The decoder at `"id"`.
    /// - Throws: `DecodingError.typeMismatch` for anything but a whole number or a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// The id as it is sent back.
    var json: JSONValue {
        switch self {
        case .number(let number): .int(number)
        case .string(let text): .string(text)
        }
    }
}
