import Foundation
import Testing
@testable import JuiceMakerKit

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
            "MenuSchema.json differs from config/menu.schema.json (first at line \(firstDifference)): run `python3 scripts/embed_schema.py`"
        )
    }

    @Test func embeddedSchemaIsJSON() throws {
        let object = try JSONSerialization.jsonObject(with: Data(MenuSchema.json.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    }
}
