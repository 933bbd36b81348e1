import Foundation
import JuiceMakerMenu

/// A fruit's reorder point and par, suggested from what the stand sold (`restock --suggest`).
///
/// The rule: take the fruit's demand on each day of the last `days` the stand was open (sold or
/// turned away anything: a closed day is not a day of no demand): what its orders used, undone
/// orders left out, and what its lost sales would have used (a shortage hides demand; the same
/// lost sale again before any other entry is a clerk trying again, counted once), 0 on an open
/// day it had none; its high day is the 90th percentile of those days
/// (nearest rank: of 14 days, the second busiest). Reorder when the stock left covers
/// only the days a delivery takes: reorder point = high day × lead days. Buy up to a day more:
/// par = high day × (lead days + 1), and at least one glass of its biggest recipe and one above
/// the reorder point, as the menu's rules ask.
public struct ParSuggestion: Sendable, Hashable {
    /// The fruit.
    public let fruit: Fruit.ID
    /// What its orders used over the days read.
    public let used: Int
    /// What its lost sales would have used over the days read (at the menu's recipes now).
    public let lost: Int
    /// Its high day: the 90th percentile of its demand on the days the stand was open.
    public let highDay: Int
    /// The menu's reorder point now, if it has one.
    public let currentReorder: Int?
    /// The menu's par now (its initial stock when `par:` is not set).
    public let currentPar: Int
    /// The suggested reorder point and par; nil for a fruit nothing used in those days, whose
    /// rules are left as they are.
    public let reorder: Int?
    public let par: Int?

    /// Whether the suggestion differs from the menu's rules.
    public var changes: Bool {
        guard let reorder, let par else { return false }
        return reorder != currentReorder || par != currentPar
    }

    /// Suggests each fruit's rules from its journal.
    ///
    /// - Parameters:
    ///   - entries: The journal entries of the days read (older ones are left out).
    ///   - menu: The menu whose fruits are suggested for, in its order.
    ///   - days: How many days are read, today included: 1 or more.
    ///   - leadDays: How many days a delivery takes: 0 or more.
    ///   - clock: The stand's clock, whose midnights divide the days.
    ///   - now: The present moment.
    /// - Returns: One suggestion per fruit of the menu, in menu order.
    public static func suggest(from entries: [JournalEntry], menu: Menu, days: Int, leadDays: Int, clock: StandClock,
                               now: Date = Date()) -> [ParSuggestion] {
        let calendar = clock.calendar
        let first = clock.start(ofLast: days, now: now)
        var daily: [Fruit.ID: [Int]] = [:]
        var sold: [Fruit.ID: Int] = [:], turnedAway: [Fruit.ID: Int] = [:]
        for fruit in menu.fruits { daily[fruit.id] = Array(repeating: 0, count: days) }
        var previous: JournalEntry?
        for entry in entries.sorted(by: { $0.id < $1.id }) {
            defer { previous = entry }
            guard entry.time >= first, (entry.kind == .order && !entry.isUndone) || entry.kind == .lost else { continue }
            let day = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: entry.time)).day ?? -1
            guard (0..<days).contains(day) else { continue }
            if entry.kind == .order {
                for delta in entry.deltas where delta.change < 0 {
                    daily[delta.fruit]?[day] += -delta.change
                    sold[delta.fruit, default: 0] += -delta.change
                }
                continue
            }
            if let previous, previous.kind == .lost, previous.description == entry.description { continue }
            for line in entry.sales {
                for use in menu.juice(line.juice)?.recipe ?? [] {
                    let (need, overflow) = use.amount.multipliedReportingOverflow(by: line.glasses)
                    guard !overflow else { continue }
                    daily[use.fruit]?[day] += need
                    turnedAway[use.fruit, default: 0] += need
                }
            }
        }
        let open = (0..<days).filter { day in daily.values.contains { $0[day] > 0 } }
        return menu.fruits.map { fruit in
            let demand = open.map { daily[fruit.id]?[$0] ?? 0 }
            let used = sold[fruit.id] ?? 0, lost = turnedAway[fruit.id] ?? 0
            let high = percentile90(demand)
            guard used + lost > 0 else {
                return ParSuggestion(fruit: fruit.id, used: 0, lost: 0, highDay: 0, currentReorder: fruit.reorderPoint,
                                     currentPar: fruit.par, reorder: nil, par: nil)
            }
            let biggestGlass = menu.juices.lazy.flatMap(\.recipe).filter { $0.fruit == fruit.id }.map(\.amount).max() ?? 1
            let reorder = min(high * leadDays, Limits.maxMenuNumber - 1)
            let par = min(max(high * (leadDays + 1), biggestGlass, reorder + 1, 1), Limits.maxMenuNumber)
            return ParSuggestion(fruit: fruit.id, used: used, lost: lost, highDay: high, currentReorder: fruit.reorderPoint,
                                 currentPar: fruit.par, reorder: reorder, par: par)
        }
    }

    /// The 90th percentile by nearest rank: the ⌈0.9 n⌉-th smallest.
    static func percentile90(_ values: [Int]) -> Int {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = (9 * sorted.count + 9) / 10  // ⌈0.9 n⌉
        return sorted[max(rank, 1) - 1]
    }
}
