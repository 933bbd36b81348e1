/// Fruit and juice ids are lowercase slugs, `[a-z][a-z0-9-]*`, so they are easy to type in commands.
enum MenuID {
    static func isSlug(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        for byte in bytes {
            let ok = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-")
            if !ok { return false }
        }
        return true
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

    /// Language codes in names: `en`, `ko`, `pt-BR`.
    static func isLanguageCode(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let head = parts.first, (2...3).contains(head.count),
              head.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
