/// Where diagnostics' offending words are, read from the file's text: the one rule by which SARIF's
/// regions, `Diagnostic.range` and so an editor's underlines reach past a diagnostic's start.
///
/// A diagnostic with a fix ends where its fix's word ends; any other ends after the word that starts
/// at its position (a quoted scalar with its quotes, a plain one up to `: `, `,`, a bracket, a comment
/// or the line's end). Lines are found as far as asked, so diagnostics in source order cost little
/// more than their own lines.
///
/// ```swift
/// var regions = DiagnosticRegions(source: Array(text.utf8))
/// let end = regions.end(of: diagnostic)   // 6:30 for 'kiwii' at 6:25
/// ```
public struct DiagnosticRegions {
    private var lines: SourceLines

    /// Prepares to find words in a text.
    ///
    /// - Parameter source: The file's bytes, UTF-8, as the diagnostics were made from.
    public init(source: [UInt8]) {
        lines = SourceLines(.bytes(source))
    }

    init(_ source: SourceText) {
        lines = SourceLines(source)
    }

    /// Where a diagnostic's offending word ends: its fix's end, else the end of `Diagnostic.range`
    /// (a loaded diagnostic's) or of `range(of:)` (one made by hand), counted on its line.
    ///
    /// - Parameter diagnostic: A diagnostic of this text.
    /// - Returns: The position just after the word (columns in Unicode scalars, as the start's); nil
    ///   for a diagnostic without a position or one past the text's last line.
    public mutating func end(of diagnostic: Diagnostic) -> SourcePosition? {
        if let fix = diagnostic.fix { return fix.end }
        guard let position = diagnostic.position else { return nil }
        let word = diagnostic.range ?? lines.wordBytes(at: position)
        return lines.position(ofByte: word.upperBound, onLine: position.line)
    }

    /// The bytes of a diagnostic's offending word, as offsets into the text: its fix's bytes when it
    /// has a fix, else from its position to where `end(of:)` ends the word. `Diagnostic.range` is this.
    ///
    /// - Parameter diagnostic: A diagnostic of this text.
    /// - Returns: The word's bytes; an empty range at the end of the text for a position past its
    ///   last line; nil for a diagnostic without a position.
    public mutating func range(of diagnostic: Diagnostic) -> Range<Int>? {
        if let fix = diagnostic.fix { return fix.byteRange }
        guard let position = diagnostic.position else { return nil }
        return lines.wordBytes(at: position)
    }

    /// The bytes of the word that starts at a position, as `range(of:)` finds a diagnostic's.
    ///
    /// - Parameter position: Where the word starts, as libyaml counts lines and columns.
    /// - Returns: The word's bytes; an empty range at the end of the text past its last line.
    public mutating func range(at position: SourcePosition) -> Range<Int> {
        lines.wordBytes(at: position)
    }
}
