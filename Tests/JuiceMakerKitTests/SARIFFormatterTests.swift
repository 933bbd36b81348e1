import Foundation
import Testing
@testable import JuiceMakerKit

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
}
