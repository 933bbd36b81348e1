import JuiceMakerMenu
import JuiceMakerStock

/// A stand as `StockLedger` sees it in a planning run: counts it is told, one count for every other
/// fruit, and the newest undoable entry; what the ledger writes is kept, not written anywhere.
///
/// The PostgreSQL store lets the ledger decide a change without reading the stock first: it runs
/// the ledger on the most favourable stand (every count at the limit for a change that takes fruit,
/// 0 for one that adds), takes the change the ledger made as the intent that
/// `juicemaker.apply_change` applies to the real counts, and, when the server refuses it, runs the
/// ledger again on the counts the server sent back, so that the refusal is the ledger's own.
struct PostgresPlanningRows: StockRows {
    /// Counts the ledger is told.
    var known: [Fruit.ID: Int]
    /// The count of every fruit not in `known`.
    var otherwise: Int
    /// What `newestUndoable()` answers.
    var undoable: JournalEntry?
    /// The counts the ledger wrote, in the order it wrote them.
    private(set) var written: [FruitCount] = []
    /// The entry the ledger journaled.
    private(set) var entry: JournalEntry?

    init(known: [Fruit.ID: Int] = [:], otherwise: Int, undoable: JournalEntry? = nil) {
        self.known = known
        self.otherwise = otherwise
        self.undoable = undoable
    }

    func beginChange() -> Int { 0 }

    func counts(of fruits: [Fruit.ID]) -> [Int] {
        fruits.map { known[$0] ?? otherwise }
    }

    mutating func setCounts(_ counts: [FruitCount]) {
        written += counts
    }

    mutating func append(_ entry: JournalEntry) {
        self.entry = entry
    }

    func newestUndoable() -> JournalEntry? { undoable }

    func markUndone(_ id: Int, by undo: Int) {}
}

extension JuiceMakerError {
    /// Whether the refusal depends on the stock on hand (and so must be worded from the real counts).
    var dependsOnStock: Bool {
        switch self {
        case .outOfStock, .negativeStock, .stockLimit, .cannotUndo, .nothingToUndo: true
        default: false
        }
    }
}
