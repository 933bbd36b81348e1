import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// `restock --suggest --fix`'s edits (issue 46, item 4): the rules written into each fruit, every
/// other byte as it was, the result read back as asked.
@Suite struct StockRuleWriterTests {
    func write(_ rules: [StockRuleWriter.Rule], _ text: String) throws -> String {
        String(decoding: try StockRuleWriter.write(rules, into: Array(text.utf8)), as: UTF8.self)
    }

    static let menu = """
    # the stand's menu
    defaults: { stock: 10, reorder: 3 }
    fruits:
      strawberry:
        name: { en: Strawberry, ko: 딸기 }   # a comment stays
        reorder: 9
        par: 32

      banana: { name: Banana, stock: 12 }
      kiwi:
      mango: ~
      lime: {}
    juices:
      mix: { recipe: { strawberry: 2, banana: 1, kiwi: 1, mango: 1, lime: 1 } }

    """

    @Test func valuesAreReplacedAndKeysAddedInEachStyle() throws {
        let rules = [StockRuleWriter.Rule(fruit: "strawberry", reorder: 12, par: 20), .init(fruit: "banana", reorder: 4, par: 9),
                     .init(fruit: "kiwi", reorder: 1, par: 5), .init(fruit: "mango", reorder: 0, par: 2), .init(fruit: "lime", reorder: 2, par: 6)]
        #expect(try write(rules, Self.menu) == """
        # the stand's menu
        defaults: { stock: 10, reorder: 3 }
        fruits:
          strawberry:
            name: { en: Strawberry, ko: 딸기 }   # a comment stays
            reorder: 12
            par: 20

          banana: { name: Banana, stock: 12, reorder: 4, par: 9 }
          kiwi: { reorder: 1, par: 5 }
          mango: { reorder: 0, par: 2 }
          lime: { reorder: 2, par: 6 }
        juices:
          mix: { recipe: { strawberry: 2, banana: 1, kiwi: 1, mango: 1, lime: 1 } }

        """)
    }

    @Test func aBlockFruitGetsItsNewKeysAfterItsLastLine() throws {
        let text = "fruits:\n  kiwi:\n    name: Kiwi\n    was:\n      - kiwifruit\n  # mango next\n  mango: {}\njuices:\n  k: { recipe: { kiwi: 1, mango: 1 } }"
        #expect(try write([.init(fruit: "kiwi", reorder: 2, par: 7)], text)
            == "fruits:\n  kiwi:\n    name: Kiwi\n    was:\n      - kiwifruit\n    reorder: 2\n    par: 7\n  # mango next\n  mango: {}\njuices:\n  k: { recipe: { kiwi: 1, mango: 1 } }")
        // The last fruit of a file without a final line break.
        let last = "juices:\n  k: { recipe: { kiwi: 1 } }\nfruits:\n  kiwi:\n    stock: 4"
        #expect(try write([.init(fruit: "kiwi", reorder: 1, par: 4)], last) == last + "\n    reorder: 1\n    par: 4\n")
        // A file with CRLF line ends gets CRLF lines.
        let crlf = "fruits:\r\n  kiwi:\r\n    stock: 4\r\njuices:\r\n  k: { recipe: { kiwi: 1 } }\r\n"
        #expect(try write([.init(fruit: "kiwi", reorder: 1, par: 4)], crlf)
            == "fruits:\r\n  kiwi:\r\n    stock: 4\r\n    reorder: 1\r\n    par: 4\r\njuices:\r\n  k: { recipe: { kiwi: 1 } }\r\n")
    }

    /// A merged value is another fruit's: the fruit gets its own key, and the anchor is untouched.
    @Test func aMergedRuleIsOverriddenNotEdited() throws {
        let text = """
        fruits:
          mango: &tropical { stock: 8, reorder: 2, par: 12 }
          papaya: { <<: *tropical, name: Papaya }
        juices:
          mix: { recipe: { mango: 1, papaya: 1 } }

        """
        let written = try write([.init(fruit: "papaya", reorder: 5, par: 9)], text)
        #expect(written == text.replacingOccurrences(of: "name: Papaya }", with: "name: Papaya, reorder: 5, par: 9 }"))
        let menu = try Menu(yaml: written)
        #expect(menu.fruit("mango")?.reorderPoint == 2)
        #expect(menu.fruit("papaya")?.reorderPoint == 5)
    }

    @Test func whatCannotBeWrittenIsRefusedAndNothingChanges() throws {
        // An alias: its mapping is another fruit's too.
        let alias = "fruits:\n  mango: &m { stock: 8 }\n  papaya: *m\njuices:\n  mix: { recipe: { mango: 1, papaya: 1 } }\n"
        #expect(throws: StockRuleWriter.Failure.cannotEdit(fruit: "papaya")) { try write([.init(fruit: "papaya", reorder: 1, par: 4)], alias) }
        // A value that is an alias: its anchor is another fruit's too.
        let shared = "fruits:\n  mango: { stock: 8, par: &big 20 }\n  papaya: { par: *big }\njuices:\n  mix: { recipe: { mango: 1, papaya: 1 } }\n"
        #expect(throws: StockRuleWriter.Failure.cannotEdit(fruit: "papaya")) { try write([.init(fruit: "papaya", reorder: 1, par: 4)], shared) }
        // A rule the menu refuses (par not above reorder) is not written.
        #expect(throws: StockRuleWriter.Failure.notAsAsked(fruit: "lime")) { try write([.init(fruit: "lime", reorder: 6, par: 6)], Self.menu) }
        #expect(throws: StockRuleWriter.Failure.brokenMenu) { try write([.init(fruit: "lime", reorder: 1, par: 6)], "fruits: [") }
        // Already so: the same bytes.
        #expect(try write([.init(fruit: "strawberry", reorder: 9, par: 32)], Self.menu) == Self.menu)
    }
}
