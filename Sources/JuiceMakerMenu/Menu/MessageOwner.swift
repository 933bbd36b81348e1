/// What a diagnostic is about, worded by the messages' language (`MenuWords.owner`):
/// `fruit 'mango'`, `과일 'mango'`. Made only when a message is (owners are passed as autoclosures).
enum MessageOwner {
    /// A fruit or a juice, by id.
    case entry(MenuEntryKind, String)
    /// `defaults:` as the owner of a number (`par of defaults`).
    case defaults
    /// `defaults:` as a mapping with keys.
    case defaultsMapping
    /// The menu's top level.
    case menu
    /// An `allow:` list.
    case allow

    static func fruit(_ id: String) -> MessageOwner { .entry(.fruit, id) }
    static func juice(_ id: String) -> MessageOwner { .entry(.juice, id) }
}
