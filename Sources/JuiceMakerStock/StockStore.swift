import Foundation
import JuiceMakerMenu

/// Stock on hand for one menu, with a journal of every change: what every command and the shell
/// talk to, whichever database keeps it. `StockLocation.open(menu:)` picks the implementation
/// from where the stock lives: `StockDatabase` keeps it in an SQLite file; `PostgresStockStore`
/// (in the `JuiceMakerPostgres` library) on a PostgreSQL server. Both run every change through the
/// same `StockLedger`, so they refuse and journal the same things.
///
/// A store works for one stand (`StandName`): several stands keep their stock and journal apart in
/// one database.
///
/// Every implementation keeps the same promises: opening seeds menu fruits it does not hold yet
/// with their initial stock (and never overwrites stock on hand), except that a fruit whose `was:`
/// (`Fruit.formerIDs`) names a row the stand holds takes that row, count and journal deltas, in the
/// same transaction (`renamedAtOpen`); every change is one transaction
/// with its journal entry, all of it or nothing; any number of processes may share the stock
/// without overselling or losing an update; a store that cannot be used throws `StateError`
/// before anything is written.
///
/// ```swift
/// let store = try await StockLocation(parsing: ".juicemaker/recipes.sqlite").open(menu: menu)
/// try await store.order(JuiceOrder(juice: "mango-kiwi", count: 2))
/// print(try await store.stock().map { "\($0.fruit.id): \($0.count)" })
/// ```
public protocol StockStore: AnyObject, Sendable {
    /// The menu the stock is kept for.
    var menu: Menu { get }

    /// Where the stock lives, as messages show it (a file path, or a URL without its password).
    var location: String { get }

    /// The stand whose stock and journal this store reads and changes.
    var stand: StandName { get }

    /// The stock rows opening renamed to menu fruits that name them in `was:` (`Fruit.formerIDs`),
    /// each with the count it kept, in menu order. A rename happens once: on later opens the row is
    /// the fruit's already, and this is empty.
    var renamedAtOpen: [FruitRename] { get }

    /// Every menu fruit with its count, in menu order; fruits that left the menu are not shown.
    ///
    /// - Returns: One level per menu fruit.
    /// - Throws: `StateError` when the stock cannot be read.
    func stock() async throws -> [StockLevel]

    /// Stock the stand holds (a count above 0) for fruits the menu does not name: fruits that left
    /// the menu, or were renamed without a `was:` naming their old id. Kept, not shown by `stock()`;
    /// it comes back if the fruit does.
    ///
    /// - Returns: The counts, ordered by fruit id; empty when every row with stock is a menu fruit's.
    /// - Throws: `StateError` when the stock cannot be read.
    func orphanedStock() async throws -> [FruitCount]

    /// An in-memory maker holding the current stock, for questions such as servings or low fruits.
    ///
    /// Changes made to the maker are not written back to the store.
    ///
    /// - Returns: A maker for `menu` with the stock on hand.
    /// - Throws: `StateError` when the stock cannot be read.
    func maker() async throws -> JuiceMaker

    /// Makes the whole order or nothing, and journals it with its description.
    ///
    /// - Parameter order: Juices of the menu with their counts.
    /// - Returns: The journal entry, with one delta per fruit used, in menu order.
    /// - Throws: `JuiceMakerError.outOfStock` with every short fruit; `.unknownJuice` or
    ///   `.invalidCount` for a line the menu cannot make; `StateError` when the stock cannot be
    ///   used. Nothing is written then.
    @discardableResult
    func order(_ order: JuiceOrder) async throws -> JournalEntry

    /// Makes the whole order or nothing under `changeID`, once however often and by whichever
    /// process it is sent: when an order with that id was made before, returns its entry and makes
    /// nothing. What lets an HTTP `Idempotency-Key` outlive a server's restart and hold across
    /// servers that share the stock.
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: The entry, and whether it was made before (`replayed`).
    /// - Throws: As `order(_:)`.
    func order(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, replayed: Bool)

    /// Makes several orders one after another, each as `order(_:)` (or, with a change id,
    /// `order(_:changeID:)`) would make it alone: whole or not at all, seeing the ones before it.
    /// A store makes them together where its database allows, so that one commit (SQLite: one
    /// transaction that reads and writes each count once) or one round trip (PostgreSQL: one
    /// statement) serves them all: what `juicemaker serve` does with orders that arrive together.
    ///
    /// - Parameter orders: Juices of the menu with their counts, each with the id to remember it
    ///   under (an `Idempotency-Key`'s) or nil, in the order they are made.
    /// - Returns: One result an order, in the order given: what was made of it (with every menu
    ///   fruit's level right after it), or what `order(_:)` would throw for it.
    /// - Throws: `StateError` when the orders cannot be sent at all: then none was made.
    func orders(_ orders: [(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>]

    /// Makes batches of orders as `orders(_:)` makes each, for as long as `next` gives one (or
    /// until the store lets other work take a turn), answering each batch as soon as it is made:
    /// how `juicemaker serve`'s group commit keeps a database's one writer busy without a hop between
    /// batches. The default makes one call of `orders(_:)` a batch.
    ///
    /// - Parameters:
    ///   - next: The next batch, or nil when none waits.
    ///   - answer: Called with each batch's results, in the order the batches were taken.
    /// - Throws: What `orders(_:)` throws, for the batch last taken: it was not answered then.
    func orders(while next: @escaping @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]?,
                answer: @escaping @Sendable ([Result<MadeOrder, any Error>]) -> Void) async throws

    /// Adds `amount` of a fruit, journaled as `add <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.unknownFruit`, `.invalidAmount`, or `.stockLimit` past
    ///   `Limits.maxStock`; `StateError` when the stock cannot be used. Nothing is written then.
    @discardableResult
    func add(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry

    /// Takes `amount` of a fruit out, journaled as `remove <fruit> <amount>`.
    ///
    /// Taking more than there is does not clamp to 0: it throws and changes nothing.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: From 0 to `Limits.maxStockChange`.
    /// - Returns: The journal entry; it has no delta when `amount` is 0.
    /// - Throws: `JuiceMakerError.negativeStock` when there is less than `amount`, `.unknownFruit`,
    ///   or `.invalidAmount`; `StateError` when the stock cannot be used. Nothing is written then.
    @discardableResult
    func remove(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry

    /// Sets a fruit's count, journaled as `set <fruit> <amount>`.
    ///
    /// - Parameters:
    ///   - fruit: A fruit of the menu.
    ///   - amount: The new count, from 0 to `Limits.maxStock`.
    /// - Returns: The journal entry; it has no delta when the count was already `amount`.
    /// - Throws: `JuiceMakerError.negativeStock` below 0, `.stockLimit` past `Limits.maxStock`, or
    ///   `.unknownFruit`; `StateError` when the stock cannot be used. Nothing is written then.
    @discardableResult
    func set(fruit: Fruit.ID, amount: Int) async throws -> JournalEntry

    /// Every menu fruit back to its initial stock, as one journaled change (`reset`). Fruits that
    /// left the menu keep their stock.
    ///
    /// - Returns: The journal entry, with a delta for every fruit whose count changed.
    /// - Throws: `StateError` when the stock cannot be used; nothing is written then.
    @discardableResult
    func reset() async throws -> JournalEntry

    /// Buys what `request` plans (the shopping list, or what some orders lack) as one journaled
    /// change, planned from the stock inside the transaction; `undo` reverts it whole.
    ///
    /// - Parameter request: What the plan is for.
    /// - Returns: The plan bought and its entry; no entry, and nothing written, when nothing was needed.
    /// - Throws: `JuiceMakerError.unknownJuice`, `.invalidCount`, `.emptyOrder` or `.stockLimit` for
    ///   orders that cannot be planned (nothing written); or `StateError`.
    @discardableResult
    func restock(_ request: RestockRequest) async throws -> RestockResult

    /// The newest `limit` journal entries older than `before`, newest first: one page of the
    /// journal, the next page starting before the last entry of this one.
    ///
    /// - Parameters:
    ///   - limit: How many entries at most; 0 or less gives none.
    ///   - before: Only entries whose id is below this; nil for the newest.
    /// - Returns: The entries, each with its deltas.
    /// - Throws: `StateError` when the journal cannot be read.
    func history(limit: Int, before: Int?) async throws -> [JournalEntry]

    /// The journal between two moments, added up by the database for a report (`StandReport`):
    /// sales and lost sales by juice and quarter hour, entries by kind, fruit used, the fruits
    /// that ran out, and with `stock` the stock's changes through the period and since. Read in
    /// one snapshot; its size grows with the period, not with the journal.
    ///
    /// - Parameters:
    ///   - start: The first moment (included).
    ///   - end: The moment after the last (left out).
    ///   - stock: Whether to read the stock's changes and the stock now too.
    /// - Returns: The sums.
    /// - Throws: `StateError` when the journal cannot be read.
    func summary(from start: Date, to end: Date, stock: Bool) async throws -> JournalSummary

    /// Reverts the newest entry that is neither an undo, a lost sale nor undone yet: applies its deltas negated,
    /// marks it undone and journals an `undo #<id>` entry, in one transaction.
    ///
    /// - Returns: The reverted entry, now marked undone, and the undo entry.
    /// - Throws: `JuiceMakerError.nothingToUndo`; `.cannotUndo` when stock used since would go below 0;
    ///   `.stockLimit` when it would go past `Limits.maxStock`; or `StateError`. Nothing is written then.
    @discardableResult
    func undo() async throws -> UndoRecord

    /// Everything the store keeps for the stand: every stock row and the whole journal.
    ///
    /// - Returns: The stand's stock, ordered by fruit id, and its journal, oldest first.
    /// - Throws: `StateError` when the stock cannot be read.
    func snapshot() async throws -> StockSnapshot

    /// Makes the stand hold exactly what `snapshot` holds (then seeds menu fruits it lacks), in one
    /// transaction; journal ids are kept, so `undo` works on a copied journal.
    ///
    /// - Parameters:
    ///   - snapshot: Stock rows and journal, as `snapshot()` gives them.
    ///   - replacing: Whether a stand that has journal entries, or stock other than the menu's
    ///     initial stock, may be overwritten.
    /// - Throws: `StateError.standNotEmpty` when the stand has journal entries or such stock and
    ///   `replacing` is false;
    ///   `StateError` when the stock cannot be used. Nothing is written then.
    func restore(_ snapshot: StockSnapshot, replacing: Bool) async throws

    /// Lets go of the connection now rather than when the last reference goes.
    ///
    /// - Throws: `StateError` when the connection cannot be closed.
    func close() async throws
}

extension StockStore {
    public func orders(while next: @escaping @Sendable () -> [(order: JuiceOrder, changeID: UUID?)]?,
                       answer: @escaping @Sendable ([Result<MadeOrder, any Error>]) -> Void) async throws {
        while let batch = next() { answer(try await orders(batch)) }
    }

    /// The newest 20 journal entries, newest first.
    public func history() async throws -> [JournalEntry] {
        try await history(limit: 20, before: nil)
    }

    /// The newest `limit` journal entries, newest first.
    ///
    /// - Parameter limit: How many entries at most; 0 or less gives none.
    /// - Returns: The entries, each with its deltas.
    /// - Throws: `StateError` when the journal cannot be read.
    public func history(limit: Int) async throws -> [JournalEntry] {
        try await history(limit: limit, before: nil)
    }

    /// The journal entries made at `start` or later, newest first: read a page at a time until a
    /// page reaches back before `start`.
    ///
    /// - Parameters:
    ///   - start: The earliest moment wanted.
    ///   - limit: How many entries at most; nil for all of them.
    /// - Returns: The entries, each with its deltas.
    /// - Throws: `StateError` when the journal cannot be read.
    public func history(since start: Date, limit: Int? = nil) async throws -> [JournalEntry] {
        var found: [JournalEntry] = []
        var before: Int?
        while true {
            let page = try await history(limit: 500, before: before)
            found += page.filter { $0.time >= start }
            if let limit, found.count >= limit { return Array(found.prefix(limit)) }
            guard let oldest = page.last, page.count == 500, oldest.time >= start else { return found }
            before = oldest.id
        }
    }

    /// What `restock(_:)` would buy now, without buying it.
    ///
    /// - Parameter request: What the plan is for.
    /// - Returns: The plan from the stock on hand; empty when nothing is needed.
    /// - Throws: As `JuiceMaker.restockPlan(for:)`; `StateError` when the stock cannot be read.
    public func restockPlan(for request: RestockRequest) async throws -> RestockPlan {
        try await maker().restockPlan(for: request)
    }
}
