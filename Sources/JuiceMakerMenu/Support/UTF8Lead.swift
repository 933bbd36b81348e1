/// What a UTF-8 lead byte says about its sequence, for code that walks text by scalars without
/// decoding it (a diagnostic's word in `SourceLines`, LSP's UTF-16 columns in the language server).
package enum UTF8Lead {
    /// The length of the sequence a lead byte starts: 1 for ASCII and for a stray continuation byte
    /// (which a decoder shows as one U+FFFD), else 2, 3 or 4.
    ///
    /// - Parameter lead: The byte a scalar starts with.
    /// - Returns: The sequence's length in bytes.
    @inlinable @inline(__always)
    package static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
