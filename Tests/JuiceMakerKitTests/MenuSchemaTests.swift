import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct MenuSchemaTests {
    /// The repository root: this file is Tests/JuiceMakerKitTests/MenuSchemaTests.swift.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func embeddedSchemaMatchesConfigFile() throws {
        let file = Self.repositoryRoot.appendingPathComponent("config/menu.schema.json")
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        let embedded = MenuSchema.json
        // Name the first differing line rather than dumping both 8 KB texts.
        let diskLines = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
        let embeddedLines = embedded.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = (zip(diskLines, embeddedLines).enumerated().first { $1.0 != $1.1 }?.offset
            ?? min(diskLines.count, embeddedLines.count)) + 1
        let same = embedded == onDisk
        #expect(
            same,
            "MenuSchema.json differs from config/menu.schema.json (first at line \(firstDifference))"
        )
    }

    @Test func embeddedSchemaIsJSON() throws {
        let object = try JSONSerialization.jsonObject(with: Data(MenuSchema.json.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }

    /// The format's keys are listed once (`MenuKeys`): the schema names the same ones, and the
    /// validator accepts each of them and nothing else.
    @Test func theSchemaAndTheValidatorUseTheKeysOfMenuKeys() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(MenuSchema.json.utf8)) as? [String: Any])
        func keys(_ object: Any?) -> Set<String> { Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys ?? [:].keys) }
        let definitions = schema["definitions"] as? [String: Any]
        #expect(keys(schema) == Set(MenuKeys.topLevel))
        #expect(keys((schema["properties"] as? [String: Any])?["defaults"]) == Set(MenuKeys.defaults))
        #expect(keys(definitions?["fruit"]) == Set(MenuKeys.fruit))
        #expect(keys(definitions?["juice"]) == Set(MenuKeys.juice))

        func unknownKeys(_ text: String) -> [String] {
            MenuLoader.diagnose(bytes: Array(text.utf8), file: "m.yaml").diagnostics.filter { $0.code == .unknownKey }.map(\.message)
        }
        let values = ["name": "Kiwi", "emoji": "🥝", "stock": "3", "reorder": "1", "par": "5", "was": "[kiwifruit]",
                      "allow": "[missing-translation]", "recipe": "{ kiwi: 1 }", "cost": "300", "price": "4500"]
        let fruit = MenuKeys.fruit.map { "\($0): \(values[$0] ?? "")" }.joined(separator: ", ")
        let juice = MenuKeys.juice.map { "\($0): \(values[$0] ?? "")" }.joined(separator: ", ")
        let defaults = MenuKeys.defaults.map { "\($0): \(values[$0] ?? "")" }.joined(separator: ", ")
        let menu = "version: 1\ncurrency: KRW\ntimezone: Asia/Seoul\ndefaults: { \(defaults) }\nfruits:\n  kiwi: { \(fruit) }\njuices:\n  kiwi: { \(juice) }\n"
        #expect(MenuKeys.topLevel.allSatisfy { menu.contains("\($0):") })
        #expect(unknownKeys(menu) == [])
        let withStrangers = menu.replacingOccurrences(of: "{ stock", with: "{ colour: red, stock")
            .replacingOccurrences(of: "{ name: Kiwi, emoji", with: "{ colour: red, name: Kiwi, emoji")
            .replacingOccurrences(of: "{ name: Kiwi, recipe", with: "{ size: 2, name: Kiwi, recipe") + "extra: 1\n"
        #expect(unknownKeys(withStrangers).count == 4)
    }
}
