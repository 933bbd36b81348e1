import JuiceMakerMenu

/// A stock row a store renamed when it was opened: a menu fruit the stand held no row for named the
/// row's id in its `was:` (`Fruit.formerIDs`), so the row, with its count, and the journal's deltas
/// for it took the fruit's id instead of the fruit starting at its initial stock.
///
/// ```swift
/// let store = try StockLocation(parsing: ".juicemaker/recipes.sqlite").open(menu: menu)
/// for rename in store.renamedAtOpen {
///     print("renamed fruit '\(rename.from)' to '\(rename.to)' (\(rename.count) kept)")
/// }
/// ```
public struct FruitRename: Sendable, Hashable {
    /// The id the stand kept the stock under: a former id of `to`, no fruit of the menu.
    public let from: Fruit.ID
    /// The menu fruit that now holds the stock.
    public let to: Fruit.ID
    /// The count kept, from 0 to `Limits.maxStock`.
    public let count: Int

    /// Creates a rename.
    ///
    /// - Parameters:
    ///   - from: The id the stock was kept under.
    ///   - to: The menu fruit that holds it now.
    ///   - count: The count kept.
    public init(from: Fruit.ID, to: Fruit.ID, count: Int) {
        self.from = from
        self.to = to
        self.count = count
    }

    /// The renames opening a store for `menu` tries, given the ids the stand holds rows for: for each
    /// menu fruit (in menu order) the stand holds no row for, the first of its former ids the stand
    /// holds a row for that is no fruit of the menu and no earlier fruit takes. A store renames these
    /// rows before it seeds the fruits still missing, in the same transaction.
    ///
    /// - Parameters:
    ///   - menu: The menu the store is opened for.
    ///   - held: The fruit ids the stand holds stock rows for.
    /// - Returns: Pairs of the id to rename and the menu fruit to rename it to; empty when no fruit
    ///   the stand lacks was renamed from one it holds.
    public static func candidates(for menu: Menu, held: Set<Fruit.ID>) -> [(from: Fruit.ID, to: Fruit.ID)] {
        var pairs: [(from: Fruit.ID, to: Fruit.ID)] = []
        var taken: Set<Fruit.ID> = []
        for fruit in menu.fruits where !fruit.formerIDs.isEmpty && !held.contains(fruit.id) {
            let former = fruit.formerIDs.first { held.contains($0) && menu.fruit($0) == nil && !taken.contains($0) }
            guard let former else { continue }
            taken.insert(former)
            pairs.append((from: former, to: fruit.id))
        }
        return pairs
    }
}
