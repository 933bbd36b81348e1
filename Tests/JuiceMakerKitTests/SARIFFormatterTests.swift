import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct SARIFFormatterTests {
    let formatter = SARIFDiagnosticFormatter(toolVersion: "1.2.3", informationURI: "https://example.com/juicemaker")

    @Test func exactLogForOneResult() {
        #expect(formatter.format([FormatterFixtures.crlf]) == """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "runs": [
                {
                  "columnKind": "unicodeCodePoints",
                  "results": [
                    {
                      "level": "error",
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "windows.yaml"
                            },
                            "region": {
                              "endColumn": 14,
                              "endLine": 3,
                              "startColumn": 12,
                              "startLine": 3
                            }
                          }
                        }
                      ],
                      "message": {
                        "text": "stock of 'kiwii' is -3; it must be 0 or more"
                      },
                      "ruleId": "negative-stock",
                      "ruleIndex": 0
                    }
                  ],
                  "tool": {
                    "driver": {
                      "informationUri": "https://example.com/juicemaker",
                      "name": "juicemaker",
                      "rules": [
                        {
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "help": {
                            "text": "An initial stock or a reorder point is negative. Use 0 or more."
                          },
                          "helpUri": "https://github.com/juicemaker/juicemaker/blob/main/docs/diagnostics.md#negative-stock",
                          "id": "negative-stock",
                          "shortDescription": {
                            "text": "A stock level or a reorder point is negative."
                          }
                        }
                      ],
                      "version": "1.2.3"
                    }
                  }
                }
              ],
              "version": "2.1.0"
            }

            """)
    }

    @Test func rulesResultsAndRegions() throws {
        let secondTypo = FormatterFixtures.unknownFruit.with(position: SourcePosition(line: 3, column: 9))
        let reports = [
            FormatterFixtures.korean,
            FormatterFixtures.report("./menus/second.yaml", source: "", [secondTypo]),
            FormatterFixtures.unreadable,
        ]
        let log = try #require(try parseJSON(formatter.format(reports)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "juicemaker")
        #expect(driver["version"] as? String == "1.2.3")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["missing-translation", "unknown-fruit", "unreadable-file"])
        #expect((rules[1]["shortDescription"] as? [String: Any])?["text"] as? String == DiagnosticCode.unknownFruit.summary)
        #expect(rules.map { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String } == ["warning", "error", "error"])
        #expect((rules[1]["help"] as? [String: Any])?["text"] as? String == DiagnosticCode.unknownFruit.help)
        #expect(rules[1]["helpUri"] as? String == "https://github.com/juicemaker/juicemaker/blob/main/docs/diagnostics.md#unknown-fruit")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        #expect(results.map { $0["ruleId"] as? String } == ["missing-translation", "unknown-fruit", "unknown-fruit", "unreadable-file"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error", "error", "error"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == result["ruleId"] as? String)
        }
        func physical(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
        }
        let first = try #require(physical(results[1]))
        #expect((first["artifactLocation"] as? [String: Any])?["uri"] as? String == "recipes.yaml")
        let region = try #require(first["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 8)
        #expect(region["startColumn"] as? Int == 14)
        // `{kiwii: 2}`: the word ends before column 19.
        #expect(region["endLine"] as? Int == 8)
        #expect(region["endColumn"] as? Int == 19)
        // A report without its text has no line to find an end on: the region has a start only.
        let noText = try #require((physical(results[2]))?["region"] as? [String: Any])
        #expect(noText["endColumn"] == nil && noText["startLine"] as? Int == 3)
        #expect((results[1]["message"] as? [String: Any])?["text"] as? String == FormatterFixtures.unknownFruit.message)
        let second = try #require(physical(results[2]))
        #expect((second["artifactLocation"] as? [String: Any])?["uri"] as? String == "menus/second.yaml")
        let wholeFile = try #require(physical(results[3]))
        #expect((wholeFile["artifactLocation"] as? [String: Any])?["uri"] as? String == "missing.yaml")
        #expect(wholeFile["region"] == nil)
    }

    @Test func noDiagnosticsGivesEmptyRulesAndResults() throws {
        let log = try #require(try parseJSON(SARIFDiagnosticFormatter(toolVersion: "0.1.0").format([FormatterFixtures.clean])) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [Any])?.isEmpty == true)
        #expect(driver["informationUri"] == nil)
    }

    @Test func pathsBecomeURIReferences() {
        #expect(SARIFDiagnosticFormatter.uri(forPath: "recipes.yaml") == "recipes.yaml")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "./././menus/my menu.yaml") == "menus/my%20menu.yaml")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "../shared/a.yaml") == "../shared/a.yaml")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "<stdin>") == "%3Cstdin%3E")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "/srv/menus/a.yaml") == "file:///srv/menus/a.yaml")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "메뉴.yaml") == "%EB%A9%94%EB%89%B4.yaml")
        #expect(SARIFDiagnosticFormatter.uri(forPath: "a:b#c?d%e\\f") == "a%3Ab%23c%3Fd%25e%5Cf")
    }

    @Test func everyCodeHasADescription() {
        for code in DiagnosticCode.allCases {
            #expect(!code.summary.isEmpty, "\(code.rawValue)")
        }
    }

    /// Where a region ends, word by word, in Unicode code points (issue 23 item 12: regions had no end).
    @Test func regionsEndAfterTheOffendingWord() {
        let text = "fruits:\n  kiwi: { stock: ten }\n  \"망고\": { name: \"a \\\" b\", stock: 2.5 } # note\n  pear:\n"
        var regions = DiagnosticRegions(source: Array(text.utf8))
        func end(_ line: Int, _ column: Int) -> String? {
            regions.end(of: .error(.wrongType, "x", at: SourcePosition(line: line, column: column))).map(\.description)
        }
        #expect(end(2, 18) == "2:21")      // ten, before ` }`
        #expect(end(3, 3) == "3:7")        // "망고" with its quotes: four code points
        #expect(end(3, 17) == "3:25")      // "a \" b": the escaped quote does not end it
        #expect(end(3, 34) == "3:37")      // 2.5, before ` }`
        #expect(end(4, 3) == "4:7")        // pear, before the colon at the line's end
        #expect(end(4, 8) == "4:8")        // past the line's end: empty
        #expect(end(9, 1) == nil)          // no such line
    }

    @Test func aLoadedDiagnosticsRangeIsWhereItsRegionEnds() throws {
        let text = "fruits:\n  \"망고\": { stock: -1 }\njuices:\n  m: { recipe: { \"망고\": 1 } }\n"
        let report = check(text)
        let stock = try #require(report.diagnostics.first { $0.code == .negativeStock })
        let range = try #require(stock.range)
        #expect(String(decoding: Array(text.utf8)[range], as: UTF8.self) == "-1")
        var regions = DiagnosticRegions(source: Array(text.utf8))
        #expect(regions.end(of: stock)?.description == "2:20")  // -1 is columns 18–19
        // The range decides, not the word rule run again: one byte shorter ends a column earlier.
        var shorter = stock
        shorter.range = range.lowerBound..<(range.upperBound - 1)
        #expect(regions.end(of: shorter)?.description == "2:19")
        // A range that is not on the diagnostic's line gives no end.
        shorter.range = 0..<3
        #expect(regions.end(of: shorter) == nil)
    }

    @Test func shortDescriptionsHoldForEveryFormTheCodeIsGivenFor() throws {
        // not-a-whole-number said "has a fraction" for `ten` and `0x10` too.
        for value in ["2.5", "ten", "0x10", "1e3", "1_000"] {
            let report = MenuLoader.diagnose(bytes: Array("fruits:\n  kiwi: { stock: \(value) }\njuices:\n  k: { recipe: { kiwi: 1 } }\n".utf8), file: "m.yaml")
            #expect(report.diagnostics.map(\.code) == [.notAWholeNumber], "\(value)")
        }
        #expect(DiagnosticCode.notAWholeNumber.summary == "A value that must be a whole number is not one in decimal digits.")
        // An empty emoji is an empty-name too.
        let emoji = MenuLoader.diagnose(bytes: Array("fruits:\n  kiwi: { emoji: '' }\njuices:\n  k: { recipe: { kiwi: 1 } }\n".utf8), file: "m.yaml")
        #expect(emoji.diagnostics.map(\.code) == [.emptyName])
        #expect(DiagnosticCode.emptyName.summary.contains("emoji"))
    }

    /// Every code's help is under its own heading in docs/diagnostics.md, word for word, so
    /// `helpUri` lands on it, and the section shows a menu that gets that code (DocumentationTests
    /// runs it and compares what it prints).
    @Test func theDocsExplainEveryCodeAsHelpSays() throws {
        let page = try String(contentsOf: LimitsDocumentationTests.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for code in DiagnosticCode.allCases {
            #expect(page.contains("## `\(code.rawValue)`\n\n\(code.help)\n"), "docs/diagnostics.md lacks the section of \(code.rawValue) or its text differs")
            let section = page.components(separatedBy: "## `\(code.rawValue)`\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
            #expect(section.contains("[\(code.rawValue)]\n") || section.contains("[\(code.rawValue)] (fixable with --fix)\n"),
                    "docs/diagnostics.md's example for \(code.rawValue) does not show that code")
        }
    }

    /// A diagnostic's severity is always its code's default, as SARIF's rules declare it.
    @Test func everyDiagnosticHasItsCodesDefaultSeverity() throws {
        let broken = LimitsDocumentationTests.root.appendingPathComponent("Tests/JuiceMakerKitTests/Fixtures/broken")
        let files = try FileManager.default.contentsOfDirectory(atPath: broken.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count > 20)
        var reports = files.map { MenuLoader.report(path: broken.appendingPathComponent($0).path) }
        // And the three warnings, which no broken fixture has.
        reports.append(MenuLoader.diagnose(bytes: Array("""
            fruits:
              kiwi: { name: { en: Kiwi, ko: 키위 }, stock: 1 }
              pear: { stock: 1 }
            juices:
              kiwi: { name: Kiwi, recipe: { kiwi: 3 } }

            """.utf8), file: "warnings.yaml"))
        var seen = Set<DiagnosticCode>()
        for report in reports {
            for diagnostic in report.diagnostics {
                seen.insert(diagnostic.code)
                #expect(diagnostic.severity == diagnostic.code.defaultSeverity, "\(report.file): \(diagnostic.code.rawValue)")
            }
        }
        #expect(seen.isSuperset(of: [.unusedFruit, .missingTranslation, .unmakeableJuice]))
    }
}
