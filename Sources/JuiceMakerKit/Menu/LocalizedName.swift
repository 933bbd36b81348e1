/// A display name in one or more languages, in the order the menu gives them.
public struct LocalizedName: Sendable, Hashable, Codable {
    public struct Translation: Sendable, Hashable, Codable {
        public var language: String
        public var text: String
        public init(language: String, text: String) {
            self.language = language
            self.text = text
        }
    }

    public let translations: [Translation]

    public init(_ translations: [Translation]) {
        self.translations = translations
    }

    /// A name given as a plain string: it is English.
    public init(english: String) {
        self.translations = [Translation(language: "en", text: english)]
    }

    public var languages: [String] { translations.map(\.language) }

    /// The name in `language`, else in English, else the first one given.
    public func text(for language: String) -> String {
        if let hit = translations.first(where: { $0.language == language }) { return hit.text }
        if let english = translations.first(where: { $0.language == "en" }) { return english.text }
        return translations.first?.text ?? ""
    }
}
