/// Something juicemaker tells a person, in the language they read.
///
/// Engine and store errors both conform, so a front end can print any of them the same way.
public protocol LocalizedMessage {
    /// The message in English.
    var english: String { get }
    /// The message in Korean.
    var korean: String { get }
}

extension LocalizedMessage {
    /// The message in `language`.
    ///
    /// - Parameter language: The language the person reads.
    /// - Returns: `english` or `korean`.
    public func message(in language: Language) -> String {
        switch language {
        case .en: english
        case .ko: korean
        }
    }
}
