import ArgumentParser
import JuiceMakerKit
import Testing
@testable import juicemaker

/// `QuickValidateArguments` must read exactly what swift-argument-parser reads, or leave the words to it.
@Suite struct QuickValidateArgumentsTests {
    static let taken: [[String]] = [
        ["validate"],
        ["validate", "recipes.yaml"],
        ["validate", "a.yaml", "b.yaml", "c.yaml"],
        ["validate", "--strict", "a.yaml"],
        ["validate", "a.yaml", "--strict"],
        ["validate", "--format", "json", "a.yaml"],
        ["validate", "a.yaml", "--format", "sarif", "--strict", "b.yaml"],
        ["validate", "--format", "github"],
        ["validate", "--format", "text", "--strict"],
        ["--menu", "m.yaml", "validate"],
        ["--lang", "ko", "--state", "s.sqlite", "--stand", "gangnam", "validate", "validate"],
        ["--menu", "메뉴.yaml", "validate", "order", "메뉴.yaml"],
    ]

    static let leftToArgumentParser: [[String]] = [
        ["validate", "--fix"], ["validate", "--fix", "a.yaml"], ["validate", "-"], ["validate", "a.yaml", "-"],
        ["validate", "--help"], ["validate", "-h"], ["validate", "help"], ["help", "validate"],
        ["validate", "--version"], ["validate", "--strict", "--strict"], ["validate", "--format"],
        ["validate", "--format", "xml"], ["validate", "--format", "JSON"], ["validate", "--format", "--strict"],
        ["validate", "--format", "json", "--format", "text"], ["validate", "--format=json"], ["validate", "--strict=true"],
        ["validate", "--", "a.yaml"], ["validate", "a.yaml", "--"], ["validate", ""], ["validate", "-x"],
        ["--menu", "validate"], ["--menu", "a", "--menu", "b", "validate"], ["--menu=m.yaml", "validate"],
        ["--lang", "fr", "validate"], ["-m", "x", "validate"], ["--generate-completion-script", "bash"],
        ["validate", "--generate-completion-script", "bash"], ["order", "banana"], ["a.yaml", "validate"], [],
    ]

    @Test(arguments: taken) func readsWhatArgumentParserReads(_ arguments: [String]) throws {
        let quick = try #require(QuickValidateArguments.parse(arguments[...]))
        let validate = try #require(try JuiceMakerCommand.parseAsRoot(arguments) as? ValidateCommand)
        #expect(quick.files == validate.check.files)
        #expect(quick.format == validate.check.format)
        #expect(quick.strict == validate.check.strict)
        #expect(!validate.check.fix)
        #expect(quick.options.menu == validate.root.menu)
        #expect(quick.options.state == validate.root.state)
        #expect(quick.options.stand == validate.root.stand)
        #expect(quick.options.lang == validate.root.lang)
    }

    @Test(arguments: leftToArgumentParser) func leavesEverythingElseToArgumentParser(_ arguments: [String]) {
        #expect(QuickValidateArguments.parse(arguments[...]) == nil)
    }
}
