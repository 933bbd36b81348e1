/// A fruit as errors and reports name it: its id (stable, typed by users) and its display name.
public struct FruitLabel: Sendable, Hashable {
    public let id: String
    public let name: LocalizedName

    public init(id: String, name: LocalizedName) {
        self.id = id
        self.name = name
    }

    public init(_ fruit: Fruit) {
        self.init(id: fruit.id, name: fruit.name)
    }

    /// The name to show in `language`; English messages use the id, the word people type.
    func display(in language: Language) -> String {
        switch language {
        case .en: id
        case .ko: name.text(for: language.code)
        }
    }
}
