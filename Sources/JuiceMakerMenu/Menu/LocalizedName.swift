/// A display name in one or more languages, in the order the menu gives them.
///
/// In a menu file, a name is plain text (English) or a mapping of language code to text.
///
/// ```swift
/// let name = LocalizedName([
///     .init(language: "en", text: "Mango Kiwi Juice"),
///     .init(language: "ko", text: "망키쥬스"),
/// ])
/// print(name.text(for: "ko"))   // 망키쥬스
/// print(name.text(for: "ja"))   // Mango Kiwi Juice (English when there is no Japanese)
/// ```
public struct LocalizedName: Sendable, Hashable, Codable {
    /// The name in one language.
    public struct Translation: Sendable, Hashable, Codable {
        /// The language code, such as `en` or `ko`.
        public var language: String
        /// The name in that language.
        public var text: String
        /// Creates a translation. Nothing is checked here: `Menu` checks the names it is given.
        ///
        /// - Parameters:
        ///   - language: The language code, such as `en` or `ko`.
        ///   - text: The name in that language; not empty in a `Menu`.
        public init(language: String, text: String) {
            self.language = language
            self.text = text
        }
    }

    /// The name in every language given, in the order given; at least one in a `Menu`.
    public let translations: [Translation]

    /// A name in the given languages. Nothing is checked here: `Menu` checks the names it is given.
    ///
    /// - Parameter translations: The name per language, in the order to keep.
    public init(_ translations: [Translation]) {
        self.translations = translations
    }

    /// A name given as a plain string: it is English.
    ///
    /// - Parameter english: The English name.
    public init(english: String) {
        self.translations = [Translation(language: "en", text: english)]
    }

    /// The language codes of `translations`, in their order.
    public var languages: [String] { translations.map(\.language) }

    /// The name in `language`, else in English, else the first one given.
    ///
    /// - Parameter language: A language code, such as `Language.ko.code`.
    /// - Returns: The text; empty only when there are no translations.
    public func text(for language: String) -> String {
        if let hit = translations.first(where: { $0.language == language }) { return hit.text }
        if let english = translations.first(where: { $0.language == "en" }) { return english.text }
        return translations.first?.text ?? ""
    }
}
