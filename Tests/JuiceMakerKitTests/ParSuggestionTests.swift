import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
@testable import JuiceMakerStock

/// Pars from the data (issue 46, item 4): the high day of the days the stand was open, times the
/// lead days, and a day more.
@Suite struct ParSuggestionTests {
    static let menu = try! Menu(yaml: """
    defaults: { stock: 10, reorder: 3 }
    fruits: { mango: {}, kiwi: {}, lime: {} }
    juices:
      mango: { recipe: { mango: 3 } }
      mix: { recipe: { mango: 2, kiwi: 1 } }
      lime: { recipe: { lime: 4 } }

    """)
    static let utc = StandClock(named: "UTC")!
    static let now = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01 12:00 UTC

    /// An order entry `daysAgo` days before `now` that used these fruits.
    func order(_ id: Int, daysAgo: Int, _ used: [(String, Int)], undone: Bool = false) -> JournalEntry {
        JournalEntry(id: id, time: Self.now.addingTimeInterval(Double(-daysAgo * 86_400)), kind: .order, description: "x",
                     deltas: used.map { FruitDelta(fruit: Fruit.ID($0.0), change: -$0.1) }, undoneBy: undone ? 99 : nil)
    }

    @Test func theHighDayOfOpenDaysSetsTheRules() {
        var entries: [JournalEntry] = []
        // Ten open days: mango used 1...10 units; the stand was closed the other four.
        for day in 0..<10 { entries.append(order(day + 1, daysAgo: day, [("mango", day + 1)])) }
        entries.append(order(50, daysAgo: 0, [("kiwi", 2)]))
        // An undone order counts for nothing, nor does a restock.
        entries.append(order(51, daysAgo: 1, [("mango", 500)], undone: true))
        entries.append(JournalEntry(id: 52, time: Self.now, kind: .restock, description: "restock", deltas: [FruitDelta(fruit: "mango", change: 40)]))
        let suggested = ParSuggestion.suggest(from: entries, menu: Self.menu, days: 14, leadDays: 1, clock: Self.utc, now: Self.now)
        let mango = suggested[0]
        #expect(mango.used == 55)
        #expect(mango.highDay == 9)  // the 9th of 10 open days' demands, sorted
        #expect(mango.reorder == 9 && mango.par == 18)
        #expect(mango.currentReorder == 3 && mango.currentPar == 10)
        #expect(mango.changes)
        // Kiwi sold on one of the ten open days: its high day is 0, its par still makes a glass.
        #expect(suggested[1].highDay == 0 && suggested[1].reorder == 0 && suggested[1].par == 1)
        // Lime sold nothing: left as it is.
        #expect(suggested[2].reorder == nil && suggested[2].par == nil && !suggested[2].changes)

        let twoDays = ParSuggestion.suggest(from: entries, menu: Self.menu, days: 14, leadDays: 2, clock: Self.utc, now: Self.now)
        #expect(twoDays[0].reorder == 18 && twoDays[0].par == 27)
        // A window of 3 days reads only the last three open days: 1, 2 and 3 units.
        let short = ParSuggestion.suggest(from: entries, menu: Self.menu, days: 3, leadDays: 1, clock: Self.utc, now: Self.now)
        #expect(short[0].used == 6 && short[0].highDay == 3)
    }

    /// A lost sale `daysAgo` days before `now`: these juices asked for while a fruit was short.
    func lost(_ id: Int, daysAgo: Int, _ juices: [(String, Int)]) -> JournalEntry {
        JournalEntry(id: id, time: Self.now.addingTimeInterval(Double(-daysAgo * 86_400)), kind: .lost,
                     description: juices.map { "\($0.0):\($0.1)" }.joined(separator: " "), deltas: [],
                     sales: juices.map { SaleLine(juice: Juice.ID($0.0), glasses: $0.1, price: nil) },
                     short: [ShortFruit(fruit: "mango", need: 3, have: 0)])
    }

    /// A shortage hides demand: what lost sales would have used counts, by the recipes, on the day
    /// it was turned away (a day with only lost sales is an open day); the same lost sale again
    /// right after is a retry, counted once.
    @Test func lostSalesCountAsDemand() {
        let entries = [
            order(1, daysAgo: 1, [("mango", 6)]),
            lost(2, daysAgo: 1, [("mango", 2)]),          // 6 mangoes turned away
            lost(3, daysAgo: 1, [("mango", 2)]),          // the clerk tried again: not counted
            order(4, daysAgo: 1, [("kiwi", 1)]),
            lost(5, daysAgo: 1, [("mango", 2)]),          // after another entry: a new customer, 6 more
            lost(6, daysAgo: 0, [("mix", 3)]),            // today, only lost sales: 6 mangoes, 3 kiwis
        ]
        let suggested = ParSuggestion.suggest(from: entries, menu: Self.menu, days: 7, leadDays: 1, clock: Self.utc, now: Self.now)
        #expect(suggested[0].used == 6 && suggested[0].lost == 18)
        #expect(suggested[0].highDay == 18, "yesterday: 6 sold and 12 turned away")
        #expect(suggested[0].reorder == 18 && suggested[0].par == 36)
        #expect(suggested[1].used == 1 && suggested[1].lost == 3 && suggested[1].highDay == 3)
        #expect(suggested[2].par == nil, "lime: neither sold nor asked for")
    }

    @Test func aParCoversAGlassOfTheBiggestRecipeAndIsAboveTheReorderPoint() {
        let entries = [order(1, daysAgo: 0, [("lime", 1)])]
        let lime = ParSuggestion.suggest(from: entries, menu: Self.menu, days: 7, leadDays: 0, clock: Self.utc, now: Self.now)[2]
        #expect(lime.reorder == 0)
        #expect(lime.par == 4)
    }

    @Test func daysBeginAtTheClocksMidnight() {
        // 23:30 UTC the day before is 08:30 today in Seoul: one day there, two in UTC.
        let late = JournalEntry(id: 1, time: Self.now.addingTimeInterval(-12.5 * 3600), kind: .order, description: "x",
                                deltas: [FruitDelta(fruit: "mango", change: -4)])
        let early = order(2, daysAgo: 0, [("mango", 4)])
        let seoul = StandClock(named: "Asia/Seoul")!
        #expect(ParSuggestion.suggest(from: [late, early], menu: Self.menu, days: 2, leadDays: 1, clock: seoul, now: Self.now)[0].highDay == 8)
        #expect(ParSuggestion.suggest(from: [late, early], menu: Self.menu, days: 2, leadDays: 1, clock: Self.utc, now: Self.now)[0].highDay == 4)
    }

    @Test func thePercentileIsTheNearestRank() {
        #expect(ParSuggestion.percentile90([]) == 0)
        #expect(ParSuggestion.percentile90([7]) == 7)
        #expect(ParSuggestion.percentile90(Array(1...10)) == 9)
        #expect(ParSuggestion.percentile90(Array(1...14)) == 13)
        #expect(ParSuggestion.percentile90(Array(1...20)) == 18)
    }
}
