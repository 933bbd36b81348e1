/// Names and emoji are shown on terminals, screens and in files others open: a control character
/// (C0 other than tab, DEL, C1) or a bidirectional override or isolate in one would act there
/// instead of being shown (clear a screen, set a title, overwrite a line, reorder text). The menu
/// refuses them, from YAML and from code alike, with one message.
enum ControlCharacterRule {
    /// Whether a name may not hold this code point: C0 other than tab, DEL, C1, and the
    /// bidirectional overrides and isolates. `firstRefused(in:)` finds the same set in UTF-8 bytes.
    static func isRefused(_ value: UInt32) -> Bool {
        switch value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first scalar of `bytes` (UTF-8) that a name may not hold, if any.
    ///
    /// - Parameter bytes: The text's UTF-8 bytes.
    /// - Returns: Its code point.
    static func firstRefused(in bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        // Eight bytes at a time while none of them can start a refused scalar (a byte below 0x20,
        // 0x7F, or the UTF-8 lead bytes 0xC2 and 0xE2): every name is checked, so `validate` of a
        // large menu must not pay a branch a byte for it. A refused sequence starts in the word
        // that holds its lead byte, so skipping a word without one skips none.
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if mayStartRefused(word) { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 || byte == 0x7F { return UInt32(byte) }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                return UInt32(bytes[index + 1])
            }
            if byte == 0xE2, index + 2 < bytes.count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80, (0xAA...0xAE).contains(third) { return 0x2000 + UInt32(third - 0x80) }
                if second == 0x81, (0xA6...0xA9).contains(third) { return 0x2040 + UInt32(third - 0x80) }
            }
            index += 1
        }
        return nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is below 0x20, or 0x7F, 0xC2 or 0xE2 (false positives are fine).
    @inline(__always)
    private static func mayStartRefused(_ word: UInt64) -> Bool {
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let below = (word &- ones &* 0x20) & ~word & highs != 0
        return below || hasZero(word ^ (ones &* 0x7F)) || hasZero(word ^ (ones &* 0xC2)) || hasZero(word ^ (ones &* 0xE2))
    }

    /// The first scalar of `text` that a name may not hold, if any.
    static func firstRefused(in text: String) -> UInt32? {
        var text = text
        return text.withUTF8 { firstRefused(in: $0) }
    }

    /// "name (en) of fruit 'kiwi' holds the control character U+001B; …".
    static func message(field: String, owner: String, scalar: UInt32, language: Language = .en) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let bidirectional = (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
        return language.menu.controlCharacter(field, of: owner, code: code, bidirectional: bidirectional)
    }
}
