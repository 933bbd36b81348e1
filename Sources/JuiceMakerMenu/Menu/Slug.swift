/// Fruit and juice ids are lowercase slugs, `[a-z][a-z0-9-]*`, so they are easy to type in commands.
enum Slug {
    static func isSlug(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"), let base = bytes.baseAddress else { return false }
        // Eight bytes at a time: every juice id is checked, and generated ones run to 60 bytes.
        var index = 0
        while bytes.count - index >= 8 {
            guard isSlugWord(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) else { return false }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            let ok = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-")
            if !ok { return false }
            index += 1
        }
        return true
    }

    /// Whether each byte of `word` is a-z, 0-9 or `-`.
    @inline(__always)
    private static func isSlugWord(_ word: UInt64) -> Bool {
        guard word & ASCIIWord.highBits == 0 else { return false }
        let letters = ASCIIWord.within(word, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = ASCIIWord.within(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let dashes = ASCIIWord.within(word, UInt8(ascii: "-"), UInt8(ascii: "-"))
        return letters | digits | dashes == ASCIIWord.highBits
    }

    /// A slug close to `text`, for the message: lowercased, with spaces and underscores as dashes.
    static func slugSuggestion(for text: String) -> String? {
        var result = ""
        for character in text.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                result.append(character)
            } else if character == " " || character == "_" || character == "-" {
                if !result.isEmpty, result.last != "-" { result.append("-") }
            }
        }
        while result.last == "-" { result.removeLast() }
        guard let first = result.first, first.isLetter else { return nil }
        return result
    }

    /// Language codes in names: `en`, `ko`, `pt-BR`: two or three of a-z, then `-` and one or more
    /// of A-Z, a-z, 0-9, any number of times.
    static func isLanguageCode(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, isLowercaseLetter(bytes[index]) { index += 1 }
        guard (2...3).contains(index) else { return false }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "-") else { return false }
            index += 1
            let partStart = index
            while index < bytes.count, isLowercaseLetter(bytes[index] | 0x20) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
                index += 1
            }
            if index == partStart { return false }
        }
        return true
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
