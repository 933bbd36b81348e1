import Foundation
import JuiceMakerTestSupport
import Testing

/// The everyday flow through the built binary, each test in its own directory with its own stock.
@Suite(.tags(.endToEnd)) struct OrderCommandTests {


    @Test func exactlyOneStrawberryBananaThenRestockThenUndo() async throws { try await blocking { try self.exactlyOneStrawberryBananaThenRestockThenUndoBody() } }
    func exactlyOneStrawberryBananaThenRestockThenUndoBody() throws {
        let dir = try CLIHarness.makeShop()
        let first = try CLIHarness.run(["order", "strawberry-banana"], in: dir)
        #expect(first.exitCode == 0)
        #expect(first.stdout.hasPrefix("Strawberry Banana Juice is ready. Enjoy!\n"))
        #expect(try CLIHarness.stock(in: dir)["strawberry"] == 0)
        #expect(try CLIHarness.stock(in: dir)["banana"] == 9)

        let second = try CLIHarness.run(["order", "strawberry-banana"], in: dir)
        #expect(second.exitCode == 3)
        #expect(second.stderr == "Not enough fruit: needs 10 strawberry, has 0.\nEdit stock? juicemaker stock add strawberry 10\n")
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10])

        #expect(try CLIHarness.run(["stock", "add", "strawberry", "10"], in: dir).exitCode == 0)
        let third = try CLIHarness.run(["order", "strawberry-banana"], in: dir)
        #expect(third.exitCode == 0)
        #expect(try CLIHarness.stock(in: dir)["banana"] == 8)

        let undo = try CLIHarness.run(["undo"], in: dir)
        #expect(undo.exitCode == 0)
        #expect(undo.stdout.hasPrefix("Undid #4 (strawberry-banana:1)."), "#2 is the lost sale, #3 the add")
        let history = try CLIHarness.run(["history", "--json"], in: dir)
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        let lost = try #require(entries.first { $0["kind"] as? String == "lost" })
        #expect(lost["id"] as? Int == 2 && (lost["changes"] as? [Any])?.isEmpty == true)
        #expect((lost["short"] as? [[String: Any]])?.first?["need"] as? Int == 10)
        #expect((lost["sales"] as? [[String: Any]])?.first?["juice"] as? String == "strawberry-banana")
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10])
    }

    /// `order JUICE...` is read without swift-argument-parser (`QuickOrderArguments`); after `--`
    /// the same words go through it. Both must answer alike, errors included.
    @Test func theQuickReadingAnswersAsArgumentParserDoes() async throws { try await blocking { try self.theQuickReadingAnswersAsArgumentParserDoesBody() } }
    func theQuickReadingAnswersAsArgumentParserDoesBody() throws {
        let quick = try CLIHarness.makeShop()
        let parsed = try CLIHarness.makeShop()
        for words in [["banana"], ["mango-kiwi:2", "banana"], ["bananna"], ["strawberry-banana", "strawberry"], ["kiwi:0"]] {
            for language in [[], ["--lang", "ko"]] {
                let a = try CLIHarness.run(language + ["order"] + words, in: quick)
                let b = try CLIHarness.run(language + ["order", "--"] + words, in: parsed)
                #expect(a.exitCode == b.exitCode, "\(words)")
                #expect(a.stdout == b.stdout, "\(words)")
                #expect(a.stderr == b.stderr, "\(words)")
            }
        }
        #expect(try CLIHarness.stock(in: quick) == CLIHarness.stock(in: parsed))
    }

    @Test func koreanMessages() async throws { try await blocking { try self.koreanMessagesBody() } }
    func koreanMessagesBody() throws {
        let dir = try CLIHarness.makeShop()
        let made = try CLIHarness.run(["order", "strawberry-banana"], in: dir, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(made.stdout.hasPrefix("딸바쥬스 나왔습니다! 맛있게 드세요!\n"))
        let short = try CLIHarness.run(["--lang", "ko", "order", "strawberry-banana"], in: dir)
        #expect(short.exitCode == 3)
        #expect(short.stderr.hasPrefix("재료가 모자라요"))
        #expect(short.stderr.contains("재고를 수정할까요? juicemaker stock add strawberry 10"))
    }

    @Test func batchOrdersAreAllOrNothing() async throws { try await blocking { try self.batchOrdersAreAllOrNothingBody() } }
    func batchOrdersAreAllOrNothingBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["order", "mango-kiwi:2", "banana", "strawberry"], in: dir)
        #expect(result.exitCode == 3)
        #expect(result.stderr.contains("needs 16 strawberry, has 10"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 10, "pineapple": 10, "kiwi": 10, "mango": 10])
        let made = try CLIHarness.run(["order", "mango-kiwi:2", "banana"], in: dir)
        #expect(made.exitCode == 0)
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 8, "pineapple": 10, "kiwi": 8, "mango": 6])
    }

    @Test func dryRunUsesNothing() async throws { try await blocking { try self.dryRunUsesNothingBody() } }
    func dryRunUsesNothingBody() throws {
        let dir = try CLIHarness.makeShop()
        let ok = try CLIHarness.run(["order", "--dry-run", "mango:3"], in: dir)
        #expect(ok.exitCode == 0)
        #expect(ok.stdout == "Dry run: mango:3 can be made (stock unchanged).\n")
        #expect(try CLIHarness.run(["order", "--dry-run", "mango:4"], in: dir).exitCode == 3)
        #expect(try CLIHarness.stock(in: dir)["mango"] == 10)
    }

    @Test func unknownNamesAndBadCountsAreUsageErrors() async throws { try await blocking { try self.unknownNamesAndBadCountsAreUsageErrorsBody() } }
    func unknownNamesAndBadCountsAreUsageErrorsBody() throws {
        let dir = try CLIHarness.makeShop()
        let unknown = try CLIHarness.run(["order", "mango-kiwii"], in: dir)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("Did you mean 'mango-kiwi'?"))
        #expect(try CLIHarness.run(["order", "mango:0"], in: dir).exitCode == 2)
        #expect(try CLIHarness.run(["order", "mango:1.5"], in: dir).exitCode == 2)
        let fruit = try CLIHarness.run(["stock", "add", "strawbery", "3"], in: dir)
        #expect(fruit.exitCode == 2)
        #expect(fruit.stderr.contains("strawberry"))
        #expect(try CLIHarness.run(["stock", "add", "kiwi", "-3"], in: dir).exitCode == 2)
        #expect(try CLIHarness.stock(in: dir)["kiwi"] == 10)
    }

    @Test func stockSteppersNeverGoBelowZero() async throws { try await blocking { try self.stockSteppersNeverGoBelowZeroBody() } }
    func stockSteppersNeverGoBelowZeroBody() throws {
        let dir = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["stock", "remove", "kiwi", "11"], in: dir).exitCode == 3)
        #expect(try CLIHarness.run(["stock", "remove", "kiwi", "4"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["stock", "set", "mango", "0"], in: dir).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir)["kiwi"] == 6)
        #expect(try CLIHarness.stock(in: dir)["mango"] == 0)
        #expect(try CLIHarness.run(["stock", "reset"], in: dir).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 10, "banana": 10, "pineapple": 10, "kiwi": 10, "mango": 10])
    }

    @Test func lowFruitsOnly() async throws { try await blocking { try self.lowFruitsOnlyBody() } }
    func lowFruitsOnlyBody() throws {
        let dir = try CLIHarness.makeShop()
        _ = try CLIHarness.run(["order", "mango:3"], in: dir)
        let low = try CLIHarness.run(["stock", "--low", "5"], in: dir)
        #expect(low.exitCode == 0)
        #expect(low.stdout == "Fruit     id     Stock\n🥭 Mango  mango      1  ▼ low\n")
        #expect(try CLIHarness.run(["stock", "--low", "-1"], in: dir).exitCode == 2)
    }

    @Test func historyAndUndoOfNothing() async throws { try await blocking { try self.historyAndUndoOfNothingBody() } }
    func historyAndUndoOfNothingBody() throws {
        let dir = try CLIHarness.makeShop()
        let empty = try CLIHarness.run(["undo"], in: dir)
        #expect(empty.exitCode == 4)
        #expect(try CLIHarness.run(["history"], in: dir).stdout == "No history yet.\n")
        _ = try CLIHarness.run(["order", "kiwi"], in: dir)
        let history = try CLIHarness.run(["history", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["description"] as? String == "kiwi:1")
    }

    @Test func historyReadsInTheChosenLanguage() async throws { try await blocking { try self.historyReadsInTheChosenLanguageBody() } }
    func historyReadsInTheChosenLanguageBody() throws {
        let dir = try CLIHarness.makeShop()
        _ = try CLIHarness.run(["order", "kiwi"], in: dir)
        _ = try CLIHarness.run(["stock", "add", "kiwi", "3"], in: dir)
        let korean = try CLIHarness.run(["--lang", "ko", "history"], in: dir)
        let lines = korean.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.first == "# 시간 (UTC) 종류 내용 변경")
        #expect(lines.dropFirst().map { $0.split(separator: " ")[3] } == ["추가", "주문"])
        let english = try CLIHarness.run(["history"], in: dir)
        #expect(english.stdout.split(separator: "\n").first?.split(separator: " ").joined(separator: " ") == "# time (UTC) kind what change")
        #expect(english.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[3] } == ["add", "order"])
    }

    @Test func menuEditAddingAFruitAndAJuiceIsPickedUp() async throws { try await blocking { try self.menuEditAddingAFruitAndAJuiceIsPickedUpBody() } }
    func menuEditAddingAFruitAndAJuiceIsPickedUpBody() throws {
        let dir = try CLIHarness.makeShop()
        _ = try CLIHarness.run(["order", "mango"], in: dir)
        let menu = dir.appendingPathComponent("recipes.yaml")
        var text = try String(contentsOf: menu, encoding: .utf8)
        text = text.replacingOccurrences(of: "juices:", with: "  papaya: { name: { en: Papaya, ko: 파파야 }, stock: 4 }\njuices:")
        text += "  papaya:\n    name: { en: Papaya Juice, ko: 파파야쥬스 }\n    recipe: { papaya: 2 }\n"
        try text.write(to: menu, atomically: true, encoding: .utf8)
        #expect(try CLIHarness.run(["validate"], in: dir).exitCode == 0)
        let made = try CLIHarness.run(["order", "papaya"], in: dir)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("Papaya Juice is ready. Enjoy!"))
        let levels = try CLIHarness.stock(in: dir)
        #expect(levels["papaya"] == 2)
        #expect(levels["mango"] == 7, "stock on hand survives the edit")
    }

    @Test func invalidMenuStopsEveryStockCommandWithExitOne() async throws { try await blocking { try self.invalidMenuStopsEveryStockCommandWithExitOneBody() } }
    func invalidMenuStopsEveryStockCommandWithExitOneBody() throws {
        let dir = try CLIHarness.makeShop()
        try "fruits: { kiwi: }\njuices: { kiwi: { recipe: { kiwii: 1 } } }\n"
            .write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
        let result = try CLIHarness.run(["order", "kiwi"], in: dir)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("recipes.yaml:2:29: error: recipe of 'kiwi' names unknown fruit 'kiwii'"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".juicemaker").path))
    }

    @Test func statePathFromOptionAndEnvironment() async throws { try await blocking { try self.statePathFromOptionAndEnvironmentBody() } }
    func statePathFromOptionAndEnvironmentBody() throws {
        let dir = try CLIHarness.makeShop()
        _ = try CLIHarness.run(["--state", "a.sqlite", "order", "kiwi"], in: dir)
        _ = try CLIHarness.run(["order", "kiwi:2"], in: dir, environment: ["JUICEMAKER_STATE": "b.sqlite"])
        #expect(try CLIHarness.stock(in: dir, ["--state", "a.sqlite"])["kiwi"] == 7)
        #expect(try CLIHarness.stock(in: dir, ["--state", "b.sqlite"])["kiwi"] == 4)
        #expect(try CLIHarness.stock(in: dir)["kiwi"] == 10, "the default file was never touched")
        let shortfall = try CLIHarness.run(["--state", "a.sqlite", "order", "strawberry"], in: dir)
        #expect(shortfall.stderr.contains("juicemaker --state a.sqlite stock add strawberry 6"))
    }

    @Test func brokenStateFilesAreRefusedAndLeftUntouched() async throws { try await blocking { try self.brokenStateFilesAreRefusedAndLeftUntouchedBody() } }
    func brokenStateFilesAreRefusedAndLeftUntouchedBody() throws {
        let dir = try CLIHarness.makeShop()
        let path = dir.appendingPathComponent("junk.sqlite")
        let junk = Data("this is not a database, it is a shopping list\n".utf8)
        try junk.write(to: path)
        let result = try CLIHarness.run(["--state", "junk.sqlite", "order", "kiwi"], in: dir)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("junk.sqlite"))
        #expect(try Data(contentsOf: path) == junk)

        let json = try CLIHarness.run(["--state", "junk.sqlite", "stock", "--json"], in: dir)
        #expect(json.exitCode == 4)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["error"] as? String == "state-error")
    }

    @Test func unwritableStateDirectoryIsAClearError() async throws { try await blocking { try self.unwritableStateDirectoryIsAClearErrorBody() } }
    func unwritableStateDirectoryIsAClearErrorBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["--state", "recipes.yaml/stock.sqlite", "order", "kiwi"], in: dir)
        #expect(result.exitCode == 4)
        #expect(result.stderr.contains("recipes.yaml"))
    }
}
