import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// `Menu` finds fruits and juices by id through `IDIndex`, which answers as `[String: Int]` would:
/// String equality, the first of equal ids. The menus here are built unchecked, to put ids a valid
/// menu never has (repeated, not slugs) through the index.
@Suite struct MenuLookupTests {
    private func menu(fruits: [String], juices: [String] = []) -> Menu {
        Menu(
            checkedVersion: 1,
            fruits: fruits.map { Fruit(id: Fruit.ID($0), name: LocalizedName(english: $0), initialStock: 1) },
            juices: juices.map { Juice(id: Juice.ID($0), name: LocalizedName(english: $0), recipe: []) }
        )
    }

    @Test func findsASCIIIds() {
        let menu = menu(fruits: ["kiwi", "mango", "passion-fruit"], juices: ["mango-kiwi"])
        #expect(menu.fruitIndex(of: "mango") == 1)
        #expect(menu.fruitIndex(of: "passion-fruit") == 2)
        #expect(menu.fruitIndex(of: "mang") == nil)
        #expect(menu.fruitIndex(of: "") == nil)
        #expect(menu.juice("mango-kiwi")?.id == "mango-kiwi")
        #expect(menu.juiceIndex(of: "kiwi") == nil)
    }

    @Test func firstOfEqualIdsWins() {
        #expect(menu(fruits: ["a", "b", "a"]).fruitIndex(of: "a") == 0)
        #expect(menu(fruits: ["é", "e\u{301}"]).fruitIndex(of: "e\u{301}") == 0)
    }

    @Test func queriesCompareAsStrings() {
        // KELVIN SIGN is canonically equivalent to "K", so as Strings they are equal.
        #expect(menu(fruits: ["kiwi", "K"]).fruitIndex(of: "\u{212A}") == 1)
        #expect(menu(fruits: ["\u{212A}"]).fruitIndex(of: "K") == 0)
        #expect(menu(fruits: ["café"]).fruitIndex(of: "cafe\u{301}") == 0)
        #expect(menu(fruits: ["kiwi"]).fruitIndex(of: "kïwi") == nil)
    }

    /// The validator builds its index from the ids' bytes in the document: the same answers as from Strings.
    @Test func anIndexFromBytesAnswersAsOneFromStrings() {
        for ids in [["kiwi", "mango", "kiwi"], ["kiwi", "\u{212A}", "café", "é", "e\u{301}"], (0..<3_000).map { "fruit-\($0)" }] {
            let flat = ids.flatMap { Array($0.utf8) }
            let starts = ids.reduce(into: [0]) { starts, id in starts.append((starts.last ?? 0) + id.utf8.count) }
            let fromBytes = flat.withUnsafeBufferPointer { all in
                IDIndex(count: ids.count) { UnsafeBufferPointer(rebasing: all[starts[$0]..<starts[$0 + 1]]) }
            }
            let fromStrings = IDIndex(count: ids.count) { ids[$0] }
            #expect(fromBytes.decidesASCII == fromStrings.decidesASCII)
            for query in ids + ["K", "cafe\u{301}", "kïwi", "fruit-3000", ""] {
                #expect(fromBytes.position(of: query) == fromStrings.position(of: query), "\(query)")
            }
        }
    }

    @Test func manyIds() {
        let ids = (0..<5_000).map { "juice-\($0)" }
        let menu = menu(fruits: [], juices: ids)
        #expect(ids.indices.allSatisfy { menu.juiceIndex(of: Juice.ID(ids[$0])) == $0 })
        #expect(menu.juiceIndex(of: "juice-5000") == nil)
    }
}
