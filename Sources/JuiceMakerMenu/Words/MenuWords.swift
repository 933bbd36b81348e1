/// Every word the menu core says to people, one catalogue per language: `EnglishMenuWords`
/// (`MenuWords+English.swift`) and `KoreanMenuWords` (`MenuWords+Korean.swift`). That is the
/// menu's diagnostics (what `MenuValidator`, the stock and rename rules and the loader say about a
/// menu), the report's summary line, why a file cannot be read, `validate --fix`'s report lines,
/// and an order's ready, low-stock and shortfall sentences. A requirement, so the compiler refuses
/// a language that lacks a word. A diagnostic's words are made only when a problem is found.
///
/// Read as `language.menu.emptyRecipe(juice: "mango")`. What a message is about comes as a
/// `MessageOwner` (or, where the rules pass it on, as text already worded by `owner(_:)`); what was
/// found instead comes worded by `found(_:)` (the validator's `describe`).
protocol MenuWords: Sendable {
    // MARK: The vocabulary the messages share

    /// `fruit`, `과일`.
    func kind(_ kind: MenuEntryKind) -> String
    /// What a diagnostic is about: `fruit 'mango'`, `the menu`.
    func owner(_ owner: MessageOwner) -> String
    /// What was written where something else belongs: `a list`, `the text 'ten'`.
    func found(_ found: FoundValue) -> String
    /// A fruit's number: `reorder point`, `주문점(reorder)`.
    func number(_ number: MenuNumber) -> String
    /// A text field: `name (ko)`, `emoji`.
    func field(_ field: MenuValidator.TextField) -> String
    /// An amount of money: `price`, `원가`.
    func money(_ field: MenuValidator.MoneyField) -> String
    /// What follows a message that has one near name: `; did you mean 'kiwi'?`.
    func didYouMean(_ name: String) -> String
    /// What follows a not-a-slug message that has a slug to offer: `; use 'green-apple'`.
    func use(_ slug: String) -> String

    // MARK: The top level

    var emptyFile: String { get }
    var noDocument: String { get }
    func unreadable(reason: String) -> String
    func menuNotAMapping(_ found: String) -> String
    var noFruits: String { get }
    var noJuices: String { get }
    func unsupportedVersion(_ version: String) -> String
    func versionNotWhole(_ found: String) -> String
    func defaultsNotAMapping(_ found: String) -> String
    func tooManyEntries(_ kind: MenuEntryKind, count: Int) -> String
    func currencyNotACode(_ found: String) -> String
    func timeZoneNotAName(_ found: String) -> String

    // MARK: Keys, ids, names and text

    /// - Parameter codes: The warning codes it takes, joined: `unused-fruit, missing-translation`.
    func allowNotAList(codes: String, _ found: String) -> String
    func keysArePlainNames(in owner: String, _ found: String) -> String
    func noKey(_ name: String, in owner: String) -> String
    /// - Parameter keys: The keys there are, quoted and joined.
    func knownKeys(_ keys: String) -> String
    func idNotAName(_ kind: MenuEntryKind, _ found: String) -> String
    /// Without its `use(_:)`.
    func notASlug(_ kind: MenuEntryKind, id: String) -> String
    /// - Parameter first: Where the first is, in a file; nil for a menu made in code.
    func duplicateID(_ kind: MenuEntryKind, id: String, first: String?) -> String
    func nameNotTextOrMapping(of owner: MessageOwner, _ found: String) -> String
    func emptyName(of owner: MessageOwner) -> String
    func languageTwice(_ code: String, in owner: MessageOwner, first: String?) -> String
    func notALanguageCode(_ found: String, in owner: MessageOwner) -> String
    func notText(_ field: String, of owner: MessageOwner, _ found: String) -> String
    func emptyText(_ field: String, of owner: MessageOwner) -> String
    /// - Parameters:
    ///   - code: `U+001B`.
    ///   - bidirectional: Whether it is a bidirectional control (U+202A–U+202E, U+2066–U+2069).
    func controlCharacter(_ field: String, of owner: String, code: String, bidirectional: Bool) -> String

    // MARK: Fruits, their numbers, their stock rule and their former ids

    func fruitsNotAMapping(_ found: String) -> String
    func fruitNotAMapping(_ id: String, _ found: String) -> String
    func notWhole(_ number: MenuNumber, of owner: MessageOwner, _ found: String) -> String
    func negative(_ number: MenuNumber, of owner: MessageOwner, value: Int) -> String
    func parBelowOne(of owner: MessageOwner, par: Int) -> String
    func tooLarge(_ number: MenuNumber, of owner: MessageOwner) -> String
    /// - Parameter isSet: Whether the menu set `par` (else it is the initial stock).
    func parNotAboveReorder(of owner: String, par: Int, isSet: Bool, reorder: Int) -> String
    func wasNotAList(of owner: String, _ found: String) -> String
    func wasNotAnID(of owner: String, _ found: String) -> String
    /// Without its `use(_:)`.
    func formerNotASlug(_ former: String, of owner: String) -> String
    func formerNamedTwice(_ former: String, of owner: String) -> String
    func formerIsOwnID(_ former: String, of owner: String) -> String
    func formerStillOnMenu(_ former: String, of owner: String) -> String
    /// - Parameter firstPlace: Where the fruit that named it first did (`5:28`), when known.
    func formerClaimedTwice(_ former: String, of owner: String, firstOwner: String, firstPlace: String?) -> String

    // MARK: Juices and recipes

    func juicesNotAMapping(_ found: String) -> String
    func juiceNotAMapping(_ id: String, _ found: String) -> String
    func noRecipe(juice: String) -> String
    func emptyRecipe(juice: String) -> String
    func recipeNotAMapping(juice: String, _ found: String) -> String
    func recipeKeyNotAnID(juice: String, _ found: String) -> String
    func fruitNamedTwice(_ fruit: String, juice: String, first: String?) -> String
    func amountNotWhole(fruit: String, juice: String, _ found: String) -> String
    func amountBelowOne(fruit: String, juice: String, amount: Int) -> String
    func amountTooLarge(fruit: String, juice: String) -> String
    /// A recipe's fruit the menu does not list. A broken menu may have tens of thousands of these.
    ///
    /// - Parameters:
    ///   - juice: The juice id's UTF-8 as written.
    ///   - fruit: The fruit, as written.
    ///   - suggestion: The fruit it may mean.
    func unknownFruit(juice: UnsafeBufferPointer<UInt8>, fruit: String, suggestion: String?) -> String

    // MARK: Money

    func missingCurrency(_ field: MenuValidator.MoneyField, of owner: MessageOwner) -> String
    func notAnAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, example: String, _ found: String) -> String
    /// - Parameters:
    ///   - text: The amount as written, quoted.
    ///   - places: How many decimal places `currency` takes.
    func tooManyPlaces(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, currency: String, places: Int, example: String) -> String
    func negativeAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String) -> String
    func amountAboveMost(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, most: String) -> String
    func belowCost(juice: String, sells: String, costs: String) -> String

    // MARK: Warnings

    /// One fruit a juice needs more of than the initial stock: `16 strawberry (initial stock 10)`.
    func shortage(fruit: String, amount: Int, stock: Int) -> String
    /// - Parameter needs: The `shortage`s, joined.
    func unmakeableJuice(_ juice: String, needs: String) -> String
    func unusedFruit(_ fruit: String) -> String
    /// Written as bytes: a menu can hold tens of thousands of these, and joining Strings piece by
    /// piece took about 7,500 instructions a message.
    ///
    /// - Parameters:
    ///   - id: The id's UTF-8.
    ///   - missing: The language codes the name lacks.
    func missingTranslation(_ kind: MenuEntryKind, id: UnsafeBufferPointer<UInt8>, missing: [String]) -> String

    // MARK: Reports

    /// `error`, `오류`.
    func severity(_ severity: Severity) -> String
    /// Closes the first line of a diagnostic that carries a fix.
    var fixable: String { get }
    /// The summary line's start: `2 files checked: `.
    func checked(files: Int) -> String
    func errors(_ count: Int) -> String
    func warnings(_ count: Int) -> String
    var noProblems: String { get }
    /// After the counts, under `--strict` with warnings.
    var strictNote: String { get }
    /// Why a file could not be read or rewritten, without the path.
    func reason(_ cause: FileFailure.Cause) -> String
    /// `validate --fix` wrote its fixes: `recipes.yaml: fixed 2 problems`.
    func fixed(_ count: Int, in file: String) -> String
    /// `validate --fix` could not write its fixes; the file is as it was.
    func cannotWriteFixes(to file: String, reason: String) -> String

    // MARK: Orders

    /// One fruit an order lacks: `needs 16 strawberry, has 10`.
    func shortfall(fruit: String, need: Int, have: Int) -> String
    /// Between two `shortfall`s.
    var shortfallSeparator: String { get }
    /// After an order that left a fruit low: `Mango is low: 4 left, reorder at 4 — juicemaker restock`.
    func lowStock(_ fruit: String, count: Int, reorder: Int, command: String) -> String
    /// One line of an order served: `Mango Juice ×2`.
    func served(_ juice: String, count: Int) -> String
    /// An order served: `Mango Juice ×2 and Kiwi Juice are ready. Enjoy!`.
    ///
    /// - Parameter isOneGlass: Whether the order was one glass of one juice.
    func ready(_ lines: [String], isOneGlass: Bool) -> String
}

extension Language {
    /// The words of the menu's diagnostics in this language.
    var menu: any MenuWords {
        switch self {
        case .en: EnglishMenuWords()
        case .ko: KoreanMenuWords()
        }
    }

    /// `MenuWords.fixed(_:in:)`, for `validate --fix` in the command line.
    package func fixed(_ count: Int, in file: String) -> String { menu.fixed(count, in: file) }
    /// `MenuWords.cannotWriteFixes(to:reason:)`, for `validate --fix` in the command line.
    package func cannotWriteFixes(to file: String, reason: String) -> String { menu.cannotWriteFixes(to: file, reason: reason) }
}

/// What every language does around its words.
extension MenuWords {
    /// `notASlug(_:id:)` followed by the slug to use, when there is one.
    func notASlugWithAdvice(_ kind: MenuEntryKind, id: String) -> String {
        notASlug(kind, id: id) + (Slug.slugSuggestion(for: id).map(use) ?? "")
    }

    /// `formerNotASlug(_:of:)` followed by the slug to use, when there is one.
    func formerNotASlugWithAdvice(_ former: String, of owner: String) -> String {
        formerNotASlug(former, of: owner) + (Slug.slugSuggestion(for: former).map(use) ?? "")
    }
}
