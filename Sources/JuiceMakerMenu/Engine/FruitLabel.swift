/// A fruit as errors and reports name it: its id (stable, typed by users) and its display name.
/// Also for fruits that have left the menu, whose journal entries still name them.
public struct FruitLabel: Sendable, Hashable {
    /// The fruit's id; English messages show it.
    public let id: Fruit.ID
    /// The fruit's display name; Korean messages show it.
    public let name: LocalizedName

    /// Creates a label from an id and a name.
    ///
    /// - Parameters:
    ///   - id: The fruit's id.
    ///   - name: The fruit's display name.
    public init(id: Fruit.ID, name: LocalizedName) {
        self.id = id
        self.name = name
    }

    /// The label of a menu fruit: its id and its name.
    ///
    /// - Parameter fruit: A fruit of a menu.
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
