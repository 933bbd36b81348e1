/// Did-you-mean for a recipe's unknown fruit: the closest fruit id on the menu, and whether it is
/// the only closest. A tie (`kiwa` and `kiwo` for `kiwi`) names neither in a message, and only an
/// only-closest suggestion may become a fix.
///
/// The search is built at the first unknown fruit (a valid menu never needs it), and each name's
/// answer is remembered: a typo repeated in many recipes costs one search.
struct FruitSuggestions {
    /// A fruit id an unknown fruit may have meant.
    struct Suggestion: Equatable {
        var name: String
        /// Whether no other fruit id is as close.
        var isOnlyClosest: Bool
        /// The id a message names: only the only-closest one.
        var meant: String? { isOnlyClosest ? name : nil }
    }

    private let fruitIDs: [String]
    private var suggester: NameSuggester?
    private var memo = NameMemo<Suggestion?>()
    private var searches = 0

    /// - Parameter fruitIDs: The menu's fruit ids, in menu order.
    init(fruitIDs: [String]) {
        self.fruitIDs = fruitIDs
    }

    /// The suggestion for `name`, remembered by its UTF-8.
    ///
    /// - Parameters:
    ///   - name: The unknown fruit.
    ///   - bytes: Its UTF-8.
    /// - Returns: The closest fruit id (a name with invisible characters that are its only
    ///   difference from a fruit id gets that id), or nil when none is close.
    mutating func suggestion(for name: String, bytes: UnsafeBufferPointer<UInt8>) -> Suggestion? {
        if let known = memo.value(for: bytes, text: { name }) { return known }
        if suggester == nil { suggester = NameSuggester(candidates: fruitIDs) }
        searches += 1
        // Past a few dozen unknown fruits, an index pays for itself (see `NameSuggester.indexed`).
        if searches == 32 { suggester = suggester?.indexed() }
        // Called on the stored suggester, not a copy: copying it retained and released each of its arrays.
        let fruitIDs = self.fruitIDs
        let suggestion = suggester?.suggestionSeeingInvisibles(for: name, isCandidate: { fruitIDs.contains($0) })
            .map { Suggestion(name: $0.name, isOnlyClosest: $0.isOnlyClosest) }
        memo.remember(suggestion, for: bytes, text: { name })
        return suggestion
    }
}
