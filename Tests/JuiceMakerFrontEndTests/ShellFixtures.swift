@testable import JuiceMakerFrontEnd
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerTestSupport

/// Machines and states over the default stand (5 fruits, 7 juices), for the shell's tests.
enum ShellFixtures {
    static func machine(counts: [Int] = [10, 10, 10, 10, 10], language: Language = .en,
                        menu: Menu? = nil) throws -> ShellMachine {
        let menu = try menu ?? EngineFixtures.defaultMenu()
        let allCounts = counts + Array(repeating: 10, count: max(0, menu.fruits.count - counts.count))
        let stock = Dictionary(uniqueKeysWithValues: zip(menu.fruits.map(\.id), allCounts))
        return ShellMachine(menu: menu, language: language, maker: try JuiceMaker(menu: menu, stock: stock))
    }

    /// The default stand with fruits that have emoji, as recipes.yaml has them.
    static func emojiMenu(extraJuices: Int = 0, extraFruits: Int = 0) throws -> Menu {
        let emoji = ["🍓", "🍌", "🍍", "🥝", "🥭"]
        let fruits = zip(EngineFixtures.defaultFruits, emoji).map { fruit, emoji in
            Fruit(id: fruit.id, name: fruit.name, emoji: emoji, initialStock: fruit.initialStock)
        } + (0..<extraFruits).map { EngineFixtures.fruit("fruit-\($0)", "Fruit \($0)", "과일\($0)") }
        let juices = EngineFixtures.defaultJuices + (0..<extraJuices).map {
            EngineFixtures.juice("extra-\($0)", "Extra Juice \($0)", "추가쥬스\($0)", [("banana", 1)])
        }
        return try Menu(version: 1, fruits: fruits, juices: juices)
    }

    static func shortfall(_ fruit: Fruit, need: Int, have: Int) -> Shortfall {
        Shortfall(fruit: FruitLabel(fruit), need: need, have: have)
    }

    /// Presses keys in order and returns the action of each.
    @discardableResult
    static func press(_ keys: [ShellKey], on machine: inout ShellMachine) -> [ShellAction] {
        keys.map { machine.press($0) }
    }

    static func characters(_ text: String) -> [ShellKey] {
        text.map { ShellKey.character($0) }
    }
}
