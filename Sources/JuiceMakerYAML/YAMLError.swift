/// What kind of problem the YAML layer found. The layer knows nothing of menus: a caller maps each
/// kind to its own diagnostics.
public enum YAMLProblem: String, Sendable, Hashable, CaseIterable {
    /// Text that is not YAML (libyaml's scanner or parser stopped), or libyaml could not run.
    case syntax
    /// A second document in a stream that allows one.
    case multipleDocuments
    /// Aliases that would expand past `YAMLParserOptions.maxAliasExpansion` nodes.
    case aliasLimit
    /// Collections nested deeper than `YAMLParserOptions.maxDepth`.
    case nestingLimit
    /// A tag that is not one of YAML's standard ones, or too many distinct tags.
    case unsupportedTag
    /// The same key twice in one mapping.
    case duplicateKey
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    case invalidMerge
}

/// A problem that stops reading a YAML file: nothing after it can be trusted.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public var problem: YAMLProblem
    /// One sentence for people, saying what is wrong and, where it helps, what to write instead.
    public var message: String
    /// Where the problem is; nil when it is about the whole file (libyaml out of memory).
    public var position: SourcePosition?

    /// - Parameters:
    ///   - problem: The kind of problem.
    ///   - message: The sentence for people.
    ///   - position: Where it is, 1-based; nil for the whole file.
    public init(_ problem: YAMLProblem, _ message: String, at position: SourcePosition?) {
        self.problem = problem
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
    /// What kind of problem it is.
    public var problem: YAMLProblem
    /// One sentence for people, saying what is wrong.
    public var message: String
    /// The word the issue is about, for a caller that words its own message: the tag of an
    /// unsupported tag, the key of a duplicate key.
    public var subject: String?
    /// Where the node the issue is about starts, 1-based.
    public var position: SourcePosition
    /// The node the issue is about (for a duplicate key, the second key).
    public var node: Int32
    /// For a duplicate key, the first occurrence.
    public var relatedNode: Int32?
    /// The collection holding `node` (for a duplicate key, its mapping); -1 when not known.
    public var container: Int32 = -1
}
