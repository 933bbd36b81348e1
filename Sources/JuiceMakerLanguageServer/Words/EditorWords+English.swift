/// The language server's words in English.
struct EnglishEditorWords: EditorWords {
    var fruit: String { "fruit" }
    var juice: String { "juice" }
    func initialStock(_ count: Int) -> String { "Initial stock \(count)" }
    func reorderAt(_ count: Int) -> String { " · reorder at \(count)" }
    func par(_ count: Int) -> String { " · par \(count)" }
    var noStockRule: String { " · no stock rule" }
    func cost(_ cost: String) -> String { "Cost \(cost) each" }
    func usedBy(_ juices: String) -> String { juices.isEmpty ? "Used by no juice" : "Used by: \(juices)" }
    func recipe(_ fruits: String) -> String { "Recipe: " + (fruits.isEmpty ? "none" : fruits) }
    func initialStockMakes(_ glasses: Int) -> String { "Initial stock makes \(glasses) \(glasses == 1 ? "glass" : "glasses")" }
    func price(_ price: String) -> String { "Price \(price)" }
    func fruitCost(_ cost: String) -> String { " · fruit \(cost)" }
    func margin(_ margin: String) -> String { " · margin \(margin)" }
    func newJuice(of fruit: String) -> String { "a new juice of \(fruit)" }
    func notAFruitYet(namedBy juices: String) -> String { "named by the recipe of \(juices) but not a fruit yet" }
    func currency(places: Int, example: String) -> String { "\(places) decimal places: price: \(example)" }
    func stock(_ count: Int) -> String { " · stock \(count)" }
    func replace(with replacement: String) -> String { "Replace with '\(replacement)'" }
}
