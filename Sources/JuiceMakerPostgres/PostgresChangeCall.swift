import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

/// One call of `juicemaker.apply_change`: what the ledger decided, and what the server answered.
struct PostgresChangeCall {
    /// The change as the function takes it.
    struct Intent {
        var kind: JournalEntry.Kind
        var description: String
        var fruits: [Fruit.ID] = []
        /// Changes to add (`absolute` false) or counts to set (`absolute` true), one per fruit.
        var amounts: [Int] = []
        var absolute = false
        /// The counts the change was planned from, when it depends on them (a restock).
        var expect: [Int]? = nil
        /// An undo: the function finds the entry to revert.
        var undo = false
        /// An order's juices at the menu's prices, journaled with it (or with its lost sale).
        var sales: [SaleLine] = []
        /// The currency of the prices.
        var currency: Currency? = nil

        /// A change of counts by the deltas the ledger journaled, with its sale lines.
        static func deltas(of entry: JournalEntry) -> Intent {
            Intent(kind: entry.kind, description: entry.description, fruits: entry.deltas.map(\.fruit),
                   amounts: entry.deltas.map(\.change), sales: entry.sales, currency: entry.currency)
        }


        /// A change that sets the counts the ledger wrote.
        static func counts(_ written: [FruitCount], entry: JournalEntry) -> Intent {
            Intent(kind: entry.kind, description: entry.description, fruits: written.map(\.fruit),
                   amounts: written.map(\.count), absolute: true)
        }
    }

    /// What the function answered.
    struct Answer {
        enum Outcome: String {
            /// `lost`: an order refused for want of fruit, journaled as a lost sale (`entryID`).
            case made, unseeded, nothing, stale, refused, lost, damaged
        }

        var outcome: Outcome
        /// The new entry's id, when made.
        var entryID: Int?
        /// The fruits of the change (an undo's are its target's), with their counts: after the change
        /// when made, as they are when stale or refused.
        var counts: [Fruit.ID: Int]
        /// The journaled deltas, when made, in order (no zero deltas).
        var deltas: [FruitDelta]
        /// The entry an undo reverts (or would have), with its deltas.
        var target: JournalEntry?
        /// Every count of the stand after the change (made) or as it is (refused), when asked for.
        var all: [Fruit.ID: Int]?
        /// When the change was stamped, in milliseconds since 1970.
        var time: Int64 = 0
        /// What is wrong with the stand's rows, when `damaged`.
        var problem: String?
        /// The change's kind, journal text and sale lines, as sent.
        var kind: JournalEntry.Kind = .order
        var description = ""
        var sales: [SaleLine] = []
        var currency: Currency?

        /// Fills in what the call sent, which the answer does not repeat.
        mutating func sent(_ intent: Intent, at milliseconds: Int64) {
            time = milliseconds
            kind = intent.kind
            description = intent.description
            sales = intent.sales
            currency = intent.sales.isEmpty ? nil : intent.currency
        }

        /// The journal entry made, when made.
        var made: JournalEntry? {
            guard outcome == .made, let entryID else { return nil }
            return JournalEntry(id: entryID, time: Date(timeIntervalSince1970: Double(time) / 1000), kind: kind,
                                description: description, deltas: deltas, undoes: target?.id, sales: sales,
                                currency: currency)
        }
    }

    /// The function's answer, as `answer(from:location:)` reads it.
    private static let columns = """
        outcome, entry_id, fruits, counts, deltas, target_id, target_time, target_kind, target_description, \
        target_fruits, target_deltas, all_fruits, all_counts, problem
        """

    /// The statement, with every value a bind parameter.
    static func query(_ intent: Intent, stand: String, menuHash: String, changeID: UUID, milliseconds: Int64,
                      wantsAll: Bool) -> PostgresQuery {
        let fruits = intent.fruits.map(\.rawValue)
        let amounts = intent.amounts
        let expect = intent.expect
        let max = Limits.maxStock
        let sales = JournalColumns.text(of: intent.sales)
        let currency = intent.currency?.code
        return """
            SELECT \(unescaped: columns)
            FROM juicemaker.apply_change(\(stand), \(menuHash), \(changeID), \(milliseconds), \(intent.kind.rawValue),
                 \(intent.description), \(fruits)::text[], \(amounts)::bigint[], \(intent.absolute), \(expect)::bigint[],
                 \(intent.undo), \(max), \(wantsAll), \(sales)::text, \(currency)::text)
            """
    }

    /// One statement that makes several changes, so that they take one round trip and one commit:
    /// the function called once a change, in one transaction, with one answer row a change, in the
    /// order given. Each call is whole or nothing, as alone, and sees the calls before it (the
    /// function is VOLATILE: each of its queries takes a fresh snapshot). An error in any call
    /// (not a refusal: those are answers) makes none of them.
    ///
    /// - Parameters:
    ///   - changes: The changes, with their ids.
    ///   - stand: The stand.
    ///   - menuHash: The menu the stand must be seeded for.
    ///   - milliseconds: The changes' time.
    ///   - wantsAll: Whether to send every count of the stand with each answer.
    /// - Returns: The statement, every value a bind parameter (`$1`…`$4` shared, eleven a change).
    static func query(together changes: [(intent: Intent, changeID: UUID)], stand: String, menuHash: String,
                      milliseconds: Int64, wantsAll: Bool) -> PostgresQuery {
        var binds = PostgresBindings(capacity: 4 + 11 * changes.count)
        binds.append(stand)
        binds.append(menuHash)
        binds.append(Limits.maxStock)
        binds.append(wantsAll)
        var calls: [String] = []
        calls.reserveCapacity(changes.count)
        for (number, (intent, changeID)) in changes.enumerated() {
            let first = binds.count + 1
            binds.append(changeID)
            binds.append(milliseconds)
            binds.append(intent.kind.rawValue)
            binds.append(intent.description)
            binds.append(intent.fruits.map(\.rawValue))
            binds.append(intent.amounts)
            binds.append(intent.absolute)
            binds.append(intent.expect)
            binds.append(intent.undo)
            binds.append(JournalColumns.text(of: intent.sales))
            binds.append(intent.currency?.code)
            let p = (first..<first + 11).map { "$\($0)" }
            calls.append("""
                SELECT \(number) AS n, * FROM juicemaker.apply_change($1, $2, \(p[0]), \(p[1]), \(p[2]), \(p[3]), \
                \(p[4])::text[], \(p[5])::bigint[], \(p[6]), \(p[7])::bigint[], \(p[8]), $3, $4, \(p[9])::text, \(p[10])::text)
                """)
        }
        let sql = "SELECT \(columns) FROM (\(calls.joined(separator: " UNION ALL "))) AS c ORDER BY n"
        return PostgresQuery(unsafeSQL: sql, binds: binds)
    }

    /// Reads the function's one row.
    ///
    /// - Throws: `StateError.server` when the answer is not one this build knows.
    static func answer(from row: PostgresRow, location: String) throws -> Answer {
        let (outcomeText, entryID, fruits, counts, deltas, targetID, targetTime, targetKind, targetDescription,
             targetFruits, targetDeltas, allFruits, allCounts, problem) =
            try row.decode((String, Int?, [String]?, [Int]?, [Int]?, Int?, Int64?, String?, String?,
                            [String]?, [Int]?, [String]?, [Int]?, String?).self)
        guard let outcome = Answer.Outcome(rawValue: outcomeText) else {
            throw StateError.server(location: location, detail: "juicemaker.apply_change answered '\(outcomeText.terminalSafe)'")
        }
        let ids = (fruits ?? []).map { Fruit.ID(rawValue: $0) }
        var byFruit: [Fruit.ID: Int] = [:]
        for (fruit, count) in zip(ids, counts ?? []) { byFruit[fruit] = count }
        var target: JournalEntry?
        if let targetID, let targetTime, let targetKind, let kind = JournalEntry.Kind(rawValue: targetKind) {
            let targetDeltas = zip(targetFruits ?? [], targetDeltas ?? []).map { FruitDelta(fruit: Fruit.ID(rawValue: $0), change: $1) }
            target = JournalEntry(id: targetID, time: Date(timeIntervalSince1970: Double(targetTime) / 1000), kind: kind,
                                  description: targetDescription ?? "", deltas: targetDeltas)
        }
        var all: [Fruit.ID: Int]?
        if let allFruits, let allCounts {
            var counts: [Fruit.ID: Int] = [:]
            for (fruit, count) in zip(allFruits, allCounts) { counts[Fruit.ID(rawValue: fruit)] = count }
            all = counts
        }
        let made = zip(ids, deltas ?? []).filter { $0.1 != 0 }.map { FruitDelta(fruit: $0.0, change: $0.1) }
        var answer = Answer(outcome: outcome, entryID: entryID, counts: byFruit, deltas: made, target: target, all: all)
        answer.problem = problem
        return answer
    }
}
