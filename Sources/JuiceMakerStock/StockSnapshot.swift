import JuiceMakerMenu

/// Everything a store keeps for one stand: every stock row (also of fruits that left the menu) and
/// the whole journal. `state copy` moves a stand from one store to another with it.
public struct StockSnapshot: Sendable, Hashable {
    /// Every fruit's count, ordered by fruit id.
    public var stock: [FruitCount]
    /// Every journal entry with its deltas, oldest first.
    public var journal: [JournalEntry]

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - stock: Every fruit's count.
    ///   - journal: Every journal entry, oldest first.
    public init(stock: [FruitCount], journal: [JournalEntry]) {
        self.stock = stock
        self.journal = journal
    }
}

extension StockSnapshot {
    /// The counts a stand holds of its own: menu fruits at a count other than their initial stock,
    /// and fruits the menu does not name with a count above 0. A stand that was only seeded has none.
    ///
    /// - Parameters:
    ///   - held: The stand's stock rows.
    ///   - menu: The menu the stand is used with.
    /// - Returns: Those rows, ordered by fruit id.
    public static func ownStock(_ held: [FruitCount], menu: Menu) -> [FruitCount] {
        held.filter { count in
            if let index = menu.fruitIndex(of: count.fruit) { return menu.fruits[index].initialStock != count.count }
            return count.count > 0
        }.sorted { $0.fruit.rawValue < $1.fruit.rawValue }
    }

    /// The stock a stand holds for fruits the menu does not name, with a count above 0, that opening
    /// the store would not rename either (see `Fruit.formerIDs`): what the orphaned-stock warning lists.
    ///
    /// - Parameters:
    ///   - held: The stand's stock rows.
    ///   - menu: The menu the stand is used with.
    /// - Returns: Those rows, ordered by fruit id.
    public static func orphanedStock(_ held: [FruitCount], menu: Menu) -> [FruitCount] {
        let renamed = Set(FruitRename.candidates(for: menu, held: Set(held.map(\.fruit))).map(\.from))
        return held.filter { $0.count > 0 && menu.fruit($0.fruit) == nil && !renamed.contains($0.fruit) }
            .sorted { $0.fruit.rawValue < $1.fruit.rawValue }
    }
}
