/// What a diagnostic is about, named in each language it is written in: `fruit 'mango'` and
/// `과일 'mango'`. Made only when a message is (owners are passed as autoclosures).
struct MessageOwner {
    /// The English words: `fruit 'mango'`.
    var en: String
    /// The Korean words: `과일 'mango'`.
    var ko: String

    static func fruit(_ id: String) -> MessageOwner { entry(.fruit, id) }
    static func juice(_ id: String) -> MessageOwner { entry(.juice, id) }
    /// The kind's word (`MenuEntryKind.word`) and the id in quotes: `fruit 'mango'`, `과일 'mango'`.
    static func entry(_ kind: MenuEntryKind, _ id: String) -> MessageOwner {
        MessageOwner(en: "\(kind.word(.en)) '\(id)'", ko: "\(kind.word(.ko)) '\(id)'")
    }
    /// `defaults:` as the owner of a number (`par of defaults`).
    static let defaults = MessageOwner(en: "defaults", ko: "defaults")
    /// `defaults:` as a mapping with keys.
    static let defaultsMapping = MessageOwner(en: "'defaults'", ko: "'defaults'")
    /// The menu's top level.
    static let menu = MessageOwner(en: "the menu", ko: "메뉴")
    /// An `allow:` list.
    static let allow = MessageOwner(en: "'allow' (warning codes it takes)", ko: "'allow'(경고 코드 목록)")

    /// The words in `language`.
    func text(_ language: Language) -> String { language == .ko ? ko : en }
}
