/// The rule on a name's or an emoji's text: not empty or blank, and no character that would act
/// on a screen instead of being shown (`ControlCharacterRule`).
enum TextRule {
    /// What is wrong with a text field.
    ///
    /// - Parameters:
    ///   - bytes: The text's UTF-8.
    ///   - field: How messages name the field in `language` (`emoji`, `name (ko)`); made only for a message.
    ///   - owner: The fruit or juice it belongs to; made only for a message.
    ///   - language: The message's language.
    /// - Returns: The diagnostic's code and message; nil for good text.
    static func problem(_ bytes: UnsafeBufferPointer<UInt8>, field: @autoclosure () -> String,
                        of owner: @autoclosure () -> MessageOwner, _ language: Language) -> (code: DiagnosticCode, message: String)? {
        if isBlank(bytes) { return (.emptyName, language.menu.emptyText(field(), of: owner())) }
        guard let scalar = ControlCharacterRule.firstRefused(in: bytes) else { return nil }
        return (.controlCharacter, ControlCharacterRule.message(field: field(), owner: language.menu.owner(owner()), scalar: scalar, language: language))
    }

    /// `text.allSatisfy(\.isWhitespace)`, mostly decided by the first scalar: a Character is
    /// whitespace when its first scalar is, and the first Character starts with the first scalar.
    static func isBlank(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return true }
        return isWhitespace(first) && text.allSatisfy(\.isWhitespace)
    }

    /// `isBlank` of the text `String(decoding: bytes, as: UTF8.self)` makes, deciding most texts by
    /// their first scalar alone, without making the String (a broken first sequence reads as
    /// U+FFFD, which is not whitespace).
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .emptyInput: return true
        case .error: return false
        case .scalarValue(let first):
            return isWhitespace(first) && isBlank(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Unicode's White_Space property (what `Unicode.Scalar.Properties.isWhitespace` reads), written
    /// out: the property lookup costs more than reading a whole name.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
