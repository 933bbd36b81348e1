import JuiceMakerMenu

/// How the language server behaves: its name and version, and how long it waits after a change.
public struct ServerConfiguration: Sendable {
    /// The name in `serverInfo`.
    public var name: String
    /// The version in `serverInfo`.
    public var version: String
    /// How long after the last change a document is checked (changes typed within it are checked
    /// once); `initializationOptions.debounceMilliseconds` overrides it.
    public var debounce: Duration
    /// Which documents are menus (the others get no diagnostics, completion or hover);
    /// `initializationOptions.menuPatterns` overrides its patterns.
    public var menus: MenuDocumentFilter
    /// The language of the diagnostics' messages; the client's `locale` in `initialize` overrides
    /// it (`ko…` is Korean, any other locale English).
    public var language: Language

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The name in `serverInfo`.
    ///   - version: The version in `serverInfo`.
    ///   - debounce: The wait after the last change; 50 ms by default.
    ///   - menus: Which documents are menus; the default patterns when not given.
    ///   - language: The language of messages until the client says its locale.
    public init(
        name: String = "juicemaker", version: String, debounce: Duration = .milliseconds(50),
        menus: MenuDocumentFilter = MenuDocumentFilter(), language: Language = .en
    ) {
        self.language = language
        self.name = name
        self.version = version
        self.debounce = debounce
        self.menus = menus
    }
}
