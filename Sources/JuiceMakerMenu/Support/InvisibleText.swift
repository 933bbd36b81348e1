extension String {
    /// The text with every character that shows as nothing written out as `\u{…}`: format
    /// characters (zero-width space, soft hyphen, byte-order mark, …) but the zero-width joiner that
    /// emoji sequences need, and spaces other than the plain one (a no-break space). So a name typed
    /// or written with one (`kiwi\u{200b}`) does not look like the name it is not.
    ///
    /// For names quoted in messages; plain ASCII is returned as it is, without a look at each scalar.
    package var revealingInvisibles: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return escapingScalars(where: Self.isInvisible)
    }

    /// The text without the characters `revealingInvisibles` writes out: what a person meant, for a
    /// did-you-mean (`kiwi\u{200b}` means `kiwi`).
    package var strippingInvisibles: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: unicodeScalars.filter { !Self.isInvisible($0) })
        return String(out)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format: scalar.value != 0x200D
        case .spaceSeparator: scalar.value != 0x20
        default: false
        }
    }
}
