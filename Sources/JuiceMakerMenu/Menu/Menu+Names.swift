extension Menu {
    /// The fruit a person means by `word`: its id, its id in other case, or one of its names in
    /// any language. For the edge (the command line, the shell), where typed words become ids.
    ///
    /// - Parameter word: What was typed: `kiwi`, `Kiwi`, `키위`.
    /// - Returns: The fruit's id.
    /// - Throws: `JuiceMakerError.unknownFruit` with the closest id, or else the closest name, if
    ///   one is near.
    public func fruitID(named word: String) throws(JuiceMakerError) -> Fruit.ID {
        if let index = fruitIndex(of: Fruit.ID(word)) ?? Self.resolve(word, in: fruits, id: { $0.id.rawValue }, name: { $0.name }) {
            return fruits[index].id
        }
        throw .unknownFruit(name: word, suggestion: Self.suggestion(for: word, in: fruits, id: { $0.id.rawValue }, name: { $0.name }))
    }

    /// The juice a person means by `word`, as `fruitID(named:)` finds fruits.
    ///
    /// - Parameter word: What was typed: `mango-kiwi`, `Mango-Kiwi`, `망키쥬스`.
    /// - Returns: The juice's id.
    /// - Throws: `JuiceMakerError.unknownJuice` with the closest id, or else the closest name
    ///   (`망고쥬스` for `망고주스`), if one is near.
    public func juiceID(named word: String) throws(JuiceMakerError) -> Juice.ID {
        if let index = juiceIndex(of: Juice.ID(word)) ?? Self.resolve(word, in: juices, id: { $0.id.rawValue }, name: { $0.name }) {
            return juices[index].id
        }
        throw .unknownJuice(name: word, suggestion: Self.suggestion(for: word, in: juices, id: { $0.id.rawValue }, name: { $0.name }))
    }

    /// What a mistyped word most likely meant: the closest id, or when no id is near, the closest
    /// name in any language, written as the menu writes it (which `resolve` takes back), so a word
    /// typed in Korean gets a Korean suggestion.
    private static func suggestion<Item>(for word: String, in items: [Item], id: (Item) -> String, name: (Item) -> LocalizedName) -> String? {
        if let meant = suggestion(for: word, among: items.map(id)) { return meant }
        var written: [String: String] = [:]  // lowercased name → as the menu writes it, first wins
        var names: [String] = []
        for item in items {
            for translation in name(item).translations where written[translation.text.lowercased()] == nil {
                written[translation.text.lowercased()] = translation.text
                names.append(translation.text.lowercased())
            }
        }
        return suggestion(for: word, among: names).flatMap { written[$0] }
    }

    /// The id a mistyped word most likely meant: the only closest one (a tie suggests nothing, since
    /// either could be wrong), after dropping characters that show as nothing (`kiwi\u{200b}`).
    private static func suggestion(for word: String, among ids: [String]) -> String? {
        let meant = word.strippingInvisibles.lowercased()
        if meant != word.lowercased(), ids.contains(meant) { return meant }
        guard let found = NameSuggester(candidates: ids).suggestionWithUniqueness(for: meant), found.isOnlyClosest else { return nil }
        return found.name
    }

    /// After the exact id (found through the menu's index by the caller): the word, then the word
    /// lowercased, each matched against ids in other case, then names in menu order; the first
    /// match wins. A scan, made once per word a person typed.
    private static func resolve<Item>(_ word: String, in items: [Item], id: (Item) -> String, name: (Item) -> LocalizedName) -> Int? {
        for candidate in [word, word.lowercased()] {
            if let hit = items.firstIndex(where: { id($0).lowercased() == candidate })
                ?? items.firstIndex(where: { name($0).translations.contains { $0.text == candidate } }) {
                return hit
            }
        }
        return nil
    }
}
