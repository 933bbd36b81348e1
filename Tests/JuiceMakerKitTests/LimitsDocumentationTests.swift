import Foundation
import Testing
import JuiceMakerKit

/// The JSON Schema and docs/menu-format.md say the numbers `Limits` holds.
@Suite struct LimitsDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `1000000000` as docs/menu-format.md writes it: `1,000,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(String(digits), at: 0)
        return groups.joined(separator: ",")
    }

    @Test func theSchemaSaysTheSameNumbers() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("config/menu.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        #expect(definitions["stock"]?["minimum"] as? Int == Limits.initialStock.lowerBound)
        #expect(definitions["stock"]?["maximum"] as? Int == Limits.initialStock.upperBound)
        #expect(definitions["amount"]?["minimum"] as? Int == Limits.recipeAmount.lowerBound)
        #expect(definitions["amount"]?["maximum"] as? Int == Limits.recipeAmount.upperBound)
        #expect(definitions["reorder"]?["minimum"] as? Int == Limits.reorderPoint.lowerBound)
        #expect(definitions["reorder"]?["maximum"] as? Int == Limits.reorderPoint.upperBound)
        #expect(definitions["par"]?["minimum"] as? Int == Limits.parLevel.lowerBound)
        #expect(definitions["par"]?["maximum"] as? Int == Limits.parLevel.upperBound)
        #expect(properties["fruits"]?["maxProperties"] as? Int == Limits.maxFruits)
        #expect(properties["juices"]?["maxProperties"] as? Int == Limits.maxJuices)
        // Descriptions repeat the numbers for people reading the schema in an editor.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: "from 0 to \(Limits.maxMenuNumber)").count - 1 == 6)
        #expect(text.components(separatedBy: "from 1 to \(Limits.maxMenuNumber)").count - 1 == 5)
        #expect(text.contains("at most \(Limits.maxFruits)."))
        #expect(text.contains("at most \(Limits.maxJuices)."))
        #expect(MenuSchema.json == text)
    }

    @Test func theMenuFormatPageSaysTheSameNumbers() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("docs/menu-format.md"), encoding: .utf8)
        let rows = [
            "| initial stock of a fruit (`stock:`, `defaults.stock`) | \(Self.grouped(Limits.initialStock.lowerBound)) to \(Self.grouped(Limits.initialStock.upperBound)) |",
            "| recipe amount (per glass) | \(Self.grouped(Limits.recipeAmount.lowerBound)) to \(Self.grouped(Limits.recipeAmount.upperBound)) |",
            "| fruits in a menu | at most \(Self.grouped(Limits.maxFruits)) |",
            "| juices in a menu | at most \(Self.grouped(Limits.maxJuices)) |",
            "| glasses of one juice in one order | 1 to \(Self.grouped(Limits.maxOrderCount)) |",
            "| one stock change (`stock add`, `remove`, `set`) | 0 to \(Self.grouped(Limits.maxStockChange)) |",
            "| stock on hand of one fruit | at most \(Self.grouped(Limits.maxStock)) |",
        ]
        for row in rows { #expect(readme.contains(row), "docs/menu-format.md lacks the row \(row)") }
        #expect(readme.contains("both at most \(Self.grouped(Limits.maxMenuNumber))"))
    }
}
