import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct MenuValidatorTests {
    @Test func defaultMenuIsTheTable() throws {
        let report = MenuLoader.report(path: MenuFixtureTests.repositoryRoot.appendingPathComponent("recipes.yaml").path)
        let menu = try #require(report.menu)
        #expect(menu.fruits.map(\.id) == ["strawberry", "banana", "pineapple", "kiwi", "mango"])
        #expect(menu.fruits.allSatisfy { $0.initialStock == 10 })
        #expect(menu.juices.map(\.id) == ["strawberry", "banana", "kiwi", "pineapple", "strawberry-banana", "mango", "mango-kiwi"])
        let recipes = menu.juices.map { juice in juice.recipe.map { "\($0.fruit) \($0.amount)" }.joined(separator: ", ") }
        #expect(recipes == [
            "strawberry 16", "banana 2", "kiwi 3", "pineapple 2", "strawberry 10, banana 1", "mango 3", "mango 2, kiwi 1",
        ])
        #expect(menu.juice("strawberry-banana")?.name.text(for: "ko") == "딸바쥬스")
        #expect(menu.fruit("mango")?.emoji == "🥭")
    }

    @Test func validMenuHasNoDiagnostics() throws {
        let report = check(validMenu)
        #expect(report.diagnostics.isEmpty)
        let menu = try #require(report.menu)
        #expect(menu.fruits.map(\.id) == ["strawberry", "banana"])
        #expect(menu.fruit("banana")?.initialStock == 10)
    }

    @Test func unknownFruitMessageSuggestsTheClosestFruit() throws {
        let report = check(validMenu.replacingOccurrences(of: "banana: 1 }", with: "bananna: 1 }"))
        let diagnostic = try #require(report.diagnostics.first { $0.code == .unknownFruit })
        #expect(diagnostic.message == "recipe of 'strawberry-banana' names unknown fruit 'bananna'; did you mean 'banana'?")
        #expect(diagnostic.position == SourcePosition(line: 11, column: 31))
    }

    @Test func unknownKeySuggestsTheClosestKey() throws {
        let report = check(validMenu.replacingOccurrences(of: "defaults:", with: "defualts:"))
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.code == .unknownKey)
        #expect(diagnostic.message == "the menu has no key 'defualts'; did you mean 'defaults'?")
        #expect(diagnostic.position == SourcePosition(line: 2, column: 1))
    }

    @Test func everyProblemIsCollectedInFileOrder() {
        let report = check("""
        fruits:
          Kiwi: { stock: -2 }
          mango: { stock: ten, colour: yellow }
        juices:
          mango-kiwi:
            recipe: { mango: 1.5, kiwii: 1, Kiwi: 0 }

        """)
        #expect(report.summary == [
            "invalid-id 2:3", "negative-stock 2:18", "not-a-whole-number 3:19", "unknown-key 3:24",
            "not-a-whole-number 6:22", "unknown-fruit 6:27", "amount-too-small 6:43",
        ])
        #expect(report.menu == nil)
    }

    @Test func wrongTypesAnywhere() {
        let report = check("""
        defaults: [10]
        fruits:
          mango: 3
          kiwi: { name: [Kiwi] }
        juices:
          mango: [mango]
          kiwi: { recipe: { kiwi: { n: 1 } }, allow: unmakeable-juice }

        """)
        #expect(report.summary == [
            "wrong-type 1:11", "wrong-type 3:10", "wrong-type 4:17", "wrong-type 6:10",
            "not-a-whole-number 7:27", "wrong-type 7:46",
        ])
    }

    @Test func missingFruitsIsOneErrorNotOnePerRecipe() {
        #expect(check("juices: { a: { recipe: { x: 1 } }, b: { recipe: { y: 2 } } }\n").summary == ["missing-field 1:1"])
    }

    @Test func emptyFilesAreRejected() {
        #expect(check("").summary == ["empty-file 1:1"])
        #expect(check("# nothing yet\n").summary == ["empty-file 1:1"])
        #expect(check("---\n").summary == ["empty-file 1:1"])
    }

    @Test func warningsForUnusedFruitUnmakeableJuiceAndMissingTranslation() throws {
        let report = check("""
        defaults: { stock: 10 }
        fruits:
          strawberry: { name: { en: Strawberry, ko: 딸기 } }
          durian: { name: { en: Durian, ko: 두리안 } }
        juices:
          strawberry:
            name: { en: Strawberry Juice }
            recipe: { strawberry: 16 }

        """)
        #expect(report.summary == ["unused-fruit 4:3", "unmakeable-juice 6:3", "missing-translation 7:11"])
        #expect(report.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(report.menu != nil, "warnings alone leave the menu usable")
        #expect(report.passes(strict: false))
        #expect(!report.passes(strict: true))
        let unmakeable = try #require(report.diagnostics.first { $0.code == .unmakeableJuice })
        #expect(unmakeable.message.contains("needs 16 strawberry (initial stock 10)"))
    }

    @Test func missingTranslationsListLanguagesInTheOrderNamesIntroduceThem() throws {
        // Fruits' languages come first, then each juice's new ones as the juices are read; a name
        // written as plain text is English; a broken name adds no language.
        let menu = """
        fruits:
          kiwi: { name: { en: Kiwi }, stock: 50 }
        juices:
          one: { name: { ko: 키위, en: Kiwi }, recipe: { kiwi: 1 } }
          two: { name: { ja: キウイ }, recipe: { kiwi: 1 } }
          three: { name: Kiwi Juice, recipe: { kiwi: 1 } }
          four: { name: { fr: "" }, recipe: { kiwi: 1 } }
          five: { name: { ja: キウイ, ko: 키위, en: Kiwi }, recipe: { kiwi: 1 }, allow: [missing-translation] }

        """
        for report in [check(menu), MenuLoader.diagnose(bytes: Array(menu.utf8), file: "menu.yaml")] {
            let translations = report.diagnostics.filter { $0.code == .missingTranslation }.map { "\($0.position?.description ?? "") \($0.message.prefix(while: { $0 != ";" }))" }
            #expect(translations == [
                "2:17 name of fruit 'kiwi' has no 'ko', 'ja' while other names do",
                "4:16 name of juice 'one' has no 'ja' while other names do",
                "5:16 name of juice 'two' has no 'en', 'ko' while other names do",
                "6:18 name of juice 'three' has no 'ko', 'ja' while other names do",
            ])
            #expect(report.summary.filter { !$0.hasPrefix("missing-translation") } == ["empty-name 7:23"])
        }
    }

    /// Language codes are compared as bytes: a code of up to seven bytes as one word, a longer one
    /// byte by byte; codes that differ only in case are two languages.
    @Test func missingTranslationsTellLongAndShortCodesApart() throws {
        let menu = """
        fruits:
          kiwi: { name: { en: Kiwi, zh-Hant-TW: 奇異果 }, stock: 50 }
        juices:
          one: { name: { zh-Hant-TW: 奇異果汁, en: Kiwi Juice }, recipe: { kiwi: 1 } }
          two: { name: { en: Kiwi Ade }, recipe: { kiwi: 1 } }
          three: { name: { zh-hant: 奇異果, zh-Hant-TW: 奇異果 }, recipe: { kiwi: 1 } }

        """
        let report = check(menu)
        #expect(report.diagnostics.map { "\($0.position?.description ?? "") \($0.message.prefix(while: { $0 != ";" }))" } == [
            "2:17 name of fruit 'kiwi' has no 'zh-hant' while other names do",
            "4:16 name of juice 'one' has no 'zh-hant' while other names do",
            "5:16 name of juice 'two' has no 'zh-Hant-TW', 'zh-hant' while other names do",
            "6:18 name of juice 'three' has no 'en' while other names do",
        ])
    }

    /// The whole message in both languages, for a fruit and a juice, with one missing language and two.
    @Test func missingTranslationMessagesInEnglishAndKorean() {
        let menu = Array("""
        fruits:
          kiwi: { name: { en: Kiwi }, stock: 50 }
        juices:
          kiwi-ade: { name: { ko: 키위 에이드, en: Kiwi Ade, ja: キウイ }, recipe: { kiwi: 1 } }

        """.utf8)
        let english = MenuLoader.diagnose(bytes: menu, file: "menu.yaml").diagnostics.map(\.message)
        #expect(english == [
            "name of fruit 'kiwi' has no 'ko', 'ja' while other names do; add it, or add 'allow: [missing-translation]'",
        ])
        let twoJuices = Array("""
        fruits:
          kiwi: { name: { en: Kiwi, ko: 키위 }, stock: 50 }
        juices:
          kiwi-ade: { name: { en: Kiwi Ade }, recipe: { kiwi: 1 } }

        """.utf8)
        let korean = MenuLoader.diagnose(bytes: twoJuices, file: "menu.yaml", language: .ko).diagnostics.map(\.message)
        #expect(korean == [
            "쥬스 'kiwi-ade'의 이름에 다른 이름들에는 있는 'ko'이(가) 없어요; 더하거나 'allow: [missing-translation]'를 더하세요",
        ])
        let fruitInKorean = MenuLoader.diagnose(bytes: menu, file: "menu.yaml", language: .ko).diagnostics.map(\.message)
        #expect(fruitInKorean == [
            "과일 'kiwi'의 이름에 다른 이름들에는 있는 'ko', 'ja'이(가) 없어요; 더하거나 'allow: [missing-translation]'를 더하세요",
        ])
    }

    @Test func allowSilencesTheWarningsItNames() {
        let report = check("""
        defaults: { stock: 10 }
        fruits:
          strawberry: { name: { en: Strawberry, ko: 딸기 } }
          durian: { name: { en: Durian }, allow: [unused-fruit, missing-translation] }
        juices:
          strawberry:
            name: { en: Strawberry Juice, ko: 딸기쥬스 }
            recipe: { strawberry: 16 }
            allow: [unmakeable-juice, unmakable-juice]

        """)
        #expect(report.summary == ["unknown-key 9:31"])
        #expect(report.diagnostics.first?.message.contains("did you mean 'unmakeable-juice'?") == true)
    }

    @Test func defaultStockAppliesAndFruitStockOverrides() throws {
        let menu = try #require(check("""
        defaults: { stock: 7 }
        fruits: { a: , b: { stock: 3 } }
        juices: { j: { recipe: { a: 1, b: 1 } } }

        """).menu)
        #expect(menu.fruits.map(\.initialStock) == [7, 3])
        #expect(menu.fruits[0].name.text(for: "en") == "a")
    }

    @Test func withoutDefaultsStockStartsAtZero() throws {
        let report = check("fruits: { a: }\njuices: { j: { recipe: { a: 1 } } }\n")
        #expect(report.menu?.fruits.first?.initialStock == 0)
        #expect(report.summary == ["unmakeable-juice 2:11"])
    }

    @Test func mergeKeysAndAnchorsInAMenu() throws {
        let report = check("""
        defaults: { stock: 10 }
        fruits:
          mango: &tropical { name: { en: Mango }, stock: 20 }
          papaya: { <<: *tropical, name: { en: Papaya } }
        juices:
          base: &base { recipe: { mango: 2 } }
          papaya-mango: { <<: *base, recipe: { mango: 1, papaya: 1 } }

        """)
        let menu = try #require(report.menu, "\(report.summary)")
        #expect(menu.fruit("papaya")?.initialStock == 20)
        #expect(menu.fruit("papaya")?.name.text(for: "en") == "Papaya")
        #expect(menu.juice("papaya-mango")?.recipe.count == 2)
    }

    @Test func duplicateIDsAndKeys() {
        let report = check("""
        fruits:
          kiwi: { stock: 1, stock: 2 }
          kiwi: {}
        juices: { kiwi: { recipe: { kiwi: 1 } } }

        """)
        #expect(report.summary == ["duplicate-key 2:21", "duplicate-id 3:3"])
        #expect(report.diagnostics[1].message == "fruit id 'kiwi' is used twice (first at 2:3); ids must be unique, so rename or remove one")
    }

    @Test func numbersThatAreNotWholeNumbers() {
        let amounts = ["1.5", "ten", "true", "~", "0x10", "'3'", "1e3", ".inf", "0o7", "[1]"]
        for amount in amounts {
            let report = check("fruits: { a: { stock: 9 } }\njuices: { j: { recipe: { a: \(amount) } } }\n")
            #expect(report.summary == ["not-a-whole-number 2:29"], "\(amount)")
        }
        #expect(check("fruits: { a: { stock: 1000000001 } }\njuices: { j: { recipe: { a: 1 } } }\n").summary == ["number-too-large 1:23"])
        #expect(check("fruits: { a: { stock: +5 } }\njuices: { j: { recipe: { a: 1 } } }\n").diagnostics.isEmpty)
    }

    /// Stopped by the alias limit, not by running out: the diagnostic says which limit. (Its speed
    /// is the loading benchmark's business; the time limit only turns a hang into a failure.)
    @Test(.timeLimit(.minutes(1))) func billionLaughsStopsAtTheAliasLimit() {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let report = check(lines.joined(separator: "\n"))
        #expect(report.summary.first?.hasPrefix("alias-limit ") == true)
    }

    @Test(.timeLimit(.minutes(1))) func deepNestingStopsAtTheNestingLimit() {
        let deep = "fruits: " + String(repeating: "[", count: 100_000)
        #expect(check(deep).summary == ["nesting-limit 1:72"])
    }

    @Test func unsupportedTagIsAnError() {
        #expect(check(validMenu + "\n").summary.isEmpty)
        let report = check(validMenu.replacingOccurrences(of: "stock: 10", with: "stock: !python/int 10"))
        #expect(report.summary.first == "unsupported-tag 3:10")
    }

    @Test func unreadableFileIsReportedWithoutAPosition() {
        let report = MenuLoader.report(path: "/nonexistent/menu.yaml")
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
        #expect(report.diagnostics.first?.message == "cannot read this file (no such file); check the path")
        #expect(report.file == "/nonexistent/menu.yaml")
    }
}

/// The unknown-fruit message is written into one String from bytes; it must read as the pieces
/// joined as Strings (`Quoted.name` cutting a long name, invalid UTF-8 in the id repaired alike).
@Suite struct UnknownFruitMessageTests {
    private func joined(_ juice: [UInt8], _ fruit: String, _ suggestion: String?) -> String {
        var message = "recipe of '" + String(decoding: juice, as: UTF8.self) + "' names unknown fruit " + Quoted.name(fruit)
        if let suggestion { message += "; did you mean '" + suggestion + "'?" } else { message += "; add it under 'fruits:' or fix the name" }
        return message
    }

    @Test func readsAsThePiecesJoined() {
        let juices: [[UInt8]] = [Array("mango-kiwi".utf8), Array("딸기-바나나".utf8), [], Array("bad-\u{1}".utf8), [0x6B, 0xE2, 0x82], [0xFF, 0x61]]
        let fruits = ["kiwii", "", "é", "e\u{301}", String(repeating: "a", count: 40), String(repeating: "b", count: 41),
                      String(repeating: "키", count: 20), String(repeating: "키", count: 45), "it's"]
        for juice in juices {
            for fruit in fruits {
                for suggestion in [nil, "kiwi", "", "키위"] {
                    let written = juice.withUnsafeBufferPointer { EnglishMenuWords().unknownFruit(juice: $0, fruit: fruit, suggestion: suggestion) }
                    #expect(written == joined(juice, fruit, suggestion), "\(juice) \(fruit) \(suggestion ?? "-")")
                    #expect(written.utf8.elementsEqual(joined(juice, fruit, suggestion).utf8))
                }
            }
        }
    }
}
