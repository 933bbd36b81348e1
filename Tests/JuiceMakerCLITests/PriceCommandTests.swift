import Foundation
import JuiceMakerTestSupport
import Testing

/// Prices in the menu, as a stand owner meets them on the command line: `menu` shows them, in
/// each language's way, `menu --json` gives them in minor units, and `validate --fix` writes the
/// currency code a menu plainly meant.
@Suite(.tags(.endToEnd)) struct PriceCommandTests {
    /// A folder holding config/examples/priced.yaml as its recipes.yaml.
    private static func pricedShop() throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try FileManager.default.copyItem(at: CLIHarness.repositoryRoot.appendingPathComponent("config/examples/priced.yaml"),
                                         to: dir.appendingPathComponent("recipes.yaml"))
        return dir
    }

    @Test func menuShowsThePrices() async throws { try await blocking { try self.menuShowsThePricesBody() } }
    func menuShowsThePricesBody() throws {
        let dir = try Self.pricedShop()
        let english = try CLIHarness.run(["menu"], in: dir)
        #expect(english.exitCode == 0, "\(english.stderr)")
        let lines = english.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Price  Can make") == true, "\(lines.first ?? "")")
        #expect(lines.contains { $0.contains("strawberry-banana") && $0.contains("₩5,500") }, "\(english.stdout)")
        let korean = try CLIHarness.run(["--lang", "ko", "menu"], in: dir)
        #expect(korean.stdout.split(separator: "\n").contains { $0.contains("딸바쥬스") && $0.contains("5,500원") }, "\(korean.stdout)")

        let json = try CLIHarness.run(["menu", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["currency"] as? String == "KRW")
        #expect(object["timezone"] as? String == "Asia/Seoul")
        let juices = try #require(object["juices"] as? [[String: Any]])
        #expect(juices.map { $0["price"] as? Int } == [5000, 4000, 4500, 4500, 5500, 5000, 5500])

        // The default menu has no prices: no column, and null for each (as for a fruit without an emoji).
        let shop = try CLIHarness.makeShop()
        #expect(try !CLIHarness.run(["menu"], in: shop).stdout.contains("Price"))
        let plain = try CLIHarness.run(["menu", "--json"], in: shop).stdout
        let plainObject = try #require(try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        #expect(plainObject["currency"] is NSNull)
        #expect((plainObject["juices"] as? [[String: Any]])?.allSatisfy { $0["price"] is NSNull } == true, "\(plain)")
    }

    @Test func validateFixWritesTheCodeAMenuMeant() async throws { try await blocking { try self.validateFixWritesTheCodeAMenuMeantBody() } }
    func validateFixWritesTheCodeAMenuMeantBody() throws {
        let dir = try Self.pricedShop()
        let file = dir.appendingPathComponent("recipes.yaml")
        let original = try String(contentsOf: file, encoding: .utf8)
        try original.replacingOccurrences(of: "currency: KRW ", with: "currency: ₩   ").write(to: file, atomically: true, encoding: .utf8)
        let refused = try CLIHarness.run(["order", "mango"], in: dir)
        #expect(refused.exitCode != 0)
        #expect(refused.stderr.contains("recipes.yaml:5:11: error: 'currency' must be an ISO 4217 code like KRW or USD, not '₩'; did you mean 'KRW'?"),
                "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".juicemaker").path), "no stock was made")
        let fixed = try CLIHarness.run(["validate", "--fix", "--strict"], in: dir)
        #expect(fixed.exitCode == 0, "\(fixed.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == original.replacingOccurrences(of: "currency: KRW ", with: "currency: KRW   "))
    }
}
