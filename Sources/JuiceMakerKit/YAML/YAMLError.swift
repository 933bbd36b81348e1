/// A problem that stops reading a YAML file: nothing after it can be trusted.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var code: DiagnosticCode
    public var message: String
    public var position: SourcePosition?

    public init(_ code: DiagnosticCode, _ message: String, at position: SourcePosition?) {
        self.code = code
        self.message = message
        self.position = position
    }

    public var description: String {
        if let position { return "\(position): \(message)" }
        return message
    }
}

/// A problem found while reading that does not stop it: the file's data is still usable to report more.
public struct YAMLIssue: Sendable, Hashable {
    public var code: DiagnosticCode
    public var message: String
    public var position: SourcePosition
    /// The node the issue is about (for a duplicate key, the second key).
    public var node: Int32
    /// For a duplicate key, the first occurrence.
    public var relatedNode: Int32?
    /// The collection holding `node` (for a duplicate key, its mapping); -1 when not known.
    public var container: Int32 = -1
}
