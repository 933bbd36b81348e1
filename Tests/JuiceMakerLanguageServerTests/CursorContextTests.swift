import Testing
@testable import JuiceMakerLanguageServer

/// The tolerant reader completion uses where the text being typed does not parse yet: where the
/// cursor is, by indentation (block style) or by the open braces on its line (flow style).
@Suite struct CursorContextTests {
    /// The context at `|` in `text` (the `|` taken out), and the word it found.
    func context(_ text: String) throws -> (CursorContext, String) {
        let marked = Array(text.utf8)
        let offset = try #require(marked.firstIndex(of: UInt8(ascii: "|")))
        var bytes = marked
        bytes.remove(at: offset)
        let lines = TextLines(bytes)
        let context = CursorContext.at(offset, in: lines)
        return (context, String(decoding: bytes[context.word], as: UTF8.self))
    }

    @Test func aFruitInABlockRecipe() throws {
        let (context, word) = try context("juices:\n  mango:\n    recipe:\n      mango: 3\n      k|\n")
        #expect(context.place == .recipeFruit)
        #expect(context.siblings == ["mango"])
        #expect(word == "k")
        #expect(context.indent == 6)
        #expect(!context.colonFollows)
    }

    @Test func aFruitInAFlowRecipeSeesTheKeysOnBothSides() throws {
        let (context, word) = try context("juices:\n  mango-kiwi: { recipe: { mango: 2, k|, lime: 1 } }\n")
        #expect(context.place == .recipeFruit)
        #expect(context.siblings == ["mango", "lime"])
        #expect(word == "k")
    }

    @Test func aValueACommentOrAListIsNoPlaceToComplete() throws {
        #expect(try context("juices:\n  m: { recipe: { mango: 2| } }\n").0.place == .other)
        #expect(try context("fruits:\n  kiwi: { stock: 3| }\n").0.place == .other)
        #expect(try context("fruits:\n  # ki|\n").0.place == .other)
        #expect(try context("fruits:\n  - kiwi\n  - m|\n").0.place == .other)
    }

    @Test func aKeyKnowsItsPathAndItsSiblings() throws {
        let (fruit, _) = try context("fruits:\n  kiwi:\n    stock: 3\n    e|\n    par: 9\n")
        #expect(fruit.place == .key(path: ["fruits", "kiwi"]))
        #expect(fruit.siblings == ["stock", "par"])
        let (top, word) = try context("fruits: {}\nju|\n")
        #expect(top.place == .key(path: []))
        #expect(top.siblings == ["fruits"])
        #expect(word == "ju")
    }

    @Test func aColonAfterTheWordIsSeen() throws {
        let (context, word) = try context("fruits:\n  kiwi:\n    sto| : 3\n")
        #expect(context.place == .key(path: ["fruits", "kiwi"]))
        #expect(word == "sto")
        #expect(context.colonFollows)
    }
}
