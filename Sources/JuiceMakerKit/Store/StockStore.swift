/// Stock on hand for one menu, with a journal of every change: what every command and the shell
/// talk to, whichever database keeps it. `StockLocation.open(menu:)` picks the implementation
/// from where the stock lives; `StockDatabase` (SQLite) is the one so far.
///
/// Every implementation keeps the same promises: opening seeds menu fruits it does not hold yet
/// with their initial stock (and never overwrites stock on hand); every change is one transaction
/// with its journal entry, all of it or nothing; any number of processes may share the stock
/// without overselling or losing an update; a store that cannot be used throws `StateError`
/// before anything is written.
///
/// ```swift
/// let store = try StockLocation(parsing: ".juicemaker/recipes.sqlite").open(menu: menu)
/// try store.order(JuiceOrder(juice: "mango-kiwi", count: 2))
/// print(try store.stock().map { "\($0.fruit.id): \($0.count)" })
/// ```
public protocol StockStore: AnyObject, Sendable {
    /// The menu the stock is kept for.
    var menu: Menu { get }

    /// Where the stock lives, as messages show it (a file path; never a password).
    var location: String { get }

    /// Every menu fruit with its count, in menu order; fruits that left the menu are not shown.
    func stock() throws -> [StockLevel]

    /// An in-memory maker holding the current stock, for questions such as servings or low fruits.
    func maker() throws -> JuiceMaker

    /// Makes the whole order or nothing, and journals it.
    ///
    /// - Returns: The journal entry.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit (nothing written), or `StateError`.
    @discardableResult
    func order(_ order: JuiceOrder) throws -> JournalEntry

    /// Adds `amount` (0 to `Limits.maxStockChange`) of a fruit, journaled.
    @discardableResult
    func add(fruit: Fruit.ID, amount: Int) throws -> JournalEntry

    /// Takes `amount` of a fruit out; below 0 throws `JuiceMakerError.negativeStock` and changes nothing.
    @discardableResult
    func remove(fruit: Fruit.ID, amount: Int) throws -> JournalEntry

    /// Sets a fruit's count, journaled.
    @discardableResult
    func set(fruit: Fruit.ID, amount: Int) throws -> JournalEntry

    /// Every menu fruit back to its initial stock, as one journaled change.
    @discardableResult
    func reset() throws -> JournalEntry

    /// The newest `limit` journal entries, newest first.
    func history(limit: Int) throws -> [JournalEntry]

    /// Reverts the newest entry that is neither an undo nor undone yet.
    ///
    /// - Throws: `JuiceMakerError.nothingToUndo`, or `.cannotUndo` when stock used since would go below 0.
    @discardableResult
    func undo() throws -> UndoRecord

    /// Lets go of the connection now rather than when the last reference goes.
    func close() throws
}

extension StockDatabase: StockStore {
    public var location: String { path }
}
