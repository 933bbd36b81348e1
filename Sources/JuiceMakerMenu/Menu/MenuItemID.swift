import JuiceMakerYAML

/// The id of a fruit (`Fruit.ID`) or a juice (`Juice.ID`): the lowercase slug a menu names it by
/// (`strawberry-banana`), typed so one cannot be passed for the other.
///
/// Ids are what the engine, the stores and the journal speak; what a person types (a localized
/// name, an id in capitals, a typo) is resolved to an id at the edge, with
/// `Menu.fruitID(named:)` and `Menu.juiceID(named:)`.
///
/// ```swift
/// let id: Juice.ID = "mango-kiwi"
/// print(menu.juice(id)?.name.text(for: "ko") ?? "?")   // 망키쥬스
/// ```
public struct MenuItemID<Item>: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id as written in the menu.
    public let rawValue: String
    /// The `ByteHash.asciiWords` hash of the id's UTF-8, made once with the id, or 0 for an id that
    /// is not ASCII. The engine finds an order line's juice by id: with the hash at hand, that is a
    /// probe of the menu's `IDIndex` and one String comparison, not a pass over the bytes.
    let lookupHash: UInt64

    /// Wraps an id. Nothing is checked here: `Menu` checks the ids it is given.
    ///
    /// - Parameter rawValue: The id as written in the menu.
    public init(rawValue: String) {
        self.rawValue = rawValue
        var bytes = rawValue
        lookupHash = bytes.withUTF8 { ByteHash.asciiWords($0) ?? 0 }
    }

    /// Wraps an id, as `init(rawValue:)` does.
    ///
    /// - Parameter rawValue: The id as written in the menu.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// An id written as a string literal: `let id: Fruit.ID = "mango"`.
    ///
    /// - Parameter value: The id as written in the menu.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// An id is encoded as its text alone, as the menu writes it.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
