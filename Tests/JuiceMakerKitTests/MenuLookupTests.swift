import Testing
@testable import JuiceMakerKit

/// `Menu` finds fruits and juices by id through `IDIndex`, which answers as `[String: Int]` would:
/// String equality, the first of equal ids.
@Suite struct MenuLookupTests {
    private func menu(fruits: [String], juices: [String] = []) -> Menu {
        Menu(
            fruits: fruits.map { Fruit(id: $0, name: LocalizedName(english: $0), initialStock: 1) },
            juices: juices.map { Juice(id: $0, name: LocalizedName(english: $0), recipe: []) }
        )
    }

    @Test func findsASCIIIds() {
        let menu = menu(fruits: ["kiwi", "mango", "passion-fruit"], juices: ["mango-kiwi"])
        #expect(menu.fruitPosition(id: "mango") == 1)
        #expect(menu.fruitPosition(id: "passion-fruit") == 2)
        #expect(menu.fruitPosition(id: "mang") == nil)
        #expect(menu.fruitPosition(id: "") == nil)
        #expect(menu.juice(id: "mango-kiwi")?.id == "mango-kiwi")
        #expect(menu.juicePosition(id: "kiwi") == nil)
    }

    @Test func firstOfEqualIdsWins() {
        #expect(menu(fruits: ["a", "b", "a"]).fruitPosition(id: "a") == 0)
        #expect(menu(fruits: ["é", "e\u{301}"]).fruitPosition(id: "e\u{301}") == 0)
    }

    @Test func queriesCompareAsStrings() {
        // KELVIN SIGN is canonically equivalent to "K", so as Strings they are equal.
        #expect(menu(fruits: ["kiwi", "K"]).fruitPosition(id: "\u{212A}") == 1)
        #expect(menu(fruits: ["\u{212A}"]).fruitPosition(id: "K") == 0)
        #expect(menu(fruits: ["café"]).fruitPosition(id: "cafe\u{301}") == 0)
        #expect(menu(fruits: ["kiwi"]).fruitPosition(id: "kïwi") == nil)
    }

    @Test func manyIds() {
        let ids = (0..<5_000).map { "juice-\($0)" }
        let menu = menu(fruits: [], juices: ids)
        #expect(ids.indices.allSatisfy { menu.juicePosition(id: ids[$0]) == $0 })
        #expect(menu.juicePosition(id: "juice-5000") == nil)
    }
}
