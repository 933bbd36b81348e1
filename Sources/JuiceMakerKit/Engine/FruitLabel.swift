/// A fruit as errors and reports name it: its id (stable, typed by users) and its display name.
/// Also for fruits that have left the menu, whose journal entries still name them.
public struct FruitLabel: Sendable, Hashable {
    public let id: Fruit.ID
    public let name: LocalizedName

    public init(id: Fruit.ID, name: LocalizedName) {
        self.id = id
        self.name = name
    }

    public init(_ fruit: Fruit) {
        self.init(id: fruit.id, name: fruit.name)
    }

    /// The name to show in `language`; English messages use the id, the word people type.
    func display(in language: Language) -> String {
        switch language {
        case .en: id.rawValue
        case .ko: name.text(for: language.code)
        }
    }
}
