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
public enum StandNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is empty.
    case empty
    /// The name is longer than `StandName.maxLength`.
    case tooLong(String)
    /// The name has a character other than `a`–`z`, `0`–`9`, `-` and `_`, or starts with `-` or `_`.
    case invalidCharacters(String)

    /// What is wrong and what a good name looks like.
    public var description: String { message(in: .en) }

    /// What is wrong and what a good name looks like, in `language`.
    ///
    /// - Parameter language: The language of the message.
    /// - Returns: The message.
    public func message(in language: Language) -> String {
        if language == .ko {
            let rule = "소문자, 숫자, '-', '_'로 1자에서 \(StandName.maxLength)자까지, 글자나 숫자로 시작하게 쓰세요 (예: gangnam)"
            switch self {
            case .empty: return "매장 이름이 비어 있어요: \(rule)"
            case .tooLong(let text): return "매장 이름 '\(text.prefix(80))'이(가) 너무 길어요: \(rule)"
            case .invalidCharacters(let text): return "'\(text.prefix(80))'은(는) 매장 이름으로 쓸 수 없어요: \(rule)"
            }
        }
        let rule = "use 1 to \(StandName.maxLength) lowercase letters, digits, '-' or '_', starting with a letter or digit (e.g. gangnam)"
        switch self {
        case .empty: return "the stand name is empty: \(rule)"
        case .tooLong(let text): return "the stand name '\(text.prefix(80))' is too long: \(rule)"
        case .invalidCharacters(let text): return "'\(text.prefix(80))' is not a valid stand name: \(rule)"
        }
    }
}
