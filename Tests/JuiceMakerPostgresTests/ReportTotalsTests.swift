import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// `report`'s sums, made by each store in SQL, equal the sums of the journal's entries made here
/// one by one, on journals of random days (orders of one or two juices, priced or not, lost sales,
/// stock changes, undone orders and undos) put into the store as a copy, so that their times are
/// the test's: every day of the period, and on the stand's clock (Asia/Seoul, nine hours from UTC).
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct ReportTotalsTests {
    /// SplitMix64: the same journal for the same seed, on every machine.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let clock = StandClock(named: "Asia/Seoul")!
    static let recipes: [Juice.ID: [(Fruit.ID, Int)]] = [
        "strawberry-banana": [("strawberry", 10), ("banana", 1)], "mango": [("mango", 3)], "banana": [("banana", 2)],
    ]
    static let prices: [Juice.ID: Int] = ["strawberry-banana": 5500, "mango": 4000]

    /// A journal of four days from 2026-03-01 on the stand's clock, with entries a few minutes
    /// before its first midnight too (which no day of it may count).
    static func journal(seed: UInt64) -> [JournalEntry] {
        var random = Seeded(state: seed)
        let first = clock.start(ofDay: "2026-03-01")!
        var times = (0..<300).map { _ in first.addingTimeInterval(Double(Int.random(in: -600..<(4 * 86_400), using: &random))) }
        times += [first, first.addingTimeInterval(86_400)]  // the midnights themselves
        times.sort()
        var entries: [JournalEntry] = []
        var undoable: [Int] = []
        for (index, time) in times.enumerated() {
            let id = index + 1
            let juices = Array(recipes.keys).sorted { $0.rawValue < $1.rawValue }
            let roll = Int.random(in: 0..<10, using: &random)
            if roll < 5 || roll == 9 && undoable.isEmpty {
                let lines = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    let juice = juices.randomElement(using: &random)!
                    // Now and then an order of an older build, without its price.
                    let price = Int.random(in: 0..<8, using: &random) == 0 ? nil : prices[juice]
                    return SaleLine(juice: juice, glasses: Int.random(in: 1...3, using: &random), price: price)
                }
                var used: [Fruit.ID: Int] = [:]
                for line in lines { for (fruit, amount) in recipes[line.juice]! { used[fruit, default: 0] += amount * line.glasses } }
                let deltas = used.keys.sorted { $0.rawValue < $1.rawValue }.map { FruitDelta(fruit: $0, change: -used[$0]!) }
                entries.append(JournalEntry(id: id, time: time, kind: .order, description: lines.map { "\($0.juice):\($0.glasses)" }.joined(separator: " "),
                                            deltas: deltas, sales: lines, currency: Currency(code: "KRW")))
                undoable.append(id)
            } else if roll < 7 {
                let juice = juices.randomElement(using: &random)!
                let line = SaleLine(juice: juice, glasses: Int.random(in: 1...2, using: &random), price: prices[juice])
                let short = recipes[juice]!.prefix(1).map { ShortFruit(fruit: $0.0, need: $0.1 * line.glasses, have: 0) }
                entries.append(JournalEntry(id: id, time: time, kind: .lost, description: "\(juice):\(line.glasses)", deltas: [],
                                            sales: [line], currency: Currency(code: "KRW"), short: short))
            } else if roll < 9 {
                let fruit: Fruit.ID = ["strawberry", "banana", "mango"].randomElement(using: &random)!
                let amount = Int.random(in: 1...20, using: &random)
                entries.append(JournalEntry(id: id, time: time, kind: .add, description: "add \(fruit) \(amount)",
                                            deltas: [FruitDelta(fruit: fruit, change: amount)]))
                undoable.append(id)
            } else {
                let target = undoable.removeLast()
                let reverted = entries[target - 1]
                entries[target - 1] = reverted.undone(by: id)
                entries.append(JournalEntry(id: id, time: time, kind: .undo, description: "undo #\(target)",
                                            deltas: reverted.deltas.map { FruitDelta(fruit: $0.fruit, change: -$0.change) }, undoes: target))
            }
        }
        return entries
    }

    @Test(arguments: JournalSalesTests.Backend.allCases)
    func theStoresSumsAreTheJournals(_ backend: JournalSalesTests.Backend) async throws {
        let place = try JournalSalesTests.Place(backend)
        let menu = try JournalSalesTests.pricedMenu()
        let store = try await place.open(menu)
        for seed in [UInt64(1), 46, 2026] {
            let journal = Self.journal(seed: seed)
            let stock = [FruitCount(fruit: "banana", count: 500), FruitCount(fruit: "mango", count: 400), FruitCount(fruit: "strawberry", count: 900)]
            try await store.restore(StockSnapshot(stock: stock, journal: journal), replacing: true)
            for day in ["2026-02-28", "2026-03-01", "2026-03-02", "2026-03-04", "2026-03-05"] {
                let start = Self.clock.start(ofDay: day)!
                let end = Self.clock.calendar.date(byAdding: .day, value: 1, to: start)!
                let report = StandReport(try await store.summary(from: start, to: end, stock: true), menu: menu, clock: Self.clock)
                let expected = Self.expected(journal, start: start, end: end, stock: stock)
                #expect(report.orders == expected.orders && report.cups == expected.cups && report.takings == expected.takings,
                        "\(backend) seed \(seed) \(day): orders, cups, takings")
                #expect(report.lostSales == expected.lost && report.lostCups == expected.lostCups && report.lostAmount == expected.lostAmount,
                        "\(backend) seed \(seed) \(day): lost sales")
                #expect(report.undoneOrders == expected.undoneOrders && report.undoneTakings == expected.undoneTakings,
                        "\(backend) seed \(seed) \(day): undone orders")
                #expect(Dictionary(uniqueKeysWithValues: report.juices.map { ($0.juice, $0.cups) }).filter { $0.value > 0 } == expected.cupsByJuice,
                        "\(backend) seed \(seed) \(day): cups by juice")
                #expect(report.hours.map(\.cups) == expected.cupsByHour, "\(backend) seed \(seed) \(day): cups by hour")
                #expect(Dictionary(uniqueKeysWithValues: report.used.map { ($0.fruit, $0.count) }) == expected.used,
                        "\(backend) seed \(seed) \(day): fruit used")
                #expect(Dictionary(uniqueKeysWithValues: report.ranOut.map { ($0.fruit, $0.first) }) == expected.firstShort,
                        "\(backend) seed \(seed) \(day): when each fruit ran out")
                #expect(Dictionary(uniqueKeysWithValues: report.stock.map { ($0.fruit, $0.points.last?.level ?? -1) }) == expected.levelAtEnd,
                        "\(backend) seed \(seed) \(day): the stock at the end of the day")
                #expect(report.stock.allSatisfy { $0.points.first?.time == start })
                // A change at midnight itself (in the journal) leaves the level before it at the start.
                #expect(Dictionary(uniqueKeysWithValues: report.stock.map { ($0.fruit, $0.points.first?.level ?? -1) }) == expected.levelAtStart,
                        "\(backend) seed \(seed) \(day): the stock at the start of the day")
            }
        }
        try await store.close()
    }

    struct Expected {
        var orders = 0, cups = 0, takings = 0, lost = 0, lostCups = 0, lostAmount = 0, undoneOrders = 0, undoneTakings = 0
        var cupsByJuice: [Juice.ID: Int] = [:]
        var cupsByHour = Array(repeating: 0, count: 24)
        var used: [Fruit.ID: Int] = [:]
        var firstShort: [Fruit.ID: Date] = [:]
        var levelAtEnd: [Fruit.ID: Int] = [:]
        var levelAtStart: [Fruit.ID: Int] = [:]
    }

    /// The sums, entry by entry.
    static func expected(_ journal: [JournalEntry], start: Date, end: Date, stock: [FruitCount]) -> Expected {
        var expected = Expected()
        for fruit in stock { expected.levelAtEnd[fruit.fruit] = fruit.count }
        for entry in journal where entry.time >= end {
            for delta in entry.deltas { expected.levelAtEnd[delta.fruit, default: 0] -= delta.change }
        }
        expected.levelAtStart = expected.levelAtEnd
        for entry in journal where entry.time >= start && entry.time < end {
            for delta in entry.deltas { expected.levelAtStart[delta.fruit, default: 0] -= delta.change }
        }
        for entry in journal where entry.time >= start && entry.time < end {
            switch (entry.kind, entry.isUndone) {
            case (.order, false):
                expected.orders += 1
                expected.cups += entry.glasses
                expected.takings += entry.amount
                let hour = clock.calendar.component(.hour, from: entry.time)
                for line in entry.sales {
                    expected.cupsByJuice[line.juice, default: 0] += line.glasses
                    expected.cupsByHour[hour] += line.glasses
                }
                for delta in entry.deltas { expected.used[delta.fruit, default: 0] -= delta.change }
            case (.order, true):
                expected.undoneOrders += 1
                expected.undoneTakings += entry.amount
            case (.lost, _):
                expected.lost += 1
                expected.lostCups += entry.glasses
                expected.lostAmount += entry.amount
                for short in entry.short where expected.firstShort[short.fruit] == nil {
                    expected.firstShort[short.fruit] = Date(timeIntervalSince1970: Double(entry.milliseconds) / 1000)
                }
            default:
                break
            }
        }
        return expected
    }
}
