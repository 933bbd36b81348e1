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

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - name: The name in `serverInfo`.
    ///   - version: The version in `serverInfo`.
    ///   - debounce: The wait after the last change; 50 ms by default.
    ///   - menus: Which documents are menus; the default patterns when not given.
    public init(
        name: String = "juicemaker", version: String, debounce: Duration = .milliseconds(50),
        menus: MenuDocumentFilter = MenuDocumentFilter()
    ) {
        self.name = name
        self.version = version
        self.debounce = debounce
        self.menus = menus
    }
}
