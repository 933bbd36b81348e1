import Foundation
import JuiceMakerKit

// The default stand (5 fruits, 7 juices), with stock high enough never to run out.
func names(_ english: String, _ korean: String) -> LocalizedName {
    LocalizedName([.init(language: "en", text: english), .init(language: "ko", text: korean)])
}
let fruits = [("strawberry", "Strawberry", "딸기"), ("banana", "Banana", "바나나"), ("pineapple", "Pineapple", "파인애플"),
              ("kiwi", "Kiwi", "키위"), ("mango", "Mango", "망고")]
    .map { Fruit(id: $0.0, name: names($0.1, $0.2), initialStock: 1_000_000_000_000) }
let juices = [
    ("strawberry", [("strawberry", 16)]), ("banana", [("banana", 2)]), ("kiwi", [("kiwi", 3)]),
    ("pineapple", [("pineapple", 2)]), ("strawberry-banana", [("strawberry", 10), ("banana", 1)]),
    ("mango", [("mango", 3)]), ("mango-kiwi", [("mango", 2), ("kiwi", 1)]),
].map { Juice(id: $0.0, name: names($0.0, $0.0), recipe: $0.1.map { RecipeItem(fruitID: $0.0, amount: $0.1) }) }
let menu = Menu(version: 1, fruits: fruits, juices: juices)

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func report(_ label: String, _ count: Int, _ duration: Duration) {
    let rate = Double(count) / seconds(duration)
    print(String(format: "%-44@ %12.0f /s  (%d in %.3f s)", label as NSString, rate, count, seconds(duration)))
}

if CommandLine.arguments.count >= 3, CommandLine.arguments[1].hasPrefix("hammer") {
    exit(try Hammer.run(CommandLine.arguments))
}

/// `engine-bench [engine] [store]`: both when no argument is given.
let parts = Set(CommandLine.arguments.dropFirst())
let runEngine = parts.isEmpty || parts.contains("engine")
let runStore = parts.isEmpty || parts.contains("store")

let compiled = try CompiledMenu(menu)
let clock = ContinuousClock()
let strawberryBanana = compiled.juiceIndex(of: "strawberry-banana") ?? 0

// 1. Single-juice orders: make(juice:) checks and subtracts in place.
if runEngine {
    var maker = JuiceMaker(menu: compiled)
    let count = 50_000_000
    let start = clock.now
    for _ in 0..<count { try maker.make(juice: strawberryBanana) }
    report("engine: single-juice make(juice:)", count, clock.now - start)
    precondition(maker.stock.counts[0] == 1_000_000_000_000 - 10 * count)
}

// 2. Eight-line batches: make(_ lines:) adds the need per fruit, then checks and subtracts.
if runEngine {
    var maker = JuiceMaker(menu: compiled)
    let lines = (0..<compiled.juiceCount).map { OrderLine(juice: $0) } + [OrderLine(juice: strawberryBanana, count: 2)]
    let count = 10_000_000
    var used = 0
    let start = clock.now
    for _ in 0..<count { used &+= try maker.make(lines).count }
    report("engine: 8-line batch make(_ lines:)", count, clock.now - start)
    precondition(used == 5 * count)
}

// 3. Parsing what people type (ids are looked up here, once per order).
if runEngine {
    let parser = OrderParser(menu: compiled)
    let count = 1_000_000
    var lines = 0
    let start = clock.now
    for _ in 0..<count { lines &+= try parser.parse(words: ["mango-kiwi:2", "banana"]).lines.count }
    report("engine: parse 'mango-kiwi:2 banana'", count, clock.now - start)
    precondition(lines == 2 * count)
}

// 4. Committed orders through the store: one IMMEDIATE transaction each.
for durability in [Durability.normal, .full] where runStore {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("engine-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try StockDatabase.open(path: directory.appendingPathComponent("stock.sqlite").path,
                                          menu: compiled, durability: durability)
    let single = try OrderParser(menu: compiled).parse("strawberry-banana")
    let batch = try OrderParser(menu: compiled).parse("mango-kiwi:2 banana kiwi")
    let count = durability == .normal ? 50_000 : 5_000
    var start = clock.now
    for _ in 0..<count { try database.order(single) }
    report("store (\(durability)): single-juice order()", count, clock.now - start)
    start = clock.now
    for _ in 0..<count { try database.order(batch) }
    report("store (\(durability)): 3-line order()", count, clock.now - start)
}
