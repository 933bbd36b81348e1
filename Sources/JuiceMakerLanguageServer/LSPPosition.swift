import JuiceMakerMenu

/// A place in a document as LSP counts it: 0-based line, 0-based character offset in UTF-16 code units.
public struct LSPPosition: Hashable, Sendable, Comparable {
    /// The line, from 0.
    public var line: Int
    /// The offset in the line, in UTF-16 code units, from 0.
    public var character: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The line, from 0.
    ///   - character: The UTF-16 offset in the line, from 0.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// The position as LSP's JSON `{"line", "character"}`.
    var json: JSONValue { .object(["line": .int(line), "character": .int(character)]) }
}

extension LSPPosition: Decodable {
    private enum Keys: String, CodingKey { case line, character }

    /// Reads LSP's JSON `{"line", "character"}`.
    ///
    /// - Parameter decoder: The decoder at the position.
    /// - Throws: `DecodingError` when a member is missing, not a whole number, or negative.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let line = try container.decode(Int.self, forKey: .line), character = try container.decode(Int.self, forKey: .character)
        guard line >= 0, character >= 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "a line and character from 0"))
        }
        self.init(line: line, character: character)
    }
}

/// A stretch of a document, `end` exclusive, as LSP's `Range`.
public struct LSPRange: Hashable, Sendable {
    /// Where it starts.
    public var start: LSPPosition
    /// Just after where it ends.
    public var end: LSPPosition

    /// Creates a range.
    ///
    /// - Parameters:
    ///   - start: Where it starts.
    ///   - end: Just after where it ends.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the two ranges share a position (touching ends count, as editors ask at a cursor).
    ///
    /// - Parameter other: The other range.
    /// - Returns: True when they overlap or touch.
    func touches(_ other: LSPRange) -> Bool {
        !(end < other.start) && !(other.end < start)
    }

    /// The range as LSP's JSON `{"start", "end"}`.
    var json: JSONValue { .object(["start": start.json, "end": end.json]) }
}

extension LSPRange: Decodable {
    private enum Keys: String, CodingKey { case start, end }

    /// Reads LSP's JSON `{"start", "end"}`.
    ///
    /// - Parameter decoder: The decoder at the range.
    /// - Throws: `DecodingError` when either end is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(start: try container.decode(LSPPosition.self, forKey: .start), end: try container.decode(LSPPosition.self, forKey: .end))
    }
}
