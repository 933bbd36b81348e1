import JuiceMakerMenu

/// The name of one stand whose stock and journal a store keeps apart from other stands' in the same
/// database. Registers of one stand share its stock; `main` is the default.
///
/// A name is 1 to 63 characters: lowercase ASCII letters, digits, `-` and `_`, starting with a letter
/// or a digit (so it is the same word in a URL, a shell and SQL, and never needs quoting).
///
/// ```swift
/// let stand = try StandName("gangnam")
/// let store = try StockDatabase.open(path: "stock.sqlite", menu: menu, stand: stand)
/// ```
public struct StandName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name as stored and typed.
    public let rawValue: String

    /// The stand a store uses when none is named.
    public static let main = StandName(checked: "main")

    /// The longest name, in characters (PostgreSQL's identifier length, minus one).
    public static let maxLength = 63

    /// Checks a name as a person typed it.
    ///
    /// - Parameter text: The name, e.g. `gangnam` or `register-2`.
    /// - Throws: `StandNameError` saying what is wrong with it.
    public init(_ text: String) throws(StandNameError) {
        guard !text.isEmpty else { throw .empty }
        guard text.utf8.count <= Self.maxLength else { throw .tooLong(text) }
        let allowed = { (byte: UInt8) in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        guard let first = text.utf8.first, allowed(first),
              text.utf8.allSatisfy({ allowed($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else {
            throw .invalidCharacters(text)
        }
        rawValue = text
    }

    private init(checked: String) { rawValue = checked }

    public var description: String { rawValue }

    public static func < (lhs: StandName, rhs: StandName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Why a stand name was refused.
public enum StandNameError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedMessage {
    /// The name is empty.
    case empty
    /// The name is longer than `StandName.maxLength`.
    case tooLong(String)
    /// The name has a character other than `a`–`z`, `0`–`9`, `-` and `_`, or starts with `-` or `_`.
    case invalidCharacters(String)

    /// What is wrong and what a good name looks like (in English; `message(in:)` for Korean).
    public var description: String { english }
}
