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
    var json: [String: Any] { ["line": line, "character": character] }

    /// Reads LSP's JSON `{"line", "character"}`.
    ///
    /// - Parameter json: The decoded object.
    /// - Returns: The position; nil when a member is missing or negative.
    init?(json: [String: Any]?) {
        guard let json, let line = json.int("line"), let character = json.int("character"), line >= 0, character >= 0 else { return nil }
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
    var json: [String: Any] { ["start": start.json, "end": end.json] }

    /// Reads LSP's JSON `{"start", "end"}`.
    ///
    /// - Parameter json: The decoded object.
    /// - Returns: The range; nil when malformed.
    init?(json: [String: Any]?) {
        guard let start = LSPPosition(json: json?.object("start")), let end = LSPPosition(json: json?.object("end")) else { return nil }
        self.init(start: start, end: end)
    }
}
