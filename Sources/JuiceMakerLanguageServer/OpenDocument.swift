import JuiceMakerMenu

/// A document the client has open: its text as last sent, and what the server made of it.
struct OpenDocument {
    /// The document's URI, as the client names it.
    let uri: String
    /// The version the client gave with the text last sent.
    var version: Int
    /// The text, with its line index.
    var lines: TextLines
    /// The diagnostics of the last check, and the text version they belong to.
    var diagnostics: [Diagnostic] = []
    var checkedVersion: Int?
    /// When the pending check is due: set by a change, cleared by the check.
    var checkDue: ContinuousClock.Instant?
    /// The outline of the last checked text that parsed: a document with a syntax error keeps
    /// offering the fruits it had before.
    private(set) var outline: MenuOutline?

    /// Opens a document.
    ///
    /// - Parameters:
    ///   - uri: Its URI.
    ///   - version: The client's version number.
    ///   - text: Its text.
    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.lines = TextLines(Array(text.utf8))
    }

    /// Replaces the text.
    ///
    /// - Parameters:
    ///   - text: The new text.
    ///   - version: Its version number.
    mutating func replaceText(_ text: [UInt8], version: Int) {
        lines = TextLines(text)
        self.version = version
    }

    /// Whether the text checked last is a menu's (a document that is not gets no diagnostics,
    /// completion or hover).
    var isMenu = false

    /// Checks the text as `juicemaker validate` would and keeps the diagnostics and, from the same
    /// reading, the outline (kept from before when this text does not parse); a document that is
    /// not a menu gets neither.
    ///
    /// - Parameters:
    ///   - filter: What makes a document a menu.
    ///   - language: The language of the diagnostics' messages.
    mutating func check(_ filter: MenuDocumentFilter, language: Language = .en) {
        isMenu = filter.isMenu(uri: uri, text: lines.bytes)
        if isMenu {
            let (report, fresh) = MenuLoader.diagnoseAndOutline(bytes: lines.bytes, file: uri, language: language)
            diagnostics = report.diagnostics
            if let fresh { outline = fresh }
        } else {
            diagnostics = []
            outline = nil
        }
        checkedVersion = version
        checkDue = nil
    }
}
