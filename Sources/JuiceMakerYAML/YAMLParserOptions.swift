/// Limits and policies of the YAML layer. The defaults are for menus: generous for real files,
/// small enough that a hostile file (billion laughs, endless nesting) fails fast in little memory.
public struct YAMLParserOptions: Sendable {
    /// Deepest nesting of collections; deeper input is rejected (libyaml 0.2.5 has no limit of its own).
    public var maxDepth: Int
    /// How many nodes all aliases together may stand for once expanded (libyaml has no such limit).
    public var maxAliasExpansion: Int
    /// Whether tags other than YAML's standard ones (`!foo`, `!!python/object`) are accepted.
    public var allowsCustomTags: Bool
    /// Whether a second document in the stream is an error.
    public var singleDocument: Bool

    /// Creates options; every default is the one for menus.
    ///
    /// - Parameters:
    ///   - maxDepth: Deepest nesting of collections.
    ///   - maxAliasExpansion: How many nodes all aliases together may stand for.
    ///   - allowsCustomTags: Whether tags other than YAML's standard ones are accepted without an issue.
    ///   - singleDocument: Whether a second document in the stream is an error.
    public init(
        maxDepth: Int = 64,
        maxAliasExpansion: Int = 1_000_000,
        allowsCustomTags: Bool = false,
        singleDocument: Bool = true
    ) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.allowsCustomTags = allowsCustomTags
        self.singleDocument = singleDocument
    }

    /// Everything YAML allows, for the conformance suite: many documents and any tag.
    public static let permissive = YAMLParserOptions(allowsCustomTags: true, singleDocument: false)
}
