/// How many terminal cells text takes, for lining up carets and table columns.
///
/// Rules, per grapheme cluster (what the user sees as one character):
/// - wide and fullwidth East Asian characters (Hangul, CJK, kana, fullwidth forms) and emoji shown as
///   emoji take 2 cells; a cluster with the emoji variation selector U+FE0F or a regional-indicator flag also 2;
/// - combining marks, zero-width joiners and other format characters, variation selectors and the
///   medial/final Hangul jamo of a decomposed syllable take 0 (they share their base's cells);
/// - control characters (including tab and line breaks) take 0: pass plain text, not terminal output;
/// - everything else takes 1, including East Asian "ambiguous" characters (as in non-CJK locales).
package enum TerminalWidth {
    package enum Alignment: Sendable {
        case leading
        case trailing
    }

    /// The cells `text` takes in a terminal.
    package static func displayWidth(of text: some StringProtocol) -> Int {
        var width = 0
        for character in text {
            width += displayWidth(of: character)
        }
        return width
    }

    /// The cells one grapheme cluster takes: 0, 1 or 2.
    package static func displayWidth(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.properties.generalCategory == .control { return 0 }
        var width = 0
        for scalar in scalars {
            if scalar == "\u{FE0F}" && first.properties.isEmoji { return 2 }
            if isRegionalIndicator(scalar) { return 2 }
            width = max(width, displayWidth(of: scalar))
        }
        return width
    }

    /// The cells one scalar takes on its own: 0, 1 or 2.
    package static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // ASCII fast path
        switch scalar.properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }  // Hangul jungseong/jongseong
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// `text` with spaces added until it takes `width` cells; text already that wide is returned unchanged.
    package static func padded(_ text: String, toWidth width: Int, alignment: Alignment = .leading) -> String {
        let missing = width - displayWidth(of: text)
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        switch alignment {
        case .leading: return text + padding
        case .trailing: return padding + text
        }
    }

    /// Words laid out in lines of at most `width` cells; a word longer than a line is cut into pieces.
    package static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var cells = displayWidth(of: word)
            if used > 0 && used + 1 + cells <= width {
                line += " " + word
                used += 1 + cells
                continue
            }
            if used > 0 {
                lines.append(line)
                line = ""
                used = 0
            }
            while cells > width {
                let (head, rest) = split(word, atWidth: width)
                lines.append(head)
                word = rest
                cells = displayWidth(of: word)
            }
            line = word
            used = cells
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest start of `text` that fits `width` cells (at least one character), and the rest.
    private static func split(_ text: String, atWidth width: Int) -> (String, String) {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let cells = displayWidth(of: text[index])
            if used + cells > width && index > text.startIndex { break }
            used += cells
            index = text.index(after: index)
        }
        return (String(text[..<index]), String(text[index...]))
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East_Asian_Width W or F (Unicode 14, assigned code points), plus the CJK blocks and planes 2 and 3
    /// whose unassigned code points default to W. Newer emoji are caught by `isEmojiPresentation`.
    private static let wideRanges: [(first: UInt32, last: UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x2FFB), (0x3000, 0x303E),
        (0x3041, 0x3096), (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3),
        (0x31F0, 0x321E), (0x3220, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA48C), (0xA490, 0xA4C6),
        (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52),
        (0xFE54, 0xFE66), (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4),
        (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5), (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3),
        (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE), (0x1B000, 0x1B122), (0x1B150, 0x1B152), (0x1B164, 0x1B167),
        (0x1B170, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F202), (0x1F210, 0x1F23B), (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265),
        (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
        (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440),
        (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567), (0x1F57A, 0x1F57A),
        (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC),
        (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6DD, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),
        (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF),
        (0x1FA70, 0x1FA74), (0x1FA78, 0x1FA7C), (0x1FA80, 0x1FA86), (0x1FA90, 0x1FAAC), (0x1FAB0, 0x1FABA),
        (0x1FAC0, 0x1FAC5), (0x1FAD0, 0x1FAD9), (0x1FAE0, 0x1FAE7), (0x1FAF0, 0x1FAF6), (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD)
    ]
}
