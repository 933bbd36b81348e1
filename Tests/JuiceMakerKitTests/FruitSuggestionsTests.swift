import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// The did-you-mean of a recipe's unknown fruit, as the validator's unknown-fruit messages give it.
@Suite struct FruitSuggestionsTests {
    @Test func theOnlyClosestFruitIsMeantAndATieNamesNeither() {
        var suggestions = FruitSuggestions(fruitIDs: ["kiwi", "mango", "kiwo"])
        #expect(suggestions.suggestion(for: "mangoo") == .init(name: "mango", isOnlyClosest: true))
        #expect(suggestions.suggestion(for: "mangoo")?.meant == "mango")
        let tie = suggestions.suggestion(for: "kiwa")
        #expect(tie?.isOnlyClosest == false)
        #expect(tie?.meant == nil)
        #expect(suggestions.suggestion(for: "xylophone") == nil)
    }

    @Test func anInvisibleCharacterIsTheWholeDifference() {
        var suggestions = FruitSuggestions(fruitIDs: ["kiwi", "kiwa"])
        // A zero-width space makes "kiwi" unknown; stripped, it is exactly a fruit id.
        #expect(suggestions.suggestion(for: "ki\u{200B}wi")?.meant == "kiwi")
    }

    @Test func manySearchesGiveWhatOneGives() {
        let ids = (0..<200).map { "fruit-\($0)" }
        var suggestions = FruitSuggestions(fruitIDs: ids)
        // Past 32 searches the suggester is indexed: the answers must not change.
        let names = (0..<100).map { "frut-\($0)" }  // one edit from exactly one id
        let first = names.map { suggestions.suggestion(for: $0) }
        var fresh = FruitSuggestions(fruitIDs: ids)
        #expect(names.reversed().map { fresh.suggestion(for: $0) } == Array(first.reversed()))
        #expect(first[7]?.meant == "fruit-7")
    }
}

extension FruitSuggestions {
    /// `suggestion(for:bytes:)` of a String, as these tests ask it.
    mutating func suggestion(for name: String) -> Suggestion? {
        var text = name
        return text.withUTF8 { suggestion(for: name, bytes: $0) }
    }
}
