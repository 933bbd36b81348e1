import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// How each format shows a fix, and that a diagnostic without one prints as before.
@Suite struct FixFormatterTests {
    static let source = "fruits:\n  kiwi: {}\njuices:\n  k: { recipe: { kiwii: 1 } }\n"
    static let report = MenuLoader.diagnose(bytes: Array(source.utf8), file: "menu.yaml")

    @Test func jsonAddsTheFixBetweenFileAndLine() throws {
        let output = JSONDiagnosticFormatter().format([Self.report])
        let expected = [
            #"        "file": "menu.yaml","#, #"        "fix": {"#, #"          "column": 18,"#, #"          "endColumn": 23,"#,
            #"          "endLine": 4,"#, #"          "line": 4,"#, #"          "replacement": "kiwi""#, #"        },"#,
            #"        "line": 4,"#,
        ].joined(separator: "\n")
        #expect(output.contains(expected))
    }

    @Test func jsonWithoutAFixHasNoFixMember() {
        let output = JSONDiagnosticFormatter().format([FormatterFixtures.korean])
        #expect(!output.contains("\"fix\""))
    }

    @Test func sarifHasStandardFixes() throws {
        let output = SARIFDiagnosticFormatter(toolVersion: "1").format([Self.report])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "menu.yaml")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(region == ["startLine": 4, "startColumn": 18, "endLine": 4, "endColumn": 23])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "kiwi")
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "Replace with 'kiwi'")
    }

    @Test func sarifWithoutAFixHasNoFixes() {
        #expect(!SARIFDiagnosticFormatter(toolVersion: "1").format([FormatterFixtures.korean]).contains("fixes"))
    }

    @Test func textSaysFixable() {
        let output = TextDiagnosticFormatter().format([Self.report])
        #expect(output == [
            "menu.yaml:4:18: error: recipe of 'k' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit] (fixable with --fix)",
            "      k: { recipe: { kiwii: 1 } }",
            "                     ^",
            "1 file checked: 1 error",
            "",
        ].joined(separator: "\n"))
    }
}
