import JuiceMakerKit

/// Orders in memory through the public `JuiceMaker` API on a compiled menu: one juice per order,
/// and batches of eight juices. The default menu's fruits get `EngineLimits.maxStock` so no run
/// empties them.
struct EngineBenchmark {
    struct Result {
        var singleOrdersPerSecond: Double
        var batchOrdersPerSecond: Double
        var batchLines: Int
    }

    let menu: Menu
    let singleOrders: Int
    let batchOrders: Int
    let runs: Int
    static let batchLines = 8

    /// The default menu with every fruit at the engine's largest stock.
    static func stockedMenu(_ menu: Menu) -> Menu {
        Menu(
            version: menu.version,
            fruits: menu.fruits.map { Fruit(id: $0.id, name: $0.name, emoji: $0.emoji, initialStock: EngineLimits.maxStock) },
            juices: menu.juices
        )
    }

    func measure() throws -> Result {
        let compiled = try CompiledMenu(menu)
        let juiceCount = compiled.juiceCount
        var sink = 0
        log("engine: \(singleOrders) single-juice orders and \(batchOrders) batches of \(Self.batchLines), \(runs) runs")

        var single: [Double] = []
        for _ in 0..<runs {
            var maker = JuiceMaker(menu: compiled)
            var juice = 0
            single.append(try Stopwatch.time {
                for _ in 0..<singleOrders {
                    try maker.make(juice: juice)
                    juice += 1
                    if juice == juiceCount { juice = 0 }
                }
            })
            sink &+= maker.stock.counts.reduce(0, &+)
        }

        let lines = (0..<Self.batchLines).map { OrderLine(juice: $0 % juiceCount) }
        var batch: [Double] = []
        for _ in 0..<runs {
            var maker = JuiceMaker(menu: compiled)
            batch.append(try Stopwatch.time {
                for _ in 0..<batchOrders {
                    sink &+= try maker.make(lines).count
                }
            })
            sink &+= maker.stock.counts.reduce(0, &+)
        }
        if sink == 42 { log("") }  // keeps the optimiser from dropping the timed work
        return Result(
            singleOrdersPerSecond: Double(singleOrders) / single.median,
            batchOrdersPerSecond: Double(batchOrders) / batch.median,
            batchLines: Self.batchLines
        )
    }
}
