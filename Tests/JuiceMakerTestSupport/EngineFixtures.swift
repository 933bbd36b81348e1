import Foundation
import JuiceMakerKit

/// The default stand: 5 fruits with 10 each, 7 juices; English and Korean names.
public enum EngineFixtures {
    public static func fruit(_ id: String, _ english: String, _ korean: String, stock: Int = 10) -> Fruit {
        Fruit(id: Fruit.ID(id), name: names(english, korean), initialStock: stock)
    }

    public static func juice(_ id: String, _ english: String, _ korean: String, _ recipe: [(String, Int)]) -> Juice {
        Juice(id: Juice.ID(id), name: names(english, korean), recipe: recipe.map { FruitAmount(fruit: Fruit.ID($0.0), amount: $0.1) })
    }

    public static func names(_ english: String, _ korean: String) -> LocalizedName {
        LocalizedName([.init(language: "en", text: english), .init(language: "ko", text: korean)])
    }

    public static let defaultFruits: [Fruit] = [
        fruit("strawberry", "Strawberry", "딸기"),
        fruit("banana", "Banana", "바나나"),
        fruit("pineapple", "Pineapple", "파인애플"),
        fruit("kiwi", "Kiwi", "키위"),
        fruit("mango", "Mango", "망고"),
    ]

    public static let defaultJuices: [Juice] = [
        juice("strawberry", "Strawberry Juice", "딸기쥬스", [("strawberry", 16)]),
        juice("banana", "Banana Juice", "바나나쥬스", [("banana", 2)]),
        juice("kiwi", "Kiwi Juice", "키위쥬스", [("kiwi", 3)]),
        juice("pineapple", "Pineapple Juice", "파인애플쥬스", [("pineapple", 2)]),
        juice("strawberry-banana", "Strawberry Banana Juice", "딸바쥬스", [("strawberry", 10), ("banana", 1)]),
        juice("mango", "Mango Juice", "망고쥬스", [("mango", 3)]),
        juice("mango-kiwi", "Mango Kiwi Juice", "망키쥬스", [("mango", 2), ("kiwi", 1)]),
    ]

    public static func defaultMenu(extraFruits: [Fruit] = [], extraJuices: [Juice] = []) throws -> Menu {
        try Menu(version: 1, fruits: defaultFruits + extraFruits, juices: defaultJuices + extraJuices)
    }

    /// A fresh directory for one test; remove it with `removeTemporaryDirectory`.
    public static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("juicemaker-engine-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    public static func removeTemporaryDirectory(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
