/// A fix for a diagnostic: the wrong word's place in the file and the word to put there.
///
/// Only a diagnostic whose suggestion is unambiguous carries one (an unknown key, an unknown fruit
/// or an unknown top-level key with exactly one closest known name). Applying it replaces exactly
/// `byteRange` of the file's bytes with `replacement`'s UTF-8 and changes nothing else, so comments,
/// quoting, spacing, key order, a BOM and CRLF line ends stay as they were. For a quoted scalar the
/// range lies inside the quotes.
///
/// ```swift
/// // recipe: { kiwii: 1 } on line 6, column 15
/// let fix = DiagnosticFix(byteRange: 120..<125, start: SourcePosition(line: 6, column: 15),
///                         end: SourcePosition(line: 6, column: 20), replacement: "kiwi")
/// ```
public struct DiagnosticFix: Sendable, Hashable {
    /// The bytes of the file to replace, as offsets into the file as it was read (a BOM included).
    public var byteRange: Range<Int>
    /// Where the wrong word starts: 1-based line and column, columns in characters (as `Diagnostic.position`).
    public var start: SourcePosition
    /// Just after the wrong word's last character, on the same line: the column is exclusive.
    public var end: SourcePosition
    /// The text that replaces the wrong word.
    public var replacement: String

    /// Creates a fix.
    ///
    /// - Parameters:
    ///   - byteRange: The bytes of the file to replace.
    ///   - start: Where the wrong word starts, 1-based, columns in characters.
    ///   - end: Just after the wrong word, 1-based, the column exclusive.
    ///   - replacement: The text to put in its place.
    public init(byteRange: Range<Int>, start: SourcePosition, end: SourcePosition, replacement: String) {
        self.byteRange = byteRange
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
