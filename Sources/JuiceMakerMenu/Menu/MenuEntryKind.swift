/// The two kinds of entry a menu lists by id, as the rules' messages name them and count them.
enum MenuEntryKind {
    case fruit, juice

    /// The kind's word in messages (`fruit`, `과일`).
    func word(_ language: Language) -> String {
        switch (self, language) {
        case (.fruit, .en): "fruit"
        case (.fruit, .ko): "과일"
        case (.juice, .en): "juice"
        case (.juice, .ko): "쥬스"
        }
    }

    /// How many a menu may list (`Limits`).
    var limit: Int {
        switch self {
        case .fruit: Limits.maxFruits
        case .juice: Limits.maxJuices
        }
    }
}
