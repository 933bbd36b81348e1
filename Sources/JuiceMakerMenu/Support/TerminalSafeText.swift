extension String {
    /// The text with everything a terminal would act on instead of show written out as `\u{…}`:
    /// C0 controls other than line feed and tab (ESC starts colour, cursor and title sequences; a
    /// bare CR overwrites the line), DEL, C1 controls, and the bidirectional overrides and isolates
    /// that reorder what is shown (U+202A–U+202E, U+2066–U+2069). Everything else is kept as it is.
    ///
    /// Use it on text that came from outside (a menu's names, a database's rows, a server's
    /// messages) before printing it; a name that is clean prints unchanged.
    public var terminalSafe: String {
        escapingScalars(where: Self.needsEscape)
    }

    /// `terminalSafe` for text shown on one line (a journal description in a sentence): the line
    /// feed is written out too, so no text read back from a store can start a line of its own.
    public var terminalSafeLine: String {
        escapingScalars { $0.value == 0x0A || ControlCharacterRule.isRefused($0.value) }
    }

    /// The text with every scalar `shouldEscape` picks written as `\u{…}` (lowercase hex); the text
    /// itself when it picks none.
    package func escapingScalars(where shouldEscape: (Unicode.Scalar) -> Bool) -> String {
        guard unicodeScalars.contains(where: shouldEscape) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if shouldEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What a name may not hold (`ControlCharacterRule`), except the line feed: printed text has lines.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x0A && ControlCharacterRule.isRefused(scalar.value)
    }
}
