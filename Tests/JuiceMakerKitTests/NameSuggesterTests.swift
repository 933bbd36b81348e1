import Testing
@testable import JuiceMakerKit

@Suite struct NameSuggesterTests {
    let suggester = NameSuggester(candidates: ["strawberry", "banana", "kiwi", "mango", "pineapple"])

    @Test func suggestsCloseName() {
        #expect(suggester.suggestion(for: "kiwii") == "kiwi")
        #expect(suggester.suggestion(for: "bananna") == "banana")
        #expect(suggester.suggestion(for: "mnago") == "mango")
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(suggester.suggestion(for: "durian") == nil)
        #expect(suggester.suggestion(for: "kiwi") == nil)
    }
}
