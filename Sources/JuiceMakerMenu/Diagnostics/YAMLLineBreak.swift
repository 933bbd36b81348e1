/// Line breaks as libyaml counts them, and so as juicemaker's line numbers do: LF, CR, CRLF, NEL
/// (U+0085), LS (U+2028) and PS (U+2029): `SourceLines`, juicemaker's one line model, splits with
/// this. (An editor speaking LSP counts only the first three; it gets byte ranges, not lines.)
enum YAMLLineBreak {
    /// The length of the line break starting at `index` (1 for LF and CR, 2 for NEL, 3 for LS and
    /// PS), or 0. CRLF counts as a CR here; the caller skips the LF.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - index: A byte offset in it.
    /// - Returns: The break's length in bytes, 0 when none starts there.
    @inline(__always)
    static func length(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return 1 }
        if byte == 0xC2 { return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0 }
        if byte == 0xE2 {
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        }
        return 0
    }
}
