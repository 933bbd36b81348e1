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
    /// What `message` says, as values, for a caller that words it in another language.
    public var cause: Cause

    /// What an error is made of: `message` words it in English.
    public enum Cause: Sendable, Hashable {
        /// libyaml's scanner or parser stopped: its own words for the problem and, when it gives
        /// one, for what it was reading and where that started; `hint` is what usually helps.
        case libyaml(problem: String, context: String?, contextStart: SourcePosition?, hint: SyntaxHint?)
        /// The bytes are not text libyaml reads; `isUTF8` when the problem is with UTF-8 itself.
        case notText(problem: String, isUTF8: Bool)
        /// libyaml ran out of memory, or could not start.
        case outOfMemory
        /// An alias (`*name`) with no anchor before it.
        case undefinedAlias(name: String)
        /// Nesting deeper than this many levels.
        case nestingLimit(Int)
        /// Aliases expanding past this many nodes.
        case aliasLimit(Int)
        /// More distinct tags than this.
        case tooManyTags(Int)
        /// A second document.
        case multipleDocuments
        /// A merge key whose value is a scalar.
        case invalidMerge
        /// Anything else; `message` says it.
        case other
    }

    /// What usually fixes one of libyaml's complaints.
    public enum SyntaxHint: Sendable, Hashable {
        /// A value with ': ' in it, or a line indented wrongly.
        case quoteColonOrIndent
        /// A tab used for indentation, or a value starting with a special character.
        case spacesNotTabs
        /// A flow collection missing a comma or its closing bracket.
        case missingCommaOrBracket
        /// Entries of one collection not lined up.
        case alignEntries
        /// A quote or bracket never closed.
        case unclosed
    }

    /// - Parameters:
    ///   - problem: The kind of problem.
    ///   - message: The sentence for people.
    ///   - position: Where it is, 1-based; nil for the whole file.
    ///   - cause: What the message says, as values; `.other` when only the message says it.
    public init(_ problem: YAMLProblem, _ message: String, at position: SourcePosition?, cause: Cause = .other) {
        self.problem = problem
        self.message = message
        self.position = position
        self.cause = cause
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
