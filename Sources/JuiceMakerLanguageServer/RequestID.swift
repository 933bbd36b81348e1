/// A JSON-RPC request's id: a number or a string, echoed in its response.
public enum RequestID: Hashable, Sendable {
    /// A whole-number id.
    case number(Int)
    /// A string id.
    case string(String)

    /// Reads an id from a decoded JSON value.
    ///
    /// - Parameter value: What `JSONSerialization` gave for `"id"`.
    /// - Returns: The id; nil for anything but a whole number or a string.
    init?(json value: Any) {
        if let text = value as? String {
            self = .string(text)
        } else if let number = value as? Int, !(value is Bool) || String(describing: value) == "\(number)" {
            self = .number(number)
        } else {
            return nil
        }
    }

    /// The id as a JSON value, for `JSONSerialization`.
    var json: Any {
        switch self {
        case .number(let number): number
        case .string(let text): text
        }
    }
}
