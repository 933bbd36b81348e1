/// Everything the command line knows that some formatter needs.
public struct DiagnosticFormatOptions: Sendable, Hashable {
    /// ANSI colour in `text` output; the CLI decides (a terminal, and `NO_COLOR` unset).
    public var color: Bool
    /// Whether warnings fail the run (`--strict`); changes the summary and JSON's `valid`.
    public var strict: Bool
    /// juicemaker's version, for SARIF's `tool.driver.version`.
    public var toolVersion: String
    /// juicemaker's home page, for SARIF's `tool.driver.informationUri`; omitted when nil.
    public var informationURI: String?
    /// The language of the words `text` and `github` output add around the messages (`error`, the
    /// summary line). The messages themselves are in the language the reports were made in.
    public var language: Language

    /// Creates options.
    ///
    /// - Parameters:
    ///   - color: ANSI colour in `text` output.
    ///   - strict: Whether warnings fail the run.
    ///   - toolVersion: juicemaker's version, for SARIF.
    ///   - informationURI: juicemaker's home page, for SARIF; left out when nil.
    ///   - language: The language of `text`'s and `github`'s own words.
    public init(color: Bool = false, strict: Bool = false, toolVersion: String, informationURI: String? = nil, language: Language = .en) {
        self.color = color
        self.strict = strict
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.language = language
    }
}
