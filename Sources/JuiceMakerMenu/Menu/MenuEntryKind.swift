/// The two kinds of entry a menu lists by id, as the rules' messages name them
/// (`MenuWords.kind`) and count them.
enum MenuEntryKind {
    case fruit, juice

    /// How many a menu may list (`Limits`).
    var limit: Int {
        switch self {
        case .fruit: Limits.maxFruits
        case .juice: Limits.maxJuices
        }
    }
}
