import Foundation
import JuiceMakerTestSupport
import Testing

/// `restock --suggest` as a stand owner runs it (issue 46, item 4): rules from the sales, shown
/// beside the menu's, written into the menu with `--fix` and nothing else changed.
@Suite(.tags(.endToEnd)) struct RestockSuggestTests {
    @Test func suggestsFromTheSalesAndFixWritesThem() async throws { try await blocking { try self.suggestsFromTheSalesAndFixWritesThemBody() } }
    func suggestsFromTheSalesAndFixWritesThemBody() throws {
        let dir = try CLIHarness.makeShop()
        let file = dir.appendingPathComponent("recipes.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        for order in [["mango-kiwi:2"], ["mango"], ["banana:3"]] {
            #expect(try CLIHarness.run(["order"] + order, in: dir).exitCode == 0)
        }
        // Sixteen strawberries of ten: refused, and journaled as a lost sale.
        #expect(try CLIHarness.run(["order", "strawberry"], in: dir).exitCode == 3)
        let shown = try CLIHarness.run(["restock", "--suggest"], in: dir)
        #expect(shown.exitCode == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Suggested from 14 days of sales and lost sales since ") == true, "\(shown.stdout)")
        // Mango: 4 + 3 used today, the one open day: high day 7, reorder 7, par 14 (banana: 3 glasses of 2).
        #expect(lines.contains("🥭 Mango       mango          7     0         7    3 → 7  10 → 14"), "\(shown.stdout)")
        // Strawberry sold none, but a customer asked for 16: the shortage hid that demand.
        #expect(lines.contains("🍓 Strawberry  strawberry     0    16        16   9 → 16       32"), "\(shown.stdout)")
        #expect(lines.contains("Not sold or asked for in 14 days, left as they are: pineapple"), "\(shown.stdout)")
        #expect(lines.last == "To write them into the menu: juicemaker restock --suggest --fix")
        #expect(try String(contentsOf: file, encoding: .utf8) == original, "showing changes nothing")

        let json = try CLIHarness.run(["restock", "--suggest", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let mango = try #require((object["suggestions"] as? [[String: Any]])?.first { $0["fruit"] as? String == "mango" })
        #expect((mango["par"] as? [String: Any])?["suggested"] as? Int == 14)
        let strawberry = try #require((object["suggestions"] as? [[String: Any]])?.first { $0["fruit"] as? String == "strawberry" })
        #expect(strawberry["used"] as? Int == 0 && strawberry["lost"] as? Int == 16 && strawberry["highDay"] as? Int == 16)
        #expect(object["written"] as? Bool == false)

        let fixed = try CLIHarness.run(["restock", "--suggest", "--fix"], in: dir)
        #expect(fixed.exitCode == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.hasSuffix("Wrote reorder and par for 4 fruits into recipes.yaml.\n"), "\(fixed.stdout)")
        let after = try String(contentsOf: file, encoding: .utf8)
        #expect(after == original
            .replacingOccurrences(of: "    reorder: 9\n    par: 32\n", with: "    reorder: 16\n    par: 32\n")
            .replacingOccurrences(of: "    name: { en: Banana, ko: 바나나 }\n    emoji: 🍌\n", with: "    name: { en: Banana, ko: 바나나 }\n    emoji: 🍌\n    reorder: 6\n    par: 12\n")
            .replacingOccurrences(of: "    name: { en: Kiwi, ko: 키위 }\n    emoji: 🥝\n", with: "    name: { en: Kiwi, ko: 키위 }\n    emoji: 🥝\n    reorder: 2\n    par: 4\n")
            .replacingOccurrences(of: "    name: { en: Mango, ko: 망고 }\n    emoji: 🥭\n", with: "    name: { en: Mango, ko: 망고 }\n    emoji: 🥭\n    reorder: 7\n    par: 14\n"),
                "\(after)")
        #expect(try CLIHarness.run(["validate", "--strict"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["restock", "--suggest"], in: dir).stdout.hasSuffix("The menu's rules are already these.\n"))

        // Wrong words are usage errors.
        for bad in [["restock", "--fix"], ["restock", "--suggest", "--apply"], ["restock", "--suggest", "--days", "0"],
                    ["restock", "--suggest", "--lead-days", "31"], ["restock", "--suggest", "--tz", "Mars/Base"]] {
            #expect(try CLIHarness.run(bad, in: dir).exitCode == 2, "\(bad)")
        }
    }
}
