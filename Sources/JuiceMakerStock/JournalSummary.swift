import Foundation
import JuiceMakerMenu

/// The journal of a stand between two moments, added up by the store (in SQL, with its index on
/// time): what `StandReport` is made from. Its size grows with the period and the menu, never with
/// the journal; times are kept to the quarter hour (`quarter`: milliseconds since 1970 ÷ 900,000),
/// since every time zone's offset is a whole number of quarters, so any clock's hours are made of
/// whole quarters.
public struct JournalSummary: Sendable, Hashable {
    /// One juice's sales (kind `order`, not undone) or lost sales (kind `lost`) in one quarter hour.
    public struct Sales: Sendable, Hashable {
        public let kind: JournalEntry.Kind
        public let juice: Juice.ID
        public let quarter: Int64
        /// The currency's code the entries were priced in; nil for unpriced entries.
        public let currency: String?
        /// How many entries (orders, or lost sales) had the juice.
        public let entries: Int
        public let glasses: Int
        /// In minor units; unpriced lines count 0.
        public let amount: Int

        public init(kind: JournalEntry.Kind, juice: Juice.ID, quarter: Int64, currency: String?, entries: Int, glasses: Int, amount: Int) {
            self.kind = kind
            self.juice = juice
            self.quarter = quarter
            self.currency = currency
            self.entries = entries
            self.glasses = glasses
            self.amount = amount
        }
    }

    /// How many entries of a kind the period holds, undone or not, and what they sold for.
    public struct Entries: Sendable, Hashable {
        public let kind: JournalEntry.Kind
        public let undone: Bool
        public let count: Int
        /// What their sale lines come to, in minor units (unpriced lines count 0): for undone
        /// orders, the takings the undo took back.
        public let amount: Int

        public init(kind: JournalEntry.Kind, undone: Bool, count: Int, amount: Int) {
            self.kind = kind
            self.undone = undone
            self.count = count
            self.amount = amount
        }
    }

    /// A fruit that ran out: the lost sales it was short for in the period.
    public struct Shortage: Sendable, Hashable {
        public let fruit: Fruit.ID
        /// When the first of them was turned away, in milliseconds since 1970.
        public let firstMilliseconds: Int64
        /// How many lost sales it was short for.
        public let lostSales: Int
        /// How many different juices those lost sales asked for.
        public let juices: Int

        public init(fruit: Fruit.ID, firstMilliseconds: Int64, lostSales: Int, juices: Int) {
            self.fruit = fruit
            self.firstMilliseconds = firstMilliseconds
            self.lostSales = lostSales
            self.juices = juices
        }
    }

    /// One fruit's stock change in one quarter hour, every kind of entry (undone ones and their
    /// undos included: both changed the stock when they were made).
    public struct Change: Sendable, Hashable {
        public let fruit: Fruit.ID
        public let quarter: Int64
        public let change: Int

        public init(fruit: Fruit.ID, quarter: Int64, change: Int) {
            self.fruit = fruit
            self.quarter = quarter
            self.change = change
        }
    }

    /// The period: from `start` (included) to `end` (left out).
    public let start: Date
    public let end: Date
    public let sales: [Sales]
    public let entries: [Entries]
    /// What orders that are not undone used, by fruit.
    public let used: [FruitCount]
    public let shortages: [Shortage]
    /// Stock changes in the period, by fruit and quarter hour.
    public let changes: [Change]
    /// Every fruit's net change from `end` until now (the stock at `end` is the stock now less
    /// it), and the stock now, read together; empty unless asked for.
    public let changedSince: [FruitCount]
    public let stockNow: [FruitCount]

    public init(start: Date, end: Date, sales: [Sales], entries: [Entries], used: [FruitCount], shortages: [Shortage],
                changes: [Change], changedSince: [FruitCount], stockNow: [FruitCount]) {
        self.start = start
        self.end = end
        self.sales = sales
        self.entries = entries
        self.used = used
        self.shortages = shortages
        self.changes = changes
        self.changedSince = changedSince
        self.stockNow = stockNow
    }

    /// Milliseconds since 1970, as stores keep times.
    public static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// A quarter hour's first moment.
    public static func date(ofQuarter quarter: Int64) -> Date { Date(timeIntervalSince1970: Double(quarter) * 900) }
}
