import JuiceMakerMenu

/// What the language server says in an editor (hovers, completion details, quick fixes), one
/// catalogue per language: `EnglishEditorWords` and `KoreanEditorWords`. A protocol, so a
/// language that lacks a word does not compile. Read as `language.editor.fruit`.
protocol EditorWords: Sendable {
    /// After a name in a hover's title: `fruit`, `juice`.
    var fruit: String { get }
    var juice: String { get }
    /// A fruit's stock line: its initial stock, then its rules.
    func initialStock(_ count: Int) -> String
    func reorderAt(_ count: Int) -> String
    func par(_ count: Int) -> String
    var noStockRule: String { get }
    /// A fruit's cost of one (`cost` written in the menu's currency).
    func cost(_ cost: String) -> String
    /// The juices that use a fruit, written as a list; empty for none.
    func usedBy(_ juices: String) -> String
    /// A juice's recipe, written as a list; empty for none.
    func recipe(_ fruits: String) -> String
    /// How many glasses the initial stock makes.
    func initialStockMakes(_ glasses: Int) -> String
    /// A juice's price, then its fruit's cost and margin, each written in the currency.
    func price(_ price: String) -> String
    func fruitCost(_ cost: String) -> String
    func margin(_ margin: String) -> String
    /// Completion: a new juice of a fruit (described).
    func newJuice(of fruit: String) -> String
    /// Completion: a fruit id the recipes of `juices` name, not a fruit yet.
    func notAFruitYet(namedBy juices: String) -> String
    /// Completion: a currency with its minor unit and how a price is written in it.
    func currency(places: Int, example: String) -> String
    /// Completion: a fruit's initial stock beside its name.
    func stock(_ count: Int) -> String
    /// A quick fix's title.
    func replace(with replacement: String) -> String
}

extension Language {
    /// The language server's words in this language.
    var editor: any EditorWords {
        switch self {
        case .en: EnglishEditorWords()
        case .ko: KoreanEditorWords()
        }
    }
}
