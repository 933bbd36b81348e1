import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker restock`, the low lines after an order, and `stock --low`, end to end on the built
/// binary, with recipes.yaml's stock rules: strawberry reorders at 9 with par 32, every other fruit
/// at 3 with par 10 (its initial stock).
@Suite(.tags(.endToEnd)) struct RestockCommandTests {
    private func json(_ result: CLIResult) throws -> [String: Any] {
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func anOrderThatLeavesAFruitLowSaysSoInEnglishKoreanAndJSON() async throws { try await blocking { try self.anOrderThatLeavesAFruitLowSaysSoInEnglishKoreanAndJSONBody() } }
    func anOrderThatLeavesAFruitLowSaysSoInEnglishKoreanAndJSONBody() throws {
        let dir = try CLIHarness.makeShop()
        let order = try CLIHarness.run(["order", "strawberry-banana"], in: dir)
        #expect(order.exitCode == 0)
        #expect(order.stdout.hasPrefix("""
        Strawberry Banana Juice is ready. Enjoy!
        Strawberry is low: 0 left, reorder at 9 — juicemaker restock

        Stock now:
        Fruit          id          Stock
        🍓 Strawberry  strawberry      0  ▼ low
        🍌 Banana      banana          9

        """))
        // Banana 9 → 1 crosses its reorder point (3); strawberry was low already but this order did not use it.
        let korean = try CLIHarness.run(["--lang", "ko", "order", "banana:4"], in: dir)
        #expect(korean.stdout.hasPrefix("바나나쥬스 4잔 나왔습니다! 맛있게 드세요!\n바나나 재고가 얼마 안 남았어요: 1개 남음, 재주문 기준 3개 — juicemaker restock\n\n"))
        // The suggested command repeats the global options typed.
        let withMenu = try CLIHarness.run(["--menu", "recipes.yaml", "order", "mango:3"], in: dir)
        #expect(withMenu.stdout.contains("\nMango is low: 1 left, reorder at 3 — juicemaker --menu recipes.yaml restock\n"))
    }

    @Test func lowListInJSONAfterAnOrder() async throws { try await blocking { try self.lowListInJSONAfterAnOrderBody() } }
    func lowListInJSONAfterAnOrderBody() throws {
        let dir = try CLIHarness.makeShop()
        let object = try json(try CLIHarness.run(["order", "mango:3", "--json"], in: dir))
        let low = try #require(object["low"] as? [[String: Any]])
        #expect(low.count == 1)
        #expect(low.first?["fruit"] as? String == "mango")
        #expect(low.first?["stock"] as? Int == 1)
        #expect(low.first?["reorder"] as? Int == 3)
        #expect(low.first?["par"] as? Int == 10)
        let stock = try #require(object["stock"] as? [[String: Any]])
        #expect(stock.map { $0["low"] as? Bool } == [false, false, false, false, true])
        let quiet = try json(try CLIHarness.run(["order", "kiwi", "--json"], in: dir))
        #expect((quiet["low"] as? [Any])?.isEmpty == true)
    }

    @Test func theShoppingListAsTextJSONAndCSV() async throws { try await blocking { try self.theShoppingListAsTextJSONAndCSVBody() } }
    func theShoppingListAsTextJSONAndCSVBody() throws {
        let dir = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["order", "strawberry-banana"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["order", "mango:3"], in: dir).exitCode == 0)
        let text = try CLIHarness.run(["restock"], in: dir)
        #expect(text.exitCode == 0)
        #expect(text.stdout == """
        To buy: 2 fruits are at or below the reorder point.
        Fruit          id          Stock  Reorder  Par  Buy
        🍓 Strawberry  strawberry      0        9   32   32
        🥭 Mango       mango           1        3   10    9
        When it arrives: juicemaker restock --apply

        """)
        let object = try json(try CLIHarness.run(["restock", "--json"], in: dir))
        let items = try #require(object["restock"] as? [[String: Any]])
        #expect(items.map { $0["fruit"] as? String } == ["strawberry", "mango"])
        #expect(items.map { $0["buy"] as? Int } == [32, 9])
        #expect(items.first?["name"] as? String == "Strawberry")
        #expect(items.first?["reorder"] as? Int == 9 && items.first?["par"] as? Int == 32 && items.first?["stock"] as? Int == 0)
        #expect(object["applied"] as? Bool == false)
        let csv = try CLIHarness.run(["restock", "--format", "csv"], in: dir)
        #expect(csv.stdout == "fruit,name,stock,reorder,par,buy\nstrawberry,Strawberry,0,9,32,32\nmango,Mango,1,3,10,9\n")
        let korean = try CLIHarness.run(["--lang", "ko", "restock"], in: dir)
        #expect(korean.stdout.hasPrefix("살 것: 과일 2개가 재주문 기준 이하예요.\n"))
        #expect(korean.stdout.contains("🍓 딸기"))
        // Showing the plan changed nothing.
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 1])
    }

    @Test func nothingLowIsAnEmptyListAndALineExitZero() async throws { try await blocking { try self.nothingLowIsAnEmptyListAndALineExitZeroBody() } }
    func nothingLowIsAnEmptyListAndALineExitZeroBody() throws {
        let dir = try CLIHarness.makeShop()
        let text = try CLIHarness.run(["restock"], in: dir)
        #expect(text.exitCode == 0)
        #expect(text.stdout == "Nothing is low: every fruit is above its reorder point.\n")
        let object = try json(try CLIHarness.run(["restock", "--json"], in: dir))
        #expect((object["restock"] as? [Any])?.isEmpty == true)
        #expect(try CLIHarness.run(["restock", "--format", "csv"], in: dir).stdout == "fruit,name,stock,reorder,par,buy\n")
        let applied = try CLIHarness.run(["restock", "--apply"], in: dir)
        #expect(applied.exitCode == 0)
        #expect(applied.stdout == "Nothing is low: every fruit is above its reorder point.\n")
        #expect(try CLIHarness.run(["history"], in: dir).stdout == "No history yet.\n")
        // A menu without reorder points says why nothing can be low.
        try "fruits:\n  lime: { stock: 0 }\njuices:\n  lime: { recipe: { lime: 1 }, allow: [unmakeable-juice] }\n"
            .write(to: dir.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        let plain = try CLIHarness.run(["--menu", "plain.yaml", "restock"], in: dir)
        #expect(plain.stdout == "Nothing is low: the menu sets no reorder points (add 'reorder:' to its defaults or fruits).\n")
        #expect(try CLIHarness.run(["--lang", "ko", "restock"], in: dir).stdout == "부족한 과일이 없어요: 모든 과일이 재주문 기준보다 많아요.\n")
    }

    @Test func forOrdersBuysOnlyWhatIsShort() async throws { try await blocking { try self.forOrdersBuysOnlyWhatIsShortBody() } }
    func forOrdersBuysOnlyWhatIsShortBody() throws {
        let dir = try CLIHarness.makeShop()
        let text = try CLIHarness.run(["restock", "--for", "mango-kiwi:6", "strawberry"], in: dir)
        #expect(text.exitCode == 0, "\(text.stderr)")
        #expect(text.stdout == """
        To buy for mango-kiwi:6 strawberry:1:
        Fruit          id          Stock  Reorder  Par  Buy
        🍓 Strawberry  strawberry     10        9   32    6
        🥭 Mango       mango          10        3   10    2
        When it arrives: juicemaker restock --for mango-kiwi:6 strawberry --apply

        """)
        let object = try json(try CLIHarness.run(["restock", "--for", "mango-kiwi:6", "--json"], in: dir))
        #expect(object["for"] as? String == "mango-kiwi:6")
        #expect((object["restock"] as? [[String: Any]])?.map { $0["buy"] as? Int } == [2])
        let enough = try CLIHarness.run(["restock", "--for", "banana"], in: dir)
        #expect(enough.stdout == "Nothing to buy: the stock on hand makes banana:1.\n")
        let unknown = try CLIHarness.run(["restock", "--for", "mangoo", "--apply"], in: dir)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr == "There is no juice 'mangoo' on the menu. Did you mean 'mango'?\n")
        let applied = try CLIHarness.run(["restock", "--for", "mango-kiwi:6", "--apply"], in: dir)
        #expect(applied.exitCode == 0)
        #expect(try CLIHarness.stock(in: dir)["mango"] == 12)
        #expect(try CLIHarness.run(["order", "mango-kiwi:6"], in: dir).exitCode == 0)
    }

    @Test func applyIsOneJournaledChangeThatUndoRevertsWhole() async throws { try await blocking { try self.applyIsOneJournaledChangeThatUndoRevertsWholeBody() } }
    func applyIsOneJournaledChangeThatUndoRevertsWholeBody() throws {
        let dir = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["order", "strawberry-banana"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["order", "mango:3"], in: dir).exitCode == 0)
        let applied = try CLIHarness.run(["restock", "--apply"], in: dir)
        #expect(applied.exitCode == 0)
        #expect(applied.stdout.contains("\nStock changed: restock strawberry 32, mango 9\n"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 32, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10])
        let history = try json(try CLIHarness.run(["history", "--json", "--limit", "1"], in: dir))
        let entry = try #require((history["entries"] as? [[String: Any]])?.first)
        #expect(entry["kind"] as? String == "restock")
        #expect(entry["description"] as? String == "restock strawberry 32, mango 9")
        let undo = try CLIHarness.run(["undo"], in: dir)
        #expect(undo.stdout.hasPrefix("Undid #3 (restock strawberry 32, mango 9).\n"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 1])
        let json = try json(try CLIHarness.run(["restock", "--apply", "--json"], in: dir))
        #expect(json["applied"] as? Bool == true)
        #expect((json["entry"] as? [String: Any])?["kind"] as? String == "restock")
        #expect((json["stock"] as? [[String: Any]])?.first?["stock"] as? Int == 32)
    }

    @Test func formatsThatDisagreeAreAUsageError() async throws { try await blocking { try self.formatsThatDisagreeAreAUsageErrorBody() } }
    func formatsThatDisagreeAreAUsageErrorBody() throws {
        let dir = try CLIHarness.makeShop()
        let both = try CLIHarness.run(["restock", "--json", "--format", "csv"], in: dir)
        #expect(both.exitCode == 2)
        #expect(both.stderr.contains("--json and --format csv ask for two formats; give one"))
        #expect(try CLIHarness.run(["restock", "--format", "xml"], in: dir).exitCode == 2)
        #expect(try CLIHarness.run(["restock", "--for"], in: dir).exitCode == 2)
    }

    @Test func stockLowUsesTheReorderPointsOrACount() async throws { try await blocking { try self.stockLowUsesTheReorderPointsOrACountBody() } }
    func stockLowUsesTheReorderPointsOrACountBody() throws {
        let dir = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["order", "mango:2"], in: dir).exitCode == 0)  // mango 4: above 3
        #expect(try CLIHarness.run(["order", "strawberry-banana"], in: dir).exitCode == 0)  // strawberry 0
        let byRules = try CLIHarness.run(["stock", "--low"], in: dir)
        #expect(byRules.stdout == "Fruit          id          Stock\n🍓 Strawberry  strawberry      0  ▼ low\n")
        let byCount = try CLIHarness.run(["stock", "--low", "4"], in: dir)
        #expect(byCount.stdout.contains("🥭 Mango       mango           4\n"))
        #expect(byCount.stdout.contains("strawberry      0  ▼ low\n"))
        let asJSON = try json(try CLIHarness.run(["stock", "--low", "--json"], in: dir))
        #expect((asJSON["stock"] as? [[String: Any]])?.map { $0["fruit"] as? String } == ["strawberry"])
        #expect(try CLIHarness.run(["stock", "--low", "-1"], in: dir).exitCode == 2)
    }

    /// Names a spreadsheet would evaluate are written as text (OWASP: a leading `'`), quoted as RFC
    /// 4180 needs; numbers stay numbers.
    @Test func csvNeverCarriesAFormula() async throws { try await blocking { try self.csvNeverCarriesAFormulaBody() } }
    func csvNeverCarriesAFormulaBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        fruits:
          kiwi: { name: '=HYPERLINK("http://example.invalid","x")', stock: 0, reorder: 3, par: 5 }
          lime: { name: "-2+3", stock: 0, reorder: 3, par: 5 }
          plum: { name: "@SUM(A1)", stock: 0, reorder: 3, par: 5 }
          pear: { name: Pear, stock: 0, reorder: 3, par: 5 }
        juices:
          kiwi: { recipe: { kiwi: 1 } }

        """.write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let csv = try CLIHarness.run(["restock", "--format", "csv"], in: dir)
        #expect(csv.exitCode == 0, "\(csv.stderr)")
        #expect(csv.stdout == """
        fruit,name,stock,reorder,par,buy
        kiwi,"'=HYPERLINK(""http://example.invalid"",""x"")",0,3,5,5
        lime,'-2+3,0,3,5,5
        plum,'@SUM(A1),0,3,5,5
        pear,Pear,0,3,5,5

        """)
    }
}
