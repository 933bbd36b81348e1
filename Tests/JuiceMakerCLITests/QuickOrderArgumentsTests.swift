import ArgumentParser
import Testing
@testable import juicemaker

/// `QuickOrderArguments` must read exactly what swift-argument-parser reads, or leave the words to it.
@Suite struct QuickOrderArgumentsTests {
    static let taken: [[String]] = [
        ["order", "banana"],
        ["order", "mango-kiwi:2", "banana", "strawberry"],
        ["--menu", "m.yaml", "order", "banana"],
        ["--state", "s.sqlite", "--menu", "m.yaml", "--lang", "ko", "order", "banana"],
        ["--lang", "en", "--state", "order", "order", "order"],
        ["--menu", "메뉴.yaml", "order", "딸바쥬스", "banana:2"],
        ["order", "strawberry", "strawberry"],
    ]

    static let leftToArgumentParser: [[String]] = [
        [], ["order"], ["--version"], ["-h"], ["--help"], ["help", "order"], ["order", "--help"], ["order", "-h"],
        ["order", "help"], ["order", "--json", "banana"], ["order", "banana", "--json"], ["order", "--dry-run", "banana"],
        ["order", "--", "banana"], ["order", "banana", "--"], ["order", ""], ["order", "-"], ["order", "-x"],
        ["--menu=m.yaml", "order", "banana"], ["--menu", "a", "--menu", "b", "order", "banana"],
        ["--menu", "order", "banana"], ["--menu"], ["--menu", "-", "order", "banana"], ["--menu", "", "order", "banana"],
        ["--menu", "help", "order", "banana"], ["--lang", "fr", "order", "banana"], ["--lang", "KO", "order", "banana"],
        ["-m", "x", "order", "banana"], ["stock"], ["validate", "recipes.yaml"], ["shell"],
        ["--state", "s", "stock", "add", "kiwi", "1"], ["banana", "order"], ["--generate-completion-script", "bash"],
    ]

    @Test(arguments: taken) func readsWhatArgumentParserReads(_ arguments: [String]) throws {
        let quick = try #require(QuickOrderArguments.parse(arguments[...]))
        let order = try #require(try JuiceMakerCommand.parseAsRoot(arguments) as? OrderCommand)
        #expect(quick.juices == order.juices)
        #expect(quick.options.menu == order.root.menu)
        #expect(quick.options.state == order.root.state)
        #expect(quick.options.lang == order.root.lang)
        #expect(!order.dryRun && !order.output.json)
    }

    @Test(arguments: leftToArgumentParser) func leavesEverythingElseToArgumentParser(_ arguments: [String]) {
        #expect(QuickOrderArguments.parse(arguments[...]) == nil)
    }
}
