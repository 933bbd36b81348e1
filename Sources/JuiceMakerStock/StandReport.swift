import Foundation
import JuiceMakerMenu

/// A stand's day (or days) in numbers, on its own clock: what `juicemaker report`, `GET /api/report`
/// and the page's Today screen show. Made from the sums the store gives (`JournalSummary`), so it
/// costs the same on a journal of a day or of years.
///
/// Orders that were undone do not count as sales (their takings went back); they are counted
/// apart. A lost sale is an order refused because a fruit was short: what the shortage turned away.
public struct StandReport: Sendable, Hashable {
    /// One juice's day: the cups sold and what they took, and the cups a shortage turned away.
    public struct JuiceLine: Sendable, Hashable {
        public let juice: Juice.ID
        /// The orders that had it, and their cups and takings.
        public let orders: Int
        public let cups: Int
        public let takings: Int
        /// The lost sales that asked for it, and their cups and what they would have taken.
        public let lostSales: Int
        public let lostCups: Int
        public let lostAmount: Int
    }

    /// One hour of the clock: cups sold and takings, and cups turned away (over several days, every
    /// day's same hour added up).
    public struct Hour: Sendable, Hashable {
        /// 0 to 23, on the stand's clock.
        public let hour: Int
        public let cups: Int
        public let takings: Int
        public let lostCups: Int
    }

    /// A fruit that ran out: when the first customer was turned away for it, and how many lost
    /// sales (asking for how many different juices) it caused from then on.
    public struct RanOut: Sendable, Hashable {
        public let fruit: Fruit.ID
        public let first: Date
        public let lostSales: Int
        public let juices: Int
    }

    /// One fruit's stock through the period: its level at the start, then after each quarter hour
    /// in which it changed, and at the end (or now).
    public struct StockLine: Sendable, Hashable {
        public let fruit: Fruit.ID
        public let points: [(time: Date, level: Int)]

        public static func == (lhs: StockLine, rhs: StockLine) -> Bool {
            lhs.fruit == rhs.fruit && lhs.points.elementsEqual(rhs.points) { $0.time == $1.time && $0.level == $1.level }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(fruit)
            for point in points { hasher.combine(point.time); hasher.combine(point.level) }
        }
    }

    /// The period: from `start` (included) to `end` (left out), on `clock`.
    public let start: Date
    public let end: Date
    public let clock: StandClock
    /// How many of the clock's days the period spans.
    public var days: Int {
        max(1, clock.calendar.dateComponents([.day], from: start, to: end.addingTimeInterval(-1)).day.map { $0 + 1 } ?? 1)
    }
    /// The currency of the takings: the menu's, else the one the period's sales were priced in.
    public let currency: Currency?
    /// Juices sold or asked for, busiest first (cups, then lost cups, then the menu's order).
    public let juices: [JuiceLine]
    /// The 24 hours of the clock, 0 to 23.
    public let hours: [Hour]
    /// What orders used, in the menu's order (fruits off the menu after, by id).
    public let used: [FruitCount]
    /// Fruits that ran out, the first one first.
    public let ranOut: [RanOut]
    /// Each menu fruit's stock through the period; empty unless asked for.
    public let stock: [StockLine]
    /// Orders made (not undone), and lost sales.
    public let orders: Int
    public let lostSales: Int
    /// The juices' cups and takings, and the cups turned away with what they would have taken.
    public var cups: Int { juices.reduce(0) { $0 + $1.cups } }
    public var takings: Int { juices.reduce(0) { $0 + $1.takings } }
    public var lostCups: Int { juices.reduce(0) { $0 + $1.lostCups } }
    public var lostAmount: Int { juices.reduce(0) { $0 + $1.lostAmount } }
    /// Orders undone, and the takings the undos took back.
    public let undoneOrders: Int
    public let undoneTakings: Int
    /// Other entries undone (stock changes), and every entry by kind (undone ones included).
    public let undoneChanges: Int
    public let entries: [JournalEntry.Kind: Int]

    /// Adds up a summary on a clock.
    ///
    /// - Parameters:
    ///   - summary: What the store added up.
    ///   - menu: The menu now, for the order of juices and fruits and the currency.
    ///   - clock: The stand's clock, whose hours the sales are put in.
    ///   - now: The present moment (a period reaching past it ends its stock lines here).
    /// - Returns: The report.
    public init(_ summary: JournalSummary, menu: Menu, clock: StandClock, now: Date = Date()) {
        start = summary.start
        end = summary.end
        self.clock = clock
        let code = menu.currency?.code ?? Self.mostCommonCurrency(summary.sales)
        currency = menu.currency ?? code.flatMap(Currency.init(code:))
        func amount(_ sales: JournalSummary.Sales) -> Int { sales.currency == nil || sales.currency == code ? sales.amount : 0 }

        var lines: [Juice.ID: (orders: Int, cups: Int, takings: Int, lost: Int, lostCups: Int, lostAmount: Int)] = [:]
        var byHour = Array(repeating: (cups: 0, takings: 0, lostCups: 0), count: 24)
        var hourOfQuarter: [Int64: Int] = [:]
        for sales in summary.sales {
            let hour = hourOfQuarter[sales.quarter] ?? clock.calendar.component(.hour, from: JournalSummary.date(ofQuarter: sales.quarter))
            hourOfQuarter[sales.quarter] = hour
            var line = lines[sales.juice] ?? (0, 0, 0, 0, 0, 0)
            if sales.kind == .order {
                line.orders += sales.entries
                line.cups += sales.glasses
                line.takings += amount(sales)
                byHour[hour].cups += sales.glasses
                byHour[hour].takings += amount(sales)
            } else {
                line.lost += sales.entries
                line.lostCups += sales.glasses
                line.lostAmount += amount(sales)
                byHour[hour].lostCups += sales.glasses
            }
            lines[sales.juice] = line
        }
        let rank = Dictionary(uniqueKeysWithValues: menu.juices.enumerated().map { ($1.id, $0) })
        juices = lines.map { juice, line in
            JuiceLine(juice: juice, orders: line.orders, cups: line.cups, takings: line.takings, lostSales: line.lost,
                      lostCups: line.lostCups, lostAmount: line.lostAmount)
        }.sorted {
            ($0.cups, $0.lostCups, -(rank[$0.juice] ?? Int.max), $1.juice.rawValue) > ($1.cups, $1.lostCups, -(rank[$1.juice] ?? Int.max), $0.juice.rawValue)
        }
        hours = byHour.enumerated().map { Hour(hour: $0, cups: $1.cups, takings: $1.takings, lostCups: $1.lostCups) }

        let fruitRank = Dictionary(uniqueKeysWithValues: menu.fruits.enumerated().map { ($1.id, $0) })
        used = summary.used.filter { $0.count != 0 }.sorted {
            (fruitRank[$0.fruit] ?? Int.max, $0.fruit.rawValue) < (fruitRank[$1.fruit] ?? Int.max, $1.fruit.rawValue)
        }
        ranOut = summary.shortages.map {
            RanOut(fruit: $0.fruit, first: Date(timeIntervalSince1970: Double($0.firstMilliseconds) / 1000), lostSales: $0.lostSales,
                   juices: $0.juices)
        }.sorted { ($0.first, $0.fruit.rawValue) < ($1.first, $1.fruit.rawValue) }

        var entries: [JournalEntry.Kind: Int] = [:]
        var orders = 0, lostSales = 0, undoneOrders = 0, undoneTakings = 0, undoneChanges = 0
        for group in summary.entries {
            entries[group.kind, default: 0] += group.count
            switch (group.kind, group.undone) {
            case (.order, false): orders += group.count
            case (.order, true): undoneOrders += group.count; undoneTakings += group.amount
            case (.lost, _): lostSales += group.count
            case (_, true): undoneChanges += group.count
            default: break
            }
        }
        self.entries = entries
        self.orders = orders
        self.lostSales = lostSales
        self.undoneOrders = undoneOrders
        self.undoneTakings = undoneTakings
        self.undoneChanges = undoneChanges
        stock = Self.stockLines(summary, menu: menu, now: now)
    }

    /// The currency most of the period's priced sales were in.
    private static func mostCommonCurrency(_ sales: [JournalSummary.Sales]) -> String? {
        var glasses: [String: Int] = [:]
        for line in sales { if let code = line.currency { glasses[code, default: 0] += line.glasses } }
        return glasses.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Each menu fruit's level at the start, after each quarter hour it changed in, and at the end:
    /// walked back from the stock now through what changed since the end and during the period.
    private static func stockLines(_ summary: JournalSummary, menu: Menu, now: Date) -> [StockLine] {
        guard !summary.stockNow.isEmpty else { return [] }
        let current = Dictionary(summary.stockNow.map { ($0.fruit, $0.count) }, uniquingKeysWith: { first, _ in first })
        let since = Dictionary(summary.changedSince.map { ($0.fruit, $0.count) }, uniquingKeysWith: +)
        var changes: [Fruit.ID: [(quarter: Int64, change: Int)]] = [:]
        for change in summary.changes { changes[change.fruit, default: []].append((change.quarter, change.change)) }
        let last = min(summary.end, now)
        return menu.fruits.map { fruit in
            let steps = (changes[fruit.id] ?? []).sorted { $0.quarter < $1.quarter }
            let atEnd = (current[fruit.id] ?? 0) - (since[fruit.id] ?? 0)
            var level = atEnd - steps.reduce(0) { $0 + $1.change }
            var points: [(time: Date, level: Int)] = [(summary.start, level)]
            for step in steps {
                level += step.change
                let time = max(summary.start, min(last, JournalSummary.date(ofQuarter: step.quarter)))
                // Changes clamped to one moment make one point; the start keeps its own, so that a
                // change in the first quarter hour still shows the level before it.
                if points.count > 1, let previous = points.last, previous.time == time {
                    points[points.count - 1].level = level
                } else {
                    points.append((time, level))
                }
            }
            if last > (points.last?.time ?? summary.start) { points.append((last, level)) }
            return StockLine(fruit: fruit.id, points: points)
        }
    }
}
