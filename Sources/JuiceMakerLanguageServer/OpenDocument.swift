import JuiceMakerKit

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
    /// The last outline that could be read, and the version it was read from: a document with a
    /// syntax error keeps offering the fruits it had before.
    var outline: MenuOutline?
    var outlineVersion: Int?

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

    /// Checks the text as `juicemaker validate` would and keeps the diagnostics; a document that is
    /// not a menu gets none.
    ///
    /// - Parameters:
    ///   - filter: What makes a document a menu.
    ///   - language: The language of the diagnostics' messages.
    mutating func check(_ filter: MenuDocumentFilter, language: Language = .en) {
        isMenu = filter.isMenu(uri: uri, text: lines.bytes)
        diagnostics = isMenu ? MenuLoader.diagnose(bytes: lines.bytes, file: uri, language: language).diagnostics : []
        // Kept without a copy (arrays share storage), read into an outline only when asked for.
        if isMenu, !diagnostics.contains(where: { $0.code == .yamlSyntax }) { lastReadableText = lines.bytes }
        checkedVersion = version
        checkDue = nil
    }

    /// The last checked text that parsed, for the outline of a document being typed.
    private var lastReadableText: [UInt8]?

    /// The outline of the current text, read once per version; when this text cannot be read, that
    /// of the last text that could (the last outline asked for, or the last checked text that parsed).
    mutating func currentOutline() -> MenuOutline? {
        if outlineVersion != version {
            if let fresh = MenuOutline.read(bytes: lines.bytes) {
                outline = fresh
            } else if let text = lastReadableText, let earlier = MenuOutline.read(bytes: text) {
                outline = earlier
            }
            lastReadableText = nil
            outlineVersion = version
        }
        return outline
    }
}
